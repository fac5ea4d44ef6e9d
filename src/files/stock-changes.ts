// Stock changes the webhook received and the next build applies: one car at a time (an upsert or a delete) or a
// whole feed pushed in the request. Each is a file in `${DATA_DIR}/stock-changes/<slug>/`, named so that they sort
// in the order received; the build deletes exactly the files it applied, so a change arriving during a build waits
// for the next one. Event ids already seen are remembered (seen.json) for the replay window.
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
export type PendingStock = { file: string } & ({ kind: 'change'; change: StockChange } | { kind: 'feed'; feed: PushedFeed });

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

/**
 * Everything waiting for a tenant's next build, oldest first. A file that cannot be read or is not a change is
 * reported and listed for removal (`unreadable`), never applied.
 */
export async function pendingStock(slug: string): Promise<{ pending: PendingStock[]; unreadable: string[] }> {
  const folder = stockChangesDir(slug);
  if (!existsSync(folder)) return { pending: [], unreadable: [] };
  const names = (await readdir(folder)).filter((name) => /\.(change|feed)\.json$/.test(name)).sort();
  const pending: PendingStock[] = [];
  const unreadable: string[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const json = JSON.parse(await readFile(file, 'utf8')) as unknown;
      if (name.endsWith('.feed.json')) {
        const feed = json as PushedFeed;
        if (typeof feed.body !== 'string' || typeof feed.receivedAt !== 'string') throw new Error('not a pushed feed');
        pending.push({ file, kind: 'feed', feed });
      } else pending.push({ file, kind: 'change', change: stockChangeSchema.parse(json) });
    } catch (error) {
      console.warn(`[${slug}] stock change ${name} could not be read and is dropped: ${(error as Error).message}`);
      unreadable.push(file);
    }
  }
  return { pending, unreadable };
}

export async function removeStockFiles(files: readonly string[]): Promise<void> {
  for (const file of files) await rm(file, { force: true });
}

/** Event ids the webhook has accepted, with when (epoch ms); the webhook drops those past its replay window. */
export async function readSeenEvents(slug: string, root = dataDir()): Promise<Record<string, number>> {
  try {
    return JSON.parse(await readFile(path.join(stockChangesDir(slug, root), SEEN_FILE), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export async function writeSeenEvents(slug: string, seen: Record<string, number>, root = dataDir()): Promise<void> {
  await writeFileAtomic(path.join(stockChangesDir(slug, root), SEEN_FILE), JSON.stringify(seen));
}
