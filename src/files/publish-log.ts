// What `npm run status` shows besides the builds themselves: each tenant's recent build outcomes (published, held by
// the publish guard, failed, rolled back) with their feed reports, and the running server's rebuild queue. Small
// JSON files in `${DATA_DIR}/status/`, written by the build and the server; with DATABASE_URL (several machines)
// the publish events are rows of the database instead (src/server/db/publish-events-repo.ts), so any machine's
// `npm run status` shows every worker's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from './paths.ts';
import type { FeedReport } from './refresh-feed.ts';
import { writeFileAtomic } from './snapshots.ts';

export type PublishEventKind = 'published' | 'held' | 'failed' | 'rolled-back' | 'confirmed';
export type PublishEvent = {
  at: string;
  kind: PublishEventKind;
  buildId: string | null;
  message: string;
  /** The feed's side of a build: how its stock was read (absent for rollbacks and confirmations). */
  feed?: Pick<FeedReport, 'status' | 'source' | 'attemptedAt' | 'reason' | 'total' | 'accepted' | 'changes'> & { rejectedCount: number };
};

/** Events kept per tenant, newest last. */
export const KEPT_PUBLISH_EVENTS = 30;

/** Where a tenant's publish events are kept. */
export type PublishLog = { append(slug: string, event: PublishEvent): Promise<void>; read(slug: string): Promise<PublishEvent[]> };

const filePublishLog: PublishLog = {
  async read(slug) {
    try {
      return JSON.parse(await readFile(eventsFile(slug), 'utf8')) as PublishEvent[];
    } catch {
      return [];
    }
  },
  async append(slug, event) {
    const events = await filePublishLog.read(slug);
    events.push(event);
    await writeFileAtomic(eventsFile(slug), JSON.stringify(events.slice(-KEPT_PUBLISH_EVENTS), null, 1));
  },
};

/** The database's log with DATABASE_URL (loaded only then), else the files in DATA_DIR. */
async function publishLog(): Promise<PublishLog> {
  if (!process.env.DATABASE_URL?.trim()) return filePublishLog;
  const { sharedStateFromEnv } = await import('#src/server/db/shared-state.ts');
  return sharedStateFromEnv()?.publishLog ?? filePublishLog;
}
const statusDir = (root = dataDir()): string => path.join(root, 'status');
const eventsFile = (slug: string): string => path.join(statusDir(), `${slug}.json`);

/** A build's feed report as the status file keeps it: the rejected records are counted (the manifest lists them). */
export function feedSummary(report: FeedReport): NonNullable<PublishEvent['feed']> {
  const { status, source, attemptedAt, reason, total, accepted, changes, rejected } = report;
  return { status, source, attemptedAt, reason, total, accepted, ...(changes ? { changes } : {}), rejectedCount: rejected.length };
}

export async function readPublishEvents(slug: string): Promise<PublishEvent[]> {
  return (await publishLog()).read(slug);
}

/** Appends an event to the tenant's publish log and logs it. */
export async function recordPublishEvent(slug: string, event: Omit<PublishEvent, 'at'>, log: (line: string) => void = console.log): Promise<void> {
  await (await publishLog()).append(slug, { at: new Date().toISOString(), ...event });
  log(`[publish:${slug}] ${event.kind}${event.buildId ? ` ${event.buildId}` : ''}: ${event.message}`);
}

/** The server's rebuild queue as it last wrote it. */
export type QueueState = { pid: number; updatedAt: string; running: { slug: string; since: string } | null; pending: string[] };
const queueFile = (root?: string): string => path.join(statusDir(root), 'rebuild-queue.json');

export async function writeQueueState(state: QueueState, root?: string): Promise<void> {
  await writeFileAtomic(queueFile(root), JSON.stringify(state));
}

export async function readQueueState(root?: string): Promise<QueueState | null> {
  try {
    return JSON.parse(await readFile(queueFile(root), 'utf8')) as QueueState;
  } catch {
    return null;
  }
}
