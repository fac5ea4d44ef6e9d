// The leads platform's settings, read from the environment once at start (like ../env.ts): database,
// SMTP, spam and rate limits, delivery retry policy. Secrets (database password, SMTP credentials,
// webhook and form-token secrets) exist only here, never in tenant files.
import { z } from 'zod';
import { parseTrustProxy, TrustProxyError, type ProxyTrust } from '../proxy-trust.ts';
import { CONTACT_CODE_RULES, type ContactCodeRules } from '#src/domain/checkout/contact-proof.ts';

/** Environment helpers shared with the other settings readers (e.g. src/server/accounts/settings.ts). */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const count = (name: string, fallback: number, min = 0) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .default(fallback),
  );

/** Every key the platform signs with: shorter is guessable offline, so a short one is refused, never replaced. */
export const MIN_SECRET_LENGTH = 32;
/** A secret variable: unset (blank) is undefined; set but shorter than 32 characters is an error naming it. */
export const secret = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(MIN_SECRET_LENGTH, { error: (issue) => `${name} must be at least ${MIN_SECRET_LENGTH} characters (it has ${String(issue.input).length})` })
      .optional(),
  );

const leadsEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .default('smtp://127.0.0.1:2525'),
  ),
  LEAD_MAIL_FROM: z.preprocess(blankToUndefined, z.string().optional()),
  LEAD_RATE_LIMIT_IP_PER_MINUTE: count('LEAD_RATE_LIMIT_IP_PER_MINUTE', 20, 1),
  LEAD_RATE_LIMIT_TENANT_PER_MINUTE: count('LEAD_RATE_LIMIT_TENANT_PER_MINUTE', 1200, 1),
  API_RATE_LIMIT_IP_PER_MINUTE: count('API_RATE_LIMIT_IP_PER_MINUTE', 600, 1),
  RESERVATION_RATE_LIMIT_IP_PER_MINUTE: count('RESERVATION_RATE_LIMIT_IP_PER_MINUTE', 10, 1),
  BOOKING_RATE_LIMIT_IP_PER_MINUTE: count('BOOKING_RATE_LIMIT_IP_PER_MINUTE', 10, 1),
  RESERVATION_CODES_PER_CLIENT_PER_HOUR: count('RESERVATION_CODES_PER_CLIENT_PER_HOUR', CONTACT_CODE_RULES.perClientPerHour, 1),
  RESERVATION_CODES_PER_SITE_PER_HOUR: count('RESERVATION_CODES_PER_SITE_PER_HOUR', CONTACT_CODE_RULES.perTenantPerHour, 1),
  LEAD_MIN_FILL_SECONDS: count('LEAD_MIN_FILL_SECONDS', 3),
  FORM_TOKEN_SECRET: secret('FORM_TOKEN_SECRET'),
  LEAD_DELIVERY_MAX_ATTEMPTS: count('LEAD_DELIVERY_MAX_ATTEMPTS', 10, 1),
  LEAD_DELIVERY_BASE_DELAY_MS: count('LEAD_DELIVERY_BASE_DELAY_MS', 30_000, 1),
  LEAD_DELIVERY_MAX_DELAY_MS: count('LEAD_DELIVERY_MAX_DELAY_MS', 3_600_000, 1),
  LEAD_WORKER_POLL_MS: count('LEAD_WORKER_POLL_MS', 1000, 10),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  RESERVATION_REBUILD_DELAY_SECONDS: count('RESERVATION_REBUILD_DELAY_SECONDS', 2),
  RESERVATION_LINK_SECRET: secret('RESERVATION_LINK_SECRET'),
  UNSUBSCRIBE_SECRET: secret('UNSUBSCRIBE_SECRET'),
  HEALTH_OUTBOX_MAX_AGE_SECONDS: count('HEALTH_OUTBOX_MAX_AGE_SECONDS', 600, 1),
  HEALTH_DELIVERY_MAX_SILENCE_SECONDS: count('HEALTH_DELIVERY_MAX_SILENCE_SECONDS', 1800, 1),
});

export type RetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export type LeadsSettings = {
  databaseUrl: string | undefined;
  smtpUrl: string;
  /** False when SMTP_URL is not set: `npm start` then runs the embedded mail sink (src/server/mail-sink) and mails go there. */
  smtpUrlSet: boolean;
  mailFrom: string | undefined;
  /** `reservationsPerIpPerMinute`: POST /api/reservations and its code sends, per client address (reads use `apiPerIpPerMinute`). */
  /** `bookingsPerIpPerMinute`: lead posts that book a test-drive or service slot, per client address. */
  rateLimits: {
    leadsPerIpPerMinute: number;
    leadsPerTenantPerMinute: number;
    apiPerIpPerMinute: number;
    reservationsPerIpPerMinute: number;
    bookingsPerIpPerMinute: number;
  };
  /** The codes that prove a reservation's contact, with the hourly send limits per client and per site from the environment. */
  contactCodes: ContactCodeRules;
  minFillSeconds: number;
  formTokenSecret: string | undefined;
  retry: RetryPolicy;
  workerPollMs: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: ProxyTrust;
  /** How long after a change of held cars the site's rebuild is queued (changes close together make one). */
  reservationRebuildDelayMs: number;
  /** Signs shoppers' reservation links; default: a key made once and kept in the data folder. */
  reservationLinkSecret: string | undefined;
  /** Per-tenant webhook secrets: `LEAD_WEBHOOK_SECRET_<SLUG_UPPER_SNAKE>`. */
  webhookSecret: (tenant: string) => string | undefined;
  /** Those variables themselves, for the delivery thread. */
  webhookSecretEnv: Readonly<Record<string, string>>;
  /** Signs unsubscribe links (UNSUBSCRIBE_SECRET, at least 32 characters); null: the embedded demo key (development only). */
  unsubscribeSecret: string | null;
  /** When /api/health reports the delivery outbox down (see src/server/health.ts). */
  health: { outboxMaxAgeMs: number; deliveryMaxSilenceMs: number };
};

/** `bayside-auto-group` -> `LEAD_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP`. */
export const webhookSecretName = (tenant: string): string => `LEAD_WEBHOOK_SECRET_${tenant.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

export class LeadsEnvError extends Error {
  override name = 'LeadsEnvError';
}

/**
 * With DATABASE_URL several web servers answer one site: a form token or reservation link one server signs, another
 * checks, so their keys must come from the environment (each server would make its own). What is missing, or null.
 */
export function missingSharedSecrets(settings: Pick<LeadsSettings, 'databaseUrl' | 'formTokenSecret' | 'reservationLinkSecret'>): string | null {
  if (!settings.databaseUrl) return null;
  const missing = [settings.formTokenSecret ? null : 'FORM_TOKEN_SECRET', settings.reservationLinkSecret ? null : 'RESERVATION_LINK_SECRET'].filter(
    (name): name is string => name !== null,
  );
  if (missing.length === 0) return null;
  return `${missing.join(' and ')} must be set (${MIN_SECRET_LENGTH}+ characters, the same on every server) when DATABASE_URL is set: several servers sign and check forms' tokens and reservation links with one key. Generate one with: node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`;
}

export function loadLeadsSettings(source: Record<string, string | undefined> = process.env): LeadsSettings {
  // Per-tenant webhook keys: a short one is an error (naming it), never a key quietly dropped.
  const webhookSecrets: Record<string, string> = {};
  const shortWebhookSecrets: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    if (!name.startsWith('LEAD_WEBHOOK_SECRET_') || typeof value !== 'string' || value.trim() === '') continue;
    if (value.length < MIN_SECRET_LENGTH) shortWebhookSecrets.push(`✖ ${name} must be at least ${MIN_SECRET_LENGTH} characters (it has ${value.length})`);
    else webhookSecrets[name] = value;
  }
  const parsed = leadsEnvSchema.safeParse(source);
  if (!parsed.success || shortWebhookSecrets.length) {
    const problems = [...(parsed.success ? [] : [z.prettifyError(parsed.error)]), ...shortWebhookSecrets];
    throw new LeadsEnvError(`Invalid leads environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    smtpUrlSet: blankToUndefined(source.SMTP_URL) !== undefined,
    mailFrom: env.LEAD_MAIL_FROM,
    rateLimits: {
      leadsPerIpPerMinute: env.LEAD_RATE_LIMIT_IP_PER_MINUTE,
      leadsPerTenantPerMinute: env.LEAD_RATE_LIMIT_TENANT_PER_MINUTE,
      apiPerIpPerMinute: env.API_RATE_LIMIT_IP_PER_MINUTE,
      reservationsPerIpPerMinute: env.RESERVATION_RATE_LIMIT_IP_PER_MINUTE,
      bookingsPerIpPerMinute: env.BOOKING_RATE_LIMIT_IP_PER_MINUTE,
    },
    contactCodes: {
      ...CONTACT_CODE_RULES,
      perClientPerHour: env.RESERVATION_CODES_PER_CLIENT_PER_HOUR,
      perTenantPerHour: env.RESERVATION_CODES_PER_SITE_PER_HOUR,
    },
    minFillSeconds: env.LEAD_MIN_FILL_SECONDS,
    formTokenSecret: env.FORM_TOKEN_SECRET,
    retry: { maxAttempts: env.LEAD_DELIVERY_MAX_ATTEMPTS, baseDelayMs: env.LEAD_DELIVERY_BASE_DELAY_MS, maxDelayMs: env.LEAD_DELIVERY_MAX_DELAY_MS },
    workerPollMs: env.LEAD_WORKER_POLL_MS,
    trustProxy: env.TRUST_PROXY,
    reservationLinkSecret: env.RESERVATION_LINK_SECRET,
    reservationRebuildDelayMs: env.RESERVATION_REBUILD_DELAY_SECONDS * 1000,
    webhookSecret: (tenant) => webhookSecrets[webhookSecretName(tenant)],
    webhookSecretEnv: webhookSecrets,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET ?? null,
    health: { outboxMaxAgeMs: env.HEALTH_OUTBOX_MAX_AGE_SECONDS * 1000, deliveryMaxSilenceMs: env.HEALTH_DELIVERY_MAX_SILENCE_SECONDS * 1000 },
  };
}
