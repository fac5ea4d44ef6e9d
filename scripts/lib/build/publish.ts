import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pointLiveSite } from '#src/files/live-site.ts';
import { buildsDir, liveSiteLink } from '#src/files/paths.ts';
import { buildRef, liveBuild, MANIFEST_FILE, type BuildRef } from './live-build.ts';

/**
 * Points the live site at a build's site folder by swapping a symlink with rename(), which is atomic: visitors see
 * the old site or the new one, never a half-written folder. Publishing, a rollback and an operator's confirmation
 * all go through here.
 */
export async function publishBuild(build: BuildRef): Promise<void> {
  await pointLiveSite(liveSiteLink(build.slug), build.siteDir);
}

/**
 * A tenant's complete builds (a manifest beside a site folder), oldest first: build ids sort by time. A folder from
 * before builds kept their site in site/ (its manifest inside the public files) is not one: it cannot be published.
 */
export async function listBuilds(slug: string): Promise<BuildRef[]> {
  const folder = buildsDir(slug);
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')) // .incoming-*: a build a web server is bringing in
    .map((entry) => buildRef(slug, entry.name))
    .filter((build) => existsSync(path.join(build.dir, MANIFEST_FILE)) && existsSync(build.siteDir))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export async function readManifest<T = Record<string, unknown>>(build: BuildRef): Promise<T> {
  return JSON.parse(await readFile(path.join(build.dir, MANIFEST_FILE), 'utf8')) as T;
}

/** A folder without a manifest this recent may be a build still running (another process's): left alone. */
const UNFINISHED_GRACE_MS = 60 * 60 * 1000;

/**
 * Keeps the newest `keep` complete builds of a tenant, the live one (after a rollback the live build may be older)
 * and `keepAlso`; deletes the rest, and folders of builds that never finished (no manifest, over an hour old).
 */
export async function pruneBuilds(slug: string, keep: number, keepAlso: readonly string[] = []): Promise<string[]> {
  const folder = buildsDir(slug);
  if (!existsSync(folder)) return [];
  const live = await liveBuild(slug);
  const complete = (await listBuilds(slug)).map((build) => build.id);
  const kept = new Set([...complete.slice(-keep), ...(live ? [live.id] : []), ...keepAlso]);
  const removed: string[] = [];
  const finished = new Set(complete);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || kept.has(entry.name)) continue;
    if (!finished.has(entry.name) && Date.now() - (await stat(path.join(folder, entry.name))).mtimeMs < UNFINISHED_GRACE_MS) continue;
    await rm(path.join(folder, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
