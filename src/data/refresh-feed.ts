import { judgeFeed } from '#src/domain/feed/feed-health.ts';
import { FeedFormatError, parseFeedRecords, readRawRecords, type RejectedRecord } from '#src/domain/feed/parse-feed.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { fetchFeedBody, resolveFeedSource } from './fetch-feed.ts';
import { tenantDir } from './paths.ts';
import { hashText, readSnapshot, writeSnapshot, type FeedSnapshot } from './snapshots.ts';

/** What happened to a tenant's feed on this run; it goes into the build manifest. */
export type FeedReport = {
  status: 'updated' | 'unchanged' | 'kept-previous' | 'failed';
  source: string;
  attemptedAt: string;
  /** Why a new feed was not used (kept-previous or failed). */
  reason: string | null;
  total: number;
  accepted: number;
  rejected: RejectedRecord[];
  snapshotFetchedAt: string | null;
};

export type FeedRefresh = { snapshot: FeedSnapshot | null; report: FeedReport };

/**
 * A record with no date of its own is dated by the fetch that parsed it (toVehicle). A car the last snapshot already
 * had keeps the date it was first seen, so a feed without dates does not make every car 'just arrived' again
 * each time any of its cars changes.
 */
function keepFirstSeenDates(vehicles: Vehicle[], fetchedAt: string, previous: FeedSnapshot | null): Vehicle[] {
  if (!previous) return vehicles;
  const firstSeen = new Map(previous.vehicles.map((vehicle) => [vehicle.id, vehicle.createdAt]));
  return vehicles.map((vehicle) => {
    const seen = vehicle.createdAt === fetchedAt ? firstSeen.get(vehicle.id) : undefined;
    return seen ? { ...vehicle, createdAt: seen } : vehicle;
  });
}

/**
 * Fetches, validates and stores a tenant's feed. A feed that cannot be fetched or read, is empty, or has too
 * many bad records leaves the last good snapshot in place (status kept-previous), so a live site is never wiped.
 */
export async function refreshFeed(tenant: TenantConfig, now = new Date()): Promise<FeedRefresh> {
  const source = resolveFeedSource(tenant.feed, tenantDir(tenant.slug));
  const attemptedAt = now.toISOString();
  const previous = await readSnapshot(tenant.slug);
  const keepPrevious = (reason: string, total = 0, rejected: RejectedRecord[] = []): FeedRefresh => ({
    snapshot: previous,
    report: {
      status: previous ? 'kept-previous' : 'failed',
      source,
      attemptedAt,
      reason,
      total,
      accepted: 0,
      rejected,
      snapshotFetchedAt: previous?.fetchedAt ?? null,
    },
  });

  let body: string;
  let records: unknown[];
  try {
    body = await fetchFeedBody(source, tenant.feed.fetchTimeoutMs);
    records = readRawRecords(body, tenant.feed.format, tenant.feed.csvColumns);
  } catch (error) {
    const message = (error as Error).message;
    return keepPrevious(error instanceof FeedFormatError ? `feed ${source}: ${message}` : message);
  }
  const feedHash = hashText(body);
  const parsed = parseFeedRecords(records, attemptedAt);
  const verdict = judgeFeed(parsed, tenant.feed.maxRejectedShare);
  if (!verdict.usable) return keepPrevious(verdict.reason, parsed.total, parsed.rejected);

  const unchanged = previous?.feedHash === feedHash;
  // The stock is dated by this fetch even when the feed is unchanged: it was confirmed current now, so 'just
  // arrived' tags and sold-car windows move on with the calendar on a site whose feed rarely changes.
  const snapshot: FeedSnapshot = unchanged && previous
    ? { ...previous, fetchedAt: attemptedAt }
    : { tenant: tenant.slug, source, fetchedAt: attemptedAt, feedHash, total: parsed.total, rejected: parsed.rejected, vehicles: keepFirstSeenDates(parsed.vehicles, attemptedAt, previous) };
  await writeSnapshot(snapshot);
  return {
    snapshot,
    report: {
      status: unchanged ? 'unchanged' : 'updated',
      source,
      attemptedAt,
      reason: null,
      total: parsed.total,
      accepted: parsed.vehicles.length,
      rejected: parsed.rejected,
      snapshotFetchedAt: snapshot.fetchedAt,
    },
  };
}
