// Stock changes the webhook received and the next build applies: one car at a time (an upsert or a delete) or a
// whole feed pushed in the request, kept in a StockInbox. On one machine (this file) each is a file in
// `${DATA_DIR}/stock-changes/<slug>/`, named so that they sort in the order received; with PostgreSQL they are rows
// any worker reads (src/server/db/stock-inbox-repo.ts). The build deletes exactly the items it applied, so a change
// arriving during a build waits for the next one. Event ids already accepted are remembered for the replay window
// (seen.json here), so a second delivery of one event is not applied twice.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { stockChangeSchema, type StockChange } from '#src/domain/feed/stock-changes.ts';
import { dataDir } from './paths.ts';
import { writeFileAtomic } from './snapshots.ts';

/** A tenant's waiting changes; `root` is the data folder (DATA_DIR unless the server was given another). */
export const stockChangesDir = (slug: string, root = dataDir()): string => path.join(root, 'stock-changes', slug);
const SEEN_FILE = 'seen.json';

/** A whole feed pushed to the webhook: its body as received, and when. */
export type PushedFeed = { receivedAt: string; body: string };
/** A waiting item; `ref` names it for removal (its file, or its row). */
export type PendingStock = { ref: string } & ({ kind: 'change'; change: StockChange } | { kind: 'feed'; feed: PushedFeed });
/** What the webhook stores: one car's change, or a whole feed. */
export type StockItem = { kind: 'change'; change: StockChange } | { kind: 'feed'; feed: PushedFeed };

/** Where the webhook's changes wait for the tenant's next build. */
export type StockInbox = {
  /** For logs and status: 'DATA_DIR/stock-changes' or the database. */
  readonly description: string;
  /**
   * Stores an item under its event id unless that id was accepted within `windowMs` before `nowMs`; true when stored,
   * false for a repeat (nothing stored). One tenant's deliveries of one id cannot both pass.
   */
  accept(slug: string, eventId: string, item: StockItem, nowMs: number, windowMs: number): Promise<boolean>;
  /** Forgets an accepted event id (its rebuild could not be queued: the sender's retry must be taken). */
  forget(slug: string, eventId: string): Promise<void>;
  /** Everything waiting for the tenant's next build, oldest first; items that cannot be read are listed in `unreadable`. */
  pending(slug: string): Promise<{ pending: PendingStock[]; unreadable: string[] }>;
  /** Removes the items a build applied (and unreadable ones), by ref. */
  remove(slug: string, refs: readonly string[]): Promise<void>;
  count(slug: string): Promise<number>;
};

const fileStamp = (receivedAt: string): string => receivedAt.replace(/[-:.]/g, '');

/** Saves one car's change for the next build. */
export async function saveStockChange(slug: string, change: StockChange, root = dataDir()): Promise<void> {
  await writeFileAtomic(
    path.join(stockChangesDir(slug, root), `${fileStamp(change.receivedAt)}-${randomBytes(4).toString('hex')}.change.json`),
    JSON.stringify(change),
  );
}

/** Saves a pushed feed body for the next build, which reads it instead of fetching the feed. */
export async function savePushedFeed(slug: string, feed: PushedFeed, root = dataDir()): Promise<void> {
  await writeFileAtomic(
    path.join(stockChangesDir(slug, root), `${fileStamp(feed.receivedAt)}-${randomBytes(4).toString('hex')}.feed.json`),
    JSON.stringify(feed),
  );
}

/** A stored item from its JSON text; throws when it is not what its kind says. */
export function readPendingItem(ref: string, kind: 'change' | 'feed', text: string): PendingStock {
  const json = JSON.parse(text) as unknown;
  if (kind === 'change') return { ref, kind, change: stockChangeSchema.parse(json) };
  const feed = json as PushedFeed;
  if (typeof feed.body !== 'string' || typeof feed.receivedAt !== 'string') throw new Error('not a pushed feed');
  return { ref, kind, feed };
}

/**
 * Everything waiting for a tenant's next build, oldest first. A file that cannot be read or is not a change is
 * reported and listed for removal (`unreadable`), never applied.
 */
export async function pendingStock(slug: string, root = dataDir()): Promise<{ pending: PendingStock[]; unreadable: string[] }> {
  const folder = stockChangesDir(slug, root);
  if (!existsSync(folder)) return { pending: [], unreadable: [] };
  const names = (await readdir(folder)).filter((name) => /\.(change|feed)\.json$/.test(name)).sort();
  const pending: PendingStock[] = [];
  const unreadable: string[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      pending.push(readPendingItem(file, name.endsWith('.feed.json') ? 'feed' : 'change', await readFile(file, 'utf8')));
    } catch (error) {
      console.warn(`[${slug}] stock change ${name} could not be read and is dropped: ${(error as Error).message}`);
      unreadable.push(file);
    }
  }
  return { pending, unreadable };
}

async function removeStockFiles(files: readonly string[]): Promise<void> {
  for (const file of files) await rm(file, { force: true });
}

/** Event ids the webhook has accepted, with when (epoch ms); those past the replay window are dropped on the next write. */
async function readSeenEvents(slug: string, root = dataDir()): Promise<Record<string, number>> {
  try {
    return JSON.parse(await readFile(path.join(stockChangesDir(slug, root), SEEN_FILE), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

async function writeSeenEvents(slug: string, seen: Record<string, number>, root = dataDir()): Promise<void> {
  await writeFileAtomic(path.join(stockChangesDir(slug, root), SEEN_FILE), JSON.stringify(seen));
}

/** One tenant's work at a time in this process, so two deliveries of one event id cannot both pass the check. */
function serialiser() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(slug: string, work: () => Promise<T>): Promise<T> => {
    const run = (tails.get(slug) ?? Promise.resolve()).then(work, work);
    tails.set(
      slug,
      run.catch(() => undefined),
    );
    return run;
  };
}

/** The database's inbox with DATABASE_URL (several machines; loaded only then), else the files in DATA_DIR. */
export async function stockInboxFromEnv(): Promise<StockInbox> {
  if (!process.env.DATABASE_URL?.trim()) return fileStockInbox();
  const { sharedStateFromEnv } = await import('#src/server/db/shared-state.ts');
  return sharedStateFromEnv()?.inbox ?? fileStockInbox();
}

/** The inbox as files in `${root}/stock-changes/` (one machine: the embedded database's default). */
export function fileStockInbox(root = dataDir()): StockInbox {
  const oneAtATime = serialiser();
  return {
    description: `${root}/stock-changes`,
    accept: (slug, eventId, item, nowMs, windowMs) =>
      oneAtATime(slug, async () => {
        const seen = await readSeenEvents(slug, root);
        const current = Object.fromEntries(Object.entries(seen).filter(([, at]) => nowMs - at < windowMs));
        if (current[eventId] !== undefined) return false;
        if (item.kind === 'feed') await savePushedFeed(slug, item.feed, root);
        else await saveStockChange(slug, item.change, root);
        await writeSeenEvents(slug, { ...current, [eventId]: nowMs }, root);
        return true;
      }),
    forget: (slug, eventId) =>
      oneAtATime(slug, async () => {
        const { [eventId]: _forgotten, ...rest } = await readSeenEvents(slug, root);
        await writeSeenEvents(slug, rest, root);
      }),
    pending: (slug) => pendingStock(slug, root),
    remove: (_slug, refs) => removeStockFiles(refs),
    count: async (slug) => {
      const folder = stockChangesDir(slug, root);
      return existsSync(folder) ? (await readdir(folder)).filter((name) => /\.(change|feed)\.json$/.test(name)).length : 0;
    },
  };
}
