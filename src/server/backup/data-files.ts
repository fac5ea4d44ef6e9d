// DATA_DIR's files in a backup: the kept folders (keys, snapshots, waiting webhook changes, status, publish guard),
// the live-site pointers, and with --with-builds the live builds' files. Each file is copied and hashed in one pass.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILES_FOLDER, KEPT_FOLDERS, liveBuildIdOf, SKIPPED_FILES, type Checksum } from '#src/domain/backup/manifest.ts';
import { slugSchema } from '#src/domain/tenant/schema/common.ts';
import { eachLimited } from '#src/files/each-limited.ts';

const COPY_CONCURRENCY = 16;

/**
 * Copies `from` to `to` (a new file, mode of the original) and answers the sha256 and size of what was copied; null
 * when `from` is gone (a waiting change a build applied meanwhile).
 */
export async function copyHashed(from: string, to: string): Promise<{ sha256: string; bytes: number } | null> {
  let info;
  try {
    info = await stat(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx', mode: info.mode & 0o777 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (error as NodeJS.ErrnoException).path === from) return null;
    throw error;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The sha256 and size of a file. */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file under `root`, relative to it with `/` separators; none when `root` does not exist. */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A file writeFileAtomic is writing (`<file>.<pid>.<time>.tmp`): its finished copy is the file itself. */
const inProgress = (relative: string): boolean => relative.endsWith('.tmp');

/** Copies files of DATA_DIR (paths relative to it) into `<backup>/files/`, answering their checksums. */
async function copyFiles(dataDir: string, backupDir: string, relatives: readonly string[]): Promise<Checksum[]> {
  const copied: Checksum[] = [];
  await eachLimited(relatives, COPY_CONCURRENCY, async (relative) => {
    const inBackup = `${FILES_FOLDER}/${relative}`;
    const result = await copyHashed(path.join(dataDir, relative), path.join(backupDir, inBackup));
    if (result) copied.push({ path: inBackup, ...result });
  });
  return copied;
}

/** Copies the kept folders (KEPT_FOLDERS) of DATA_DIR into the backup. */
export async function copyKeptFolders(dataDir: string, backupDir: string): Promise<Checksum[]> {
  const relatives: string[] = [];
  for (const { folder } of KEPT_FOLDERS) {
    for (const file of await listFiles(path.join(dataDir, folder))) {
      const relative = `${folder}/${file}`;
      if (!inProgress(relative) && !SKIPPED_FILES.includes(relative)) relatives.push(relative);
    }
  }
  return copyFiles(dataDir, backupDir, relatives);
}

/** The build each tenant serves: `sites/<slug>` links to `builds/<slug>/<build id>/site`. Anything else is left out. */
export async function readLiveBuilds(dataDir: string): Promise<Record<string, string>> {
  const sites = path.join(dataDir, 'sites');
  const live: Record<string, string> = {};
  for (const slug of (await readdir(sites).catch(() => [] as string[])).sort()) {
    if (!slugSchema.safeParse(slug).success) continue; // a link being swapped (`<slug>.next-…`)
    const link = path.join(sites, slug);
    if (!(await lstat(link)).isSymbolicLink()) continue;
    const buildId = liveBuildIdOf((await readlink(link)).split(path.sep).join('/'), slug);
    if (buildId) live[slug] = buildId;
  }
  return live;
}

/** Copies one build's folder (its site and the operator's files beside it) into the backup. */
export async function copyBuild(dataDir: string, backupDir: string, slug: string, buildId: string): Promise<Checksum[]> {
  const folder = `builds/${slug}/${buildId}`;
  const files = (await listFiles(path.join(dataDir, folder))).map((file) => `${folder}/${file}`);
  return copyFiles(dataDir, backupDir, files);
}
