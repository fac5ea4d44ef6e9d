import path from 'node:path';

/** The repository root: two levels above this file. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Tenant folders; TENANTS_DIR may point elsewhere (tests build throwaway tenants). */
export function tenantsDir(): string {
  return path.resolve(process.env.TENANTS_DIR ?? path.join(REPO_ROOT, 'tenants'));
}

/** Everything the platform writes at run time (feeds, snapshots, builds, database) lives under DATA_DIR. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
}

export const snapshotFile = (slug: string): string => path.join(dataDir(), 'snapshots', slug, 'snapshot.json');
export const buildsDir = (slug: string): string => path.join(dataDir(), 'builds', slug);
/** One build: the public site in its `site/` folder; the operator's files (manifest.json, page-keys.json) beside it. */
export const buildDir = (slug: string, buildId: string): string => path.join(buildsDir(slug), buildId);
export const BUILD_SITE_FOLDER = 'site';
export const buildSiteDir = (slug: string, buildId: string): string => path.join(buildDir(slug, buildId), BUILD_SITE_FOLDER);
/** The live site: a symlink to one build's `site/` folder, swapped atomically after a good build. */
export const liveSiteLink = (slug: string): string => path.join(dataDir(), 'sites', slug);
export const tenantDir = (slug: string): string => path.join(tenantsDir(), slug);
