// Gated pages under every spelling of their address, against a running server (raw request targets, as a client can
// send them): signed out, no spelling serves the page (a redirect to its canonical address or to /sign-in); signed
// in, every spelling ends at the page, sent as private.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alphaConfig } from '../leads/test-fixtures.ts';
import { send, type RawResponse } from '../test-support.ts';
import { ALPHA, car, createAccountsTestApp, type AccountsTestApp } from './test-support.ts';

let t: AccountsTestApp;
let server: Server;
let port: number;
let cookie: string;

const GARAGE_SPELLINGS = [
  '/my-garage',
  '/my%2Dgarage',
  '/my%2dgarage',
  '//my-garage',
  '///my-garage/',
  '/My-Garage',
  '/MY-GARAGE',
  '/my-garage/',
  '/my-garage.html',
  '/my-garage.HTML',
  '/%6Dy-garage',
  '/./my-garage',
  '/my-garage/index.html',
];
const CHECKOUT_SPELLINGS = [
  '/cars/car-101/checkout',
  '/cars/car-101/checkout/',
  '/cars//car-101/checkout',
  '/cars/car%2D101/checkout',
  '/cars/car-101/Checkout',
  '/cars/car-101/checkout.html',
  '//cars/car-101//checkout',
];

const get = (target: string, headers: Record<string, string> = {}) => send(port, { host: ALPHA, path: target, headers });

/** Follows this site's redirects (at most 5), as a browser would; answers every response on the way. */
async function follow(target: string, headers: Record<string, string> = {}): Promise<RawResponse[]> {
  const seen: RawResponse[] = [];
  let next: string | null = target;
  while (next !== null && seen.length < 6) {
    const response: RawResponse = await get(next, headers);
    seen.push(response);
    const location = response.headers.location;
    next =
      response.status >= 300 && response.status < 400 && typeof location === 'string' && location.startsWith('/') && !location.startsWith('/sign-in')
        ? location
        : null;
  }
  return seen;
}

beforeAll(async () => {
  const gated = alphaConfig();
  gated.accounts = { gatedRoutes: ['checkout'], alerts: true };
  t = await createAccountsTestApp({ tenants: { alpha: gated } });
  await t.stock('alpha', [car('101')]);
  const site = path.join(t.dataDir, 'sites', 'alpha');
  await writeFile(path.join(site, 'my-garage.html'), '<!doctype html><title>the garage page</title>');
  await mkdir(path.join(site, 'cars', 'car-101'), { recursive: true });
  await writeFile(path.join(site, 'cars', 'car-101', 'checkout.html'), '<!doctype html><title>the checkout page</title>');
  // The build's page list, as the SEO step reads it: the garage is a page of the site (the checkout pages are not listed).
  await mkdir(path.join(site, '.seo'), { recursive: true });
  const record = { hash: 'h', lastmod: '2026-11-01T00:00:00Z', group: 'content', indexable: false };
  await writeFile(path.join(site, '.seo', 'pages.json'), JSON.stringify({ '/': record, '/my-garage': record, '/cars/car-101': record }));
  server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server));
  });
  port = (server.address() as AddressInfo).port;
  cookie = await t.signIn(ALPHA, '0414 555 101');
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe('a gated page under every spelling of its address (the page gate and the file server read one path)', () => {
  it.each([...GARAGE_SPELLINGS.map((spelling) => [spelling, 'garage'] as const), ...CHECKOUT_SPELLINGS.map((spelling) => [spelling, 'checkout'] as const)])(
    'signed out, %s is never served: it ends at sign-in or at no page',
    async (spelling, type) => {
      const answers = await follow(spelling);
      const last = answers.at(-1)!;
      for (const answer of answers) expect(answer.status).not.toBe(200);
      for (const answer of answers) expect(answer.body.toString()).not.toMatch(/the (garage|checkout) page/);
      if (last.status === 302) expect(last.headers.location).toMatch(new RegExp(`^/sign-in\\?type=${type}&redirect=`));
      else expect(last.status).toBe(404); // a spelling no file answers to (a capital letter where the site has no page list)
    },
  );

  it('signed out, sends every spelling that names the page to sign-in, coming back to its canonical address', async () => {
    for (const spelling of ['/my%2Dgarage', '//my-garage', '/My-Garage', '/my-garage/', '/my-garage.html']) {
      const last = (await follow(spelling)).at(-1)!;
      expect([spelling, last.status, last.headers.location]).toEqual([spelling, 302, '/sign-in?type=garage&redirect=%2Fmy-garage']);
    }
    for (const spelling of ['/cars/car-101/checkout/', '/cars//car-101/checkout', '/cars/car%2D101/checkout', '/cars/car-101/checkout.html']) {
      const last = (await follow(spelling)).at(-1)!;
      expect([spelling, last.status, last.headers.location]).toEqual([
        spelling,
        302,
        expect.stringMatching(/^\/sign-in\?type=checkout&redirect=%2Fcars%2Fcar-101%2Fcheckout/),
      ]);
    }
  });

  it('redirects stray spellings of a listed page to its one address (301) before anything else', async () => {
    expect([(await get('/my%2Dgarage')).status, (await get('/my%2Dgarage')).headers.location]).toEqual([301, '/my-garage']);
    expect((await get('//my-garage?x=1')).headers.location).toBe('/my-garage?x=1');
    expect((await get('/My-Garage')).headers.location).toBe('/my-garage');
    expect((await get('/my-garage.html')).headers.location).toBe('/my-garage');
    expect((await get('/my-garage/')).headers.location).toBe('/my-garage');
    expect((await get('/my-garage')).status).toBe(302); // the address itself: the gate
  });

  it('signed in, every spelling that names the page ends at it, private to the shopper', async () => {
    for (const spelling of ['/my-garage', '/my%2Dgarage', '//my-garage', '/My-Garage', '/my-garage/', '/my-garage.html']) {
      const last = (await follow(spelling, { cookie })).at(-1)!;
      expect([spelling, last.status, last.headers['cache-control']]).toEqual([spelling, 200, 'private, no-store']);
      expect(last.body.toString()).toContain('the garage page');
    }
    for (const spelling of [
      '/cars/car-101/checkout',
      '/cars/car-101/checkout/',
      '/cars//car-101/checkout',
      '/cars/car%2D101/checkout',
      '/cars/car-101/checkout.html',
    ]) {
      const last = (await follow(spelling, { cookie })).at(-1)!;
      expect([spelling, last.status, last.headers['cache-control']]).toEqual([spelling, 200, 'private, no-store']);
      expect(last.body.toString()).toContain('the checkout page');
    }
  });

  it('leaves pages that are not gated alone under any spelling', async () => {
    expect((await follow('/cars//car-101')).at(-1)!.status).toBe(200);
    expect((await follow('/cars/car%2D101')).at(-1)!.status).toBe(200);
  });
});
