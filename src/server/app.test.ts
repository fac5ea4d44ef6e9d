// In-process tests of routing rules with `app.request()` (no sockets), the way later API
// routes can be tested.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ApiEnv } from './app.ts';
import { createSiteRegistry } from './site-registry.ts';
import { createFixtureDataDir } from './test-support.ts';

let app: Hono<ApiEnv>;
let cleanup: () => Promise<void>;
const rebuilds: string[] = [];

beforeAll(async () => {
  const fixture = await createFixtureDataDir();
  cleanup = fixture.cleanup;
  const apiRoutes = new Hono<ApiEnv>()
    .post('/leads', async (c) => c.json({ tenant: c.get('tenantSlug'), site: c.get('site').manifest.tenant.name }, 201))
    .get('/boom', () => {
      throw new Error('database on fire');
    })
    .get('/teapot', () => {
      throw new HTTPException(418, { message: 'I am a teapot' });
    });
  app = createApp({
    registry: createSiteRegistry({ dataDir: fixture.dataDir, warn: () => {} }),
    apiRoutes,
    requestRebuild: (slug) => {
      rebuilds.push(slug);
      return true;
    },
    log: () => {},
  });
});

afterAll(() => cleanup?.());

const call = (host: string, path: string, init: RequestInit = {}) => app.request(path, { ...init, headers: { ...init.headers, host } });

describe('createApp', () => {
  it('gives api routes the tenant slug from Host only', async () => {
    const res = await call('beta.localhost', '/api/leads?tenant=alpha', { method: 'POST', headers: { 'X-Tenant': 'alpha' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ tenant: 'beta', site: 'Beta Cars' });
  });

  it('turns api errors into JSON { error }', async () => {
    const boom = await call('alpha.localhost', '/api/boom');
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ error: 'Internal server error' });
    const teapot = await call('alpha.localhost', '/api/teapot');
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual({ error: 'I am a teapot' });
    for (const path of ['/api', '/api/', '/api/leads/x']) {
      const res = await call('alpha.localhost', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers JSON 404 for api calls on unknown hosts', async () => {
    const res = await call('nobody.localhost', '/api/leads', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers health on any host (a supervisor asks by address), naming the tenant on its own host', async () => {
    expect(await (await call('nobody.localhost', '/api/health')).json()).toEqual({ ok: true });
    expect(await (await call('alpha.localhost', '/api/health')).json()).toEqual({ ok: true, tenant: 'alpha', buildId: 'alpha-build-1' });
  });

  it('serves only the index on the platform host', async () => {
    expect((await call('localhost', '/cars/some-car/')).status).toBe(404);
    expect((await call('localhost', '/', { method: 'DELETE' })).status).toBe(405);
    const index = await call('localhost:8080', '/');
    expect(index.headers.get('cache-control')).toBe('no-store');
    expect(await index.text()).toContain('http://alpha.localhost:8080/');
  });

  it('never lets the path pick the tenant', async () => {
    const res = await call('alpha.localhost', '/beta/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('ALPHA page not found');
  });
});
