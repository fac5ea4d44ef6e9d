// The server's settings read at start, all at once, with every problem named in one message: a bad or short value in
// any mode, and in production (NODE_ENV=production) every live setting that is missing. Development keeps the
// embedded defaults (`npm start` runs the demo on one machine with nothing set) and says which ones it runs on.
import { AccountsEnvError, loadAccountsSettings, type AccountsSettings } from './accounts/settings.ts';
import { loadPaymentProviders, PaymentsEnvError, type PaymentProviders } from './checkout/payments/payment-config.ts';
import { EnvError, isProduction, loadEnv, type ServerEnv } from './env.ts';
import { listTenantSlugs, loadTenant } from '#src/files/load-tenant.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { missingProviderKeys } from './providers/provider-keys.ts';
import { LeadsEnvError, loadLeadsSettings, MIN_SECRET_LENGTH, missingSharedSecrets, type LeadsSettings } from './leads/config.ts';

export type Source = Record<string, string | undefined>;

export type PlatformSettings = { env: ServerEnv; leadsSettings: LeadsSettings; accountsSettings: AccountsSettings; payments: PaymentProviders };

export class StartupSettingsError extends Error {
  override name = 'StartupSettingsError';
}

/** The keys a live server signs with, and what each one signs. */
const LIVE_SECRETS: ReadonlyArray<readonly [name: string, signs: string]> = [
  ['AUTH_SECRET', "sign-in codes' HMAC"],
  ['UNSUBSCRIBE_SECRET', 'unsubscribe links'],
  ['FORM_TOKEN_SECRET', 'form tokens'],
  ['RESERVATION_LINK_SECRET', "shoppers' reservation links"],
];

const TWILIO_SENDER = ['TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID'];
const isSet = (source: Source, name: string) => (source[name] ?? '').trim() !== '';

export const GENERATE_SECRET_HINT = `Generate each key with: node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"`;

/**
 * What NODE_ENV=production lacks, one line per item (empty: ready). A set value that is wrong (a short secret, a
 * half-set Twilio) is the settings readers' error, reported beside these.
 * @example missingForProduction({ NODE_ENV: 'production' })[0] // "AUTH_SECRET is not set (32+ characters; signs sign-in codes' HMAC)"
 */
export function missingForProduction(source: Source): string[] {
  const missing = LIVE_SECRETS.filter(([name]) => !isSet(source, name)).map(
    ([name, signs]) => `${name} is not set (${MIN_SECRET_LENGTH}+ characters; signs ${signs})`,
  );
  // The server speaks plain HTTP: HTTPS is a proxy's word, and the Origin check and HSTS need to know whose to take.
  if (!isSet(source, 'TRUST_PROXY')) {
    missing.push(
      'TRUST_PROXY is not set: name the proxy that ends TLS in front of this server (e.g. loopback, or 1), or 0 for none (then posts from https:// pages are refused and no HSTS is sent)',
    );
  }
  if (!isSet(source, 'SMTP_URL')) missing.push('SMTP_URL is not set: mail needs a real server (the embedded mail sink is for development only)');
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', ...TWILIO_SENDER];
  if (!twilio.some((name) => isSet(source, name))) {
    missing.push(
      'an SMS provider is not set: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) (the embedded SMS outbox, which keeps sign-in codes in clear text, is for development only)',
    );
  }
  return missing;
}

/**
 * In development: the embedded defaults this process runs on, for the start-up line (empty when everything is set).
 * @example embeddedDefaults({}).includes('SMTP_URL: the embedded mail sink') // true
 */
export function embeddedDefaults(source: Source): string[] {
  const defaults: Array<[name: string, stands: string]> = [
    ['AUTH_SECRET', 'a random key each start (sign-in codes sent before a restart stop working)'],
    ['UNSUBSCRIBE_SECRET', 'the demo key in the source'],
    ['FORM_TOKEN_SECRET', 'a key made once in DATA_DIR/secrets'],
    ['RESERVATION_LINK_SECRET', 'a key made once in DATA_DIR/secrets'],
    ['SMTP_URL', 'the embedded mail sink'],
    ['TWILIO_ACCOUNT_SID', 'the embedded SMS outbox (texts and codes in the log and the database)'],
  ];
  return defaults.filter(([name]) => !isSet(source, name)).map(([name, stands]) => `${name}: ${stands}`);
}

/**
 * Reads every settings group from `source` and returns them, or throws one StartupSettingsError naming every problem:
 * each bad value, the shared keys several servers need (DATABASE_URL, `webServer`), and in production each missing item.
 */
export function loadPlatformSettings(source: Source = process.env, options: { webServer?: boolean } = {}): PlatformSettings {
  const problems: string[] = [];
  const read = <T>(load: () => T): T | null => {
    try {
      return load();
    } catch (error) {
      const known = error instanceof EnvError || error instanceof LeadsEnvError || error instanceof AccountsEnvError || error instanceof PaymentsEnvError;
      if (!known) throw error;
      problems.push(error.message);
      return null;
    }
  };
  const env = read(() => loadEnv(source));
  const leadsSettings = read(() => loadLeadsSettings(source));
  const accountsSettings = read(() => loadAccountsSettings(source));
  const payments = read(() => loadPaymentProviders(source));
  const shared = leadsSettings && options.webServer !== false ? missingSharedSecrets(leadsSettings) : null;
  if (shared) problems.push(shared);
  if (isProduction(source)) {
    const missing = missingForProduction(source);
    if (missing.length) problems.push(`NODE_ENV=production, and the server will not run live without:\n${missing.map((line) => `✖ ${line}`).join('\n')}`);
  }
  if (!env || !leadsSettings || !accountsSettings || !payments || problems.length) {
    throw new StartupSettingsError(
      `The server cannot start:\n\n${problems.join('\n\n')}\n\n${GENERATE_SECRET_HINT}. See src/server/README.md, "Running live".`,
    );
  }
  return { env, leadsSettings, accountsSettings, payments };
}

/**
 * In production, the tenants that select a real outside provider (a lender's quotes, market data, a plate lookup)
 * without its key: one StartupSettingsError naming each tenant and variable. Outside production a missing key only
 * means that tenant gets no figures from the provider (the pages' failure rule).
 */
export async function checkTenantProviderKeys(
  source: Source = process.env,
  tenants?: ReadonlyArray<readonly [slug: string, config: TenantConfig]>,
): Promise<void> {
  if (!isProduction(source)) return;
  const loaded =
    tenants ??
    (await Promise.all(listTenantSlugs().map(async (slug) => [slug, await loadTenant(slug)] as const))).flatMap(([slug, result]) =>
      result.ok ? [[slug, result.config] as const] : [],
    );
  const missing = missingProviderKeys(source, loaded);
  if (missing.length)
    throw new StartupSettingsError(
      `The server cannot start:\n\nNODE_ENV=production, and these tenants select an outside provider without its key:\n${missing.map((line) => `✖ ${line}`).join('\n')}\n\nSet each variable, or select the embedded provider. See src/server/README.md, "Running live".`,
    );
}
