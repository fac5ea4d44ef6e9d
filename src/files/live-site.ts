// The live site of a tenant on this machine: `${DATA_DIR}/sites/<slug>` (liveSiteLink), a symlink to one build's `site/` folder.
// The build publishes through it, and a web server following the object store (src/server/site-store-follower.ts)
// swaps it to the build it fetched.
import { existsSync, lstatSync } from 'node:fs';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Points the live site at a build's site folder by swapping a symlink with rename(), which is atomic: visitors see
 * the old site or the new one, never a half-written folder.
 */
export async function pointLiveSite(link: string, siteDir: string): Promise<void> {
  await mkdir(path.dirname(link), { recursive: true });
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) await rm(link, { recursive: true, force: true });
  const temporaryLink = `${link}.next-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  await symlink(siteDir, temporaryLink, 'dir');
  await rename(temporaryLink, link);
}
