// Shopper accounts' settings, read from the environment once at start (like ../leads/config.ts). Secrets (the code
// key, Twilio's credentials) exist only here.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SESSION_MAX_AGE_MS } from '#src/domain/accounts/session.ts';
import { SIGN_IN_RULES, type SignInRules } from '#src/domain/accounts/sign-in.ts';
import { isProduction } from '../env.ts';
import { blankToUndefined, count, secret } from '../leads/config.ts';

const DAY_MS = 86_400_000;
const optional = (schema: z.ZodType<string>) => z.preprocess(blankToUndefined, schema.optional());

const accountsEnvSchema = z.object({
  AUTH_SECRET: secret('AUTH_SECRET'),
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')),
  TWILIO_AUTH_TOKEN: optional(z.string().min(16, 'TWILIO_AUTH_TOKEN looks too short')),
  TWILIO_FROM: optional(
    z.string().regex(/^(\+\d{6,15}|[A-Za-z0-9 ]{1,11})$/, 'TWILIO_FROM must be a number in +E.164 form or an alphanumeric sender id of at most 11 characters'),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optional(z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits')),
  TWILIO_API_BASE: optional(z.url({ protocol: /^https?$/, error: 'TWILIO_API_BASE must be an http(s) URL' })),
  ACCOUNT_RATE_LIMIT_IP_PER_MINUTE: count('ACCOUNT_RATE_LIMIT_IP_PER_MINUTE', 60, 1),
  ALERTS_POLL_MS: count('ALERTS_POLL_MS', 30_000, 100),
  SIGN_IN_CODES_PER_CLIENT_PER_HOUR: count('SIGN_IN_CODES_PER_CLIENT_PER_HOUR', SIGN_IN_RULES.perClientPerHour, 1),
  SIGN_IN_CODES_PER_PHONE_PER_HOUR_ALL_SITES: count('SIGN_IN_CODES_PER_PHONE_PER_HOUR_ALL_SITES', SIGN_IN_RULES.perPhonePerHourAllSites, 1),
  SHOPPER_SESSION_MAX_AGE_DAYS: count('SHOPPER_SESSION_MAX_AGE_DAYS', SESSION_MAX_AGE_MS / DAY_MS, 1),
});

export type TwilioSettings = { accountSid: string; authToken: string; from: string | null; messagingServiceSid: string | null; apiBase: string | null };

export type AccountsSettings = {
  /** Key of the sign-in codes' HMAC. Without AUTH_SECRET, a random key per start: codes sent before a restart stop working. */
  codeKey: Uint8Array;
  codeKeyFromEnv: boolean;
  /** null: the embedded SMS outbox (development only: it stores and logs each text, sign-in codes included). */
  twilio: TwilioSettings | null;
  /** NODE_ENV=production: no embedded outbox, so no sign-in code is ever stored or logged in clear text. */
  production: boolean;
  /** Account API calls (codes, watchlist, saved searches) per client address and site a minute. */
  perIpPerMinute: number;
  /** How often the alerts job looks for a newly published site. */
  alertsPollMs: number;
  /**
   * The sign-in code rules, with the per-client hourly limit (a shared office or test runner) and the per-number
   * hourly cap across every site from the environment.
   */
  signIn: SignInRules;
  /** A session ends this long after its sign-in, however often it was renewed (SHOPPER_SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeMs: number;
};

export class AccountsEnvError extends Error {
  override name = 'AccountsEnvError';
}

export function loadAccountsSettings(source: Record<string, string | undefined> = process.env): AccountsSettings {
  const parsed = accountsEnvSchema.safeParse(source);
  if (!parsed.success) throw new AccountsEnvError(`Invalid accounts environment:\n${z.prettifyError(parsed.error)}`);
  const env = parsed.data;
  const anyTwilio = env.TWILIO_ACCOUNT_SID ?? env.TWILIO_AUTH_TOKEN ?? env.TWILIO_FROM ?? env.TWILIO_MESSAGING_SERVICE_SID;
  let twilio: TwilioSettings | null = null;
  if (anyTwilio) {
    if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !(env.TWILIO_FROM ?? env.TWILIO_MESSAGING_SERVICE_SID)) {
      throw new AccountsEnvError(
        'Invalid accounts environment: Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID).',
      );
    }
    twilio = {
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM ?? null,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? null,
      apiBase: env.TWILIO_API_BASE ?? null,
    };
  }
  return {
    codeKey: env.AUTH_SECRET ? new TextEncoder().encode(env.AUTH_SECRET) : new Uint8Array(randomBytes(32)),
    codeKeyFromEnv: Boolean(env.AUTH_SECRET),
    twilio,
    production: isProduction(source),
    perIpPerMinute: env.ACCOUNT_RATE_LIMIT_IP_PER_MINUTE,
    alertsPollMs: env.ALERTS_POLL_MS,
    signIn: {
      ...SIGN_IN_RULES,
      perClientPerHour: env.SIGN_IN_CODES_PER_CLIENT_PER_HOUR,
      perPhonePerHourAllSites: env.SIGN_IN_CODES_PER_PHONE_PER_HOUR_ALL_SITES,
    },
    sessionMaxAgeMs: env.SHOPPER_SESSION_MAX_AGE_DAYS * DAY_MS,
  };
}
