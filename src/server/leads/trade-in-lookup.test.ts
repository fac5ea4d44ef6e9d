// A trade-in by number plate through the leads API, with the tenant's plate lookup and market data answered by a
// local double of their HTTP APIs: a plate-only shopper gets an estimate from market data; a lookup that fails or
// finds nothing is silent to the shopper (no car in the answer: the form asks for it), logged, and the lead is kept.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { findLead } from '../db/leads-repo.ts';
import { tradeInProviders } from '../market/trade-in-providers.ts';
import { answerJson, startJsonDouble, type DoubleAnswer } from '../providers/json-double.test-support.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';
import { alphaConfig, betaConfig, modelYear } from './test-fixtures.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const jane = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', postcode: '3000' };
const KEYS = { PLATE_LOOKUP_API_KEY_ALPHA: 'plate-key-0123456789abcdef', MARKET_DATA_API_KEY_ALPHA: 'market-key-0123456789abcdef' };
const rav4 = { make: 'Toyota', model: 'RAV4', year: modelYear(2), badge: 'GX' };
const marketPrice = { state_average_market_price: 31_200, average_market_price: 30_800 };

let service: Awaited<ReturnType<typeof startJsonDouble>>;
let t: TestLeadsApp;
const logged: string[] = [];
/** The double's answers by path: the plate lookup's and the market price's. */
const answers: { plates: DoubleAnswer; market: DoubleAnswer } = { plates: answerJson({ vehicle: rav4 }), market: answerJson(marketPrice) };

beforeAll(async () => {
  service = await startJsonDouble((call, res) => (call.path.startsWith('/plates/') ? answers.plates(call, res) : answers.market(call, res)));
  // Alpha looks plates up and takes its market from market data; beta has neither (the embedded defaults).
  const alpha: TenantConfig = {
    ...alphaConfig(),
    plateLookup: { provider: 'http', endpoint: service.url('/plates/v1'), lookupsPerMinute: 60 },
    market: { provider: 'autograb', endpoint: service.url('/market/v2/'), label: 'national market data (AutoGrab)', pool: null, callsPerMinute: 120 },
  };
  t = await createTestLeadsApp({
    tenants: { alpha, beta: betaConfig() },
    platform: { tradeIn: tradeInProviders({ env: KEYS, log: (message) => logged.push(message), timeoutMs: 2_000 }) },
  });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});
afterEach(() => {
  service.calls.length = 0;
  logged.length = 0;
  answers.plates = answerJson({ vehicle: rav4 });
  answers.market = answerJson(marketPrice);
});

type Answer = { lead_id: string; lead_token: string; plate_lookup?: { vehicle: unknown }; valuation?: unknown };
const post = async (host: string, body: Record<string, unknown>) => {
  const res = await t.postJson(host, '/api/leads', { kind: 'trade-in', ...body });
  return { status: res.status, body: (await res.json()) as Answer };
};
const condition = (host: string, created: Answer) =>
  post(host, { step: 'adjustments', form_completed: false, lead_id: created.lead_id, lead_token: created.lead_token, adjustmentAnswers: {} });
let plates = 0;
const stored = async (id: string) => (await findLead(t.database.db, 'alpha', id))!;

describe('a trade-in by number plate', () => {
  it("looks the plate up with the tenant's key, fills in the car, and values it from market data", async () => {
    const created = await post(ALPHA, { step: 'create', form_completed: false, ...jane, rego: 'abc 123', regoState: 'QLD', kms: '40,000' });
    expect(created.status).toBe(201);
    expect(created.body.plate_lookup).toEqual({ vehicle: rav4 });
    expect(JSON.stringify(created.body)).not.toContain('ABC123'); // the answer does not repeat the plate
    const lead = await stored(created.body.lead_id);
    expect(lead.payload.fields).toMatchObject({ rego: 'abc 123', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'RAV4', year: rav4.year, kms: 40_000 });
    expect(lead.payload.plateLookup).toEqual({ rego: 'ABC123', state: 'QLD', vehicle: rav4 });

    const valued = await condition(ALPHA, created.body);
    // $31,200 (the QLD average) x 0.85 - $1,500 = $25,020 -> $25,000; the range 5% of the retail value either side.
    expect(valued.body.valuation).toEqual({
      estimate: { low: 23_600, offer: 25_000, high: 26_400, comparables: null, basis: 'Based on national market data (AutoGrab).' },
      reason: null,
    });
    expect(valued.body.plate_lookup).toBeUndefined(); // the plate is not looked up twice
    expect(service.calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/plates/v1/vehicles?rego=ABC123&state=QLD', `Bearer ${KEYS.PLATE_LOOKUP_API_KEY_ALPHA}`],
      [`/market/v2/market-price?make=Toyota&model=RAV4&year=${rav4.year}&km=40000&state=QLD`, `Bearer ${KEYS.MARKET_DATA_API_KEY_ALPHA}`],
    ]);
  });

  it.each<[string, DoubleAnswer, RegExp]>([
    ['finds no car for the plate', answerJson({ vehicle: null }), /no vehicle for a QLD plate/],
    ['answers an error', answerJson({ error: 'down' }, 503), /lookup failed: answered HTTP 503/],
    ['is too slow', answerJson({ vehicle: rav4 }, 200, 3_000), /lookup failed: timed out/],
    ['answers something else', answerJson({ vehicle: { make: 'Toyota' } }), /lookup failed: the answer does not match/],
  ])('keeps the lead and says nothing of it to the shopper when the lookup %s; the car then named is valued', async (_name, answer, log) => {
    answers.plates = answer;
    // A plate of its own per case: the same post twice within 10 minutes is the same lead.
    const plate = `ZZZ90${++plates}`;
    const created = await post(ALPHA, { step: 'create', form_completed: false, ...jane, rego: plate, regoState: 'QLD', kms: 40_000 });
    expect(created.status).toBe(201);
    expect(created.body.plate_lookup).toEqual({ vehicle: null });
    expect(logged.join('\n')).toMatch(log);
    expect(logged.join('\n')).not.toContain(plate); // the shopper's plate stays out of the log
    expect((await stored(created.body.lead_id)).payload).toMatchObject({ fields: { rego: plate }, plateLookup: { rego: plate, vehicle: null } });

    // The form asks for the car; the same lead takes it (the rego step), and the plate is not looked up again.
    const named = await post(ALPHA, {
      step: 'rego',
      form_completed: false,
      lead_id: created.body.lead_id,
      lead_token: created.body.lead_token,
      rego: plate,
      regoState: 'QLD',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      year: rav4.year,
      kms: 40_000,
    });
    expect(named.status).toBe(200);
    const valued = await condition(ALPHA, created.body);
    expect(valued.body.valuation).toMatchObject({ estimate: { offer: 25_000 } });
    expect(service.calls.filter((call) => call.path.startsWith('/plates/'))).toHaveLength(1);
  });

  it('looks again when the shopper goes back and gives another plate, and replaces the car the first lookup filled in', async () => {
    const corolla = { make: 'Toyota', model: 'Corolla', year: modelYear(3), badge: null };
    answers.plates = (call, res) => answerJson({ vehicle: call.path.includes('rego=CPO456') ? corolla : rav4 })(call, res);
    const created = await post(ALPHA, { step: 'create', form_completed: false, ...jane, rego: 'HTY124', regoState: 'NSW', kms: 50_000 });
    expect(created.body.plate_lookup).toEqual({ vehicle: rav4 });
    const again = await post(ALPHA, {
      step: 'rego',
      form_completed: false,
      lead_id: created.body.lead_id,
      lead_token: created.body.lead_token,
      rego: 'CPO456',
      regoState: 'NSW',
      kms: 50_000,
    });
    expect(again.body.plate_lookup).toEqual({ vehicle: corolla });
    expect((await stored(created.body.lead_id)).payload).toMatchObject({
      fields: { rego: 'CPO456', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla', year: corolla.year },
      plateLookup: { rego: 'CPO456', state: 'NSW', vehicle: corolla },
    });
    expect(service.calls.filter((call) => call.path.includes('/market-price'))[0]?.path).toContain('model=Corolla');
  });

  it('gives no online estimate, and keeps the lead, when market data has no price for the car', async () => {
    answers.market = answerJson({ error: 'down' }, 500);
    const created = await post(ALPHA, { step: 'create', form_completed: false, ...jane, rego: 'ABC123', regoState: 'NSW', kms: 40_000 });
    const valued = await condition(ALPHA, created.body);
    expect(valued.status).toBe(200);
    expect(valued.body.valuation).toEqual({ estimate: null, reason: 'no-market-price' });
    expect(logged.join('\n')).toMatch(/\[market\] alpha: market price failed: answered HTTP 500/);
    expect((await stored(created.body.lead_id)).payload.valuation).toEqual({ estimate: null, reason: 'no-market-price' });
  });

  it('makes no lookup for a tenant without one: the rego alone is kept for a valuer', async () => {
    const created = await post(BETA, { step: 'create', form_completed: false, ...jane, rego: 'ABC123', regoState: 'VIC', kms: 40_000 });
    expect(created.status).toBe(201);
    expect(created.body.plate_lookup).toBeUndefined();
    const valued = await condition(BETA, created.body);
    expect(valued.body.valuation).toEqual({ estimate: null, reason: 'unknown-car' });
    expect(service.calls).toEqual([]);
  });

  it('asks nothing without the key, and says so once in the log', async () => {
    const alpha: TenantConfig = { ...alphaConfig(), plateLookup: { provider: 'http', endpoint: service.url('/plates/v1'), lookupsPerMinute: 60 } };
    const keyless = tradeInProviders({ env: {}, log: (message) => logged.push(message) });
    expect(await keyless.plateLookup('alpha', alpha)?.lookup('ABC123', 'QLD')).toBeNull();
    expect(await keyless.plateLookup('alpha', alpha)?.lookup('ABC124', 'QLD')).toBeNull();
    expect(logged).toEqual(['[trade-in] alpha: PLATE_LOOKUP_API_KEY_ALPHA is not set, so its plate lookups find nothing']);
    expect(keyless.plateLookup('beta', betaConfig())).toBeNull();
    expect(service.calls).toEqual([]);
  });
});
