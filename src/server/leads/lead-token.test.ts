// A lead id is no credential: a later step (editing or re-sending a lead) needs the lead's token, and without it the
// answer is the one an unknown lead gets, so ids cannot be probed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLead } from '../db/leads-repo.ts';
import { checkLeadToken, leadToken, leadTokenKey } from './lead-token.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';
import { modelYear } from './test-fixtures.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const jane = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '3000' };
const UNKNOWN = { error: 'No such lead for this site', fields: { lead_id: 'Unknown lead_id' } };

let t: TestLeadsApp;
beforeAll(async () => {
  t = await createTestLeadsApp();
});
afterAll(() => t?.close());

type Made = { lead_id: string; lead_token: string };
let cars = 0;
const tradeIn = async (host = ALPHA): Promise<Made> => {
  const res = await t.postJson(host, '/api/leads', {
    kind: 'trade-in',
    step: 'create',
    form_completed: false,
    ...jane,
    'Vehicle Make': 'Mazda',
    'Vehicle Model': 'CX-5',
    year: modelYear(3),
    kms: 60_000 + ++cars, // a different car each time: the same post twice within 10 minutes is one lead
  });
  expect(res.status).toBe(201);
  const { lead_id, lead_token } = (await res.json()) as Made;
  return { lead_id, lead_token };
};
const conditionStep = (made: Partial<Made>, extra: Record<string, unknown> = {}, host = ALPHA) =>
  t.postJson(host, '/api/leads', {
    kind: 'trade-in',
    step: 'adjustments',
    form_completed: true,
    adjustmentAnswers: { 'Overall condition': 'Good' },
    ...made,
    ...extra,
  });

describe('lead tokens', () => {
  it('are bound to the tenant and the lead, and compared whole', () => {
    const key = leadTokenKey('a form-token secret of some length');
    const token = leadToken(key, 'alpha', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11');
    expect(checkLeadToken(key, 'alpha', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', token)).toBe(true);
    expect(checkLeadToken(key, 'beta', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', token)).toBe(false);
    expect(checkLeadToken(key, 'alpha', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c12', token)).toBe(false);
    expect(checkLeadToken(key, 'alpha', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', token.slice(0, -1))).toBe(false);
    expect(checkLeadToken(leadTokenKey('another secret entirely'), 'alpha', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', token)).toBe(false);
    expect(checkLeadToken(key, 'alpha', '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', 42)).toBe(false);
  });

  it('a later step without its lead token, with another lead’s, or on another site is answered as an unknown lead and changes nothing', async () => {
    const mine = await tradeIn();
    const other = await tradeIn();
    const answers = await Promise.all([
      conditionStep({ lead_id: mine.lead_id }),
      conditionStep({ lead_id: mine.lead_id, lead_token: '' }),
      conditionStep({ lead_id: mine.lead_id, lead_token: other.lead_token }),
      conditionStep({ lead_id: mine.lead_id, lead_token: mine.lead_token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
      conditionStep(mine, {}, BETA),
      // An id that does not exist at all: the very same answer.
      conditionStep({ lead_id: '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11', lead_token: mine.lead_token }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(UNKNOWN);
    }
    expect(await findLead(t.database.db, 'alpha', mine.lead_id)).toMatchObject({ status: 'open', subcategory: '1. Valuation Requested' });

    const taken = await conditionStep(mine);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ lead_id: mine.lead_id, lead_token: mine.lead_token });
    expect(await findLead(t.database.db, 'alpha', mine.lead_id)).toMatchObject({ status: 'complete', subcategory: '2. Vehicle Details' });
  });

  it('a repeated first step (the same Idempotency-Key) answers the same lead and token; the token is never stored with the lead', async () => {
    const body = { kind: 'trade-in', step: 'create', form_completed: false, ...jane, rego: 'TOK123', regoState: 'VIC' };
    const first = (await (await t.postJson(ALPHA, '/api/leads', body, { 'idempotency-key': 'token-key-1' })).json()) as Made;
    const again = (await (await t.postJson(ALPHA, '/api/leads', body, { 'idempotency-key': 'token-key-1' })).json()) as Made;
    expect(again).toMatchObject(first);
    await conditionStep(first);
    const stored = await findLead(t.database.db, 'alpha', first.lead_id);
    expect(JSON.stringify(stored)).not.toContain(first.lead_token);
  });

  it("an order's trade-in is taken only with that trade-in lead's token", async () => {
    const made = await t.postJson(ALPHA, '/api/leads', { kind: 'order', step: 'car', form_completed: false, ...jane, car_id: '101' });
    const { lead_id, lead_token } = (await made.json()) as Made;
    const order = { lead_id, lead_token };
    expect(order.lead_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const valued = await tradeIn();
    const step = (extra: Record<string, unknown>) =>
      t.postJson(ALPHA, '/api/leads', {
        kind: 'order',
        step: 'trade-in',
        form_completed: false,
        has_trade_in: 'Yes',
        trade_in_lead_id: valued.lead_id,
        ...order,
        ...extra,
      });

    for (const extra of [{}, { trade_in_lead_token: order.lead_token }]) {
      const refused = await step(extra);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ error: 'Please fix the following errors:', fields: { trade_in_lead_id: expect.any(String) } });
    }
    const noOrderToken = await step({ lead_token: undefined, trade_in_lead_token: valued.lead_token });
    expect(noOrderToken.status).toBe(404);
    expect((await findLead(t.database.db, 'alpha', order.lead_id))?.payload.order).toBeUndefined();

    const taken = await step({ trade_in_lead_token: valued.lead_token });
    expect(taken.status).toBe(200);
    expect((await findLead(t.database.db, 'alpha', order.lead_id))?.payload.order).toMatchObject({ tradeIn: { leadId: valued.lead_id } });
  });
});
