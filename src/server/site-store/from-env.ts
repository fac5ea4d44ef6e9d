// The web server's side of SITES_S3_URL: when it is set, the server follows the store's pointers (follower.ts).
import { sitesS3LocationFromEnv, SitesStoreConfigError } from '#src/files/site-store/s3-location.ts';
import type { SiteRegistry } from '../site-registry.ts';
import { createSiteFollower, type SiteFollower } from './follower.ts';

/**
 * Starts following the store SITES_S3_URL names (pointers checked every SITES_S3_POLL_MS, default 2000), after one
 * first pass so the sites are there when the server says it serves them; null without SITES_S3_URL.
 * Throws SitesStoreConfigError for a malformed setting.
 */
export async function followSiteStoreFromEnv(options: {
  dataDir: string;
  registry: SiteRegistry;
  log: (message: string) => void;
  env?: Record<string, string | undefined>;
}): Promise<SiteFollower | null> {
  const env = options.env ?? process.env;
  const location = sitesS3LocationFromEnv(env);
  if (!location) return null;
  const pollText = env.SITES_S3_POLL_MS?.trim();
  const pollMs = pollText ? Number(pollText) : 2000;
  if (!Number.isInteger(pollMs) || pollMs < 200 || pollMs > 600_000)
    throw new SitesStoreConfigError(`SITES_S3_POLL_MS: expected whole milliseconds from 200 to 600000, got "${pollText}"`);
  const follower = createSiteFollower({
    location,
    dataDir: options.dataDir,
    pollMs,
    log: options.log,
    onSwitch: () => void options.registry.refresh().catch((error: unknown) => options.log(`[sites] re-scan failed: ${String(error)}`)),
  });
  options.log(`Sites follow ${follower.description} (pointers checked every ${pollMs / 1000} s)`);
  await follower.syncOnce();
  await options.registry.refresh();
  follower.start();
  return follower;
}
