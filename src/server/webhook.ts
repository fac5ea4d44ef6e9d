// POST /api/webhooks/stock — a dealer's stock system calls this on the tenant's host when its stock changes:
//   {} or { "reason": "..." }                                               fetch the feed and rebuild
//   { "type": "vehicle.upsert", "event_id": "...", "vehicle": { record } }  one car added or replaced (a feed record)
//   { "type": "vehicle.delete", "event_id": "...", "vehicle_id": "..." }    one car removed
//   { "type": "feed.replace", "event_id": "...", "feed": <feed body> }      the whole feed, instead of fetching it
// Signed for the tenant over timestamp and body with the tenant's key or the platform's (webhook-signature.ts;
// requests more than 5 minutes off are refused). Before any byte of the body is read: the key, the headers, the size
// the sender declares and a slot (webhook-body.ts); a body is read under the event limit, or under the feed limit
// when the sender says `X-Stock-Event: feed.replace` up front. An event id seen within the replay window is
// acknowledged without being applied twice. Changes are stored for the next build in the stock inbox
// (src/files/stock-changes.ts: files in DATA_DIR on one machine, database rows with PostgreSQL), which renders only
// the pages they change.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { fileStockInbox, type StockInbox, type StockItem } from '#src/files/stock-changes.ts';
import { parseFeedRecords } from '#src/domain/feed/parse-feed.ts';
import { eventIdSchema, type StockChange } from '#src/domain/feed/stock-changes.ts';
import type { ApiEnv } from './api-env.ts';
import type { RebuildMode } from './rebuild-queue.ts';
import { createSlotPool, readLimitedBody } from './webhook-body.ts';
import { DEFAULT_STOCK_WEBHOOK_LIMITS, type StockWebhookConfig, type StockWebhookKeys, type StockWebhookLimits } from './webhook-settings.ts';
import {
  checkSignatureHeaders,
  MAX_CLOCK_SKEW_SECONDS,
  MIN_STOCK_WEBHOOK_SECRET_LENGTH,
  PLATFORM_STOCK_WEBHOOK_SECRET,
  stockWebhookSecretName,
  verifyStockSignature,
} from './webhook-signature.ts';

const QUEUE_DOWN = 'The rebuild queue cannot be reached right now; please retry shortly';
const STORE_DOWN = 'Stock changes cannot be stored right now; please retry shortly';

/** The header a sender sets to push a whole feed, which is then read under the feed limit. */
export const STOCK_EVENT_HEADER = 'X-Stock-Event';
/** What a sender refused for want of a slot is told to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
/** How long an event id is remembered: a signed request can be replayed while its timestamp is within the skew either side. */
export const EVENT_ID_WINDOW_MS = 2 * MAX_CLOCK_SKEW_SECONDS * 1000;

const pingSchema = z.object({ reason: z.string().max(500).optional() });
const eventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('vehicle.upsert'), event_id: eventIdSchema, vehicle: z.record(z.string(), z.unknown()) }),
  z.strictObject({ type: z.literal('vehicle.delete'), event_id: eventIdSchema, vehicle_id: z.union([z.string().min(1).max(64), z.number().int()]) }),
  z.strictObject({
    type: z.literal('feed.replace'),
    event_id: eventIdSchema,
    feed: z.union([z.string().min(1), z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  }),
]);
type StockEvent = z.infer<typeof eventSchema>;

/** The keys (a tenant with none answers 503: never accept unauthenticated rebuilds) and any non-default limits. */
export type StockWebhookOptions = StockWebhookConfig & {
  /** Where changes wait for the next build: default the files in `dataDir` (one machine). */
  inbox?: StockInbox;
  dataDir: string;
  /** Queues a rebuild; returns true when a new run was scheduled (false: merged). */
  requestRebuild: (slug: string, mode: RebuildMode) => boolean | Promise<boolean>;
  now?: () => number;
  log?: (message: string) => void;
};

/** The change to store for an event, or the reasons its vehicle record is refused (the feed's own rules). */
function stockChange(event: Exclude<StockEvent, { type: 'feed.replace' }>, receivedAt: string): StockChange | { refused: string[] } {
  if (event.type === 'vehicle.delete') return { eventId: event.event_id, receivedAt, kind: 'delete', vehicleId: String(event.vehicle_id) };
  const check = parseFeedRecords([event.vehicle], receivedAt);
  if (check.rejected.length) return { refused: check.rejected.flatMap((record) => record.reasons) };
  return { eventId: event.event_id, receivedAt, kind: 'upsert', record: event.vehicle };
}

/**
 * The keys a tenant's requests may be signed with: its own, then the platform's. A key too short to be safe is refused
 * here too (loadEnv names the variable at start-up), so no caller can configure a guessable one.
 */
function stockWebhookKeys(keys: StockWebhookKeys): (slug: string) => string[] {
  const tenantSecrets = new Map(Object.entries(keys.tenantSecrets ?? {}));
  const named: Array<[string, string | undefined]> = [[PLATFORM_STOCK_WEBHOOK_SECRET, keys.platformSecret]];
  for (const [slug, secret] of tenantSecrets) named.push([stockWebhookSecretName(slug), secret]);
  for (const [name, secret] of named) {
    if (secret !== undefined && secret.length < MIN_STOCK_WEBHOOK_SECRET_LENGTH)
      throw new Error(`${name} must be at least ${MIN_STOCK_WEBHOOK_SECRET_LENGTH} characters`);
  }
  return (slug) => [tenantSecrets.get(slug), keys.platformSecret].filter((secret): secret is string => secret !== undefined);
}

/** Routes to mount under `/api`. */
export function createStockWebhookRoutes(options: StockWebhookOptions): Hono<ApiEnv> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(message));
  const inbox = options.inbox ?? fileStockInbox(options.dataDir);
  const routes = new Hono<ApiEnv>();
  const limits: StockWebhookLimits = { ...DEFAULT_STOCK_WEBHOOK_LIMITS, ...options.limits };
  const eventSlots = createSlotPool({ perTenant: limits.eventsPerTenant, total: limits.events });
  // One whole feed per tenant at a time: a second one sent beside it would replace it anyway.
  const feedSlots = createSlotPool({ perTenant: 1, total: limits.feeds });
  const keysFor = stockWebhookKeys(options);

  /** Queues the rebuild; null when the queue cannot be reached (the database is down): the sender should retry. */
  const queueRebuild = async (slug: string, mode: RebuildMode): Promise<boolean | null> => {
    try {
      return await options.requestRebuild(slug, mode);
    } catch (error) {
      log(`[webhook] ${slug}: rebuild not queued: ${(error as Error).message}`);
      return null;
    }
  };

  /** The change a verified body asks for: stored, then a rebuild queued. */
  const apply = async (c: Context<ApiEnv>, slug: string, rawBody: Uint8Array, announcedFeed: boolean): Promise<Response> => {
    const text = new TextDecoder().decode(rawBody).trim();
    let json: unknown = {};
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        return c.json({ error: 'Body must be JSON' }, 400);
      }
    }
    const typed = json !== null && typeof json === 'object' && 'type' in json;
    // The feed limit was granted for a whole feed only.
    if (announcedFeed && (!typed || (json as { type: unknown }).type !== 'feed.replace')) {
      return c.json({ error: `${STOCK_EVENT_HEADER}: feed.replace was sent, but the body is not a feed.replace event` }, 400);
    }
    if (!typed) {
      const ping = pingSchema.safeParse(json);
      if (!ping.success) return c.json({ error: `Invalid body: ${z.prettifyError(ping.error)}` }, 400);
      const queued = await queueRebuild(slug, { fetchFeed: true });
      if (queued === null) return c.json({ error: QUEUE_DOWN }, 503);
      log(
        `[webhook] stock changed for ${slug}${ping.data.reason ? ` (${JSON.stringify(ping.data.reason)})` : ''}; ${queued ? 'rebuild queued' : 'merged with queued rebuild'}`,
      );
      return c.json({ accepted: true, queued }, 202);
    }

    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) return c.json({ error: `Invalid body: ${z.prettifyError(parsed.error)}` }, 400);
    const event = parsed.data;
    const receivedAt = new Date(now()).toISOString();
    let item: StockItem;
    if (event.type === 'feed.replace') {
      const body = typeof event.feed === 'string' ? event.feed : JSON.stringify(event.feed);
      item = { kind: 'feed', feed: { receivedAt, body } };
    } else {
      const change = stockChange(event, receivedAt);
      if ('refused' in change) return c.json({ error: 'Invalid vehicle record', reasons: change.refused }, 422);
      item = { kind: 'change', change };
    }
    let stored: boolean;
    try {
      stored = await inbox.accept(slug, event.event_id, item, now(), EVENT_ID_WINDOW_MS);
    } catch (error) {
      log(`[webhook] ${slug}: event ${event.event_id} not stored: ${(error as Error).message}`);
      return c.json({ error: STORE_DOWN }, 503);
    }
    if (!stored) {
      log(`[webhook] ${slug}: event ${event.event_id} already received; not applied again`);
      return c.json({ accepted: true, duplicate: true, queued: false }, 200);
    }
    const queued = await queueRebuild(slug, { fetchFeed: false });
    if (queued === null) {
      // Stored, but no rebuild queued: forget the event id, so the sender's retry is taken (applying it again
      // changes nothing) and queues the rebuild.
      await inbox.forget(slug, event.event_id).catch((error: unknown) => log(`[webhook] ${slug}: event ${event.event_id} not forgotten: ${String(error)}`));
      return c.json({ error: QUEUE_DOWN }, 503);
    }
    log(`[webhook] ${slug}: ${event.type} ${event.event_id}; ${queued ? 'rebuild queued' : 'merged with queued rebuild'}`);
    return c.json({ accepted: true, queued }, 202);
  };

  routes.post('/webhooks/stock', async (c) => {
    const slug = c.get('tenantSlug');
    const secrets = keysFor(slug);
    if (!secrets.length) {
      const error = `Stock webhook is not configured for ${slug}: set ${stockWebhookSecretName(slug)} (or ${PLATFORM_STOCK_WEBHOOK_SECRET} for a relay the platform runs)`;
      return c.json({ error }, 503);
    }
    // Everything that needs no body is checked before the first byte of it is read: a current timestamp and a
    // signature to check, the kind of body announced, the size declared, and a free slot.
    const signature = c.req.header('x-signature');
    const timestamp = c.req.header('x-timestamp');
    const headers = checkSignatureHeaders({ timestamp, signature, nowMs: now() });
    if (!headers.ok) return c.json({ error: headers.reason }, 401);
    const announced = c.req.header(STOCK_EVENT_HEADER)?.trim();
    if (announced !== undefined && announced !== 'feed.replace') {
      return c.json({ error: `${STOCK_EVENT_HEADER} must be feed.replace (a whole feed) or absent (any other body)` }, 400);
    }
    const feed = announced === 'feed.replace';
    const maxBytes = feed ? limits.feedMaxBytes : limits.eventMaxBytes;
    const tooLarge = feed
      ? `Payload too large (over ${maxBytes} bytes)`
      : `Payload too large (over ${maxBytes} bytes; a whole feed is sent with the header ${STOCK_EVENT_HEADER}: feed.replace)`;
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) return c.json({ error: tooLarge }, 413);
    const slot = (feed ? feedSlots : eventSlots).claim(slug);
    if (!slot.ok) {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return slot.full === 'tenant'
        ? c.json({ error: `Too many stock webhook requests for ${slug} at once; retry shortly` }, 429)
        : c.json({ error: 'The stock webhook is busy; retry shortly' }, 503);
    }
    try {
      const body = await readLimitedBody(c.req.raw.body, { maxBytes, deadlineMs: (feed ? limits.feedReadSeconds : limits.eventReadSeconds) * 1000 });
      if (!body.ok) return c.json({ error: body.status === 413 ? tooLarge : body.error }, body.status);
      // Verify the signature over the exact bytes received, for this tenant, before parsing anything.
      const check = verifyStockSignature({ secrets, slug, timestamp, signature, rawBody: body.bytes, nowMs: now() });
      if (!check.ok) return c.json({ error: check.reason }, 401);
      return await apply(c, slug, body.bytes, feed);
    } finally {
      slot.release();
    }
  });
  return routes;
}
