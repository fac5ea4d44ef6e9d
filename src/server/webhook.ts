// POST /api/webhooks/stock — a dealer's stock system calls this on the tenant's host when its stock changes:
//   {} or { "reason": "..." }                                               fetch the feed and rebuild
//   { "type": "vehicle.upsert", "event_id": "...", "vehicle": { record } }  one car added or replaced (a feed record)
//   { "type": "vehicle.delete", "event_id": "...", "vehicle_id": "..." }    one car removed
//   { "type": "feed.replace", "event_id": "...", "feed": <feed body> }      the whole feed, instead of fetching it
// Signed for the tenant over timestamp and body with the tenant's key or the platform's (webhook-signature.ts;
// requests more than 5 minutes off are refused). An event id seen within the replay window is acknowledged without
// being applied twice. Changes are stored for the next build in the stock inbox
// (src/files/stock-changes.ts: files in DATA_DIR on one machine, database rows with PostgreSQL), which renders only
// the pages they change.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { fileStockInbox, type StockInbox, type StockItem } from '#src/files/stock-changes.ts';
import { parseFeedRecords } from '#src/domain/feed/parse-feed.ts';
import { eventIdSchema, type StockChange } from '#src/domain/feed/stock-changes.ts';
import type { ApiEnv } from './api-env.ts';
import type { RebuildMode } from './rebuild-queue.ts';
import type { StockWebhookKeys } from './webhook-settings.ts';
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

/** A whole feed may come in the request: the demo group's 5,000 cars are 24 MB. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024 * 1024;
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

/** The keys: a tenant with none answers 503 (never accept unauthenticated rebuilds). */
export type StockWebhookOptions = StockWebhookKeys & {
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
  const apply = async (c: Context<ApiEnv>, slug: string, rawBody: Uint8Array): Promise<Response> => {
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

  const notConfigured = (slug: string) =>
    `Stock webhook is not configured for ${slug}: set ${stockWebhookSecretName(slug)} (or ${PLATFORM_STOCK_WEBHOOK_SECRET} for a relay the platform runs)`;
  routes.post(
    '/webhooks/stock',
    async (c, next) => {
      const slug = c.get('tenantSlug');
      if (!keysFor(slug).length) return c.json({ error: notConfigured(slug) }, 503);
      // Refused before its body (up to a whole feed) is read: no current timestamp or no signature to check.
      const headers = checkSignatureHeaders({ timestamp: c.req.header('x-timestamp'), signature: c.req.header('x-signature'), nowMs: now() });
      return headers.ok ? next() : c.json({ error: headers.reason }, 401);
    },
    bodyLimit({ maxSize: WEBHOOK_MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Payload too large' }, 413) }),
    async (c) => {
      const slug = c.get('tenantSlug');
      // Verify the signature over the exact bytes received, for this tenant, before parsing anything.
      const rawBody = new Uint8Array(await c.req.arrayBuffer());
      const check = verifyStockSignature({
        secrets: keysFor(slug),
        slug,
        timestamp: c.req.header('x-timestamp'),
        signature: c.req.header('x-signature'),
        rawBody,
        nowMs: now(),
      });
      if (!check.ok) return c.json({ error: check.reason }, 401);
      return apply(c, slug, rawBody);
    },
  );
  return routes;
}
