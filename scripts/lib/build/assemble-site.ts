// Assembles a build's site folder: while Astro renders the changed pages into render/, the live build's files are
// hard-linked into site/ (a link costs no copy and no disk) and the spec sheets and media that changed are put in;
// then the rendered files move over their links, files the new build no longer has are removed, and what is new is
// listed for compression. A file in site/ is never written in place (it may be a link to the live build's, which
// visitors are reading): a new one is written beside it and renamed over it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eachLimited } from '#src/files/each-limited.ts';
import { PRECOMPRESSED_SUFFIXES } from './precompress.ts';

/** Every file under a folder, relative to it. */
export async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

const madeDirs = new Set<string>();
async function ensureDir(folder: string): Promise<void> {
  if (madeDirs.has(folder)) return;
  await mkdir(folder, { recursive: true });
  madeDirs.add(folder);
}

/** Hard-links every file of the live site into the new site folder one by one (a copy across file systems). */
async function linkEachFile(liveSite: string, site: string): Promise<void> {
  const files = await listFiles(liveSite);
  await eachLimited(files, 32, async (file) => {
    const target = path.join(site, file);
    await ensureDir(path.dirname(target));
    try {
      await link(path.join(liveSite, file), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV' && (error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      await copyFile(path.join(liveSite, file), target);
    }
  });
}

/**
 * Hard-links every file of the live site into the new site folder (`site`, which must not exist yet). GNU `cp -al`
 * does it in a process of its own: on this kind of machine a link costs the kernel ~50-80 µs whoever asks, and the
 * ~38,000 files of a 5,000-car site took 1-2 CPU-s that way against 2.6-5 CPU-s from Node (32 links at a time contend
 * for the folder's lock; one at a time pays Node's own overhead), with Node's thread free for the build meanwhile.
 * Where `cp` is missing or cannot link (another file system), every file is linked or copied from here instead.
 */
export async function prelinkSite(liveSite: string, site: string): Promise<void> {
  await mkdir(path.dirname(site), { recursive: true });
  try {
    await promisify(execFile)('cp', ['-al', '--', liveSite, site]);
    return;
  } catch {
    await rm(site, { recursive: true, force: true });
  }
  await linkEachFile(liveSite, site);
}

/** The file's precompressed copies, stale once the file changes. */
const dropCompressedCopies = (file: string) => Promise.all(PRECOMPRESSED_SUFFIXES.map((suffix) => rm(file + suffix, { force: true })));

/** Puts new bytes at `file` in the site: written beside it, renamed over any link there. */
export async function placeFile(site: string, file: string, bytes: Uint8Array): Promise<void> {
  const target = path.join(site, file);
  await ensureDir(path.dirname(target));
  await writeFile(`${target}.new`, bytes);
  await rename(`${target}.new`, target);
  await dropCompressedCopies(target);
}

const sameBytes = async (a: string, b: string): Promise<boolean> => {
  const [left, right] = await Promise.all([stat(a), stat(b)]);
  return left.size === right.size && (await readFile(a)).equals(await readFile(b));
};

/**
 * Moves Astro's output (`render`) into the site folder: a rendered file equal to the live build's linked there stays
 * the link (with its compressed copies); any other takes its place. Returns the files that are new.
 */
export async function mergeRendered(render: string, site: string): Promise<{ rendered: string[]; fresh: string[] }> {
  const rendered = await listFiles(render);
  const fresh: string[] = [];
  await eachLimited(rendered, 16, async (file) => {
    const from = path.join(render, file);
    const to = path.join(site, file);
    if (existsSync(to) && (await sameBytes(from, to))) return;
    await ensureDir(path.dirname(to));
    await rename(from, to);
    await dropCompressedCopies(to);
    fresh.push(file);
  });
  await rm(render, { recursive: true, force: true });
  return { rendered, fresh };
}

/**
 * Copies a folder's files (brand assets, feed media) into the site under `prefix`: a file the site already has from
 * the live build with the same size and modification time (copies keep the source's) stays as it is. Returns every
 * file of the folder (site-relative) and those copied anew.
 */
export async function syncFolder(from: string, site: string, prefix: string): Promise<{ files: string[]; fresh: string[] }> {
  const files = (await listFiles(from)).map((file) => path.join(prefix, file));
  const fresh: string[] = [];
  await eachLimited(files, 16, async (file) => {
    const source = path.join(from, path.relative(prefix, file));
    const target = path.join(site, file);
    const sourceStats = await stat(source);
    if (existsSync(target)) {
      const targetStats = await stat(target);
      if (targetStats.size === sourceStats.size && Math.floor(targetStats.mtimeMs) === Math.floor(sourceStats.mtimeMs)) return;
    }
    await placeFile(site, file, await readFile(source));
    await utimes(target, sourceStats.atime, sourceStats.mtime);
    fresh.push(file);
  });
  return { files, fresh };
}
