import { existsSync, lstatSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { buildsDir, liveSiteLink } from '#src/data/paths.ts';

/** Copies a folder's contents into the built site (tenant assets, feed media). Missing folders are skipped. */
export async function copyFolderInto(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await mkdir(to, { recursive: true });
  await cp(from, to, { recursive: true, dereference: true });
}

/**
 * Points the live site at a finished build by swapping a symlink with rename(), which is atomic:
 * visitors see the old site or the new one, never a half-written folder.
 */
export async function publishBuild(slug: string, buildFolder: string): Promise<void> {
  const link = liveSiteLink(slug);
  await mkdir(path.dirname(link), { recursive: true });
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) await rm(link, { recursive: true, force: true });
  const temporaryLink = `${link}.next-${process.pid}`;
  await rm(temporaryLink, { force: true });
  await symlink(buildFolder, temporaryLink, 'dir');
  await rename(temporaryLink, link);
}

/** Keeps the newest `keep` builds of a tenant (the live one is always the newest). */
export async function pruneBuilds(slug: string, keep = 2): Promise<void> {
  const folder = buildsDir(slug);
  if (!existsSync(folder)) return;
  const entries = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  for (const name of entries.slice(0, Math.max(0, entries.length - keep))) {
    await rm(path.join(folder, name), { recursive: true, force: true });
  }
}
