// Bad input to every leads endpoint: malformed JSON, wrong types, oversized bodies, markup, SQL
// fragments, another tenant's ids, missing fields. Each gets a clear 4xx with a JSON error, nothing
// is stored, and nothing crosses from one tenant to another.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCounts } from '../db/activity-repo.ts';
import { countLeads, findLead } from '../db/leads-repo.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';

const ALPHA = 'alpha.localhost';
const jane = { name: 'Jane', email: 'jane@example.com', phone: '0412345678', message: 'Hello' };
let t: TestLeadsApp;
let betaLeadId: string;
let betaLeadToken: string;

beforeAll(async () => {
  t = await createTestLeadsApp();
  const res = await t.postJson('beta.localhost', '/api/leads', { kind: 'enquiry', ...jane, car_id: '201' });
  ({ lead_id: betaLeadId, lead_token: betaLeadToken } = (await res.json()) as { lead_id: string; lead_token: string });
});
afterAll(() => t?.close());

type Case = [name: string, path: string, body: unknown, status: number, headers?: Record<string, string>];

const big = 'x'.repeat(40 * 1024);
const lead = (change: Record<string, unknown>) => ({ kind: 'contact', ...jane, ...change });

const CASES: Case[] = [
  // POST /api/leads
  ['leads: malformed JSON', '/api/leads', '{"kind":', 400],
  ['leads: a JSON array', '/api/leads', '[]', 400],
  ['leads: a JSON string', '/api/leads', '"hi"', 400],
  ['leads: no content type', '/api/leads', JSON.stringify(lead({})), 415, { 'content-type': '' }],
  ['leads: multipart that does not parse', '/api/leads', 'x', 400, { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' }],
  ['leads: text/plain', '/api/leads', JSON.stringify(lead({})), 415, { 'content-type': 'text/plain' }],
  ['leads: oversized body', '/api/leads', JSON.stringify(lead({ message: big })), 413],
  ['leads: empty object', '/api/leads', {}, 422],
  ['leads: unknown kind', '/api/leads', { ...jane, kind: 'admin' }, 422],
  ['leads: missing contact fields', '/api/leads', { kind: 'contact' }, 422],
  ['leads: name is a number', '/api/leads', lead({ name: 123 }), 422],
  ['leads: kind is a number', '/api/leads', lead({ kind: 5 }), 422],
  ['leads: opt_in is not a boolean', '/api/leads', lead({ opt_in: 'maybe' }), 422],
  ['leads: car_id is an object', '/api/leads', lead({ kind: 'enquiry', car_id: { $gt: '' } }), 422],
  ['leads: location_id is text', '/api/leads', lead({ location_id: 'abc' }), 422],
  ['leads: message is a list', '/api/leads', lead({ message: ['a'] }), 422],
  ['leads: script tag in name', '/api/leads', lead({ name: '<script>alert(1)</script>' }), 422],
  ['leads: markup in message', '/api/leads', lead({ message: '<img src=x onerror=alert(1)>' }), 422],
  ['leads: script in e-mail', '/api/leads', lead({ email: '"><script>@x.io' }), 422],
  ['leads: SQL in name', '/api/leads', lead({ name: "x'; DROP TABLE leads; --" }), 422],
  ['leads: SQL in car_id', '/api/leads', lead({ kind: 'enquiry', car_id: '1 OR 1=1' }), 422],
  ['leads: SQL in dealership', '/api/leads', lead({ dealership_slug: "alpha-ford' OR '1'='1" }), 422],
  ['leads: SQL in lead_id', '/api/leads', lead({ lead_id: "' OR 1=1 --" }), 422],
  [
    'leads: prototype key',
    '/api/leads',
    '{"kind":"contact","name":"Jane","email":"jane@example.com","phone":"0412345678","message":"Hi","__proto__":{"admin":true}}',
    422,
  ],
  ['leads: unknown field', '/api/leads', lead({ is_admin: true }), 422],
  ["leads: beta's car on alpha", '/api/leads', lead({ kind: 'enquiry', car_id: '201' }), 422],
  ["leads: beta's dealership on alpha", '/api/leads', lead({ dealership_slug: 'beta-cars' }), 422],
  ["leads: beta's location on alpha", '/api/leads', lead({ location_id: 70 }), 422],
  ["leads: beta's dealership id on alpha", '/api/leads', lead({ car_dealership_id: 7 }), 422],
  ['leads: bad Idempotency-Key', '/api/leads', lead({}), 400, { 'idempotency-key': 'x' }],
  ['leads: unknown postcode', '/api/leads', lead({ postcode: '0999' }), 422],
  // POST /api/events
  ['events: malformed JSON', '/api/events', '{', 400, { 'content-type': 'text/plain' }],
  ['events: form post', '/api/events', 'event_id=25', 415, { 'content-type': 'application/x-www-form-urlencoded' }],
  ['events: event_id is text', '/api/events', { event_id: 'abc' }, 422],
  ['events: unknown event id', '/api/events', { event_id: 999 }, 422],
  ['events: missing event id', '/api/events', {}, 422],
  ["events: beta's car", '/api/events', { event_id: 25, car_id: '201' }, 422],
  ['events: extra field', '/api/events', { event_id: 25, tenant: 'beta' }, 422],
  ['events: oversized', '/api/events', { event_id: 25, data: { note: big } }, 413],
  // POST /api/phone-reveal
  ['phone-reveal: missing car', '/api/phone-reveal', { dealership_id: 1 }, 422],
  ["phone-reveal: beta's car", '/api/phone-reveal', { car_id: '201', dealership_id: 1 }, 422],
  ["phone-reveal: beta's dealership", '/api/phone-reveal', { car_id: '101', dealership_id: 7 }, 422],
  ['phone-reveal: script in website_id', '/api/phone-reveal', { car_id: '101', website_id: '<script>' }, 422],
  ['phone-reveal: SQL in car', '/api/phone-reveal', { car_id: "101'; --" }, 422],
  // POST /api/miscellaneous
  ['miscellaneous: malformed', '/api/miscellaneous', '{"column_name"', 400],
  ['miscellaneous: missing column_name', '/api/miscellaneous', { price: 1 }, 422],
  ['miscellaneous: another column', '/api/miscellaneous', { column_name: 'password' }, 422],
  ["miscellaneous: beta's car", '/api/miscellaneous', { column_name: 'valuation', car_id: '201' }, 422],
  ["miscellaneous: beta's lead", '/api/miscellaneous', { column_name: 'valuation', lead_id: '00000000-0000-4000-8000-000000000000' }, 422],
];

describe('bad input is refused with a clear 4xx', () => {
  it.each(CASES)('%s -> %s', async (_, path, body, status, headers = {}) => {
    const res = await t.postJson(ALPHA, path, body, headers);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: unknown; fields?: Record<string, string> };
    expect(typeof json.error).toBe('string');
    if (status === 422) expect(Object.keys(json.fields ?? {}).length).toBeGreaterThan(0);
  });

  it("refuses another tenant's lead_id as unknown (404), on every step", async () => {
    const res = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'offer-accepted',
      lead_id: betaLeadId,
      lead_token: betaLeadToken,
      offer_accepted: true,
    });
    expect(res.status).toBe(404);
    const otherForm = await t.postJson('beta.localhost', '/api/leads', {
      kind: 'trade-in',
      step: 'offer-accepted',
      lead_id: betaLeadId,
      lead_token: betaLeadToken,
      offer_accepted: true,
    });
    expect(otherForm.status).toBe(409); // beta's lead was made by its enquiry form, not a trade-in
    const misc = await t.postJson(ALPHA, '/api/miscellaneous', { column_name: 'valuation', lead_id: betaLeadId });
    expect(misc.status).toBe(422);
    const event = await t.postJson(ALPHA, '/api/events', { event_id: 14, lead_id: betaLeadId });
    expect(event.status).toBe(422);
  });

  it.each([
    ['/api/cars/..%2f..%2fmanifest.json/view.json'],
    ['/api/cars/SOME-CAR/view.json'],
    ['/api/cars/some-car%27%20OR%201%3D1/view.json'],
    ['/api/cars/2019-ford-ranger-s101/view.json'], // in the snapshot but not built into this site
  ])('view.json: %s -> 404', async (path) => {
    const res = await t.call(ALPHA, path);
    expect(res.status).toBe(404);
    expect(await res.json()).toHaveProperty('error');
  });

  it('stored nothing for alpha, and left beta untouched', async () => {
    expect(await countLeads(t.database.db, 'alpha')).toBe(0);
    expect(await activityCounts(t.database.db, 'alpha')).toEqual({ events: 0, phoneReveals: 0, miscellaneous: 0 });
    const beta = await findLead(t.database.db, 'beta', betaLeadId);
    expect(beta).toMatchObject({ status: 'complete', category: 'General Enquiry' });
    expect(beta?.payload.fields).not.toHaveProperty('offer_accepted');
    const views = await sql<{ n: number }>`select count(*)::int as n from car_views`.execute(t.database.db);
    expect(views.rows[0]!.n).toBe(0);
  });
});
