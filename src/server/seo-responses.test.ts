// The server's SEO step against a real server: 410 Gone for gone cars, one URL per page, noindex on search variants,
// and the build's private .seo folder never served.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main.ts';
import { canonicalPagePath } from './seo-responses.ts';
import { createFixtureDataDir, page, send } from './test-support.ts';

let server: RunningServer;
let cleanup: () => Promise<void>;
const host = 'alpha.localhost';
const gone = {
  id: '9',
  slug: 'sold-ute',
  title: '2020 Ford Ranger XLT',
  make: 'Ford',
  model: 'Ranger',
  carType: 'used',
  status: 'sold',
  simpleBody: 'Ute',
  itemType: 'car',
  priceCents: 1,
  reason: 'sold',
  goneAt: '2026-11-01T00:00:00Z',
};

beforeAll(async () => {
  let dataDir: string;
  ({ dataDir, cleanup } = await createFixtureDataDir());
  const site = path.join(dataDir, 'sites', 'alpha');
  const record = { hash: 'h', lastmod: '2026-11-01T00:00:00Z', group: 'content', indexable: true };
  await mkdir(path.join(site, '.seo', 'gone'), { recursive: true });
  await mkdir(path.join(site, 'search'), { recursive: true });
  await mkdir(path.join(site, 'used-car'), { recursive: true });
  await writeFile(path.join(site, '.seo', 'gone.json'), JSON.stringify([gone]));
  await writeFile(path.join(site, '.seo', 'gone', 'sold-ute.html'), page('The 2020 Ford Ranger XLT has been sold'));
  await writeFile(
    path.join(site, '.seo', 'pages.json'),
    JSON.stringify({ '/': record, '/cars/some-car': record, '/search/used-cars': record, '/used-car/used/': record }),
  );
  await writeFile(path.join(site, 'search', 'used-cars.html'), page('used cars'));
  await writeFile(path.join(site, 'used-car', 'used.html'), page('used-car variant'));
  server = await startServer({ port: 0, dataDir, log: () => {}, runBuild: async () => {} });
});

afterAll(async () => {
  await server?.close();
  await cleanup?.();
});

const get = (urlPath: string, method = 'GET') => send(server.port, { host, path: urlPath, method });

describe('gone cars', () => {
  it('answer 410 Gone with their page of similar stock, never a redirect or a soft 404', async () => {
    const response = await get('/cars/sold-ute');
    expect(response.status).toBe(410);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body.toString()).toContain('The 2020 Ford Ranger XLT has been sold');
    const head = await get('/cars/sold-ute', 'HEAD');
    expect(head.status).toBe(410);
    expect(head.body.byteLength).toBe(0);
  });

  it('leave other cars alone: a car with a page is served, an unknown one is a 404', async () => {
    expect((await get('/cars/some-car')).status).toBe(200);
    expect((await get('/cars/never-listed')).status).toBe(404);
  });
});

describe('one URL per page', () => {
  it.each([
    ['/cars/some-car/', '/cars/some-car'],
    ['/cars/some-car.html', '/cars/some-car'],
    ['/index.html', '/'],
    ['/search/used-cars/?colour=Black', '/search/used-cars?colour=Black'],
    ['/used-car/used', '/used-car/used/'],
    // One spelling per address: doubled slashes, escaped letters and capitals, in one redirect.
    ['//cars/some-car', '/cars/some-car'],
    ['/cars/some%2Dcar/', '/cars/some-car'],
    ['/Cars/Some-Car?x=1', '/cars/some-car?x=1'],
    ['//_astro//app.abc123.js', '/_astro/app.abc123.js'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('finds the page address of a stray form of a path', () => {
    const pages = new Set(['/', '/cars/x', '/used-car/used/']);
    expect(canonicalPagePath('/cars/x', pages)).toBeNull();
    expect(canonicalPagePath('/cars/x/index.html', pages)).toBe('/cars/x');
    expect(canonicalPagePath('/robots.txt', pages)).toBeNull();
    expect(canonicalPagePath('/Cars/X.HTML', pages)).toBe('/cars/x');
    expect(canonicalPagePath('/Used-Car/Used', pages)).toBe('/used-car/used/');
  });

  it('leaves a path spelled canonically to the file server, escapes of other characters included', async () => {
    expect((await get('/cars/some-car')).status).toBe(200);
    expect((await get('/cars/some%20car')).status).toBe(404);
  });
});

describe('search variants and private files', () => {
  it('marks filtered, sorted and paginated search URLs noindex, follow, and leaves the landing page indexable', async () => {
    expect((await get('/search/used-cars?colour=Black&page=2')).headers['x-robots-tag']).toBe('noindex, follow');
    expect((await get('/search/used-cars')).headers['x-robots-tag']).toBeUndefined();
  });

  it('never serves the build SEO state', async () => {
    expect((await get('/.seo/gone.json')).status).toBe(404);
    expect((await get('/.seo/gone/sold-ute.html')).status).toBe(404);
  });
});
