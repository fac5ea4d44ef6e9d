// Brings one build from the object store into this machine's builds folder, as the build itself lays it out
// (`builds/<slug>/<id>/site/` with manifest.json, page-keys.json and files.json beside it), so the server serves it
// from disk with the same headers, precompressed copies and ETags as a build made here. Files the local live build
// already has (same content hash) are hard-linked from it; the rest are downloaded and checked against their hash.
// The build is put together in a hidden folder and renamed into place when complete.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eachLimited } from '#src/files/each-limited.ts';
import { readLocalFileIndex, storedFileHash } from './file-hash.ts';
import { fileIndexSchema, FILE_INDEX_FILE, type FileEntry, type StoreKeys } from '#src/files/site-store/layout.ts';
import type { S3Objects } from '#src/files/site-store/s3-objects.ts';

export type FetchedBuild = { dir: string; siteDir: string; downloaded: number; linked: number };

type FetchOptions = {
  objects: S3Objects;
  keys: StoreKeys;
  /** `${dataDir}/builds/<slug>` */
  buildsDir: string;
  slug: string;
  id: string;
  /** The local live build's folder (its files.json names what can be linked), or null. */
  liveDir: string | null;
  concurrency?: number;
};

export async function fetchBuild(options: FetchOptions): Promise<FetchedBuild> {
  const { objects, keys, slug, id } = options;
  const dir = path.join(options.buildsDir, id);
  const siteDir = path.join(dir, 'site');
  if (existsSync(path.join(dir, 'manifest.json')) && existsSync(siteDir)) return { dir, siteDir, downloaded: 0, linked: 0 }; // built or fetched here
  const [indexJson, manifest, pageKeys] = await Promise.all([
    objects.getJson(keys.build(slug, id, FILE_INDEX_FILE)),
    objects.getJson(keys.build(slug, id, 'manifest.json')),
    objects.getJson(keys.build(slug, id, 'page-keys.json')),
  ]);
  if (!indexJson || !manifest) throw new Error(`build ${id} is not complete in the store (no files.json or manifest.json)`);
  const index = fileIndexSchema.parse(indexJson);

  // What the local live build has, by hash: linked rather than downloaded.
  const local = new Map<string, { file: string; entry: FileEntry }>();
  const liveIndex = options.liveDir ? await readLocalFileIndex(options.liveDir) : null;
  for (const [file, entry] of Object.entries(liveIndex?.files ?? {})) local.set(entry.hash, { file: path.join(options.liveDir!, 'site', file), entry });

  const incoming = path.join(options.buildsDir, `.incoming-${id}-${process.pid}`);
  await rm(incoming, { recursive: true, force: true });
  const made = new Set<string>();
  let downloaded = 0;
  let linked = 0;
  try {
    await eachLimited(Object.entries(index.files), options.concurrency ?? 16, async ([file, entry]) => {
      const target = path.join(incoming, 'site', ...file.split('/'));
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        await mkdir(folder, { recursive: true });
        made.add(folder);
      }
      const have = local.get(entry.hash);
      if (have && existsSync(have.file)) {
        // The same file: a link keeps one copy on disk (a copy when its time differs, so its ETag is the build's).
        if (have.entry.mtimeMs === entry.mtimeMs) await link(have.file, target).catch(() => copyFile(have.file, target));
        else await copyFile(have.file, target);
        linked++;
      } else {
        const bytes = await objects.getBytes(keys.object(slug, entry.hash));
        if (!bytes) throw new Error(`${file} is missing from the store (${keys.object(slug, entry.hash)})`);
        if (bytes.byteLength !== entry.size || storedFileHash(file, bytes) !== entry.hash)
          throw new Error(`${file} does not match its hash in the build's index`);
        await writeFile(target, bytes);
        downloaded++;
      }
      await utimes(target, new Date(entry.mtimeMs), new Date(entry.mtimeMs));
    });
    await mkdir(path.join(incoming, 'site'), { recursive: true });
    await writeFile(path.join(incoming, FILE_INDEX_FILE), JSON.stringify(index));
    await writeFile(path.join(incoming, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (pageKeys) await writeFile(path.join(incoming, 'page-keys.json'), JSON.stringify(pageKeys));
    await rename(incoming, dir);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  return { dir, siteDir, downloaded, linked };
}
