// Sign-in by SMS code: the happy path, and every way it must refuse (brute force, reuse, expiry, limits, fixation,
// another site's cookie, cross-site posts). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../db/test-database.ts';
import { ALPHA, BETA, createAccountsTestApp, MOBILE, sessionCookie, type AccountsTestApp } from './test-support.ts';

let t: AccountsTestApp;

const count = async (table: 'sign_in_codes' | 'shoppers' | 'shopper_sessions', phone?: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} ${phone ? sql`where phone = ${phone}` : sql``}`.execute(t.database.db))
      .rows[0]!.n,
  );
let phones = 0;
/** A number no other test has used: the tests share one app (a fresh database each costs seconds). */
const freshMobile = () => `0413 000 ${String(++phones).padStart(3, '0')}`;
const intl = (phone: string) => `+61${phone.replace(/\D/g, '').slice(1)}`;
const session = (host: string, cookie: string) => t.call(host, '/api/auth/session', { headers: { cookie } });

describe.each(testEngines())('sign-in by SMS code (%s)', (engine) => {
  let own: AccountsTestApp;
  beforeAll(async () => {
    own = await createAccountsTestApp({ engine });
  });
  afterAll(() => own?.close());
  beforeEach(() => {
    t = own;
    t.clock.advance(2 * 3_600_000);
  });

  it('texts a code to an Australian mobile and signs the shopper in with it: a session cookie, HttpOnly, SameSite=Lax, 30 days', async () => {
    const asked = await t.postJson(ALPHA, '/api/auth/code', { phone: '+61 412 345 678' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      message: expect.stringContaining('a 6-digit code is on its way'),
      phone: '0412 XXX 678',
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    expect(t.texts).toEqual([
      {
        tenant: 'alpha',
        to: '+61412345678',
        purpose: 'sign-in',
        body: expect.stringMatching(/^Alpha Motors: your sign-in code is \d{6}\. It expires in 10 minutes\./),
      },
    ]);
    const stored = await t.database.db.selectFrom('sign_in_codes').selectAll().execute();
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(t.lastCode()); // only its hash is kept

    const verified = await t.postJson(ALPHA, '/api/auth/verify', { phone: MOBILE, code: t.lastCode() });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ signedIn: true, phone: '0412 XXX 678', alerts: 'sms', watchlist: [] });
    const cookie = verified.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^shopper_session=[a-z2-7]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await (await session(ALPHA, sessionCookie(verified)!)).json()).toEqual({ signedIn: true, phone: '0412 XXX 678', alerts: 'sms', email: null });
  });

  it('uses a Secure __Host- cookie on a real hostname', async () => {
    await t.postJson('www.alpha-motors.com.au', '/api/auth/code', { phone: MOBILE });
    const verified = await t.postJson('www.alpha-motors.com.au', '/api/auth/verify', { phone: MOBILE, code: t.lastCode() });
    expect(verified.headers.getSetCookie()[0]).toMatch(/^__Host-shopper_session=[a-z2-7]{32}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('what sign-in refuses', () => {
  let shared: AccountsTestApp;
  beforeAll(async () => {
    shared = await createAccountsTestApp();
  });
  afterAll(() => shared?.close());
  beforeEach(() => {
    t = shared;
    t.clock.advance(2 * 3_600_000); // past every hourly limit the last test used
  });

  it('answers the same for a number with an account and one without (no enumeration)', async () => {
    const known = freshMobile();
    const unknown = freshMobile();
    await t.signIn(ALPHA, known);
    t.clock.advance(61_000);
    const forKnown = await t.postJson(ALPHA, '/api/auth/code', { phone: known });
    const forUnknown = await t.postJson(ALPHA, '/api/auth/code', { phone: unknown });
    expect([forKnown.status, forUnknown.status]).toEqual([200, 200]);
    const [a, b] = [await forKnown.json(), await forUnknown.json()];
    expect({ ...a, phone: 'x' }).toEqual({ ...b, phone: 'x' });
  });

  it('refuses a number that is not an Australian mobile, and sends and stores nothing', async () => {
    const before = [t.texts.length, await count('sign_in_codes')];
    for (const phone of ['02 5550 4180', '1300 975 707', '+1 415 555 0100', '0412', '']) {
      const res = await t.postJson(ALPHA, '/api/auth/code', { phone });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: 'Please fix the following errors:',
        fields: { phone: 'Please enter an Australian mobile number, e.g. 0412 345 678.' },
      });
    }
    expect([t.texts.length, await count('sign_in_codes')]).toEqual(before);
  });

  it('locks a code after 5 wrong tries: the right code then fails too, and no session is made (brute force)', async () => {
    const phone = freshMobile();
    await t.postJson(ALPHA, '/api/auth/code', { phone });
    const right = t.lastCode(intl(phone));
    const wrong = right === '000000' ? '000001' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await t.postJson(ALPHA, '/api/auth/verify', { phone, code: wrong })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const late = await t.postJson(ALPHA, '/api/auth/verify', { phone, code: right });
    expect(late.status).toBe(429);
    expect(await late.json()).toEqual({ error: 'Too many wrong codes. Please ask for a new code.' });
    expect(sessionCookie(late)).toBeNull();
    expect(await count('shoppers', phone.replace(/\D/g, ''))).toBe(0);
  });

  it('takes a code once (reuse fails), and only the newest code sent to a number', async () => {
    const phone = freshMobile();
    await t.postJson(ALPHA, '/api/auth/code', { phone });
    const first = t.lastCode(intl(phone));
    t.clock.advance(60_000);
    await t.postJson(ALPHA, '/api/auth/code', { phone });
    const second = t.lastCode(intl(phone));
    if (first !== second) expect((await t.postJson(ALPHA, '/api/auth/verify', { phone, code: first })).status).toBe(401);
    expect((await t.postJson(ALPHA, '/api/auth/verify', { phone, code: second })).status).toBe(200);
    const reused = await t.postJson(ALPHA, '/api/auth/verify', { phone, code: second });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: 'That code is not right, or it has expired. Check the text we sent, or ask for a new code.' });
  });

  it('expires a code after 10 minutes', async () => {
    const phone = freshMobile();
    await t.postJson(ALPHA, '/api/auth/code', { phone });
    t.clock.advance(10 * 60_000);
    expect((await t.postJson(ALPHA, '/api/auth/verify', { phone, code: t.lastCode(intl(phone)) })).status).toBe(401);
  });

  it('waits 60 s between codes, sends 5 an hour to a number and 10 to a client address, counted per site', async () => {
    const phone = freshMobile();
    const sent = t.texts.length;
    expect((await t.postJson(ALPHA, '/api/auth/code', { phone })).status).toBe(200);
    const soon = await t.postJson(ALPHA, '/api/auth/code', { phone });
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('60');
    expect(await soon.json()).toEqual({ error: 'A code was sent a moment ago. You can ask for another in 60 seconds.' });
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(60_000);
      expect((await t.postJson(ALPHA, '/api/auth/code', { phone })).status).toBe(200);
    }
    t.clock.advance(60_000);
    expect((await t.postJson(ALPHA, '/api/auth/code', { phone })).status).toBe(429); // the 6th this hour
    for (let i = 0; i < 5; i += 1) expect((await t.postJson(ALPHA, '/api/auth/code', { phone: freshMobile() })).status).toBe(200);
    const eleventh = freshMobile();
    expect((await t.postJson(ALPHA, '/api/auth/code', { phone: eleventh })).status).toBe(429); // the client's 11th
    expect(t.texts.length - sent).toBe(10);
    expect((await t.postJson(BETA, '/api/auth/code', { phone: eleventh })).status).toBe(200);
  });

  it('rotates the session at sign-in: a token planted before sign-in is worth nothing after (session fixation)', async () => {
    const attacker = await t.signIn(ALPHA, freshMobile());
    expect(await (await session(ALPHA, attacker)).json()).toMatchObject({ signedIn: true });
    const phone = freshMobile();
    await t.postJson(ALPHA, '/api/auth/code', { phone });
    const victim = await t.postJson(ALPHA, '/api/auth/verify', { phone, code: t.lastCode(intl(phone)) }, { cookie: attacker });
    const issued = sessionCookie(victim)!;
    expect(issued).not.toBe(attacker);
    expect(await (await session(ALPHA, attacker)).json()).toEqual({ signedIn: false });
    expect(await (await session(ALPHA, issued)).json()).toMatchObject({
      signedIn: true,
      phone: `${phone.slice(0, 4)} XXX ${phone.replace(/\D/g, '').slice(7)}`,
    });
  });

  it("is nothing on another dealer's site: a session cookie sent to another tenant's host", async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    expect(await (await session(BETA, cookie)).json()).toEqual({ signedIn: false });
    expect((await t.postJson(BETA, '/api/watchlist/save-car', { car_id: '201' }, { cookie })).status).toBe(401);
    expect((await t.call(BETA, '/api/watchlist', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses posts from other sites (cross-site request forgery), signed in or not', async () => {
    const phone = freshMobile();
    const cookie = await t.signIn(ALPHA, phone);
    const evil = { origin: 'https://evil.example', cookie };
    for (const [route, body] of [
      ['/api/auth/code', { phone }],
      ['/api/watchlist/save-car', { car_id: '101' }],
      ['/api/account/delete-code', {}],
      ['/api/account/delete', { code: '123456' }],
      ['/api/auth/sign-out', {}],
      ['/api/auth/sign-out-everywhere', {}],
    ] as const) {
      expect((await t.postJson(ALPHA, route, body, evil)).status, route).toBe(403);
    }
    expect((await t.postJson(ALPHA, '/api/watchlist/save-car', { car_id: '101' }, { referer: 'http://beta.localhost/cars/x', cookie })).status).toBe(403);
    expect(await (await session(ALPHA, cookie)).json()).toMatchObject({ signedIn: true });
    expect(await (await t.call(ALPHA, '/api/watchlist', { headers: { cookie } })).json()).toEqual({ cars: [] });
  });

  it('slides: a session used after a day lasts 30 days from then; one left alone for 30 days is over', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    t.clock.advance(2 * 86_400_000);
    expect((await session(ALPHA, cookie)).headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
    t.clock.advance(29 * 86_400_000); // 31 days after sign-in, 29 after the last visit
    expect(await (await session(ALPHA, cookie)).json()).toMatchObject({ signedIn: true });
    t.clock.advance(30 * 86_400_000);
    const over = await session(ALPHA, cookie);
    expect(await over.json()).toEqual({ signedIn: false });
    expect(over.headers.getSetCookie()[0]).toMatch(/^shopper_session=; Max-Age=0/);
  });

  it('ends a session 90 days after its sign-in, however often it was used; renewals near the end stop at that day', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    for (let day = 0; day < 60; day += 20) {
      t.clock.advance(20 * 86_400_000);
      const seen = await session(ALPHA, cookie);
      expect(await seen.json()).toMatchObject({ signedIn: true });
      expect(seen.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/); // 30 more days
    }
    t.clock.advance(25 * 86_400_000); // day 85: renewed to day 90, not day 115
    const renewed = await session(ALPHA, cookie);
    expect(renewed.headers.getSetCookie()[0]).toMatch(new RegExp(`Max-Age=${5 * 86_400}\\b`));
    t.clock.advance(4 * 86_400_000 + 23 * 3_600_000); // day 89 and 23 hours: still in
    expect(await (await session(ALPHA, cookie)).json()).toMatchObject({ signedIn: true });
    t.clock.advance(3_600_000); // day 90
    const over = await session(ALPHA, cookie);
    expect(await over.json()).toEqual({ signedIn: false });
    expect(over.headers.getSetCookie()[0]).toMatch(/^shopper_session=; Max-Age=0/);
    expect((await t.postJson(ALPHA, '/api/watchlist/save-car', { car_id: '101' }, { cookie })).status).toBe(401);
  });

  it("signs out everywhere: every session of the shopper on this site ends; other shoppers' and other sites' stay", async () => {
    const phone = freshMobile();
    const laptop = await t.signIn(ALPHA, phone);
    t.clock.advance(61_000);
    const mobile = await t.signIn(ALPHA, phone);
    const otherSite = await t.signIn(BETA, phone);
    const otherShopper = await t.signIn(ALPHA, freshMobile());
    expect((await t.postJson(ALPHA, '/api/auth/sign-out-everywhere', {})).status).toBe(401);

    const out = await t.postJson(ALPHA, '/api/auth/sign-out-everywhere', {}, { cookie: mobile });
    expect(await out.json()).toEqual({ signedIn: false, endedSessions: 2 });
    expect(out.headers.getSetCookie()[0]).toMatch(/^shopper_session=; Max-Age=0/);
    for (const cookie of [laptop, mobile]) {
      expect(await (await session(ALPHA, cookie)).json()).toEqual({ signedIn: false });
      expect((await t.call(ALPHA, '/api/watchlist', { headers: { cookie } })).status).toBe(401);
    }
    expect(await (await session(BETA, otherSite)).json()).toMatchObject({ signedIn: true });
    expect(await (await session(ALPHA, otherShopper)).json()).toMatchObject({ signedIn: true });
  });

  it('signs out: the session row goes and the cookie is cleared', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    const out = await t.postJson(ALPHA, '/api/auth/sign-out', {}, { cookie });
    expect(await out.json()).toEqual({ signedIn: false });
    expect(out.headers.getSetCookie()[0]).toMatch(/^shopper_session=; Max-Age=0/);
    expect((await t.postJson(ALPHA, '/api/watchlist/save-car', { car_id: '101' }, { cookie })).status).toBe(401);
  });

  it('answers 503 and keeps nothing when the SMS provider does not take the text', async () => {
    const phone = freshMobile();
    t.sms.failing = true;
    try {
      const res = await t.postJson(ALPHA, '/api/auth/code', { phone });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'We could not send the text just now. Please try again in a minute.' });
      expect(await count('sign_in_codes', phone.replace(/\D/g, ''))).toBe(0);
    } finally {
      t.sms.failing = false;
    }
  });
});
