// The stock webhook's settings from the environment: its keys (one per tenant, and the platform's for a relay it
// runs) and the limits on the bodies it reads. Read once at start-up; a bad value is a start-up error naming the
// variable, never ignored.
import { z } from 'zod';
import { MIN_STOCK_WEBHOOK_SECRET_LENGTH, PLATFORM_STOCK_WEBHOOK_SECRET, stockWebhookSecretName } from './webhook-signature.ts';

export type StockWebhookLimits = {
  /** Largest body of a ping or a one-car event (`vehicle.upsert`, `vehicle.delete`, a small `feed.replace`). */
  eventMaxBytes: number;
  /** Largest body of a whole feed, sent with the header `X-Stock-Event: feed.replace`. */
  feedMaxBytes: number;
  /** Event bodies one tenant's requests may have in this process at once. */
  eventsPerTenant: number;
  /** Event bodies all tenants' requests may have in this process at once. */
  events: number;
  /** Whole-feed bodies all tenants' requests may have in this process at once (one per tenant). */
  feeds: number;
  /** Time a sender has to deliver an event body, from the first byte asked for. */
  eventReadSeconds: number;
  /** Time a sender has to deliver a whole-feed body. */
  feedReadSeconds: number;
};

export const DEFAULT_STOCK_WEBHOOK_LIMITS: StockWebhookLimits = {
  eventMaxBytes: 256 * 1024,
  // The demo group's 5,000 cars are a 24 MB feed.
  feedMaxBytes: 64 * 1024 * 1024,
  eventsPerTenant: 8,
  events: 64,
  feeds: 2,
  eventReadSeconds: 10,
  feedReadSeconds: 120,
};

/** The keys the webhook checks a request against; a tenant with neither answers 503. */
export type StockWebhookKeys = {
  /** STOCK_WEBHOOK_SECRET: signs for every tenant (a relay the platform runs). */
  platformSecret?: string | undefined;
  /** STOCK_WEBHOOK_SECRET_<SLUG> by slug: signs for that tenant only. */
  tenantSecrets?: Readonly<Record<string, string>>;
};

/** As read from the environment: every key set (none: undefined, {}) and every limit. */
export type StockWebhookSettings = { platformSecret: string | undefined; tenantSecrets: Readonly<Record<string, string>>; limits: StockWebhookLimits };

/** What a server is started with: the keys, and any limits other than the defaults. */
export type StockWebhookConfig = StockWebhookKeys & { limits?: Partial<StockWebhookLimits> | undefined };

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const whole = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be between ${min} and ${max}`)
      .max(max, `${name} must be between ${min} and ${max}`)
      .default(fallback),
  );

const d = DEFAULT_STOCK_WEBHOOK_LIMITS;
const limitsSchema = z
  .object({
    STOCK_WEBHOOK_EVENT_MAX_BYTES: whole('STOCK_WEBHOOK_EVENT_MAX_BYTES', 1024, 16 * 1024 * 1024, d.eventMaxBytes),
    STOCK_WEBHOOK_FEED_MAX_BYTES: whole('STOCK_WEBHOOK_FEED_MAX_BYTES', 1024, 1024 * 1024 * 1024, d.feedMaxBytes),
    STOCK_WEBHOOK_EVENTS_PER_TENANT: whole('STOCK_WEBHOOK_EVENTS_PER_TENANT', 1, 1000, d.eventsPerTenant),
    STOCK_WEBHOOK_EVENTS: whole('STOCK_WEBHOOK_EVENTS', 1, 10_000, d.events),
    STOCK_WEBHOOK_FEEDS: whole('STOCK_WEBHOOK_FEEDS', 1, 100, d.feeds),
    STOCK_WEBHOOK_EVENT_READ_SECONDS: whole('STOCK_WEBHOOK_EVENT_READ_SECONDS', 1, 600, d.eventReadSeconds),
    STOCK_WEBHOOK_FEED_READ_SECONDS: whole('STOCK_WEBHOOK_FEED_READ_SECONDS', 1, 3600, d.feedReadSeconds),
  })
  .refine((env) => env.STOCK_WEBHOOK_FEED_MAX_BYTES >= env.STOCK_WEBHOOK_EVENT_MAX_BYTES, {
    error: 'STOCK_WEBHOOK_FEED_MAX_BYTES must be at least STOCK_WEBHOOK_EVENT_MAX_BYTES',
  });

/** `STOCK_WEBHOOK_SECRET_<SLUG>`: the slug upper-cased, `-` as `_` (slugs are lower-case letters, digits and `-`). */
const TENANT_SECRET = /^STOCK_WEBHOOK_SECRET_(.*)$/;
const TENANT_SUFFIX = /^[A-Z0-9][A-Z0-9_]*$/;

/** The keys set in `source`: every error names its variable (too short, or not a tenant's variable). */
function readKeys(source: Record<string, string | undefined>, errors: string[]): Omit<StockWebhookSettings, 'limits'> {
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
 * Reads the webhook's keys and limits from `source`; `errors` lists every bad variable by name (empty when all is well).
 * @example loadStockWebhookSettings({ STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP: 'x'.repeat(32) }).settings.tenantSecrets
 *   // { 'bayside-auto-group': 'xxx…' }
 */
export function loadStockWebhookSettings(source: Record<string, string | undefined>): { settings: StockWebhookSettings; errors: string[] } {
  const errors: string[] = [];
  const keys = readKeys(source, errors);
  const parsed = limitsSchema.safeParse(source);
  if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message));
  const env = parsed.success ? parsed.data : null;
  const limits: StockWebhookLimits = env
    ? {
        eventMaxBytes: env.STOCK_WEBHOOK_EVENT_MAX_BYTES,
        feedMaxBytes: env.STOCK_WEBHOOK_FEED_MAX_BYTES,
        eventsPerTenant: env.STOCK_WEBHOOK_EVENTS_PER_TENANT,
        events: env.STOCK_WEBHOOK_EVENTS,
        feeds: env.STOCK_WEBHOOK_FEEDS,
        eventReadSeconds: env.STOCK_WEBHOOK_EVENT_READ_SECONDS,
        feedReadSeconds: env.STOCK_WEBHOOK_FEED_READ_SECONDS,
      }
    : DEFAULT_STOCK_WEBHOOK_LIMITS;
  return { settings: { ...keys, limits }, errors };
}

/**
 * What the server says at start-up about the webhook: which sites take signed requests, which answer 503 and the
 * variable each needs, how to sign, and keys that name no site served here (a typo in a slug).
 * @example stockWebhookStatus({}, ['alpha']) // ['Stock webhook: alpha answers 503 until a key of 32+ characters is set (...): STOCK_WEBHOOK_SECRET_ALPHA, ...', ...]
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
    lines.push(
      '  Sign: X-Timestamp: <unix seconds>, X-Signature: sha256=<hex of HMAC-SHA256(key, "<slug>.<X-Timestamp>.<raw body>")> (src/server/README.md, "The stock webhook").',
    );
  }
  const unknown = Object.keys(own).filter((slug) => !slugs.includes(slug));
  if (unknown.length) lines.push(`Stock webhook: no site served here yet for ${unknown.map(stockWebhookSecretName).join(', ')}.`);
  return lines;
}
