// Where published builds live and which one is live: the SiteStore. The build, rollback, publish and status go
// through it. Two stores: this machine's disk (the default: builds under DATA_DIR/builds, the live site a symlink)
// and S3-compatible object storage when SITES_S3_URL is set (a pointer object per tenant, written last).
import { describeSitesS3, sitesS3LocationFromEnv, storeErrorMessage, type SitesS3Location } from '#src/files/site-store/s3-location.ts';
import type { BuildRef } from '../live-build.ts';
import { diskSiteStore } from './disk-store.ts';
import { s3SiteStore, type S3StoreOptions } from './s3-store.ts';

export type BuildManifest = Record<string, unknown> & { builtAt?: string; held?: string | null };

export type SiteStore = {
  /** 'disk' or the bucket and prefix, for logs and status. */
  readonly description: string;
  /** Stores a finished build (its site folder, file index, page keys, manifest last) without making it live. */
  put(build: BuildRef): Promise<void>;
  /** Makes a stored build the live one in one step (the symlink swap, or the pointer object written). */
  goLive(slug: string, id: string): Promise<void>;
  /** The live build's id, or null. */
  live(slug: string): Promise<string | null>;
  /**
   * The build an incremental build starts from: the store's live build, brought onto this machine (linked from the
   * local live build, the rest downloaded, as web servers follow it) when another worker published it; else null.
   */
  startingPoint(slug: string): Promise<BuildRef | null>;
  /** The tenant's complete stored builds, oldest first (ids sort by time). */
  list(slug: string): Promise<string[]>;
  readManifest(slug: string, id: string): Promise<BuildManifest>;
  /** Rewrites a stored build's manifest (an operator's confirmation of a held build). */
  writeManifest(slug: string, id: string, manifest: BuildManifest): Promise<void>;
  /** Keeps the newest `keep` builds, the live one and `keepAlso`; deletes the rest. Returns the ids removed. */
  prune(slug: string, keep: number, keepAlso?: readonly string[]): Promise<string[]>;
};

/** The store SITES_S3_URL names, else this machine's disk. Throws SitesStoreConfigError for a malformed URL. */
export function openSiteStore(options: S3StoreOptions & { location?: SitesS3Location | null } = {}): SiteStore {
  const location = options.location === undefined ? sitesS3LocationFromEnv() : options.location;
  return location ? s3SiteStore(location, options) : diskSiteStore();
}

export { describeSitesS3 };

/**
 * Stores a finished build and, when `goLive`, makes it the live one. Returns why it failed (the live site, the
 * pointer and the store's live build are then as they were), or null.
 */
export async function storeBuild(store: SiteStore, build: BuildRef, goLive: boolean): Promise<string | null> {
  try {
    await store.put(build);
    if (goLive) await store.goLive(build.slug, build.id);
    return null;
  } catch (error) {
    return `the site store (${store.description}) refused the build: ${storeErrorMessage(error)}; the live site was left as it was`;
  }
}
