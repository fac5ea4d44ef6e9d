// The site store against a real S3-protocol server (s3rver): a build published with its headers, a second web
// server following the pointer and answering as the building machine's server does, an incremental build that
// uploads only what changed, rollback, a store that refuses writes, a store that goes down while serving, pruning,
// and another worker's build starting from the store's live build.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { link } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir, buildSiteDir } from '#src/files/paths.ts';
import { fileIndexSchema, storeKeys } from '#src/files/site-store/layout.ts';
import { s3Objects } from '#src/files/site-store/s3-objects.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '#src/server/content-types.ts';
import { startServer, type RunningServer } from '#src/server/main.ts';
import { createSiteFollower, type SiteFollower } from '#src/server/site-store/follower.ts';
import { send } from '#src/server/test-support.ts';
import { startS3TestServer, type S3TestServer } from '#tests/doubles/s3-server.ts';
import { buildRef, liveBuild } from '../live-build.ts';
import { publishHeldBuild, rollbackTenant } from '../../publishing/operator.ts';
import { s3SiteStore } from './s3-store.ts';
import { storeBuild, type SiteStore } from './site-store.ts';

const SLUG = 'acme';
const HOST = 'acme.localhost';
const [A, B, C, D, E] = [
  '20261125T010000000Z-aaaaaaaa-000001',
  '20261125T020000000Z-bbbbbbbb-000002',
  '20261125T030000000Z-cccccccc-000003',
  '20261125T040000000Z-dddddddd-000004',
  '20261125T050000000Z-eeeeeeee-000005',
];
const page = (text: string) => `<!doctype html><html lang="en"><head><title>${text}</title></head><body>${`<p>${text}</p>`.repeat(80)}</body></html>\n`;

let s3: S3TestServer;
let store: SiteStore;
let builderData: string;
let serverData: string;
let builderServer: RunningServer; // serves the building machine's disk
let follower: SiteFollower;
let followerServer: RunningServer; // a second web server, fed by the store
const logs: string[] = [];

/** A build as the build lays it out, its unchanged files hard-linked from `from` as an incremental build does. */
function fakeBuild(id: string, files: Record<string, string>, from?: string) {
  const site = buildSiteDir(SLUG, id);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
    if (file.endsWith('.html')) writeFileSync(path.join(site, `${file}.br`), brotliCompressSync(text));
  }
  const manifest = { tenant: { slug: SLUG, name: 'Acme Cars', url: 'https://acme.example.com.au' }, buildId: id, builtAt: '2026-11-25T01:00:00.000Z' };
  writeFileSync(path.join(buildDir(SLUG, id), 'manifest.json'), JSON.stringify({ ...manifest, feedHash: id, pages: { cars: 2, total: 4 } }));
  writeFileSync(path.join(buildDir(SLUG, id), 'page-keys.json'), JSON.stringify({ pages: {} }));
  const carried = from ? ['_astro/app.1a2b3c.js', 'cars/y.html', 'cars/y.html.br'] : [];
  for (const file of carried) mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  return Promise.all(carried.map((file) => link(path.join(buildSiteDir(SLUG, from!), file), path.join(site, file))));
}

const get = (server: RunningServer, urlPath: string, headers: Record<string, string> = {}) => send(server.port, { host: HOST, path: urlPath, headers });
const storedObjects = async () => (await s3Objects(s3.client(), s3.location.bucket).list(storeKeys(s3.location.prefix).objects(SLUG))).objects.length;
const sync = async () => {
  await follower.syncOnce();
  await Promise.all([followerServer.registry.refresh(), builderServer.registry.refresh()]);
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  builderData = mkdtempSync(path.join(tmpdir(), 'store-builder-'));
  serverData = mkdtempSync(path.join(tmpdir(), 'store-server-'));
  process.env.DATA_DIR = builderData;
  store = s3SiteStore(s3.location, { client: s3.client(), orphanGraceMs: 0 });
  const quiet = { log: () => {}, runBuild: async () => {}, port: 0 };
  builderServer = await startServer({ ...quiet, dataDir: builderData });
  followerServer = await startServer({ ...quiet, dataDir: serverData });
  follower = createSiteFollower({ location: s3.location, client: s3.client(), dataDir: serverData, log: (line) => logs.push(line) });
});
afterAll(async () => {
  await Promise.all([builderServer?.close(), followerServer?.close(), follower?.stop()]);
  await s3?.close();
  for (const folder of [builderData, serverData]) if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('sites in object storage', () => {
  it('publishes a build with its headers; a second server follows the pointer and answers as the first', async () => {
    await fakeBuild(A, {
      'index.html': page('home A'),
      'cars/x.html': page('car x at $20,000'),
      'cars/y.html': page('car y'),
      '_astro/app.1a2b3c.js': 'console.log(1);',
    });
    expect(await storeBuild(store, buildRef(SLUG, A), true)).toBeNull();
    expect(await store.live(SLUG)).toBe(A);

    // Each stored file carries what a CDN needs to serve it: type, encoding of the .br copy, cache policy.
    const index = fileIndexSchema.parse(JSON.parse(readFileSync(path.join(buildDir(SLUG, A), 'files.json'), 'utf8')));
    const head = (file: string) =>
      s3.client().send(new HeadObjectCommand({ Bucket: s3.location.bucket, Key: storeKeys(s3.location.prefix).object(SLUG, index.files[file]!.hash) }));
    expect(await head('_astro/app.1a2b3c.js')).toMatchObject({ ContentType: 'text/javascript; charset=utf-8', CacheControl: CACHE_IMMUTABLE });
    expect(await head('cars/x.html.br')).toMatchObject({ ContentType: 'text/html; charset=utf-8', ContentEncoding: 'br', CacheControl: CACHE_REVALIDATE });

    await sync();
    for (const [urlPath, headers] of [
      ['/cars/x', {}],
      ['/cars/x', { 'accept-encoding': 'br' }],
      ['/_astro/app.1a2b3c.js', {}],
    ] as const) {
      const [built, followed] = await Promise.all([get(builderServer, urlPath, headers), get(followerServer, urlPath, headers)]);
      expect(followed.status).toBe(200);
      for (const header of ['content-type', 'content-encoding', 'cache-control', 'etag', 'last-modified', 'vary'])
        expect(followed.headers[header]).toBe(built.headers[header]);
      expect(followed.body.equals(built.body)).toBe(true);
    }
    expect((await get(followerServer, '/cars/x', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('uploads only what changed since the live build, and the second server follows the new build', async () => {
    const before = await storedObjects();
    await fakeBuild(B, { 'index.html': page('home A'), 'cars/x.html': page('car x at $18,500') }, A);
    expect(await storeBuild(store, buildRef(SLUG, B), true)).toBeNull();
    expect(await storedObjects()).toBe(before + 2); // the car's page and its .br copy; the home page's bytes were stored already

    await sync();
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$18,500');
    expect((await get(followerServer, '/cars/y')).body.toString()).toContain('car y');
    expect(logs.at(-1)).toMatch(new RegExp(`acme: now serving ${B} .*\\(2 files downloaded, 5 kept`));
  });

  it('rolls back by rewriting the pointer; the second server follows', async () => {
    expect(await rollbackTenant(SLUG, undefined, store)).toEqual({ ok: true, message: `acme: live site switched from ${B} to ${A}` });
    expect(await store.live(SLUG)).toBe(A);
    await sync();
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$20,000');
    expect(await rollbackTenant(SLUG, B, store)).toMatchObject({ ok: true });
    await sync();
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$18,500');
  });

  it('a store that refuses writes: no publish, the pointer and the live sites unchanged, the error said', async () => {
    const refusing = s3SiteStore(s3.location, { client: s3.client('AKIA-NOT-THIS-STORE') });
    await fakeBuild(C, { 'index.html': page('home C'), 'cars/x.html': page('car x at $1') }, B);
    const refused = await storeBuild(refusing, buildRef(SLUG, C), true);
    expect(refused).toMatch(/^the site store \(s3:\/\/sites\/platform\/ at http:\/\/127\.0\.0\.1:\d+\) refused the build: InvalidAccessKeyId \(HTTP 403\)/);
    expect(refused).toContain('the live site was left as it was');
    expect(await store.live(SLUG)).toBe(B);
    expect(await store.list(SLUG)).not.toContain(C);
    await sync();
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$18,500');
    expect((await get(builderServer, '/cars/x')).body.toString()).toContain('$18,500');
  });

  it('keeps serving while the store is down, and follows again when it is back', async () => {
    await s3.stop();
    await fakeBuild(D, { 'index.html': page('home D'), 'cars/x.html': page('car x at $17,000') }, B);
    expect(await storeBuild(store, buildRef(SLUG, D), true)).toMatch(/refused the build: .*ECONNREFUSED.*the live site was left as it was/);
    await sync();
    expect(logs.at(-1)).toMatch(/cannot be read .*serving the builds already here/);
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$18,500');
    expect((await get(builderServer, '/cars/x')).body.toString()).toContain('$18,500');
    await s3.restart();
    expect(await storeBuild(store, buildRef(SLUG, D), true)).toBeNull();
    await sync();
    expect(logs.some((line) => line.endsWith('answers again'))).toBe(true);
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$17,000');
  });

  it('stores a build the publish guard holds without pointing to it; npm run publish points to it', async () => {
    await fakeBuild(E, { 'index.html': page('home E'), 'cars/x.html': page('car x at $9,000') }, D);
    expect(await storeBuild(store, buildRef(SLUG, E), false)).toBeNull();
    expect(await store.live(SLUG)).toBe(D);
    expect(await store.list(SLUG)).toEqual([A, B, D, E]);
    expect((await publishHeldBuild(SLUG, E, store)).ok).toBe(true);
    expect(await store.live(SLUG)).toBe(E);
    expect(await store.readManifest(SLUG, E)).toMatchObject({ held: null, confirmedAt: expect.any(String) });
    await sync();
    expect((await get(followerServer, '/cars/x')).body.toString()).toContain('$9,000');
  });

  it('prunes old builds and the files no kept build names', async () => {
    expect(await store.prune(SLUG, 1)).toEqual([A, B, D]); // C was never stored
    expect(await store.list(SLUG)).toEqual([E]);
    const index = fileIndexSchema.parse(JSON.parse(readFileSync(path.join(buildDir(SLUG, E), 'files.json'), 'utf8')));
    expect(await storedObjects()).toBe(new Set(Object.values(index.files).map((entry) => entry.hash)).size);
    expect((await get(followerServer, '/cars/y')).status).toBe(200);
  });

  it('another worker’s next build starts from the store’s live build, brought onto its disk', async () => {
    const workerData = mkdtempSync(path.join(tmpdir(), 'store-worker-'));
    process.env.DATA_DIR = workerData; // a worker that never built this tenant
    try {
      const start = await store.startingPoint(SLUG);
      expect(start).toEqual(buildRef(SLUG, E));
      expect(readFileSync(path.join(start!.siteDir, 'cars', 'x.html'), 'utf8')).toContain('$9,000');
      expect(readFileSync(path.join(start!.dir, 'page-keys.json'), 'utf8')).toBe('{"pages":{}}');
      expect(await liveBuild(SLUG)).toEqual(buildRef(SLUG, E)); // its own live link follows
      expect(await store.startingPoint(SLUG)).toEqual(buildRef(SLUG, E)); // and is not fetched again
    } finally {
      process.env.DATA_DIR = builderData;
      rmSync(workerData, { recursive: true, force: true });
    }
  });
});
