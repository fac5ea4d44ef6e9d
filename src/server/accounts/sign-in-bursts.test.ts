// Sign-in under bursts, against the app served over HTTP on 127.0.0.1 (requests sent at once with Promise.all, each
// on its own connection): code sends are claimed under the number's and the site's locks, so concurrent requests
// send exactly what the limits allow; a try is claimed before its code is compared, so a burst of wrong codes gets
// at most 5 compares. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_RULES } from '#src/domain/accounts/sign-in.ts';
import { testEngines } from '../db/test-database.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { send as sendHttp, writeSite } from '../test-support.ts';
import { loadAccountsSettings } from './settings.ts';
import { createAccountsTestApp, type AccountsTestApp } from './test-support.ts';
import * as tokens from './tokens.ts';

// Counts code compares: the flow hashes the typed code (signInCodeHash) only to compare it with a claimed code.
vi.mock('./tokens.ts', async (original) => {
  const actual = await original<typeof import('./tokens.ts')>();
  return { ...actual, signInCodeHash: vi.fn(actual.signInCodeHash) };
});
const hashes = vi.mocked(tokens.signInCodeHash);

const SITES = ['alpha', 'beta', 'gamma', 'delta'] as const;
const host = (site: string) => `${site}.localhost`;
/** The site cap for these tests: above the per-client cap (10), so each can be seen on its own. */
const PER_SITE = 12;

describe.each(testEngines())('sign-in bursts against a running server (%s)', (engine) => {
  let t: AccountsTestApp;
  let server: Server;
  let port: number;
  let numbers = 0;
  /** A mobile no other test here has used. */
  const freshMobile = () => `0416 ${engine === 'pglite' ? 1 : 2}00 ${String(++numbers).padStart(3, '0')}`;
  const intl = (phone: string) => `+61${phone.replace(/\D/g, '').slice(1)}`;

  async function post(site: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await sendHttp(port, {
      host: host(site),
      path,
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: res.status, body: JSON.parse(res.body.toString()) as Record<string, unknown>, cookie: [res.headers['set-cookie']].flat().join('\n') };
  }
  const textsTo = (phone: string) => t.texts.filter((text) => text.to === intl(phone));
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

  beforeAll(async () => {
    const tenants = Object.fromEntries(SITES.map((slug) => [slug, slug === 'alpha' ? alphaConfig() : { ...betaConfig(), slug, name: `${slug} cars` }]));
    const settings = loadAccountsSettings({ AUTH_SECRET: 'a-test-key-for-sign-in-codes-0123456789', ACCOUNT_RATE_LIMIT_IP_PER_MINUTE: '1000' });
    t = await createAccountsTestApp({
      engine,
      tenants,
      env: { TRUST_PROXY: '1' }, // the per-site test comes from many addresses, through the proxy on 127.0.0.1
      accountsSettings: { ...settings, signIn: { ...settings.signIn, perTenantPerHour: PER_SITE } },
    });
    // Before the first request, so the site registry's first scan finds them.
    for (const slug of ['gamma', 'delta']) await writeSite(t.dataDir, slug, `${slug} cars`, `https://${slug}.example.com.au`, slug.toUpperCase(), '');
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      server?.closeIdleConnections();
    });
    await t?.close();
  });
  beforeEach(() => {
    t.clock.advance(2 * 3_600_000); // past every hourly limit the last test used
    hashes.mockClear();
  });

  it('sends exactly one text for 20 code requests for one number on one site at once; the rest are told to wait', async () => {
    const phone = freshMobile();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('alpha', '/api/auth/code', { phone })));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 429: 19 });
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual({ error: expect.stringMatching(/^A code was sent a moment ago/) });
    expect(textsTo(phone)).toHaveLength(1);
    const rows = await sql<{ n: number }>`select count(*)::int as n from sign_in_codes where phone = ${phone.replace(/\D/g, '')}`.execute(t.database.db);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('keeps one number within the platform cap (10 an hour) when 4 sites are asked at once, round after round', async () => {
    expect(SIGN_IN_RULES.perPhonePerHourAllSites).toBe(10);
    const phone = freshMobile();
    const sentPerRound: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const before = textsTo(phone).length;
      await Promise.all(SITES.flatMap((site) => Array.from({ length: 5 }, () => post(site, '/api/auth/code', { phone }))));
      sentPerRound.push(textsTo(phone).length - before);
      t.clock.advance(61_000); // past each site's 60 s between codes
    }
    // One per site and round (the 60 s rule), until the number has had 10 texts from the platform this hour.
    expect(sentPerRound).toEqual([4, 4, 2, 0]);
    expect(new Set(textsTo(phone).map((text) => text.tenant))).toEqual(new Set(SITES));
    const refused = await post('gamma', '/api/auth/code', { phone });
    expect(refused).toMatchObject({ status: 429, body: { error: 'Too many codes were asked for. Please try again in an hour.' } });
    // Another number is not held back by it.
    expect((await post('gamma', '/api/auth/code', { phone: freshMobile() })).status).toBe(200);
  });

  it('sends exactly 10 texts for 20 different numbers asked from one client address at once (the per-address cap)', async () => {
    const phones = Array.from({ length: 20 }, freshMobile);
    const answers = await Promise.all(phones.map((phone) => post('beta', '/api/auth/code', { phone })));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 10, 429: 10 });
    expect(t.texts.filter((text) => text.tenant === 'beta' && phones.map(intl).includes(text.to))).toHaveLength(10);
    // The cap is per site: the same address still gets codes on another site.
    expect((await post('delta', '/api/auth/code', { phone: freshMobile() })).status).toBe(200);
  });

  it('sends exactly the site cap for 20 numbers asked from 20 addresses at once (the per-site cap)', async () => {
    const phones = Array.from({ length: 20 }, freshMobile);
    const answers = await Promise.all(phones.map((phone, i) => post('gamma', '/api/auth/code', { phone }, { 'x-forwarded-for': `203.0.113.${i + 1}` })));
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: PER_SITE, 429: 20 - PER_SITE });
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual({ error: 'We cannot send codes right now. Please try again in a few minutes.' });
    expect(t.texts.filter((text) => text.tenant === 'gamma' && phones.map(intl).includes(text.to))).toHaveLength(PER_SITE);
  });

  it('compares at most 5 of 30 wrong codes and the right one sent at once; after the lockout the right code is refused', async () => {
    const phone = freshMobile();
    expect((await post('alpha', '/api/auth/code', { phone })).status).toBe(200);
    const right = t.lastCode(intl(phone));
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    hashes.mockClear();
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => post('alpha', '/api/auth/verify', { phone, code: wrong(i) })),
      post('alpha', '/api/auth/verify', { phone, code: right }),
    ]);
    expect(hashes).toHaveBeenCalledTimes(SIGN_IN_RULES.maxAttempts); // 5 compares, not 31
    const statuses = tally(answers.map((answer) => answer.status));
    // Each compared try answers 401 (wrong), 200 (the right code, if it was among the 5) or, the 5th when wrong, 429.
    expect((statuses[401] ?? 0) + (statuses[200] ?? 0)).toBeGreaterThanOrEqual(4);
    expect((statuses[401] ?? 0) + (statuses[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(statuses[429]).toBe(31 - (statuses[401] ?? 0) - (statuses[200] ?? 0));
    const signedIn = statuses[200] ?? 0;
    const sessions = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from shopper_sessions s join shoppers u on u.id = s.shopper_id where u.phone = ${phone.replace(/\D/g, '')}`.execute(
          t.database.db,
        )
      ).rows[0]!.n;
    expect(await sessions()).toBe(signedIn);
    const attempts = await sql<{ attempts: number }>`select attempts from sign_in_codes where phone = ${phone.replace(/\D/g, '')}`.execute(t.database.db);
    expect(attempts.rows).toEqual([{ attempts: 5 }]);

    const late = await post('alpha', '/api/auth/verify', { phone, code: right });
    expect(late.status).toBe(signedIn ? 401 : 429); // used up, or locked
    expect(late.cookie).not.toMatch(/shopper_session=[a-z2-7]/);
    expect(await sessions()).toBe(signedIn);
  });

  it('refuses the right code after a burst of 30 wrong ones (5 compared), and a new code alone then signs in', async () => {
    const phone = freshMobile();
    await post('beta', '/api/auth/code', { phone });
    const right = t.lastCode(intl(phone));
    const wrong = right === '000000' ? '000001' : '000000';
    hashes.mockClear();
    const answers = await Promise.all(Array.from({ length: 30 }, () => post('beta', '/api/auth/verify', { phone, code: wrong })));
    expect(hashes).toHaveBeenCalledTimes(5);
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 4, 429: 26 });
    const late = await post('beta', '/api/auth/verify', { phone, code: right });
    expect(late).toMatchObject({ status: 429, body: { error: 'Too many wrong codes. Please ask for a new code.' } });
    expect(late.cookie).not.toMatch(/shopper_session=[a-z2-7]/);

    t.clock.advance(61_000);
    expect((await post('beta', '/api/auth/code', { phone })).status).toBe(200);
    const fresh = await post('beta', '/api/auth/verify', { phone, code: t.lastCode(intl(phone)) });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ signedIn: true });
    expect(fresh.cookie).toMatch(/shopper_session=[a-z2-7]{32}/);
  });

  it('signs in with the right code alone, once; twenty copies of it sent at once make exactly one session', async () => {
    const phone = freshMobile();
    await post('delta', '/api/auth/code', { phone });
    const code = t.lastCode(intl(phone));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('delta', '/api/auth/verify', { phone, code })));
    const statuses = tally(answers.map((answer) => answer.status));
    expect(statuses[200]).toBe(1);
    expect(answers.filter((answer) => answer.status === 200)[0]!.cookie).toMatch(/shopper_session=[a-z2-7]{32}/);
    const sessions = await sql<{ n: number }>`select count(*)::int as n from shopper_sessions where tenant = 'delta'`.execute(t.database.db);
    expect(sessions.rows[0]!.n).toBe(1);
  });
});
