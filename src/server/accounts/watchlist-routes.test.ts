// The watchlist, the account, gated pages and bad input to every account endpoint.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { ALPHA, BETA, car, createAccountsTestApp, type AccountsTestApp } from './test-support.ts';

let t: AccountsTestApp;
let phones = 0;
const freshMobile = () => `0414 000 ${String(++phones).padStart(3, '0')}`;
const save = (carId: string, cookie: string, extra: Record<string, unknown> = {}) =>
  t.postJson(ALPHA, '/api/watchlist/save-car', { car_id: carId, ...extra }, { cookie });
const watchlist = async (cookie: string) =>
  ((await (await t.call(ALPHA, '/api/watchlist', { headers: { cookie } })).json()) as { cars: Array<Record<string, unknown>> }).cars;
const rows = async (table: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]!.n);

beforeAll(async () => {
  const harbour = alphaConfig();
  harbour.accounts = { gatedRoutes: ['personalised-finance', 'checkout'], alerts: true };
  t = await createAccountsTestApp({ tenants: { alpha: harbour, beta: { ...betaConfig(), features: { ...betaConfig().features, garage: false } } } });
  await t.stock('alpha', [
    car('101'),
    car('102', { priceCents: 2_999_000, reserved: true }),
    car('103', { status: 'sold' }),
    car('104', { showOnDealerWebsite: false }),
  ]);
  for (const page of ['my-garage.html', 'personalised/finance.html', 'cars/car-101/checkout.html', 'checkout-journey.html']) {
    await mkdir(path.dirname(path.join(t.dataDir, 'sites', 'alpha', page)), { recursive: true });
    await writeFile(path.join(t.dataDir, 'sites', 'alpha', page), `<!doctype html><title>${page}</title>`);
  }
  await writeFile(path.join(t.dataDir, 'sites', 'beta', 'my-garage.html'), '<!doctype html><title>beta garage</title>');
});
afterAll(() => t?.close());
beforeEach(() => t.clock.advance(2 * 3_600_000));

describe('the watchlist (spec 1 section 7)', () => {
  it('saves a car of the current stock for the signed-in shopper and lists it with its status and prices', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    expect(await (await save('101', cookie)).json()).toEqual({ success: true });
    expect(await (await save('102', cookie)).json()).toEqual({ success: true }); // reserved: still worth watching
    expect((await save('101', cookie)).status).toBe(200); // twice is once
    expect(await watchlist(cookie)).toEqual([
      expect.objectContaining({
        id: '102',
        name: '2021 Toyota HiLux SR5',
        path: '/cars/car-102',
        status: 'reserved',
        statusLabel: 'Reserved',
        priceCents: 2_999_000,
        savedPriceCents: 2_999_000,
        priceChange: { kind: 'same' },
        primary_image_url: '/media/102.jpg',
      }),
      expect.objectContaining({ id: '101', status: 'in-stock', statusLabel: 'In stock', priceCents: 4_799_000 }),
    ]);
    expect(await (await t.postJson(ALPHA, '/api/watchlist/remove-car', { car_id: '102' }, { cookie })).json()).toEqual({ success: true });
    expect((await watchlist(cookie)).map((item) => item.id)).toEqual(['101']);
  });

  it("answers 401 without a session, and 403 to a phone number in the body that is not the session's", async () => {
    expect((await t.postJson(ALPHA, '/api/watchlist/save-car', { car_id: '101' })).status).toBe(401);
    expect((await t.call(ALPHA, '/api/watchlist')).status).toBe(401);
    const phone = freshMobile();
    const cookie = await t.signIn(ALPHA, phone);
    const other = await save('101', cookie, { phone_number: '0499 999 999' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: 'That phone number is not the one you signed in with.' });
    expect(await watchlist(cookie)).toEqual([]);
    expect((await save('101', cookie, { phone_number: `+61${phone.replace(/\D/g, '').slice(1)}` })).status).toBe(200); // their own, written another way
  });

  it("refuses another tenant's car, an unknown car, a car the site does not show and a sold car", async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    for (const [id, message] of [
      ['201', 'This car is not in our stock.'],
      ['999', 'This car is not in our stock.'],
      ['104', 'This car is not in our stock.'],
      ['103', 'This car has sold, so it cannot be saved.'],
    ]) {
      const res = await save(id!, cookie);
      expect(res.status, id).toBe(422);
      expect(await res.json()).toEqual({ error: message, fields: { car_id: message } });
    }
    expect(await watchlist(cookie)).toEqual([]);
  });

  it("merges the browser's saved cars at sign-in, keeping only cars the site offers", async () => {
    const phone = freshMobile();
    await t.postJson(ALPHA, '/api/auth/code', { phone });
    const res = await t.postJson(ALPHA, '/api/auth/verify', {
      phone,
      code: t.lastCode(`+61${phone.replace(/\D/g, '').slice(1)}`),
      car_ids: ['101', '201', '103', '999', '101'],
    });
    const body = (await res.json()) as { watchlist: unknown[] };
    expect(body.watchlist).toEqual([
      { id: '101', name: '2021 Toyota HiLux SR5', slug: 'car-101', make: 'Toyota', model: 'HiLux', primary_image_url: '/media/101.jpg' },
    ]);
  });

  it('deletes the account and its data with a fresh code texted to its number: watchlist, sessions, codes, texts; not the leads sent to the dealer', async () => {
    const phone = freshMobile();
    const cookie = await t.signIn(ALPHA, phone);
    await save('101', cookie);
    const lead = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', name: 'Jo', email: 'jo@example.com', phone, message: 'Hi' });
    expect(lead.status).toBe(201);
    const digits = phone.replace(/\D/g, '');
    const to = `+61${digits.slice(1)}`;
    // The session alone deletes nothing: no code, the old confirm flag, or the sign-in code just used.
    expect((await t.postJson(ALPHA, '/api/account/delete', {}, { cookie })).status).toBe(422);
    expect((await t.postJson(ALPHA, '/api/account/delete', { confirm: true }, { cookie })).status).toBe(422);
    const signInCode = await t.postJson(ALPHA, '/api/account/delete', { code: t.lastCode(to) }, { cookie });
    expect(signInCode.status).toBe(422);
    expect(await signInCode.json()).toEqual({ error: 'That code is not right, or it has expired. Check the text we sent, or ask for a new code.' });

    const asked = await t.postJson(ALPHA, '/api/account/delete-code', {}, { cookie }); // right after signing in, too
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      message: `We texted a code to ${digits.slice(0, 4)} XXX ${digits.slice(7)}. Enter it to delete your account and data.`,
      phone: `${digits.slice(0, 4)} XXX ${digits.slice(7)}`,
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    expect(t.texts.at(-1)).toMatchObject({ to, body: expect.stringMatching(/^Alpha Motors: your code to delete your account and data is \d{6}\./) });
    const code = t.lastCode(to, 'delete-account');
    // A delete code signs nobody in.
    expect((await t.postJson(ALPHA, '/api/auth/verify', { phone, code })).status).toBe(401);
    expect(await rows('shoppers')).toBeGreaterThan(0);

    const deleted = await t.postJson(ALPHA, '/api/account/delete', { code }, { cookie });
    expect(await deleted.json()).toEqual({ deleted: true, signedIn: false });
    const left = await sql<{ shoppers: number; codes: number }>`select
      (select count(*)::int from shoppers where phone = ${digits}) as shoppers,
      (select count(*)::int from sign_in_codes where phone = ${digits}) as codes`.execute(t.database.db);
    expect(left.rows[0]).toEqual({ shoppers: 0, codes: 0 });
    expect((await t.call(ALPHA, '/api/watchlist', { headers: { cookie } })).status).toBe(401);
    expect(await rows('leads')).toBeGreaterThan(0);
  });

  it('asks for the delete code only from a signed-in shopper, and locks it after 5 wrong tries: the account stays', async () => {
    expect((await t.postJson(ALPHA, '/api/account/delete-code', {})).status).toBe(401);
    const phone = freshMobile();
    const cookie = await t.signIn(ALPHA, phone);
    await t.postJson(ALPHA, '/api/account/delete-code', {}, { cookie });
    const right = t.lastCode(`+61${phone.replace(/\D/g, '').slice(1)}`, 'delete-account');
    const wrong = right === '000000' ? '000001' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await t.postJson(ALPHA, '/api/account/delete', { code: wrong }, { cookie })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const late = await t.postJson(ALPHA, '/api/account/delete', { code: right }, { cookie });
    expect(late.status).toBe(429);
    expect(await late.json()).toEqual({ error: 'Too many wrong codes. Please ask for a new code.' });
    expect(await (await t.call(ALPHA, '/api/auth/session', { headers: { cookie } })).json()).toMatchObject({ signedIn: true });
  });

  it('keeps alert preferences: SMS, e-mail (with an address) or none', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    expect((await t.postJson(ALPHA, '/api/account/preferences', { alerts: 'email' }, { cookie })).status).toBe(422);
    const res = await t.postJson(ALPHA, '/api/account/preferences', { alerts: 'email', email: 'jo@example.com' }, { cookie });
    expect(await res.json()).toMatchObject({ signedIn: true, alerts: 'email', email: 'jo@example.com' });
    expect(await (await t.call(ALPHA, '/api/auth/session', { headers: { cookie } })).json()).toMatchObject({ alerts: 'email', email: 'jo@example.com' });
  });
});

describe('gated routes (spec 2 sections 4 and 6)', () => {
  const page = (host: string, target: string, headers: Record<string, string> = {}) => t.call(host, target, { headers });

  it('sends a shopper without a session to /sign-in with type, redirect and back, and lets them in once signed in', async () => {
    const res = await page(ALPHA, '/my-garage', { referer: 'http://alpha.localhost/cars/car-101?x=1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/sign-in?type=garage&redirect=%2Fmy-garage&back=%2Fcars%2Fcar-101%3Fx%3D1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = await t.signIn(ALPHA, freshMobile());
    const inside = await page(ALPHA, '/my-garage', { cookie });
    expect(inside.status).toBe(200);
    expect(inside.headers.get('cache-control')).toBe('private, no-store');
    expect(await inside.text()).toContain('my-garage.html');
  });

  it('gates personalised finance and checkout where the tenant says so, checkout only once the car is known', async () => {
    expect((await page(ALPHA, '/personalised/finance?car_id=101')).headers.get('location')).toBe(
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D101',
    );
    expect((await page(ALPHA, '/cars/car-101/checkout')).headers.get('location')).toBe('/sign-in?type=checkout&redirect=%2Fcars%2Fcar-101%2Fcheckout');
    expect((await page(ALPHA, '/checkout-journey')).status).toBe(200);
    expect((await page(ALPHA, '/checkout-journey?car_id=car-101')).status).toBe(302);
    expect((await page(ALPHA, '/cars/car-999/checkout')).status).toBe(404); // no such page: nothing to sign in for
    expect((await page(ALPHA, '/cars/car-101')).status).toBe(200);
  });

  it('leaves a site without the garage, or without a gated page, alone; a back page on another site is dropped', async () => {
    expect((await page(BETA, '/my-garage')).status).toBe(200); // beta has no garage: the page is just a page
    expect((await page(ALPHA, '/online-payment')).status).toBe(404);
    expect((await page(ALPHA, '/my-garage', { referer: 'https://evil.example/x' })).headers.get('location')).toBe('/sign-in?type=garage&redirect=%2Fmy-garage');
  });
});

describe('bad input to the account endpoints: a clear 4xx, nothing stored', () => {
  const big = 'x'.repeat(40 * 1024);
  const CASES: Array<[string, string, unknown, number, Record<string, string>?]> = [
    ['code: malformed JSON', '/api/auth/code', '{"phone":', 400],
    ['code: a JSON array', '/api/auth/code', '[]', 400],
    ['code: form post', '/api/auth/code', 'phone=0412345678', 415, { 'content-type': 'application/x-www-form-urlencoded' }],
    ['code: oversized', '/api/auth/code', { phone: big }, 413],
    ['code: phone is a number', '/api/auth/code', { phone: 412345678 }, 422],
    ['code: phone is an object', '/api/auth/code', { phone: { $ne: '' } }, 422],
    ['code: unknown field', '/api/auth/code', { phone: '0412345678', admin: true }, 422],
    ['code: SQL in phone', '/api/auth/code', { phone: "0412345678' OR '1'='1" }, 422],
    ['verify: no code', '/api/auth/verify', { phone: '0412345678' }, 422],
    ['verify: code too short', '/api/auth/verify', { phone: '0412345678', code: '123' }, 422],
    ['verify: code with letters', '/api/auth/verify', { phone: '0412345678', code: '12345a' }, 422],
    ['verify: code as a number', '/api/auth/verify', { phone: '0412345678', code: 123456 }, 422],
    [
      'verify: too many saved cars',
      '/api/auth/verify',
      { phone: '0412345678', code: '123456', car_ids: Array.from({ length: 201 }, (_, i) => String(i)) },
      422,
    ],
    ['verify: markup in a car id', '/api/auth/verify', { phone: '0412345678', code: '123456', car_ids: ['<script>'] }, 422],
    ['save: no car', '/api/watchlist/save-car', {}, 422],
    ['save: car id is a list', '/api/watchlist/save-car', { car_id: ['101'] }, 422],
    ['save: SQL in car id', '/api/watchlist/save-car', { car_id: '1 OR 1=1' }, 422],
    ['save: oversized', '/api/watchlist/save-car', { car_id: '101', phone_number: big }, 413],
    ['save: text/plain', '/api/watchlist/save-car', '{"car_id":"101"}', 415, { 'content-type': 'text/plain' }],
    ['remove: unknown field', '/api/watchlist/remove-car', { car_id: '101', shopper_id: 'x' }, 422],
    ['saved search: no url', '/api/saved-searches', {}, 422],
    ['saved search: url too long', '/api/saved-searches', { url: `/search/${'a'.repeat(2100)}` }, 422],
    ['saved search: remove a non-uuid', '/api/saved-searches/remove', { id: "1' OR 1=1" }, 422],
    ['preferences: unknown channel', '/api/account/preferences', { alerts: 'pigeon' }, 422],
    ['preferences: bad e-mail', '/api/account/preferences', { alerts: 'email', email: '"><script>@x' }, 422],
    ['delete: confirm instead of the code', '/api/account/delete', { confirm: true }, 422],
    ['delete: code with letters', '/api/account/delete', { code: '12345a' }, 422],
    ['delete code: unknown field', '/api/account/delete-code', { phone: '0499999999' }, 422],
  ];

  it.each(CASES)('%s', async (_name, route, body, status, headers = {}) => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    const before = [await rows('watchlist_items'), await rows('saved_searches'), await rows('sign_in_codes')];
    const res = await t.postJson(ALPHA, route, body, { cookie, ...headers });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect([await rows('watchlist_items'), await rows('saved_searches'), await rows('sign_in_codes')]).toEqual(before);
  });

  it('answers a saved search that is not a search of this site with 422', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    for (const url of ['https://evil.example/search/used-cars', '/cars/car-101', '/search/not-a-make-here']) {
      const res = await t.postJson(ALPHA, '/api/saved-searches', { url }, { cookie });
      expect(res.status, url).toBe(422);
      expect(await res.json()).toEqual({ error: 'That is not a search on this site.', fields: { url: 'That is not a search on this site.' } });
    }
  });
});
