import { withDefaultLocations } from '#src/domain/feed/default-location.ts';
import { applyStockChanges, type StockChange } from '#src/domain/feed/stock-changes.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { refreshFeed, type FeedRefresh } from './refresh-feed.ts';
import { readSnapshot, writeSnapshot } from './snapshots.ts';
import { stockInboxFromEnv, type StockInbox } from './stock-changes.ts';

/**
 * A tenant's stock for a build: its feed (fetched, or the latest body pushed to the stock webhook, or, for a build
 * the webhook's one-car changes asked for, the stored stock as it is), then the one-car changes waiting for it.
 * The dealer's full feed is the truth whenever it changes: a changed feed drops the one-car changes received before
 * it was read (it has them, or has newer news); changes received after, or on an unchanged feed, apply on top.
 * Every item read is removed once the snapshot holds the result; a change arriving meanwhile waits for the next build.
 * The changes come from `inbox` (default: the files in DATA_DIR; with DATABASE_URL the database's rows).
 */
export async function refreshStock(tenant: TenantConfig, now: Date, options: { fetchFeed: boolean; inbox?: StockInbox }): Promise<FeedRefresh> {
  const inbox = options.inbox ?? (await stockInboxFromEnv());
  const { pending, unreadable } = await inbox.pending(tenant.slug);
  const pushed = pending.filter((item) => item.kind === 'feed').at(-1);
  const readAt = new Date().toISOString(); // wall-clock order against the changes, whatever the stock's clock
  const stored = await readSnapshot(tenant.slug);
  let refresh: FeedRefresh;
  if (pushed?.kind === 'feed') refresh = await refreshFeed(tenant, now, { body: pushed.feed.body });
  else if (options.fetchFeed || !stored) refresh = await refreshFeed(tenant, now);
  else
    refresh = {
      snapshot: stored,
      report: {
        status: 'not-fetched',
        source: stored.source,
        attemptedAt: now.toISOString(),
        reason: null,
        total: stored.total,
        accepted: stored.total - stored.rejected.length,
        rejected: stored.rejected,
        snapshotFetchedAt: stored.fetchedAt,
      },
    };

  const feedTime = pushed?.kind === 'feed' ? pushed.feed.receivedAt : readAt;
  const changes = pending.flatMap((item) => (item.kind === 'change' ? [item.change] : []));
  const superseded = (change: StockChange) => refresh.report.status === 'updated' && change.receivedAt < feedTime;
  const toApply = changes.filter((change) => !superseded(change));
  if (refresh.snapshot && toApply.length > 0) {
    const result = applyStockChanges(refresh.snapshot.vehicles, toApply);
    refresh.snapshot = { ...refresh.snapshot, vehicles: result.vehicles };
    await writeSnapshot(refresh.snapshot);
    refresh.report.changes = { applied: result.applied, rejected: result.rejected, superseded: changes.length - toApply.length };
  } else if (changes.length > 0) {
    refresh.report.changes = { applied: 0, rejected: [], superseded: changes.length - toApply.length };
  }
  // A car the feed gives no location is at its dealership's primary location (a config change moves it too).
  if (refresh.snapshot?.vehicles.some((vehicle) => vehicle.locationId === null)) {
    refresh.snapshot = { ...refresh.snapshot, vehicles: withDefaultLocations(refresh.snapshot.vehicles, tenant) };
    await writeSnapshot(refresh.snapshot);
  }
  // Without any stock to apply them to (no feed ever read), the changes wait for the first good feed.
  if (refresh.snapshot) await inbox.remove(tenant.slug, [...pending.map((item) => item.ref), ...unreadable]);
  return refresh;
}
