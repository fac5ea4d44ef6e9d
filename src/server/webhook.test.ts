// The stock webhook over real HTTP: keys per tenant and the platform's, signature checks and hand-off to the rebuild
// queue; with the database inbox, two servers behind one address store a change once. Body limits and the caps on
// bodies read at once: webhook-limits.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockChangesDir } from '#src/files/stock-changes.ts';
import { databaseStockInbox } from './db/stock-inbox-repo.ts';
import { openTestDatabase } from './db/test-database.ts';
import { startServer, type RunningServer } from './main.ts';
import { createFixtureDataDir, send, writeSite } from './test-support.ts';
import { signStockWebhook } from './webhook-signature.ts';

/** The platform's key (a relay it runs): signs for every tenant. */
const SECRET = 'platform-relay-secret-0123456789abcdef';
/** harbour-toyota's own key: signs for harbour-toyota only. */
const HARBOUR_KEY = 'harbour-toyota-own-key-0123456789abcdef';
const NOW_MS = Date.UTC(2025, 0, 2, 3, 4, 5);
const nowSeconds = String(Math.floor(NOW_MS / 1000));

let server: RunningServer;
let unconfigured: RunningServer;
/** Keys for harbour-toyota only, no platform key. */
let harbourOnly: RunningServer;
let cleanup: () => Promise<void>;
let dataDir: string;
const builds: string[] = [];
const modes: boolean[] = [];

beforeAll(async () => {
  const fixture = await createFixtureDataDir();
  cleanup = fixture.cleanup;
  dataDir = fixture.dataDir;
  await writeSite(dataDir, 'harbour-toyota', 'Harbour Toyota', 'https://harbour-toyota.example.com.au', 'HARBOUR', '');
  await writeSite(dataDir, 'bayside-auto-group', 'Bayside Auto Group', 'https://bayside.example.com.au', 'BAYSIDE', '');
  const common = { port: 0, dataDir: fixture.dataDir, log: () => {}, now: () => NOW_MS };
  server = await startServer({
    ...common,
    stockWebhook: { platformSecret: SECRET, tenantSecrets: { 'harbour-toyota': HARBOUR_KEY } },
    runBuild: async (slug, mode) => {
      builds.push(slug);
      modes.push(mode?.fetchFeed ?? true);
    },
  });
  unconfigured = await startServer({ ...common, runBuild: async () => {} });
  harbourOnly = await startServer({ ...common, stockWebhook: { tenantSecrets: { 'harbour-toyota': HARBOUR_KEY } }, runBuild: async () => {} });
});

afterAll(async () => {
  await Promise.all([server?.close(), unconfigured?.close(), harbourOnly?.close()]);
  await cleanup?.();
});

type Post = { body?: string; timestamp?: string; signature?: string; host?: string; key?: string; signedFor?: string };

/** A request to `host` (default alpha's), signed with `key` (default the platform's) for `signedFor` (default the host's tenant). */
function post(target: RunningServer, options: Post) {
  const body = options.body ?? '';
  const timestamp = options.timestamp ?? nowSeconds;
  const host = options.host ?? 'alpha.localhost';
  const slug = options.signedFor ?? host.replace(/\.localhost$/, '');
  return send(target.port, {
    host,
    path: '/api/webhooks/stock',
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': timestamp,
      'X-Signature': options.signature ?? signStockWebhook(options.key ?? SECRET, slug, timestamp, body),
    },
  });
}

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString()) as unknown;

describe('POST /api/webhooks/stock', () => {
  it('accepts a correctly signed request and queues one rebuild of that tenant', async () => {
    const res = await post(server, { body: JSON.stringify({ reason: 'price change' }) });
    expect(res.status).toBe(202);
    expect(json(res)).toEqual({ accepted: true, queued: true });
    await server.rebuildQueue.idle();
    expect(builds).toEqual(['alpha']);
  });

  it('accepts an empty body', async () => {
    builds.length = 0;
    const res = await post(server, { host: 'beta.localhost' });
    expect(res.status).toBe(202);
    await server.rebuildQueue.idle();
    expect(builds).toEqual(['beta']);
  });

  it('rejects a bad signature with 401 and does not rebuild', async () => {
    builds.length = 0;
    const body = '{}';
    const forged = await post(server, { body, key: 'wrong-secret-wrong-secret-wrong-secret' });
    expect(forged.status).toBe(401);
    expect(json(forged)).toHaveProperty('error');
    // Signed for another body: the signature covers the exact bytes.
    const tampered = await post(server, { body: '{"reason":"x"}', signature: signStockWebhook(SECRET, 'alpha', nowSeconds, body) });
    expect(tampered.status).toBe(401);
    const garbage = await post(server, { body, signature: 'sha256=nothex' });
    expect(garbage.status).toBe(401);
    expect(server.rebuildQueue.running).toBeUndefined();
    expect(builds).toEqual([]);
  });

  it('rejects a stale or future timestamp with 401', async () => {
    for (const offset of [-301, 301]) {
      const timestamp = String(Number(nowSeconds) + offset);
      const res = await post(server, { body: '{}', timestamp });
      expect(res.status, String(offset)).toBe(401);
    }
    expect(builds).toEqual([]);
  });

  it('rejects signed bodies that are not the expected JSON with 400', async () => {
    expect((await post(server, { body: 'not json' })).status).toBe(400);
    expect((await post(server, { body: '{"reason":42}' })).status).toBe(400);
  });

  it("stores one car's change for the next build, which applies it without fetching the feed", async () => {
    builds.length = 0;
    modes.length = 0;
    const vehicle = { id: 991, year: 2021, make: 'Mazda', model: 'CX-5', car_type: 'used', price: 31_990, km: 20_000 };
    const res = await post(server, { body: JSON.stringify({ type: 'vehicle.upsert', event_id: 'evt-991-1', vehicle }) });
    expect(res.status).toBe(202);
    expect(json(res)).toEqual({ accepted: true, queued: true });
    const removed = await post(server, { body: JSON.stringify({ type: 'vehicle.delete', event_id: 'evt-990-1', vehicle_id: 990 }) });
    expect(removed.status).toBe(202);
    await server.rebuildQueue.idle();
    expect(builds.length).toBeGreaterThan(0);
    expect(modes.every((fetchFeed) => !fetchFeed)).toBe(true);
    const folder = stockChangesDir('alpha', dataDir);
    const changes = readdirSync(folder)
      .filter((name) => name.endsWith('.change.json'))
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
    expect(changes).toEqual(
      expect.arrayContaining([
        { eventId: 'evt-991-1', receivedAt: new Date(NOW_MS).toISOString(), kind: 'upsert', record: vehicle },
        { eventId: 'evt-990-1', receivedAt: new Date(NOW_MS).toISOString(), kind: 'delete', vehicleId: '990' },
      ]),
    );
  });

  it('acknowledges an event id it has already taken without applying it again', async () => {
    builds.length = 0;
    const body = JSON.stringify({ type: 'vehicle.delete', event_id: 'evt-dup-1', vehicle_id: '5' });
    expect((await post(server, { body })).status).toBe(202);
    const again = await post(server, { body }); // the same signed request, replayed inside the time window
    expect(again.status).toBe(200);
    expect(json(again)).toEqual({ accepted: true, duplicate: true, queued: false });
    const folder = stockChangesDir('alpha', dataDir);
    const stored = readdirSync(folder).filter((name) => readFileSync(path.join(folder, name), 'utf8').includes('evt-dup-1') && name.endsWith('.change.json'));
    expect(stored).toHaveLength(1);
  });

  it('refuses a vehicle record the feed would refuse, with the reasons, and stores nothing', async () => {
    const before = readdirSync(stockChangesDir('alpha', dataDir)).length;
    const res = await post(server, {
      body: JSON.stringify({
        type: 'vehicle.upsert',
        event_id: 'evt-bad-1',
        vehicle: { id: 7, year: 2020, make: 'Kia', model: 'Rio', car_type: 'used', km: -5 },
      }),
    });
    expect(res.status).toBe(422);
    expect(json(res)).toEqual({ error: 'Invalid vehicle record', reasons: [expect.stringMatching(/^km: /)] });
    expect(readdirSync(stockChangesDir('alpha', dataDir)).length).toBe(before);
    const unknown = await post(server, { body: JSON.stringify({ type: 'vehicle.renamed', event_id: 'evt-x' }) });
    expect(unknown.status).toBe(400);
    const noId = await post(server, { body: JSON.stringify({ type: 'vehicle.delete', vehicle_id: 4 }) });
    expect(noId.status).toBe(400);
  });

  it('takes a whole feed in the request, stored for the next build to read instead of fetching', async () => {
    const feed = { cars: [{ id: 1, year: 2020, make: 'Kia', model: 'Rio', car_type: 'used' }] };
    const res = await post(server, { body: JSON.stringify({ type: 'feed.replace', event_id: 'evt-feed-1', feed }) });
    expect(res.status).toBe(202);
    const folder = stockChangesDir('alpha', dataDir);
    const pushed = readdirSync(folder)
      .filter((name) => name.endsWith('.feed.json'))
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
    expect(pushed).toEqual([{ receivedAt: new Date(NOW_MS).toISOString(), body: JSON.stringify(feed) }]);
  });

  it('answers 503 when no key is configured, naming the variable to set', async () => {
    const res = await post(unconfigured, { body: '{}', host: 'bayside-auto-group.localhost' });
    expect(res.status).toBe(503);
    expect(json(res)).toEqual({
      error:
        'Stock webhook is not configured for bayside-auto-group: set STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP (or STOCK_WEBHOOK_SECRET for a relay the platform runs)',
    });
  });

  it('is not reachable on the platform host or an unknown tenant', async () => {
    expect((await post(server, { body: '{}', host: 'localhost' })).status).toBe(405);
    expect((await post(server, { body: '{}', host: 'nobody.localhost' })).status).toBe(404);
  });
});

describe('POST /api/webhooks/stock: keys bound to each tenant', () => {
  const deleteEvent = (eventId: string) => JSON.stringify({ type: 'vehicle.delete', event_id: eventId, vehicle_id: '109641' });

  it.each([
    ['the platform key', SECRET],
    ["harbour-toyota's own key", HARBOUR_KEY],
  ])('a request signed for harbour-toyota with %s is taken there and is 401 on every other tenant', async (_name, key) => {
    const body = deleteEvent(`evt-harbour-${key.slice(0, 8)}`);
    const signature = signStockWebhook(key, 'harbour-toyota', nowSeconds, body);
    await server.rebuildQueue.idle(); // the earlier tests' builds
    builds.length = 0;
    expect((await post(server, { host: 'harbour-toyota.localhost', body, signature })).status).toBe(202);
    // The captured request, replayed byte for byte to the other dealers' hosts inside its time window.
    for (const host of ['bayside-auto-group.localhost', 'alpha.localhost', 'beta.localhost']) {
      const replayed = await post(server, { host, body, signature });
      expect(replayed.status, host).toBe(401);
      expect(json(replayed)).toEqual({ error: 'Invalid signature' });
    }
    await server.rebuildQueue.idle();
    expect(builds).toEqual(['harbour-toyota']);
    expect(existsSync(stockChangesDir('bayside-auto-group', dataDir))).toBe(false);
  });

  it("a tenant's own key signs for that tenant only, even signed in another tenant's name", async () => {
    await server.rebuildQueue.idle();
    builds.length = 0;
    const body = deleteEvent('evt-bayside-by-harbour');
    const forBayside = await post(server, { host: 'bayside-auto-group.localhost', body, key: HARBOUR_KEY });
    expect(forBayside.status).toBe(401);
    expect((await post(server, { host: 'bayside-auto-group.localhost', body, key: HARBOUR_KEY, signedFor: 'harbour-toyota' })).status).toBe(401);
    // The platform key signs for bayside (the relay), in bayside's name only.
    expect((await post(server, { host: 'bayside-auto-group.localhost', body, signedFor: 'harbour-toyota' })).status).toBe(401);
    expect((await post(server, { host: 'bayside-auto-group.localhost', body })).status).toBe(202);
    await server.rebuildQueue.idle();
    expect(builds).toEqual(['bayside-auto-group']);
  });

  it('without a platform key: a tenant with its own key takes requests, one without answers 503 naming its variable', async () => {
    const body = deleteEvent('evt-harbour-only');
    expect((await post(harbourOnly, { host: 'harbour-toyota.localhost', body, key: HARBOUR_KEY })).status).toBe(202);
    expect((await post(harbourOnly, { host: 'harbour-toyota.localhost', body: deleteEvent('evt-harbour-2'), key: SECRET })).status).toBe(401);
    const bayside = await post(harbourOnly, { host: 'bayside-auto-group.localhost', body, key: HARBOUR_KEY });
    expect(bayside.status).toBe(503);
    expect(JSON.stringify(json(bayside))).toContain('set STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP');
  });

  it('refuses to start with a key shorter than 32 characters, naming it', async () => {
    const fixture = await createFixtureDataDir();
    try {
      const start = (stockWebhook: { platformSecret?: string; tenantSecrets?: Record<string, string> }) =>
        startServer({ port: 0, dataDir: fixture.dataDir, log: () => {}, stockWebhook, runBuild: async () => {} });
      await expect(start({ platformSecret: 'p'.repeat(31) })).rejects.toThrow('STOCK_WEBHOOK_SECRET must be at least 32 characters');
      await expect(start({ tenantSecrets: { 'harbour-toyota': 'h'.repeat(31) } })).rejects.toThrow(
        'STOCK_WEBHOOK_SECRET_HARBOUR_TOYOTA must be at least 32 characters',
      );
    } finally {
      await fixture.cleanup();
    }
  });
});

describe('POST /api/webhooks/stock on several servers (the database inbox)', () => {
  it('stores a change once whichever server each delivery reaches, for whichever worker builds next', async () => {
    const database = await openTestDatabase('pglite');
    const inbox = databaseStockInbox(database.db);
    const fixtures = await Promise.all([createFixtureDataDir(), createFixtureDataDir()]); // two machines' disks
    const queued: boolean[] = [];
    const servers = await Promise.all(
      fixtures.map((fixture) =>
        startServer({
          port: 0,
          dataDir: fixture.dataDir,
          log: () => {},
          now: () => NOW_MS,
          stockWebhook: { platformSecret: SECRET },
          stockInbox: inbox,
          runBuild: async (_slug, mode) => void queued.push(mode?.fetchFeed ?? true),
        }),
      ),
    );
    try {
      const body = JSON.stringify({
        type: 'vehicle.upsert',
        event_id: 'evt-shared-1',
        vehicle: { id: 42, year: 2022, make: 'Mazda', model: 'CX-5', car_type: 'used', price: 30_990, km: 9_000 },
      });
      expect((await post(servers[0]!, { body })).status).toBe(202);
      expect(json(await post(servers[1]!, { body }))).toEqual({ accepted: true, duplicate: true, queued: false });
      const { pending } = await inbox.pending('alpha');
      expect(pending.map((item) => item.kind === 'change' && item.change.eventId)).toEqual(['evt-shared-1']);
      expect(readdirSync(fixtures[1]!.dataDir)).not.toContain('stock-changes'); // nothing on either disk
      expect(readdirSync(fixtures[0]!.dataDir)).not.toContain('stock-changes');
    } finally {
      await Promise.all(servers.map((running) => running.close()));
      await Promise.all(fixtures.map((fixture) => fixture.cleanup()));
      await database.cleanup();
    }
  });
});
