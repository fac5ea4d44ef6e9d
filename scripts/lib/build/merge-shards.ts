import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Moves a shard's output into the main build folder: every file or folder the main folder lacks (each shard's
 * own car and search pages, and any bundle file the main build did not emit) is renamed across; what both
 * have (the static pages every shard renders, the identical hashed bundles) stays as the main build made it.
 */
export async function mergeShardInto(shardFolder: string, mainFolder: string): Promise<void> {
  for (const entry of await readdir(shardFolder, { withFileTypes: true })) {
    const from = path.join(shardFolder, entry.name);
    const to = path.join(mainFolder, entry.name);
    if (!existsSync(to)) await rename(from, to);
    else if (entry.isDirectory()) await mergeShardInto(from, to);
  }
  await rm(shardFolder, { recursive: true, force: true });
}
