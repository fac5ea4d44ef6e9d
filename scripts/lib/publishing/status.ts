// `npm run status`: each tenant's live build and its age, the feed's health, what is queued and the last errors.
import { readPublishEvents, readQueueState, type PublishEvent, type QueueState } from '#src/files/publish-log.ts';
import { stockInboxFromEnv } from '#src/files/stock-changes.ts';
import { isRunning } from '#src/server/db/dir-lock.ts';
import { storeErrorMessage } from '#src/files/site-store/s3-location.ts';
import { openSiteStore, type SiteStore } from '../build/site-store/site-store.ts';

type Manifest = { builtAt: string; pages: Record<string, number>; rendered?: number; held?: string | null };
export type TenantStatus = {
  slug: string;
  live: { id: string; builtAt: string; pages: Record<string, number>; rendered: number | null } | null;
  builds: { id: string; live: boolean; held: string | null }[];
  /** The last build that read the feed (or tried to): when, and what came of it. */
  lastFetch: PublishEvent | null;
  pendingChanges: number;
  queue: { running: boolean; since: string | null; queued: boolean; serverRunning: boolean; updatedAt: string | null };
  errors: PublishEvent[];
  /** Why the site store could not be read (its live build and builds are then unknown), or null. */
  storeError: string | null;
};

const FETCHED = new Set(['updated', 'unchanged', 'kept-previous', 'failed']);

/** The webhook's changes waiting for the next build (DATA_DIR's files, or the database's with DATABASE_URL). */
const countPendingChanges = async (slug: string): Promise<number> => (await stockInboxFromEnv()).count(slug);

/** The tenant's live build id, its builds and their manifests, from the site store (disk, or SITES_S3_URL's). */
async function storedBuilds(store: SiteStore, slug: string) {
  try {
    const [live, ids] = await Promise.all([store.live(slug), store.list(slug)]);
    const manifests = new Map(await Promise.all(ids.map(async (id) => [id, (await store.readManifest(slug, id)) as Manifest] as const)));
    return { live, builds: ids.map((id) => ({ id })), manifests, storeError: null };
  } catch (error) {
    return { live: null, builds: [], manifests: new Map<string, Manifest>(), storeError: `${store.description} cannot be read: ${storeErrorMessage(error)}` };
  }
}

export async function tenantStatus(slug: string, queue: QueueState | null, store: SiteStore = openSiteStore()): Promise<TenantStatus> {
  const { live: liveId, builds, manifests, storeError } = await storedBuilds(store, slug);
  const live = liveId ? { id: liveId } : null;
  const events = await readPublishEvents(slug);
  const liveManifest = live ? manifests.get(live.id) : undefined;
  const serverRunning = queue !== null && isRunning(queue.pid);
  return {
    slug,
    live: live && liveManifest ? { id: live.id, builtAt: liveManifest.builtAt, pages: liveManifest.pages, rendered: liveManifest.rendered ?? null } : null,
    builds: builds.map((build) => ({ id: build.id, live: build.id === live?.id, held: manifests.get(build.id)?.held ?? null })),
    lastFetch: events.findLast((event) => event.feed && FETCHED.has(event.feed.status)) ?? null,
    pendingChanges: await countPendingChanges(slug),
    queue: {
      running: serverRunning && queue?.running?.slug === slug,
      since: serverRunning && queue?.running?.slug === slug ? queue.running.since : null,
      queued: serverRunning && queue!.pending.includes(slug),
      serverRunning,
      updatedAt: queue?.updatedAt ?? null,
    },
    errors: events.filter((event) => event.kind === 'failed').slice(-3),
    storeError,
  };
}

/** "3 min ago", "2 h ago", "4 days ago". */
export function age(fromIso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(fromIso)) / 1000));
  if (seconds < 90) return `${seconds} s ago`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 36 * 3600) return `${Math.round(seconds / 3600)} h ago`;
  return `${Math.round(seconds / 86_400)} days ago`;
}

const count = (n: number) => n.toLocaleString('en-AU');

/** The status as text, a block per tenant. */
export function formatStatus(status: TenantStatus, now = Date.now()): string {
  const lines = [status.slug];
  const { live } = status;
  lines.push(
    live
      ? `  live build   ${live.id}, built ${age(live.builtAt, now)}: ${count(live.pages.cars ?? 0)} vehicle pages, ${count(live.pages.total ?? 0)} pages${live.rendered !== null ? ` (${count(live.rendered)} rendered)` : ''}`
      : `  live build   ${status.storeError ? `unknown: ${status.storeError}` : 'none: the site is not served'}`,
  );
  const fetch = status.lastFetch;
  if (fetch?.feed) {
    const { feed } = fetch;
    const outcome =
      feed.status === 'updated' || feed.status === 'unchanged'
        ? `${feed.status}, ${count(feed.accepted)} of ${count(feed.total)} records accepted, ${count(feed.rejectedCount)} rejected`
        : `not used (${feed.reason}), ${count(feed.rejectedCount)} records rejected`;
    lines.push(`  feed         last read ${age(fetch.at, now)} from ${feed.source}: ${outcome}`);
  } else lines.push('  feed         never read by a build');
  const queue = status.queue;
  const queued = [
    queue.running ? `building since ${age(queue.since!, now)}` : null,
    queue.queued ? 'a rebuild is queued' : null,
    status.pendingChanges ? `${status.pendingChanges} webhook change(s) wait for the next build` : null,
  ].filter(Boolean);
  lines.push(
    `  queue        ${queued.length ? queued.join('; ') : 'nothing queued'}${queue.serverRunning ? '' : ' (no server running: the webhook and scheduled pulls are off)'}`,
  );
  for (const build of status.builds.filter((item) => item.held && !item.live)) {
    lines.push(`  held         ${build.id} was not published: ${build.held}. Publish it with npm run publish -- --tenant ${status.slug} --build ${build.id}`);
  }
  for (const error of status.errors) lines.push(`  error        ${age(error.at, now)}: ${error.message.split('\n')[0]}`);
  lines.push(`  builds kept  ${status.builds.map((build) => `${build.id}${build.live ? ' (live)' : build.held ? ' (held)' : ''}`).join(', ') || 'none'}`);
  return lines.join('\n');
}

export async function statusReport(slugs: string[], now = Date.now()): Promise<string> {
  const queue = await readQueueState();
  const store = openSiteStore();
  const blocks = await Promise.all(slugs.map(async (slug) => formatStatus(await tenantStatus(slug, queue, store), now)));
  return blocks.join('\n\n');
}
