// The server answers a site's redirect table with 301 and a Location, keeps the query, and re-reads the table when
// the site is rebuilt; a site without one, or with a broken one, serves its files as before.
import { readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main.ts';
import { createFixtureDataDir, send, writeSite } from './test-support.ts';

let server: RunningServer;
let dataDir: string;
let cleanup: () => Promise<void>;
const logs: string[] = [];

const table = (redirects: { from: string; to: string }[]) =>
  JSON.stringify({ version: 1, redirects: redirects.map((redirect) => ({ ...redirect, status: 301 })) });

beforeAll(async () => {
  ({ dataDir, cleanup } = await createFixtureDataDir());
  await writeFile(path.join(dataDir, 'sites', 'alpha', 'redirects.json'), table([{ from: '/contact-us/alpha', to: '/contact-us/alpha-motors-parramatta' }]));
  await writeFile(path.join(dataDir, 'sites', 'beta', 'redirects.json'), '{"version":2}');
  server = await startServer({ port: 0, dataDir, log: (message) => logs.push(message), runBuild: async () => {} });
});

afterAll(async () => {
  await server?.close();
  await cleanup?.();
});

describe('redirects from the build', () => {
  it('answers 301 with the location page, with or without a trailing slash, keeping the query', async () => {
    for (const [target, location] of [
      ['/contact-us/alpha', '/contact-us/alpha-motors-parramatta'],
      ['/contact-us/alpha/', '/contact-us/alpha-motors-parramatta'],
      ['/contact-us/alpha?utm_source=card', '/contact-us/alpha-motors-parramatta?utm_source=card'],
    ] as const) {
      const response = await send(server.port, { host: 'alpha.localhost', path: target });
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
    expect((await send(server.port, { host: 'alpha.localhost', path: '/contact-us/alpha', method: 'HEAD' })).status).toBe(301);
  });

  it("is the site's own: another tenant's host gets its 404, other paths their files", async () => {
    expect((await send(server.port, { host: 'beta.localhost', path: '/contact-us/alpha' })).status).toBe(404);
    expect((await send(server.port, { host: 'alpha.localhost', path: '/cars/some-car' })).status).toBe(200);
  });

  it('a broken table is logged and ignored', async () => {
    expect((await send(server.port, { host: 'beta.localhost', path: '/' })).status).toBe(200);
    expect(logs.join('\n')).toContain('redirects.json ignored');
  });

  it('a rebuild brings its own table', async () => {
    const gamma = path.join(dataDir, 'sites', 'gamma');
    await writeSite(dataDir, 'gamma', 'Gamma', 'https://gamma.example', 'GAMMA', '//');
    await writeFile(path.join(gamma, 'redirects.json'), table([{ from: '/old', to: '/new' }]));
    await server.registry.refresh();
    expect((await send(server.port, { host: 'gamma.localhost', path: '/old' })).headers.location).toBe('/new');
    // The manifest sits beside the live site folder, never in it.
    const manifestFile = path.join(await realpath(gamma), '..', 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    await writeFile(manifestFile, JSON.stringify({ ...manifest, buildId: 'gamma-build-2' }));
    await writeFile(path.join(gamma, 'redirects.json'), table([{ from: '/old', to: '/newer' }]));
    await server.registry.refresh();
    expect((await send(server.port, { host: 'gamma.localhost', path: '/old' })).headers.location).toBe('/newer');
  });
});
