// POST /api/leads end to end in-process: a lead stored with its car, dealership, attribution and deliveries, routed
// to its desk, made once from a double submit, filed by category, and posted as a plain form without JavaScript.
import { describe, expect, it } from 'vitest';
import { ALPHA, deliveries, jane, lead, t, useTestLeadsApp } from './api.test-support.ts';

useTestLeadsApp();

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
});
