// Completes a build's site folder around what Astro rendered: the live build's unchanged pages are hard-linked in
// (a link costs no copy and no disk; a file is never written in place, so the live build cannot change under
// visitors), files equal to the live build's are swapped for links to them, and the rest is listed for compression.
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { PRECOMPRESSED_SUFFIXES } from './precompress.ts';

/** Hard-links `from` to `to` (a copy across file systems); false when `from` is missing. */
export async function linkFile(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      if (!existsSync(from)) return false;
      await mkdir(path.dirname(to), { recursive: true });
      return linkFile(from, to);
    }
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(from, to);
  }
  return true;
}

/** Links a file and its precompressed copies from the previous site folder into the new one. */
async function carryOver(previousSite: string, site: string, file: string): Promise<boolean> {
  if (!(await linkFile(path.join(previousSite, file), path.join(site, file)))) return false;
  for (const suffix of PRECOMPRESSED_SUFFIXES) await linkFile(path.join(previousSite, file + suffix), path.join(site, file + suffix));
  return true;
}

/** Runs `work` over `items`, `concurrency` at a time (file system calls go to libuv's thread pool). */
export async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Every file under a folder, relative to it. */
export async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Links the live build's copy of each unchanged keyed file (a page or spec sheet whose key did not change) into the
 * new site folder. Returns the files that could not be carried over (gone from the live build): the caller fails
 * the build rather than publish a site without them.
 */
export async function carryOverUnchanged(previousSite: string, site: string, files: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  await eachLimited(files, 16, async (file) => {
    if (!(await carryOver(previousSite, site, file))) missing.push(file);
  });
  return missing;
}

const sameBytes = async (a: string, b: string): Promise<boolean> => {
  const [left, right] = await Promise.all([stat(a), stat(b)]);
  if (left.size !== right.size) return false;
  return (await readFile(a)).equals(await readFile(b));
};

/**
 * Of the files this build wrote (`written`, relative to `site`), swaps each one equal to the live build's file at
 * the same path for a link to that file and its compressed copies (unchanged static pages, hashed bundles, brand
 * images); returns the others, which are new and need compressing.
 */
export async function reuseUnchangedFiles(previousSite: string | null, site: string, written: readonly string[]): Promise<string[]> {
  if (!previousSite) return [...written];
  const fresh: string[] = [];
  await eachLimited(written, 8, async (file) => {
    const previous = path.join(previousSite, file);
    if (existsSync(previous) && (await sameBytes(previous, path.join(site, file)))) {
      await unlink(path.join(site, file));
      await carryOver(previousSite, site, file);
    } else fresh.push(file);
  });
  return fresh;
}

/**
 * Copies a folder's files (brand assets, feed media) into the site: a file the live build has with the same size
 * and modification time (copies keep the source's) is linked from it instead. Returns the files copied anew.
 */
export async function copyFolderInto(from: string, to: string, previous: string | null): Promise<string[]> {
  const copied: string[] = [];
  await eachLimited(await listFiles(from), 8, async (file) => {
    const source = path.join(from, file);
    const target = path.join(to, file);
    const sourceStats = await stat(source);
    const old = previous ? path.join(previous, file) : null;
    if (old && existsSync(old)) {
      const oldStats = await stat(old);
      if (oldStats.size === sourceStats.size && Math.floor(oldStats.mtimeMs) === Math.floor(sourceStats.mtimeMs) && (await carryOver(path.dirname(old), path.dirname(target), path.basename(file)))) return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    await utimes(target, sourceStats.atime, sourceStats.mtime);
    copied.push(file);
  });
  return copied;
}
