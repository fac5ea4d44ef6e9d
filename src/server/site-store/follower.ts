// A web server's view of the object store (SITES_S3_URL): it follows each tenant's pointer object and keeps the
// live build on its own disk, so it serves from files as a one-machine server does and any number of servers can
// serve any tenant. Every few seconds it lists the tenants and asks for each pointer with its last ETag (a 304
// costs nothing); a new build id brings that build here (fetch-build.ts: linked from the previous build, the rest
// downloaded), then the tenant's live symlink is swapped in one step. While the store cannot be reached the server
// keeps serving the builds it has; it says so once, and again when the store answers.
import { readdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { eachLimited } from '#src/files/each-limited.ts';
import { pointLiveSite } from '#src/files/live-site.ts';
import { pointerSchema, storeKeys } from '#src/files/site-store/layout.ts';
import { s3Objects } from '#src/files/site-store/s3-objects.ts';
import { createSitesS3Client, describeSitesS3, isMissingKey, storeErrorMessage, type SitesS3Location } from '#src/files/site-store/s3-location.ts';
import { isValidTenantSlug } from '../resolve-tenant.ts';
import { fetchBuild } from './fetch-build.ts';

export type SiteFollowerOptions = {
  location: SitesS3Location;
  /** Default: a client from the location and the AWS_* environment. */
  client?: S3Client;
  dataDir: string;
  /** How often pointers are checked (default 2000 ms). */
  pollMs?: number;
  /** Builds of a tenant kept on this disk besides the live one (default 4, as many as the build keeps for rollback). */
  keepBuilds?: number;
  log?: (message: string) => void;
  /** Called after a tenant's live site was switched (the server re-reads its site list). */
  onSwitch?: (slug: string, buildId: string) => void;
};

export type SiteFollower = {
  readonly description: string;
  /** One pass over every tenant; resolves when done (errors are logged, never thrown). */
  syncOnce(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/** The build id the local live site points at (`sites/<slug>` -> `builds/<slug>/<id>/site`), or null. */
async function localLiveId(link: string): Promise<string | null> {
  try {
    return path.basename(path.dirname(await realpath(link)));
  } catch {
    return null;
  }
}

export function createSiteFollower(options: SiteFollowerOptions): SiteFollower {
  const { location, dataDir } = options;
  const client = options.client ?? createSitesS3Client(location);
  const objects = s3Objects(client, location.bucket);
  const keys = storeKeys(location.prefix);
  const log = options.log ?? ((message: string) => console.log(message));
  const keep = options.keepBuilds ?? 4;
  const description = describeSitesS3(location);
  /** The pointer's ETag last applied, per tenant. */
  const applied = new Map<string, string>();
  let unreachable: string | null = null;
  const failing = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function listTenants(): Promise<string[]> {
    const { prefixes } = await objects.list(keys.root, '/');
    return prefixes.map((prefix) => prefix.slice(keys.root.length, -1)).filter(isValidTenantSlug);
  }

  /** Removes this tenant's older complete builds beyond `keep` (and abandoned incoming folders), never the live one. */
  async function pruneLocal(buildsDir: string, liveId: string): Promise<void> {
    const entries = (await readdir(buildsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const builds = entries.filter((name) => !name.startsWith('.') && name !== liveId).sort();
    const stale = [
      ...builds.slice(0, Math.max(0, builds.length - keep)),
      ...entries.filter((name) => name.startsWith('.incoming-') && !name.endsWith(`-${process.pid}`)),
    ];
    for (const name of stale) await rm(path.join(buildsDir, name), { recursive: true, force: true });
  }

  async function followTenant(slug: string): Promise<void> {
    const pointerKey = keys.pointer(slug);
    let response;
    try {
      response = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: pointerKey, IfNoneMatch: applied.get(slug) }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304) return; // unchanged
      if (isMissingKey(error)) return; // a tenant with builds but nothing published yet
      throw error;
    }
    const pointer = pointerSchema.parse(JSON.parse((await response.Body?.transformToString()) ?? ''));
    const link = path.join(dataDir, 'sites', slug);
    const buildsDir = path.join(dataDir, 'builds', slug);
    const liveId = await localLiveId(link);
    if (liveId !== pointer.buildId) {
      const started = performance.now();
      const fetched = await fetchBuild({ objects, keys, buildsDir, slug, id: pointer.buildId, liveDir: liveId ? path.join(buildsDir, liveId) : null });
      await pointLiveSite(link, fetched.siteDir);
      log(
        `[sites] ${slug}: now serving ${pointer.buildId} from ${description} (${fetched.downloaded} files downloaded, ${fetched.linked} kept, ${Math.round(performance.now() - started)} ms)`,
      );
      options.onSwitch?.(slug, pointer.buildId);
      await pruneLocal(buildsDir, pointer.buildId);
    }
    if (response.ETag) applied.set(slug, response.ETag);
  }

  async function syncOnce(): Promise<void> {
    let tenants: string[];
    try {
      tenants = await listTenants();
    } catch (error) {
      const message = storeErrorMessage(error);
      if (unreachable === null) log(`[sites] ${description} cannot be read (${message}); serving the builds already here`);
      unreachable = message;
      return;
    }
    if (unreachable !== null) log(`[sites] ${description} answers again`);
    unreachable = null;
    await eachLimited(tenants, 4, async (slug) => {
      try {
        await followTenant(slug);
        if (failing.delete(slug)) log(`[sites] ${slug}: following ${description} again`);
      } catch (error) {
        const message = storeErrorMessage(error);
        if (failing.get(slug) !== message) log(`[sites] ${slug}: the live build could not be brought here (${message}); still serving the one before`);
        failing.set(slug, message);
      }
    });
  }

  const pollMs = options.pollMs ?? 2000;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = syncOnce().finally(schedule);
    }, pollMs);
  };

  return {
    description,
    syncOnce: () => (running = (running ?? Promise.resolve()).then(syncOnce)),
    start: () => {
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
