import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { defaultContentDir, tenantContentDir } from '#src/data/content/read-content.ts';
import { REPO_ROOT, tenantDir } from '#src/files/paths.ts';
import { runAstroBuild, type AstroRun } from './run-astro.ts';

/** Built bundles live inside the repository, so their imports of packages resolve to its node_modules. */
const BUNDLES_DIR = path.join(REPO_ROOT, '.astro', 'render-bundles');
/** A tenant's bundles not used for this long are removed when another is built. */
const UNUSED_BUNDLE_MS = 24 * 60 * 60 * 1000;

type BundleInput = { tenant: TenantConfig; snapshotPath: string; cacheDir: string; codeVersion: string; quiet?: boolean };
export type RenderBundle = { dir: string; built: boolean; run: AstroRun | null };

/** The files a tenant's content collections are read from (src/data/content/), which the bundle holds, hashed. */
function contentHash(tenant: TenantConfig): string {
  const hash = createHash('sha256');
  const add = (file: string) => hash.update(`${file}\u0000`).update(readFileSync(file)).update('\u0000');
  for (const folder of [defaultContentDir(), tenantContentDir(tenant.slug)]) {
    if (!existsSync(folder)) continue;
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .forEach(add);
  }
  const catalogue = tenant.parts.catalogue;
  if (catalogue) {
    const file = path.resolve(tenantDir(tenant.slug), catalogue.source);
    if (existsSync(file)) add(file);
  }
  return hash.digest('hex');
}

/**
 * What a bundle is built from: the code and dependency versions, the tenant config, the snapshot's path and the
 * tenant's content files (content collections are bundled). The stock is not in it: pages read the snapshot when rendered.
 */
export function bundleKey(input: Pick<BundleInput, 'tenant' | 'snapshotPath' | 'codeVersion'>): string {
  return createHash('sha256')
    .update(JSON.stringify([input.codeVersion, input.tenant, input.snapshotPath, contentHash(input.tenant)]))
    .digest('hex')
    .slice(0, 24);
}

/**
 * The tenant's render bundle (src/integrations/render-bundle.ts) for this code and config: the one built before when
 * there is one, else a new `astro build` (Vite bundles the server and client code once, a few CPU seconds). Built into
 * a temporary folder and renamed into place, so a bundle folder is always whole.
 */
export async function ensureRenderBundle(input: BundleInput): Promise<RenderBundle> {
  const slugDir = path.join(BUNDLES_DIR, input.tenant.slug);
  const dir = path.join(slugDir, bundleKey(input));
  if (isBuilt(dir)) {
    const now = new Date();
    await utimes(dir, now, now);
    return { dir, built: false, run: null };
  }
  await mkdir(slugDir, { recursive: true });
  const building = `${dir}.building-${process.pid}-${randomBytes(3).toString('hex')}`;
  const buildFile = `${building}.build.json`;
  const build = {
    tenant: input.tenant,
    snapshotPath: input.snapshotPath,
    outDir: building,
    cacheDir: input.cacheDir,
    incremental: { codeVersion: input.codeVersion, previousKeysFile: null, keysFile: `${building}.keys.json`, omitKeyInputs: [] },
    bundle: true,
  };
  try {
    await writeFile(buildFile, JSON.stringify(build));
    const run = await runAstroBuild(buildFile, { quiet: input.quiet });
    if (!run.ok) return { dir, built: false, run };
    if (existsSync(dir)) await rm(building, { recursive: true, force: true });
    else await rename(building, dir);
    await pruneBundles(slugDir, dir);
    return { dir, built: true, run };
  } finally {
    await rm(building, { recursive: true, force: true });
    await rm(buildFile, { force: true });
    await rm(`${building}.keys.json`, { force: true });
  }
}

const isBuilt = (dir: string): boolean => existsSync(path.join(dir, 'server', 'entry.mjs'));

/** The tenant's render bundle for this code and config when it is built, else null (nothing is built). */
export function builtRenderBundle(input: Pick<BundleInput, 'tenant' | 'snapshotPath' | 'codeVersion'>): string | null {
  const dir = path.join(BUNDLES_DIR, input.tenant.slug, bundleKey(input));
  return isBuilt(dir) ? dir : null;
}

async function pruneBundles(slugDir: string, keep: string): Promise<void> {
  for (const name of await readdir(slugDir)) {
    const folder = path.join(slugDir, name);
    if (folder === keep || name.includes('.building-')) continue;
    const stats = await stat(folder).catch(() => null);
    if (stats && Date.now() - stats.mtimeMs > UNUSED_BUNDLE_MS) await rm(folder, { recursive: true, force: true });
  }
}
