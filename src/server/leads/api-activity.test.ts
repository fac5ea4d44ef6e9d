// The activity endpoints in-process: analytics beacons, phone reveals, car views per tenant and saved valuations.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, t, useTestLeadsApp } from './api.test-support.ts';

useTestLeadsApp();

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
