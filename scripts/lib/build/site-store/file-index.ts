// A build's file index (files.json beside its site/ folder, and in the object store): every file of the site with a
// content hash, its size and modification time. The hash covers the headers the file is served with as well as its
// bytes, so one stored object is one answer. A file whose size and modification time match the previous build's
// entry is the same file (incremental builds hard-link what did not change) and is not read again.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { FILE_INDEX_FILE, type FileEntry, type FileIndex } from '#src/files/site-store/layout.ts';
import { readLocalFileIndex, storedFileHash } from '#src/server/site-store/file-hash.ts';
import { eachLimited } from '#src/files/each-limited.ts';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { listFiles } from '../assemble-site.ts';
import type { BuildRef } from '../live-build.ts';

/** Site paths in the index use '/' whatever the platform. */
const sitePath = (file: string) => file.split(path.sep).join('/');

export const readFileIndex = (build: BuildRef): Promise<FileIndex | null> => readLocalFileIndex(build.dir);

/** Indexes a build's site folder (reusing `previous`'s hashes for files unchanged since) and writes files.json beside it. */
export async function indexBuild(build: BuildRef, previous: FileIndex | null): Promise<FileIndex> {
  const files = (await listFiles(build.siteDir)).map(sitePath).sort();
  const entries: Record<string, FileEntry> = {};
  await eachLimited(files, 16, async (file) => {
    const full = path.join(build.siteDir, file);
    const stats = await stat(full);
    const mtimeMs = Math.floor(stats.mtimeMs);
    const known = previous?.files[file];
    if (known && known.size === stats.size && known.mtimeMs === mtimeMs) entries[file] = known;
    else entries[file] = { hash: storedFileHash(file, await readFile(full)), size: stats.size, mtimeMs };
  });
  const index: FileIndex = { buildId: build.id, files: Object.fromEntries(files.map((file) => [file, entries[file]!])) };
  await writeFileAtomic(path.join(build.dir, FILE_INDEX_FILE), JSON.stringify(index));
  return index;
}
