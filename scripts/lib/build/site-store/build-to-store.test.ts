// A real build published to a real S3-protocol server (s3rver): a small tenant built and stored, a second web
// server serving it from the store, a car's price changed and the incremental build followed, and a store that
// refuses the build (a credential it does not know): no publish, the pointer and the sites as they were, and the
// error in `npm run status`.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#src/files/paths.ts';
import { storeKeys } from '#src/files/site-store/layout.ts';
import { s3Objects } from '#src/files/site-store/s3-objects.ts';
import { startServer, type RunningServer } from '#src/server/main.ts';
import { createSiteFollower, type SiteFollower } from '#src/server/site-store/follower.ts';
import { send } from '#src/server/test-support.ts';
import { startS3TestServer, type S3TestServer } from '#tests/doubles/s3-server.ts';
import { formatStatus, tenantStatus } from '../../publishing/status.ts';
import { buildTenant } from '../build-tenant.ts';
import { s3SiteStore } from './s3-store.ts';
import type { SiteStore } from './site-store.ts';

// Tenant folders must sit inside the repo so their `#src/...` imports resolve.
const workDir = path.join(REPO_ROOT, '.data', `test-store-build-${process.pid}`);
const SLUG = 'tiny-motors';
const feedFile = path.join(workDir, 'tenants', SLUG, 'feed.json');
const CAR = '/cars/2019-mazda-cx-5-maxx-sport-t101';

let s3: S3TestServer;
let store: SiteStore;
let serverData: string;
let follower: SiteFollower;
let server: RunningServer;

const storedFiles = async () => (await s3Objects(s3.client(), s3.location.bucket).list(storeKeys(s3.location.prefix).objects(SLUG))).objects.length;
const carPage = async () => {
  await follower.syncOnce();
  await server.registry.refresh();
  return (await send(server.port, { host: `${SLUG}.localhost`, path: CAR })).body.toString();
};

beforeAll(async () => {
  process.env.TENANTS_DIR = path.join(workDir, 'tenants');
  process.env.DATA_DIR = path.join(workDir, 'data');
  cpSync(path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants', SLUG), path.join(workDir, 'tenants', SLUG), { recursive: true });
  s3 = await startS3TestServer();
  store = s3SiteStore(s3.location, { client: s3.client() });
  serverData = mkdtempSync(path.join(tmpdir(), 'store-web-'));
  server = await startServer({ port: 0, dataDir: serverData, log: () => {}, runBuild: async () => {} });
  follower = createSiteFollower({ location: s3.location, client: s3.client(), dataDir: serverData, log: () => {} });
});
afterAll(async () => {
  await Promise.all([server?.close(), follower?.stop()]);
  await s3?.close();
  rmSync(workDir, { recursive: true, force: true });
  if (serverData) rmSync(serverData, { recursive: true, force: true });
});

// One build per test (each within the test timeout while other tests build too); they run in order on one store.
describe('building into the object store', () => {
  let filesAfterFirst = 0;
  let liveId: string | false = false;

  it('publishes a build to the store, and a second server serves it', async () => {
    const first = await buildTenant(SLUG, { quiet: true, store });
    expect(first.ok ? [] : first.errors).toEqual([]);
    expect(await store.live(SLUG)).toBe(first.ok && first.buildId);
    expect(await carPage()).toContain('$31,990');
    filesAfterFirst = await storedFiles();
  });

  it('follows a price change, uploading only what changed', async () => {
    const feed = JSON.parse(readFileSync(feedFile, 'utf8'));
    feed.cars[0].price = 29990;
    writeFileSync(feedFile, JSON.stringify(feed));
    const second = await buildTenant(SLUG, { quiet: true, store });
    expect(second.ok && second.incremental).toBe(true);
    liveId = second.ok && second.buildId;
    expect(await store.live(SLUG)).toBe(liveId);
    expect(await carPage()).toContain('$29,990');
    // Only what changed went up: the car's page and what lists it, not the site again.
    expect((await storedFiles()) - filesAfterFirst).toBeLessThan(filesAfterFirst / 3);
  });

  it('a store that refuses the build: not published, the pointer and the site as they were, the error in the status', async () => {
    const refusing = s3SiteStore(s3.location, { client: s3.client('AKIA-NOT-THIS-STORE') });
    const refused = await buildTenant(SLUG, { quiet: true, fetchFeed: false, store: refusing });
    expect(refused.ok ? [] : refused.errors).toEqual([
      expect.stringMatching(/the site store .* refused the build: InvalidAccessKeyId \(HTTP 403\).*the live site was left as it was/),
    ]);
    expect(await store.live(SLUG)).toBe(liveId);
    expect(await carPage()).toContain('$29,990');
    const status = formatStatus(await tenantStatus(SLUG, null, store));
    expect(status).toContain(`live build   ${liveId}`);
    expect(status).toMatch(
      /error {8}\d+ s ago: the site store \(s3:\/\/sites\/platform\/ at http:\/\/127\.0\.0\.1:\d+\) refused the build: InvalidAccessKeyId/,
    );
  });
});
