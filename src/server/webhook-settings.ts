// The stock webhook's settings from the environment: its keys (one per tenant, and the platform's for a relay it
// runs). Read once at start-up; a bad value is a start-up error naming the
// variable, never ignored.
import { MIN_STOCK_WEBHOOK_SECRET_LENGTH, PLATFORM_STOCK_WEBHOOK_SECRET, stockWebhookSecretName } from './webhook-signature.ts';

/** The keys the webhook checks a request against; a tenant with neither answers 503. */
export type StockWebhookKeys = {
  /** STOCK_WEBHOOK_SECRET: signs for every tenant (a relay the platform runs). */
  platformSecret?: string | undefined;
  /** STOCK_WEBHOOK_SECRET_<SLUG> by slug: signs for that tenant only. */
  tenantSecrets?: Readonly<Record<string, string>>;
};

/** As read from the environment: every key set (none: undefined, {}). */
export type StockWebhookSettings = { platformSecret: string | undefined; tenantSecrets: Readonly<Record<string, string>> };

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `STOCK_WEBHOOK_SECRET_<SLUG>`: the slug upper-cased, `-` as `_` (slugs are lower-case letters, digits and `-`). */
const TENANT_SECRET = /^STOCK_WEBHOOK_SECRET_(.*)$/;
const TENANT_SUFFIX = /^[A-Z0-9][A-Z0-9_]*$/;

/** The keys set in `source`: every error names its variable (too short, or not a tenant's variable). */
function readKeys(source: Record<string, string | undefined>, errors: string[]): StockWebhookSettings {
  const tooShort = (name: string) => `${name} must be at least ${MIN_STOCK_WEBHOOK_SECRET_LENGTH} characters (e.g. the output of: openssl rand -hex 32)`;
  const platform = blankToUndefined(source[PLATFORM_STOCK_WEBHOOK_SECRET]) as string | undefined;
  if (platform !== undefined && platform.length < MIN_STOCK_WEBHOOK_SECRET_LENGTH) errors.push(tooShort(PLATFORM_STOCK_WEBHOOK_SECRET));
  const tenantSecrets: Record<string, string> = {};
  for (const [name, raw] of Object.entries(source)) {
    const suffix = TENANT_SECRET.exec(name)?.[1];
    const value = blankToUndefined(raw) as string | undefined;
    if (suffix === undefined || value === undefined) continue;
    if (!TENANT_SUFFIX.test(suffix)) errors.push(`${name} names no tenant: write the slug upper-cased, every - as _ (STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP)`);
    else if (value.length < MIN_STOCK_WEBHOOK_SECRET_LENGTH) errors.push(tooShort(name));
    else tenantSecrets[suffix.toLowerCase().replaceAll('_', '-')] = value;
  }
  return { platformSecret: platform, tenantSecrets };
}

/**
 * Reads the webhook's keys from `source`; `errors` lists every bad variable by name (empty when all is well).
 * @example loadStockWebhookSettings({ STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP: 'x'.repeat(32) }).settings.tenantSecrets
 *   // { 'bayside-auto-group': 'xxx…' }
 */
export function loadStockWebhookSettings(source: Record<string, string | undefined>): { settings: StockWebhookSettings; errors: string[] } {
  const errors: string[] = [];
  return { settings: readKeys(source, errors), errors };
}

/**
 * What the server says at start-up about the webhook: which sites take signed requests, which answer 503 and the
 * variable each needs, how to sign, and keys that name no site served here (a typo in a slug).
 * @example stockWebhookStatus({}, ['alpha']) // ['Stock webhook: alpha answers 503 until a key is set: STOCK_WEBHOOK_SECRET_ALPHA ...', ...]
 */
export function stockWebhookStatus(keys: StockWebhookKeys, slugs: readonly string[]): string[] {
  const own = keys.tenantSecrets ?? {};
  const lines: string[] = [];
  const keyed = slugs.filter((slug) => own[slug] !== undefined);
  const bare = slugs.filter((slug) => own[slug] === undefined);
  if (keys.platformSecret) lines.push(`Stock webhook: every site takes requests signed with ${PLATFORM_STOCK_WEBHOOK_SECRET} (the platform relay's key).`);
  if (keyed.length)
    lines.push(
      `Stock webhook: ${keyed.join(', ')} ${keyed.length === 1 ? 'takes' : 'take'} requests signed with ${keyed.length === 1 ? 'its' : 'their'} own key.`,
    );
  if (!keys.platformSecret && bare.length) {
    lines.push(
      `Stock webhook: ${bare.join(', ')} ${bare.length === 1 ? 'answers' : 'answer'} 503 until a key of ${MIN_STOCK_WEBHOOK_SECRET_LENGTH}+ characters is set (e.g. openssl rand -hex 32): ${bare.map(stockWebhookSecretName).join(', ')}, or ${PLATFORM_STOCK_WEBHOOK_SECRET} for all.`,
    );
  }
  if (keys.platformSecret || keyed.length || bare.length) {
    lines.push('  Sign: X-Timestamp: <unix seconds>, X-Signature: sha256=<hex of HMAC-SHA256(key, "<slug>.<X-Timestamp>.<raw body>")> (README "Publishing").');
  }
  const unknown = Object.keys(own).filter((slug) => !slugs.includes(slug));
  if (unknown.length) lines.push(`Stock webhook: no site served here yet for ${unknown.map(stockWebhookSecretName).join(', ')}.`);
  return lines;
}
