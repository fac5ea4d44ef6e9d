import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordWarning, RejectedRecord } from '#src/domain/feed/parse-feed.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { snapshotFile } from './paths.ts';

/** What a build reads: the last good feed, normalised, with where and when it came from. */
export type FeedSnapshot = {
  tenant: string;
  source: string;
  fetchedAt: string;
  /** sha256 of the raw feed body: the same body gives the same hash, so unchanged stock is visible. */
  feedHash: string;
  total: number;
  rejected: RejectedRecord[];
  /** Records kept without some of their entries; older snapshots lack it. */
  warnings?: RecordWarning[];
  vehicles: Vehicle[];
};

export const hashText = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Writes a file so readers see the old or the new content, never half of one. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export async function readSnapshot(slug: string): Promise<FeedSnapshot | null> {
  const file = snapshotFile(slug);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FeedSnapshot;
  } catch {
    return null; // a damaged snapshot is treated as none; the next good feed replaces it
  }
}

export async function writeSnapshot(snapshot: FeedSnapshot): Promise<void> {
  await writeFileAtomic(snapshotFile(snapshot.tenant), JSON.stringify(snapshot));
}
