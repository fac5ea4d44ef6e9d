// Knows which tenant sites are built, by scanning `${dataDir}/sites/*` and the manifest beside each site folder.
// The build swaps a site folder (or symlink) atomically, so the scan is cached only for a
// couple of seconds: a newly built tenant shows up without restarting the server.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { hostnameFromUrl, isValidTenantSlug } from './resolve-tenant.ts';
import { readSiteManifest, type SiteManifest } from './site-manifest.ts';

export type TenantSite = {
  slug: string;
  /** `${dataDir}/sites/<slug>`; may be a symlink, so resolve it per request. */
  dir: string;
  manifest: SiteManifest;
};

export type RegistrySnapshot = {
  /** Sorted by slug. */
  sites: ReadonlyMap<string, TenantSite>;
  /** Extra hostnames (from each manifest's `tenant.url`) -> slug. */
  hosts: ReadonlyMap<string, string>;
  scannedAt: number;
};

export type SiteRegistry = {
  readonly sitesDir: string;
  /** Cached scan, re-done when older than `maxAgeMs`. */
  snapshot(): Promise<RegistrySnapshot>;
  /** Forces a re-scan now (e.g. after a rebuild finished). */
  refresh(): Promise<RegistrySnapshot>;
  get(slug: string): Promise<TenantSite | undefined>;
};

export type SiteRegistryOptions = {
  dataDir: string;
  maxAgeMs?: number;
  warn?: (message: string) => void;
  now?: () => number;
};

export function createSiteRegistry(options: SiteRegistryOptions): SiteRegistry {
  const sitesDir = path.join(options.dataDir, 'sites');
  const maxAgeMs = options.maxAgeMs ?? 2000;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const now = options.now ?? Date.now;
  const warned = new Set<string>(); // the scan repeats every few seconds; warn once per problem
  let current: RegistrySnapshot | undefined;
  let inFlight: Promise<RegistrySnapshot> | undefined;

  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  async function scan(): Promise<RegistrySnapshot> {
    let names: string[];
    try {
      names = (await readdir(sitesDir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory() || entry.isSymbolicLink())
        .map((entry) => entry.name)
        .filter(isValidTenantSlug)
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      names = []; // nothing built yet
    }

    const results = await Promise.all(
      names.map(async (slug) => ({ slug, dir: path.join(sitesDir, slug), result: await readSiteManifest(path.join(sitesDir, slug)) })),
    );

    const sites = new Map<string, TenantSite>();
    const hosts = new Map<string, string>();
    for (const { slug, dir, result } of results) {
      if (!result.ok) {
        warnOnce(`[sites] skipping ${slug}: ${result.reason}`);
        continue;
      }
      const { manifest } = result;
      if (manifest.tenant.slug !== slug) {
        warnOnce(`[sites] ${slug}: manifest says tenant "${manifest.tenant.slug}"; routing by folder name`);
      }
      sites.set(slug, { slug, dir, manifest });
      const hostname = hostnameFromUrl(manifest.tenant.url);
      if (!hostname) continue;
      const owner = hosts.get(hostname);
      if (owner !== undefined) {
        warnOnce(`[sites] ${slug} and ${owner} both claim ${hostname}; keeping ${owner}`);
      } else {
        hosts.set(hostname, slug);
      }
    }
    return { sites, hosts, scannedAt: now() };
  }

  let queuedRefresh: Promise<RegistrySnapshot> | undefined;

  function startScan(): Promise<RegistrySnapshot> {
    inFlight = scan()
      .then((snapshot) => (current = snapshot))
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  function refresh(): Promise<RegistrySnapshot> {
    if (!inFlight) return startScan();
    // A scan is running but may have started before the change we are told about:
    // run one more after it (shared by every caller that asks meanwhile).
    queuedRefresh ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queuedRefresh = undefined;
        return inFlight ?? startScan();
      });
    return queuedRefresh;
  }

  async function snapshot(): Promise<RegistrySnapshot> {
    if (current && now() - current.scannedAt < maxAgeMs) return current;
    return inFlight ?? startScan(); // concurrent requests share one directory scan
  }

  return {
    sitesDir,
    snapshot,
    refresh,
    get: async (slug) => (await snapshot()).sites.get(slug),
  };
}
