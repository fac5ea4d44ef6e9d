import { judgeFeed } from '#src/domain/feed/feed-health.ts';
import { australianDate } from '#src/domain/search/promo-cards.ts';
import { FeedFormatError, parseFeedRecords, readRawRecords, type ParsedFeed, type RecordWarning, type RejectedRecord } from '#src/domain/feed/parse-feed.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { fetchFeedBody, resolveFeedSource } from './fetch-feed.ts';
import { rewriteFeedUrls } from '#src/domain/feed/rewrite-urls.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, tenantDir } from './paths.ts';
import { hashText, readSnapshot, writeSnapshot, type FeedSnapshot } from './snapshots.ts';

/** What happened to a tenant's feed on this run; it goes into the build manifest. */
export type FeedReport = {
  /** not-fetched: a build for the webhook's car changes alone, from the stored stock. */
  status: 'updated' | 'unchanged' | 'kept-previous' | 'failed' | 'not-fetched';
  source: string;
  attemptedAt: string;
  /** Why a new feed was not used (kept-previous or failed). */
  reason: string | null;
  total: number;
  accepted: number;
  rejected: RejectedRecord[];
  /** Records kept without some of their entries (a bad video among their videos); absent from older reports. */
  warnings?: RecordWarning[];
  snapshotFetchedAt: string | null;
  /** The webhook's one-car changes this build applied, refused (with their reasons) or dropped for a newer full feed. */
  changes?: { applied: number; rejected: RejectedRecord[]; superseded: number };
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
 * The stock's clock: this fetch, or the first fetch of the same (eastern Australian) day when the stock already has
 * one. Pages show the stock as of its clock (just arrived, sold windows, finance dates), so within a day a changed
 * feed changes only the pages of the cars that changed; the scheduled pull rebuilds every site on a new day.
 */
function stockClock(previous: FeedSnapshot | null, attemptedAt: string): string {
  if (!previous || previous.fetchedAt > attemptedAt) return attemptedAt;
  return australianDate(new Date(previous.fetchedAt)) === australianDate(new Date(attemptedAt)) ? previous.fetchedAt : attemptedAt;
}

/**
 * Fetches, validates and stores a tenant's feed (or reads a body pushed to the stock webhook). A feed that cannot be
 * fetched or read, is empty, or has too many bad records leaves the last good snapshot in place (status
 * kept-previous), so a live site is never wiped.
 */
let parserVersion: string | null = null;
/**
 * What the stored stock was read with: a hash of the feed reader's code (src/domain/feed), so a deploy that reads more
 * of a feed (a new field) reads an unchanged feed again once, rather than keeping stock read by the old code.
 */
export function feedParserVersion(): string {
  if (parserVersion === null) {
    const dir = path.join(REPO_ROOT, 'src', 'domain', 'feed');
    const sources = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => `${file}\n${readFileSync(path.join(dir, file), 'utf8')}`);
    parserVersion = hashText(sources.join('\n'));
  }
  return parserVersion;
}

export async function refreshFeed(tenant: TenantConfig, now = new Date(), pushed?: { body: string }): Promise<FeedRefresh> {
  const source = pushed ? 'the stock webhook' : resolveFeedSource(tenant.feed, tenantDir(tenant.slug));
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
  try {
    body = rewriteFeedUrls(pushed ? pushed.body : await fetchFeedBody(source, tenant.feed), tenant.feed.rewriteUrls);
  } catch (error) {
    return keepPrevious((error as Error).message);
  }
  const parseBody = (text: string): ParsedFeed | { error: string } => {
    try {
      return parseFeedRecords(readRawRecords(text, tenant.feed.format, tenant.feed.csvColumns), attemptedAt);
    } catch (error) {
      if (error instanceof FeedFormatError) return { error: `feed ${source}: ${error.message}` };
      throw error;
    }
  };
  const feedHash = hashText(`${feedParserVersion()}\n${body}`);
  // The same body as the stored stock's, read by the same code: nothing to read again (a big feed takes a second to parse).
  const parsed =
    previous?.feedHash === feedHash
      ? { total: previous.total, rejected: previous.rejected, warnings: previous.warnings ?? [], vehicles: null }
      : parseBody(body);
  if ('error' in parsed) return keepPrevious(parsed.error);
  if (parsed.vehicles) {
    const verdict = judgeFeed(parsed, tenant.feed.maxRejectedShare);
    if (!verdict.usable) return keepPrevious(verdict.reason, parsed.total, parsed.rejected);
  }

  const unchanged = parsed.vehicles === null;
  // The stock is dated by its clock even when the feed is unchanged: it was confirmed current then, so 'just
  // arrived' tags and sold-car windows move on with the calendar on a site whose feed rarely changes.
  const fetchedAt = stockClock(previous, attemptedAt);
  const snapshot: FeedSnapshot =
    parsed.vehicles === null
      ? { ...previous!, fetchedAt }
      : {
          tenant: tenant.slug,
          source,
          fetchedAt,
          feedHash,
          total: parsed.total,
          rejected: parsed.rejected,
          warnings: parsed.warnings,
          vehicles: keepFirstSeenDates(parsed.vehicles, attemptedAt, previous),
        };
  await writeSnapshot(snapshot);
  return {
    snapshot,
    report: {
      status: unchanged ? 'unchanged' : 'updated',
      source,
      attemptedAt,
      reason: null,
      total: parsed.total,
      accepted: parsed.total - parsed.rejected.length,
      rejected: parsed.rejected,
      warnings: parsed.warnings,
      snapshotFetchedAt: snapshot.fetchedAt,
    },
  };
}
