// The held-cars overlay file beside a tenant's stock snapshot (`${DATA_DIR}/snapshots/<slug>/holds.json`): written by
// the server whenever the cars held by reservations change, read by the build (see src/domain/checkout/holds.ts).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HeldCarsFile } from '#src/domain/checkout/holds.ts';
import { writeFileAtomic } from './snapshots.ts';

/** The overlay beside a snapshot file. */
export const holdsFileBeside = (snapshotFile: string): string => path.join(path.dirname(snapshotFile), 'holds.json');
export const holdsFile = (dataDir: string, slug: string): string => path.join(dataDir, 'snapshots', slug, 'holds.json');

function parse(text: string, file: string): string[] {
  const data = JSON.parse(text) as Partial<HeldCarsFile>;
  if (!Array.isArray(data.carIds) || !data.carIds.every((id) => typeof id === 'string')) throw new Error(`${file}: carIds must be a list of car ids`);
  return data.carIds;
}

/** The held cars for a build; no file is none, and a damaged one is reported and read as none (the API still refuses). */
export function readHeldCarIdsSync(file: string, warn: (message: string) => void = console.warn): Set<string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Set();
  }
  try {
    return new Set(parse(text, file));
  } catch (error) {
    warn(`${file}: held cars not shown as RESERVED: ${(error as Error).message}`);
    return new Set();
  }
}

/** The held cars as last written (null when there is no readable file). */
export async function readHeldCarIds(file: string): Promise<string[] | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return parse(text, file);
  } catch {
    return null;
  }
}

export async function writeHeldCarIds(file: string, tenant: string, carIds: readonly string[], now: Date): Promise<void> {
  const content: HeldCarsFile = { tenant, carIds: [...carIds].sort(), updatedAt: now.toISOString() };
  await writeFileAtomic(file, `${JSON.stringify(content, null, 2)}\n`);
}
