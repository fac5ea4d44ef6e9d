// The multi-step trade-in through POST /api/leads: one lead updated by each step, valued by the server from the
// tenant's own market, completed by the accepted offer or a valuer's call; no offer where there is no estimate.
import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, deliveries, jane, lead, t, useTestLeadsApp } from './api.test-support.ts';
import { modelYear } from './test-fixtures.ts';

useTestLeadsApp();

describe('POST /api/leads', () => {
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
});
