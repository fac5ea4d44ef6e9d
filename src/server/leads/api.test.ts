// The leads API end to end in-process: real routes, real (embedded) database, fake sites by Host.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCounts } from '../db/deliveries-repo.ts';
import { findLead } from '../db/leads-repo.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';
import { modelYear } from './test-fixtures.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const jane = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '3000', message: 'Is it still available?' };

let t: TestLeadsApp;
beforeAll(async () => {
  t = await createTestLeadsApp();
});
afterAll(() => t?.close());

const lead = async (id: string) => (await findLead(t.database.db, 'alpha', id))!;
const deliveries = (leadId: string) =>
  t.database.db
    .selectFrom('lead_deliveries')
    .select(['channel', 'target', 'status', 'next_attempt_at'])
    .where('lead_id', '=', leadId)
    .orderBy('channel')
    .execute();

describe('POST /api/leads', () => {
  it('stores an enquiry with the car from stock, its dealership and one delivery per channel', async () => {
    const res = await t.postJson(
      ALPHA,
      '/api/leads',
      { kind: 'enquiry', ...jane, car_id: 101, 'Vehicle Make': 'Forged Make' },
      { origin: 'http://alpha.localhost' },
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { lead_id: string; event_id: number };
    expect(body.event_id).toBe(15);
    const stored = await lead(body.lead_id);
    expect(stored.payload.car).toMatchObject({ id: '101', make: 'Ford', model: 'Ranger', stockNumber: 'S101' });
    expect(stored.payload.dealership).toEqual({ id: 1, slug: 'alpha-ford', name: 'Alpha Ford' });
    expect(stored.payload.location?.slug).toBe('alpha-ford-geelong');
    expect(stored.payload.fields).toMatchObject({ email: 'jane@example.com', 'Vehicle Make': 'Forged Make' });
    expect((await deliveries(body.lead_id)).map((d) => [d.channel, d.target])).toEqual([
      ['adf', { to: ['crm@alpha.example'], from: 'Alpha Website <leads@alpha.example>', format: 'body' }],
      ['email', { to: ['sales@alpha.example'], from: 'Alpha Website <leads@alpha.example>' }],
      ['webhook', { url: 'http://127.0.0.1:9/never' }],
    ]);
  });

  it('keeps the pages seen and the campaign (lead_attributes) within bounds, and takes the lead whatever they hold', async () => {
    const attributes = { visited_pages: ['/', '/cars/some-car/'], linked_query_params: { utm_source: 'google', gclid: 'Cj0' } };
    const sound = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, message: 'Attribution', lead_attributes: attributes });
    expect(sound.status).toBe(201);
    expect((await lead(((await sound.json()) as { lead_id: string }).lead_id)).payload.lead_attributes).toEqual(attributes);

    const hostile = {
      visited_pages: ['/', 'https://elsewhere.example/', '<b>', ...Array.from({ length: 500 }, (_, i) => `/p${i}`)],
      linked_query_params: {
        utm_source: 'x'.repeat(5000),
        email: 'jane@example.com',
        ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`utm_k${i}`, 'v'])),
      },
    };
    const junk = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, message: 'Hostile attribution', lead_attributes: hostile });
    expect(junk.status).toBe(201);
    const kept = (await lead(((await junk.json()) as { lead_id: string }).lead_id)).payload.lead_attributes!;
    expect(kept.visited_pages).toHaveLength(30);
    expect(kept.visited_pages![0]).toBe('/');
    expect(Object.keys(kept.linked_query_params!)).toHaveLength(12);
    expect(kept.linked_query_params!.utm_source).toHaveLength(200);
    expect(kept.linked_query_params).not.toHaveProperty('email');

    const broken = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, message: 'Broken attribution', lead_attributes: 'not json' });
    expect(broken.status).toBe(201);
    expect((await lead(((await broken.json()) as { lead_id: string }).lead_id)).payload.lead_attributes).toBeNull();
  });

  it("routes a car's lead to its own dealership's desk", async () => {
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'test-drive', ...jane, car_id: '102' });
    const { lead_id } = (await res.json()) as { lead_id: string };
    expect((await lead(lead_id)).payload.dealership?.slug).toBe('alpha-kia');
    expect((await deliveries(lead_id)).find((d) => d.channel === 'email')?.target.to).toEqual(['kia@alpha.example']);
  });

  it('makes one lead from a double submit (same Idempotency-Key, also when concurrent)', async () => {
    const headers = { 'idempotency-key': 'double-click-0001' };
    const [a, b] = await Promise.all([
      t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane }, headers),
      t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane }, headers),
    ]);
    const c = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, idempotency_key: 'double-click-0001' });
    const ids = await Promise.all([a, b, c].map(async (res) => ((await res.json()) as { lead_id: string }).lead_id));
    expect(new Set(ids).size).toBe(1);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(c.status).toBe(200);
    const rows = await t.database.db
      .selectFrom('leads')
      .select('id')
      .where('tenant', '=', 'alpha')
      .where('idempotency_key', '=', 'double-click-0001')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await deliveries(ids[0]!)).toHaveLength(3);
  });

  it('makes one lead from the same post twice without a key (a plain form double click)', async () => {
    const body = { kind: 'contact', ...jane, message: 'Same post twice' };
    const first = (await (await t.postJson(ALPHA, '/api/leads', body)).json()) as { lead_id: string };
    const second = await t.postJson(ALPHA, '/api/leads', body);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { lead_id: string }).lead_id).toBe(first.lead_id);
  });

  it('files careers enquiries as General Enquiry / Career Enquiry with event 51', async () => {
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, category: 'Careers Enquiry' });
    const body = (await res.json()) as { lead_id: string; event_id: number };
    expect(body.event_id).toBe(51);
    expect(await lead(body.lead_id)).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  });

  it('multi-step trade-in: one lead, updated by each step, valued by the server, delivered when the offer is accepted', async () => {
    const car = { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: modelYear(3), kms: '60,000' };
    const created = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'create',
      form_completed: false,
      ...jane,
      ...car,
      rego: 'ABC123',
      regoState: 'VIC',
    });
    expect(created.status).toBe(201);
    const { lead_id, lead_token } = (await created.json()) as { lead_id: string; lead_token: string };
    expect(lead_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await lead(lead_id)).status).toBe('open');
    const waiting = await deliveries(lead_id);
    expect(waiting.every((d) => new Date(d.next_attempt_at).getTime() > Date.now() + 20 * 60_000)).toBe(true);

    // The condition step answers with the valuation: the four CX-5s of gamma, the pool alpha is opted into, less the
    // margin and reconditioning, saying what it is based on.
    const step2 = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'adjustments',
      form_completed: false,
      lead_id,
      lead_token,
      adjustmentAnswers: { 'Service history': 'Full', 'Overall condition': 'Excellent' },
    });
    expect(step2.status).toBe(200);
    expect(await step2.json()).toEqual({
      lead_id,
      lead_token,
      event_id: null,
      valuation: {
        estimate: {
          low: 19_300,
          offer: 19_800,
          high: 20_400,
          comparables: 4,
          basis: 'Based on 4 similar used cars in the stock of the dealers in the Gamma pool, not national market data.',
        },
        reason: null,
      },
    });
    expect(await lead(lead_id)).toMatchObject({ status: 'open', subcategory: '2. Vehicle Details', payload: { valuation: { estimate: { offer: 19_800 } } } });
    // Another tenant's host cannot touch this lead.
    const foreign = await t.postJson(BETA, '/api/leads', { kind: 'trade-in', step: 'offer-accepted', lead_id, lead_token, offer_accepted: true });
    expect(foreign.status).toBe(404);

    // The amount the browser sends is not what is recorded: the offer is the server's.
    const accepted = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'offer-accepted',
      lead_id,
      lead_token,
      offer_accepted: true,
      offer_amount: 99_999,
      form_completed: true,
    });
    expect(await accepted.json()).toEqual({ lead_id, lead_token, event_id: 18 });
    const done = await lead(lead_id);
    expect(done).toMatchObject({ status: 'complete', subcategory: '3. Offer Accepted' });
    expect(done.payload.fields).toMatchObject({
      name: 'Jane',
      rego: 'ABC123',
      kms: 60_000,
      adjustmentAnswers: { 'Service history': 'Full' },
      offer_accepted: true,
      offer_amount: 19_800,
    });
    expect((await deliveries(lead_id)).every((d) => new Date(d.next_attempt_at).getTime() <= Date.now() + 1000)).toBe(true);

    // The same last step again (a retry after a lost answer) changes nothing and is not delivered again.
    await t.database.db.updateTable('lead_deliveries').set({ status: 'sent' }).where('lead_id', '=', lead_id).execute();
    const again = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'offer-accepted',
      lead_id,
      lead_token,
      offer_accepted: true,
      form_completed: true,
    });
    expect(again.status).toBe(200);
    expect(await deliveries(lead_id)).toHaveLength(3);
  });

  it("values a trade-in only from the tenant's own market: beta, in no pool, never sees gamma's CX-5s", async () => {
    const car = { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: modelYear(3), kms: '60,000' };
    const created = await t.postJson(BETA, '/api/leads', { kind: 'trade-in', step: 'create', form_completed: false, ...jane, ...car });
    expect(created.status).toBe(201);
    const { lead_id, lead_token } = (await created.json()) as { lead_id: string; lead_token: string };
    const step2 = await t.postJson(BETA, '/api/leads', {
      kind: 'trade-in',
      step: 'adjustments',
      form_completed: false,
      lead_id,
      lead_token,
      adjustmentAnswers: {},
    });
    expect(((await step2.json()) as { valuation: unknown }).valuation).toEqual({ estimate: null, reason: 'too-few-comparables' });
  });

  it('trade-in without an online estimate: a car over 7 years old is left to a valuer, and no offer can be accepted', async () => {
    const created = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'create',
      form_completed: false,
      ...jane,
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      year: modelYear(8),
      kms: 60_000,
    });
    const { lead_id, lead_token } = (await created.json()) as { lead_id: string; lead_token: string };
    const step2 = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'adjustments',
      form_completed: false,
      lead_id,
      lead_token,
      adjustmentAnswers: { 'Overall condition': 'Good' },
    });
    expect(((await step2.json()) as { valuation: unknown }).valuation).toEqual({ estimate: null, reason: 'too-old' });
    const accept = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'offer-accepted',
      lead_id,
      lead_token,
      offer_accepted: true,
      offer_amount: 5_000,
    });
    expect(accept.status).toBe(422);
    expect(await accept.json()).toEqual({
      error: 'Please fix the following errors:',
      fields: { offer_accepted: 'There is no online offer to accept for this car. A valuer will contact you.' },
    });
    expect((await lead(lead_id)).status).toBe('open');

    const call = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'adjustments',
      form_completed: true,
      lead_id,
      lead_token,
      message: 'Please ask a valuer to call me.',
    });
    expect(call.status).toBe(200);
    const done = await lead(lead_id);
    expect(done).toMatchObject({
      status: 'complete',
      subcategory: '2. Vehicle Details',
      payload: { valuation: { estimate: null, reason: 'too-old' }, fields: { message: 'Please ask a valuer to call me.' } },
    });
    expect(done.payload.fields.offer_amount).toBeUndefined();
  });

  it('trade-in: the first step needs the car, and cannot carry an offer', async () => {
    const noCar = await t.postJson(ALPHA, '/api/leads', { kind: 'trade-in', step: 'create', ...jane, kms: 60_000 });
    expect(await noCar.json()).toMatchObject({ fields: { 'Vehicle Make': "Please enter your car's rego, or its make, model and year." } });
    const offered = await t.postJson(ALPHA, '/api/leads', {
      kind: 'trade-in',
      step: 'create',
      ...jane,
      rego: 'ABC123',
      offer_accepted: true,
      offer_amount: 50_000,
    });
    expect(offered.status).toBe(422);
    const amount = await t.postJson(ALPHA, '/api/leads', { kind: 'trade-in', step: 'create', ...jane, rego: 'XYZ987', offer_amount: 50_000 });
    const { lead_id } = (await amount.json()) as { lead_id: string };
    expect((await lead(lead_id)).payload.fields).not.toHaveProperty('offer_amount');
  });

  it('works without JavaScript: a form post redirects to /success, or back with the errors', async () => {
    const form = new URLSearchParams({ kind: 'enquiry', ...jane, car_id: '101', opt_in: 'on', 'additional_services[]': 'Tinting' });
    const ok = await t.call(ALPHA, '/api/leads', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://alpha.localhost/cars/some-car/' },
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/success');
    const stored = await t.database.db
      .selectFrom('leads')
      .select('payload')
      .where('tenant', '=', 'alpha')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(stored.payload.fields).toMatchObject({ opt_in: true, additional_services: ['Tinting'] });

    // Errors come back as a page listing them (a static page cannot show them without JavaScript), linking back to
    // the form with the errors in the query for the form script.
    form.set('postcode', '30');
    form.set('message', '<script>alert(1)</script>');
    form.set('email', 'jane@<b>example');
    const bad = await t.call(ALPHA, '/api/leads', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://alpha.localhost/cars/some-car/?x=1' },
    });
    expect(bad.status).toBe(422);
    expect(bad.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await bad.text();
    expect(page).toContain('<h1>Please fix the following errors:</h1>');
    expect(page).toContain('<li>Invalid postcode. Please enter a 4-digit number.</li>');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
    const href = /<a href="([^"]+)">Back to the form<\/a>/.exec(page)![1]!.replaceAll('&amp;', '&');
    const back = new URL(href, 'http://alpha.localhost');
    expect(back.pathname).toBe('/cars/some-car/');
    expect(back.searchParams.get('form_error')).toBe('Please fix the following errors:');
    expect(back.searchParams.get('fe.postcode')).toBe('Invalid postcode. Please enter a 4-digit number.');

    // Never a link to another site, whatever the Referer path looks like.
    const sneaky = await t.call(ALPHA, '/api/leads', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://alpha.localhost//evil.example/x' },
    });
    expect(await sneaky.text()).toContain('<a href="/evil.example/x?');
  });

  it('refuses a filled honeypot with the generic error, and stores nothing', async () => {
    const before = await deliveryCounts(t.database.db, 'alpha');
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'An error occurred when submitting this form' });
    expect(await deliveryCounts(t.database.db, 'alpha')).toEqual(before);
  });

  it('refuses posts from another site', async () => {
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const referer = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane }, { referer: 'http://beta.localhost/contact' });
    expect(referer.status).toBe(403);
  });
});

describe('GET /api/form-token and the minimum fill time', () => {
  it('refuses a form sent back faster than a person could fill it', async () => {
    const strict = await createTestLeadsApp({ env: { LEAD_MIN_FILL_SECONDS: '3' }, database: t.database });
    try {
      const { form_started } = (await (await strict.call(ALPHA, '/api/form-token')).json()) as { form_started: string };
      const fast = await strict.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, form_started });
      expect(fast.status).toBe(400);
      const forged = await strict.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, form_started: `${Date.now() - 60_000}.${'x'.repeat(32)}` });
      expect(forged.status).toBe(201); // a forged token only loses its credit; a no-JS form has none either
    } finally {
      await strict.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const limited = await createTestLeadsApp({ env: { LEAD_RATE_LIMIT_IP_PER_MINUTE: '2' }, database: t.database });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, message: `try ${i}` })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const res = await limited.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Each tenant has its own buckets.
      expect((await limited.postJson(BETA, '/api/leads', { kind: 'contact', ...jane })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('activity endpoints', () => {
  it('POST /api/events takes sendBeacon text/plain JSON', async () => {
    const res = await t.call(ALPHA, '/api/events', {
      method: 'POST',
      body: JSON.stringify({ event_id: 25, car_id: '101', data: { placement: 'sidebar' } }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
    const rows = await sql<{ n: number }>`select count(*)::int as n from analytics_events where tenant = 'alpha' and event_id = 25`.execute(t.database.db);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('POST /api/phone-reveal records car, dealership and website', async () => {
    const res = await t.postJson(ALPHA, '/api/phone-reveal', { car_id: '101', dealership_id: 1, website_id: 'alpha' });
    expect(res.status).toBe(204);
    const row = await t.database.db.selectFrom('phone_reveals').selectAll().where('tenant', '=', 'alpha').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ car_id: '101', dealership_id: 1, website_id: 'alpha' });
  });

  it('GET /api/cars/:slug/view.json counts views per tenant and knows only built cars', async () => {
    const first = await t.call(ALPHA, '/api/cars/some-car/view.json?photos_count=3&website_id=1');
    expect(await first.json()).toEqual({ views: 1, car_fields: { id: '102', status: 'in_stock', car_type: 'used', price_cents: 3_199_000 } });
    expect(((await (await t.call(ALPHA, '/api/cars/some-car/view.json')).json()) as { views: number }).views).toBe(2);
    expect(((await (await t.call(BETA, '/api/cars/some-car/view.json')).json()) as { views: number }).views).toBe(1);
    expect((await t.call(ALPHA, '/api/cars/no-such-car/view.json')).status).toBe(404);
  });

  it('POST /api/miscellaneous saves a valuation where the tenant enables it', async () => {
    const saved = await t.postJson(ALPHA, '/api/miscellaneous', {
      column_name: 'valuation',
      car_id: '101',
      price_min: 15000,
      price_max: 17000,
      confidence: 'high',
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toHaveProperty('id');
    expect((await t.postJson(BETA, '/api/miscellaneous', { column_name: 'valuation', price_min: 1 })).status).toBe(404);
    expect((await t.postJson(ALPHA, '/api/miscellaneous', { column_name: 'password', price_min: 1 })).status).toBe(422);
  });
});
