// The state several machines share through the database, on every engine (PGlite always, PostgreSQL with
// TEST_DATABASE_URL): the stock webhook's inbox (one event id applied once, even delivered twice at once; items in
// the order received; each tenant's own) and the tenants' publish events (the newest 30 kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockChange } from '#src/domain/feed/stock-changes.ts';
import type { StockItem } from '#src/files/stock-changes.ts';
import { databasePublishLog } from './publish-events-repo.ts';
import { databaseStockInbox } from './stock-inbox-repo.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test-database.ts';

const WINDOW_MS = 600_000;
const NOW = Date.parse('2026-11-26T01:00:00Z');
const change = (eventId: string, price: number): StockItem => ({
  kind: 'change',
  change: { eventId, receivedAt: new Date(NOW).toISOString(), kind: 'upsert', record: { id: 7, price } } as StockChange,
});

describe.each(testEngines())('shared state on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.cleanup());

  it('stores an event once, even delivered twice at once, and again only after the replay window', async () => {
    const inbox = databaseStockInbox(database.db);
    const twice = await Promise.all([
      inbox.accept('alpha', 'evt-1', change('evt-1', 100), NOW, WINDOW_MS),
      inbox.accept('alpha', 'evt-1', change('evt-1', 100), NOW, WINDOW_MS),
    ]);
    expect(twice.sort()).toEqual([false, true]);
    expect(await inbox.accept('alpha', 'evt-1', change('evt-1', 100), NOW + WINDOW_MS - 1, WINDOW_MS)).toBe(false);
    expect(await inbox.count('alpha')).toBe(1);
    // Past the window the id is new again (the sender's clock check refuses such an old request before this).
    expect(await inbox.accept('alpha', 'evt-1', change('evt-1', 100), NOW + WINDOW_MS + 1, WINDOW_MS)).toBe(true);
    expect(await inbox.count('alpha')).toBe(2);
    // A forgotten id is taken again at once (its rebuild could not be queued).
    await inbox.forget('alpha', 'evt-1');
    expect(await inbox.accept('alpha', 'evt-1', change('evt-1', 100), NOW + WINDOW_MS + 2, WINDOW_MS)).toBe(true);
  });

  it('lists a tenant’s items in the order received, keeps tenants apart and removes exactly the items applied', async () => {
    const inbox = databaseStockInbox(database.db);
    await inbox.accept('beta', 'b-1', change('b-1', 1), NOW, WINDOW_MS);
    await inbox.accept('beta', 'b-2', { kind: 'feed', feed: { receivedAt: new Date(NOW).toISOString(), body: '{"cars":[]}' } }, NOW, WINDOW_MS);
    await inbox.accept('gamma', 'b-1', change('b-1', 3), NOW, WINDOW_MS); // the same id at another tenant is its own
    const { pending, unreadable } = await inbox.pending('beta');
    expect(unreadable).toEqual([]);
    expect(pending.map((item) => (item.kind === 'change' ? item.change.eventId : item.feed.body))).toEqual(['b-1', '{"cars":[]}']);
    await inbox.accept('beta', 'b-3', change('b-3', 2), NOW, WINDOW_MS); // arrives during the build
    await inbox.remove(
      'beta',
      pending.map((item) => item.ref),
    );
    expect((await inbox.pending('beta')).pending.map((item) => item.kind === 'change' && item.change.eventId)).toEqual(['b-3']);
    expect(await inbox.count('gamma')).toBe(1);
  });

  it('keeps the newest 30 publish events per tenant, oldest first', async () => {
    const log = databasePublishLog(database.db);
    for (let n = 1; n <= 32; n += 1)
      await log.append('alpha', { at: new Date(NOW + n * 1000).toISOString(), kind: 'failed', buildId: null, message: `error ${n}` });
    await log.append('beta', { at: new Date(NOW).toISOString(), kind: 'published', buildId: 'b1', message: 'ok' });
    const events = await log.read('alpha');
    expect(events).toHaveLength(30);
    expect(events[0]!.message).toBe('error 3');
    expect(events.at(-1)).toEqual({ at: new Date(NOW + 32_000).toISOString(), kind: 'failed', buildId: null, message: 'error 32' });
    expect((await log.read('beta')).map((event) => event.kind)).toEqual(['published']);
  });
});
