// A server in production mode behind a local proxy (TRUST_PROXY=loopback), asked over a real socket as a stranger
// would: only dealers' own hostnames are served, HSTS goes with HTTPS, the Origin check compares the scheme, and
// /api/health answers on any host. The same requests to a development server show what production changes.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnv } from './app.ts';
import { HSTS } from './app.ts';
import { isSameOrigin } from './leads/request.ts';
import { startServer, type RunningServer } from './main.ts';
import { parseTrustProxy } from './proxy-trust.ts';
import { createFixtureDataDir, send } from './test-support.ts';

let live: RunningServer;
let development: RunningServer;
let cleanup: () => Promise<void>;
let dataDir: string;
/** alpha's own hostname, from its manifest's url (test-support.ts). */
const ALPHA = 'www.alpha-motors.com.au';

beforeAll(async () => {
  const fixture = await createFixtureDataDir();
  ({ cleanup, dataDir } = fixture);
  const apiRoutes = () => new Hono<ApiEnv>().post('/same-origin', (c) => c.json({ sameOrigin: isSameOrigin(c) }));
  const common = { port: 0, dataDir: fixture.dataDir, log: () => {}, runBuild: async () => {}, proxyTrust: parseTrustProxy('loopback') };
  live = await startServer({ ...common, apiRoutes: apiRoutes(), production: true });
  development = await startServer({ ...common, apiRoutes: apiRoutes() });
});

afterAll(async () => {
  await live?.close();
  await development?.close();
  await cleanup?.();
});

const get = (server: RunningServer, host: string, path = '/', headers: Record<string, string> = {}) => send(server.port, { host, path, headers });

describe('hosts in production', () => {
  it.each([
    ['the platform index on 127.0.0.1', (port: number) => `127.0.0.1:${port}`],
    ['the platform index on localhost', (port: number) => `localhost:${port}`],
    ['the platform index on [::1]', (port: number) => `[::1]:${port}`],
    ['a *.localhost tenant', (port: number) => `alpha.localhost:${port}`],
    ['another IP address', () => '10.0.0.5'],
    ['an IPv6 address', () => '[2001:db8::1]'],
  ])('refuses %s (404), which development serves or lists', async (_what, host) => {
    const response = await get(live, host(live.port));
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('No dealer site is served at this address.');
    expect(response.body.toString()).not.toContain('alpha');
  });

  it('development still lists the sites on 127.0.0.1 and serves *.localhost', async () => {
    expect((await get(development, `127.0.0.1:${development.port}`)).status).toBe(200);
    expect((await get(development, 'alpha.localhost')).body.toString()).toContain('ALPHA home');
  });

  it("serves a dealer's own hostname", async () => {
    const response = await get(live, ALPHA);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('ALPHA home');
  });

  it('refuses a tenant API call on an IP host', async () => {
    const response = await send(live.port, { host: '127.0.0.1', path: '/api/same-origin', method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('HSTS', () => {
  it('is sent in production when the trusted proxy says the client used HTTPS', async () => {
    const response = await get(live, ALPHA, '/', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
  });

  it('is not sent over plain HTTP, nor in development', async () => {
    expect((await get(live, ALPHA)).headers['strict-transport-security']).toBeUndefined();
    expect((await get(development, 'alpha.localhost', '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it("is not sent on an untrusted client's word", async () => {
    const untrusting = await startServer({ port: 0, dataDir, log: () => {}, production: true });
    try {
      const response = await get(untrusting, ALPHA, '/', { 'x-forwarded-proto': 'https' });
      expect(response.status).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.close();
    }
  });
});

describe('Origin check', () => {
  const post = (server: RunningServer, host: string, headers: Record<string, string>) =>
    send(server.port, { host, path: '/api/same-origin', method: 'POST', headers }).then((response) => JSON.parse(response.body.toString()) as unknown);

  it('refuses an http:// Origin on an https site, and takes the https:// one', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(await post(live, ALPHA, { ...https, origin: `http://${ALPHA}` })).toEqual({ sameOrigin: false });
    expect(await post(live, ALPHA, { ...https, referer: `http://${ALPHA}/cars/some-car` })).toEqual({ sameOrigin: false });
    expect(await post(live, ALPHA, { ...https, origin: `https://${ALPHA}` })).toEqual({ sameOrigin: true });
  });

  it('compares the scheme in development too', async () => {
    expect(await post(development, 'alpha.localhost', { origin: 'http://alpha.localhost' })).toEqual({ sameOrigin: true });
    expect(await post(development, 'alpha.localhost', { origin: 'https://alpha.localhost' })).toEqual({ sameOrigin: false });
  });
});

describe('/api/health', () => {
  it('answers on any host, so a supervisor can ask by address; on a dealer host it names the live build', async () => {
    const byAddress = await get(live, `127.0.0.1:${live.port}`, '/api/health');
    expect(byAddress.status).toBe(200);
    expect(JSON.parse(byAddress.body.toString())).toEqual({ ok: true });
    expect(byAddress.headers['cache-control']).toBe('no-store');
    expect(JSON.parse((await get(live, ALPHA, '/api/health')).body.toString())).toEqual({ ok: true, tenant: 'alpha', buildId: 'alpha-build-1' });
  });
});
