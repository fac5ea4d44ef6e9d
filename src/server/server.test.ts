// End-to-end: a real server on a random port, requests with explicit Host headers,
// asserting what a browser would see.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnv } from './app.ts';
import { startServer, type RunningServer } from './main.ts';
import { alphaJs, betaJs, createFixtureDataDir, EVIL_NAME, send, writeSite } from './test-support.ts';

let server: RunningServer;
let dataDir: string;
let cleanup: () => Promise<void>;
const alpha = 'alpha.localhost';
const beta = 'beta.localhost';

beforeAll(async () => {
  ({ dataDir, cleanup } = await createFixtureDataDir());
  // Precompressed copies as the build writes them (scripts/lib/build/precompress.ts); the CSS one is marked so we
  // can tell it was used.
  const siteDir = path.join(dataDir, 'sites', 'alpha');
  await writeFile(path.join(siteDir, '_astro', 'site.def456.css'), `body{color:red}\n${'/* pad */\n'.repeat(150)}`);
  await writeFile(path.join(siteDir, '_astro', 'site.def456.css.gz'), gzipSync('/* from precompressed sibling */'));
  await writeFile(path.join(siteDir, '_astro', 'app.abc123.js.br'), brotliCompressSync(alphaJs));
  await writeFile(path.join(siteDir, 'index.html.gz'), gzipSync(await readFile(path.join(siteDir, 'index.html'))));
  const apiRoutes = new Hono<ApiEnv>().get('/whoami', (c) => c.json({ tenant: c.get('tenantSlug') }));
  server = await startServer({ port: 0, dataDir, apiRoutes, log: () => {}, runBuild: async () => {} });
});

afterAll(async () => {
  await server?.close();
  await cleanup?.();
});

const get = (host: string, urlPath = '/', headers: Record<string, string> = {}) => send(server.port, { host, path: urlPath, headers });

describe('tenant routing by Host', () => {
  it('serves each tenant its own files, never the other one', async () => {
    const [a, b] = await Promise.all([get(alpha), get(`${beta}:${server.port}`)]);
    expect(a.status).toBe(200);
    expect(a.body.toString()).toContain('ALPHA home');
    expect(a.body.toString()).not.toContain('BETA');
    expect(b.status).toBe(200);
    expect(b.body.toString()).toContain('BETA home');
    expect(b.body.toString()).not.toContain('ALPHA');

    const [aJs, bJs] = await Promise.all([get(alpha, '/_astro/app.abc123.js'), get(beta, '/_astro/app.abc123.js')]);
    expect(aJs.body.toString()).toBe(alphaJs);
    expect(bJs.body.toString()).toBe(betaJs);
  });

  it("maps a dealer's own hostname from its manifest", async () => {
    const res = await get('www.alpha-motors.com.au');
    expect(res.body.toString()).toContain('ALPHA home');
  });

  it('answers 404 for unknown tenant hosts', async () => {
    for (const host of ['gamma.localhost', 'half-built.localhost', 'evil.example.com', 'a.alpha.localhost']) {
      const res = await get(host);
      expect(res.status, host).toBe(404);
      expect(res.body.toString()).not.toContain('ALPHA');
    }
  });

  it('picks up a newly built tenant without a restart', async () => {
    await writeSite(dataDir, 'gamma', 'Gamma', 'https://gamma.example', 'GAMMA', '//');
    await server.registry.refresh();
    const res = await get('gamma.localhost');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('GAMMA home');
  });
});

describe('static files', () => {
  it('maps directory-format URLs with and without trailing slash', async () => {
    for (const urlPath of ['/cars/some-car', '/cars/some-car/', '/cars/some-car/?utm_source=x']) {
      const res = await get(alpha, urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.body.toString()).toContain('ALPHA some car');
    }
  });

  it('sets content types and cache policies', async () => {
    const html = await get(alpha, '/');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(html.headers['last-modified']).toBeTruthy();

    const js = await get(alpha, '/_astro/app.abc123.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const txt = await get(alpha, '/robots.txt');
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves the build manifest: it sits beside the site, and names the feed source', async () => {
    for (const urlPath of ['/manifest.json', '/../manifest.json', '/%2e%2e/manifest.json', '/page-keys.json']) {
      const res = await get(alpha, urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.body.toString(), urlPath).not.toContain('feedHash');
    }
  });

  it("serves a car's spec sheet as application/pdf, revalidated like its page (compressed inside: nothing is compressed here)", async () => {
    const pdf = Buffer.from(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n${'1 0 obj\n<< >>\nendobj\n'.repeat(200)}%%EOF\n`, 'latin1');
    await mkdir(path.join(dataDir, 'sites', 'alpha', 'cars'), { recursive: true });
    await writeFile(path.join(dataDir, 'sites', 'alpha', 'cars', '2019-mazda-cx-5-t7.pdf'), pdf);

    const response = await get(alpha, '/cars/2019-mazda-cx-5-t7.pdf', { 'accept-encoding': 'br, gzip' });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(response.body, pdf)).toBe(0);
  });

  it('adds security headers to every response', async () => {
    for (const [host, urlPath] of [
      [alpha, '/'],
      [alpha, '/nope'],
      ['localhost', '/'],
      ['nobody.localhost', '/'],
    ] as const) {
      const res = await get(host, urlPath);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers 304 when If-None-Match matches the ETag', async () => {
    const first = await get(alpha, '/cars/some-car/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(alpha, '/cars/some-car/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await get(alpha, '/cars/some-car/', { 'If-None-Match': '"other"' });
    expect(changed.status).toBe(200);
  });

  it("sends the build's br or gzip copy, decoding back to the original bytes, and compresses nothing itself", async () => {
    const plain = await get(alpha, '/_astro/app.abc123.js');
    const br = await get(alpha, '/_astro/app.abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const gz = await get(alpha, '/', { 'Accept-Encoding': 'gzip, br' });
    expect(gz.headers['content-encoding']).toBe('gzip'); // the build wrote no .br of this page
    expect(gunzipSync(gz.body).toString()).toContain('ALPHA home');

    // No copy written (a file under 1 KB, or a page the build has not compressed): sent as it is.
    for (const urlPath of ['/robots.txt', '/cars/some-car']) {
      const raw = await get(alpha, urlPath, { 'Accept-Encoding': 'br, gzip' });
      expect(raw.headers['content-encoding'], urlPath).toBeUndefined();
    }
  });

  it('prefers a precompressed sibling and never serves it directly', async () => {
    const gz = await get(alpha, '/_astro/site.def456.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('/* from precompressed sibling */');
    const direct = await get(alpha, '/_astro/site.def456.css.gz');
    expect(direct.status).toBe(404);
  });

  it('serves byte ranges of uncompressed files', async () => {
    const res = await get(alpha, '/_astro/app.abc123.js', { Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(alphaJs)}`);
    expect(res.body.toString()).toBe(alphaJs.slice(0, 10));
  });

  it("serves the tenant's 404 page for unknown paths and traversal attempts", async () => {
    for (const urlPath of [
      '/cars/unknown',
      '/cars/unknown/',
      '/../alpha/manifest.json',
      '/%2e%2e/',
      '/%2e%2e/beta/index.html',
      '/..%2fbeta%2findex.html',
      '/cars/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/.env',
    ]) {
      const res = await get(alpha, urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], urlPath).toBe('no-store');
      expect(res.body.toString(), urlPath).toContain('ALPHA page not found');
    }
    const beta404 = await get(beta, '/cars/unknown');
    expect(beta404.body.toString()).toContain('BETA page not found');
  });

  it('rejects malformed percent-encoding with 400', async () => {
    expect((await get(alpha, '/%E0%A4%A')).status).toBe(400);
  });

  it('answers HEAD with headers only', async () => {
    const res = await send(server.port, { host: alpha, path: '/', method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('answers 405 to other methods on pages', async () => {
    const res = await send(server.port, { host: alpha, path: '/cars/some-car/', method: 'POST', body: 'x=1' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('platform index', () => {
  it('lists every tenant with escaped manifest text and links per tenant host', async () => {
    const res = await get(`localhost:${server.port}`);
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<h1>Dealer sites on this machine</h1>');
    expect(html).toContain(`href="http://alpha.localhost:${server.port}/"`);
    expect(html).toContain(`href="http://beta.localhost:${server.port}/"`);
    expect(html).toContain('Beta Cars');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Alpha &lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(html).not.toContain(EVIL_NAME);
    expect(html).not.toContain('half-built');
  });

  it('is also reachable as 127.0.0.1', async () => {
    expect((await get(`127.0.0.1:${server.port}`)).status).toBe(200);
  });
});

describe('api', () => {
  it('reports health for the tenant of the host', async () => {
    const res = await get(beta, '/api/health');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true, tenant: 'beta', buildId: 'beta-build-1' });
  });

  it('mounts injected api routes with the tenant slug in context', async () => {
    const res = await get(alpha, '/api/whoami');
    expect(JSON.parse(res.body.toString())).toEqual({ tenant: 'alpha' });
  });

  it('answers JSON 404 for unknown api paths', async () => {
    const res = await get(alpha, '/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body.toString())).toEqual({ error: 'Not found' });
  });
});
