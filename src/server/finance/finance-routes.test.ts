// POST /api/youx/quote through the whole app (Host routing included), on the fake alpha and beta sites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_DEALER_FEES } from '#src/domain/finance/comparison-fees.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { createApp } from '../app.ts';
import { createRateLimiter } from '../leads/rate-limit.ts';
import { alphaConfig, betaConfig, fixtureTenantLoader } from '../leads/test-fixtures.ts';
import { createSiteRegistry } from '../site-registry.ts';
import { createFixtureDataDir } from '../test-support.ts';
import type { FinanceRoutesOptions } from './finance-routes.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const good = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022, vin: 'JTMABC12345', nvic: '0AB12C', whoIsHelping: '' };

const withFinance = (config: TenantConfig, finance: Partial<TenantConfig['finance']>): TenantConfig => ({
  ...config,
  finance: { ...config.finance, ...finance },
});
/** Alpha quotes at 6.29% with no fees; beta at 8.5% with the one dealer's fee list (spec 2 section 9). */
const alpha = withFinance(alphaConfig(), { youxQuotes: true, defaultInterestRatePct: 6.29 });
const beta = withFinance(betaConfig(), { youxQuotes: true, defaultInterestRatePct: 8.5, fees: [...AGENCY_DEALER_FEES] });

let fixture: Awaited<ReturnType<typeof createFixtureDataDir>>;
beforeAll(async () => {
  fixture = await createFixtureDataDir();
});
afterAll(() => fixture?.cleanup());

function appWith(tenants: Record<string, TenantConfig>, finance: FinanceRoutesOptions = {}) {
  const app = createApp({
    registry: createSiteRegistry({ dataDir: fixture.dataDir, warn: () => {} }),
    requestRebuild: () => true,
    log: () => {},
    finance: { loadTenantConfig: fixtureTenantLoader(tenants), log: () => {}, ...finance },
  });
  return (host: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/youx/quote', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { host, 'content-type': 'application/json', ...headers },
    });
}

describe('POST /api/youx/quote', () => {
  it("answers a good request with the tenant's quote: weekly, rates, and monthly = weekly x 4.33", async () => {
    const post = appWith({ alpha, beta });
    const res = await post(ALPHA, good, { origin: 'http://alpha.localhost' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ weeklyRepaymentAmount: 134.55, advertisedRate: 6.29, comparisonRate: 6.29, monthlyRepaymentAmount: 582.6 });
  });

  it("answers each tenant from its own config, chosen by the Host: beta's fees give a 10.87% comparison rate", async () => {
    const post = appWith({ alpha, beta });
    const body = (await (await post(BETA, good)).json()) as Record<string, number>;
    expect(body.advertisedRate).toBe(8.5);
    expect(body.comparisonRate).toBe(10.87);
    expect(body.weeklyRepaymentAmount).toBeGreaterThan(134.55);
    expect(body.monthlyRepaymentAmount).toBe(Math.round(body.weeklyRepaymentAmount! * 433) / 100);
  });

  it('is not there for a tenant without the flag, nor for a host that is no dealer site', async () => {
    const post = appWith({ alpha, beta: betaConfig() });
    expect((await post(BETA, good)).status).toBe(404);
    expect(await (await post(BETA, good)).json()).toEqual({ error: 'Not found' });
    expect((await post('nobody.localhost', good)).status).toBe(404);
    expect((await post(ALPHA, good)).status).toBe(200);
  });

  it('refuses posts from another site, including a sister tenant', async () => {
    const post = appWith({ alpha, beta });
    expect((await post(ALPHA, good, { origin: 'http://beta.localhost' })).status).toBe(403);
    expect((await post(ALPHA, good, { referer: 'https://evil.example/x' })).status).toBe(403);
  });

  it.each<[string, unknown, string]>([
    ['no body fields', {}, 'purchasePrice'],
    ['another credit score', { ...good, selfAssessedCreditScore: 'GOOD' }, 'selfAssessedCreditScore'],
    ['a price of 0', { ...good, purchasePrice: 0 }, 'purchasePrice'],
    ['a negative price', { ...good, purchasePrice: -5 }, 'purchasePrice'],
    ['a price as text', { ...good, purchasePrice: '30000' }, 'purchasePrice'],
    ['a price above $5,000,000', { ...good, purchasePrice: 5_000_001 }, 'purchasePrice'],
    ['another term', { ...good, loanTerm: 7 }, 'loanTerm'],
    ['a fractional year', { ...good, year: 2022.5 }, 'year'],
    ['a year from the future', { ...good, year: 3000 }, 'year'],
    ['a missing vin', { ...good, vin: undefined }, 'vin'],
    ['markup in the vin', { ...good, vin: '<script>' }, 'vin'],
    ['a long nvic', { ...good, nvic: 'N'.repeat(33) }, 'nvic'],
    ['someone helping', { ...good, whoIsHelping: 'Bob' }, 'whoIsHelping'],
    ['an unknown field', { ...good, carId: 1 }, 'carId'],
  ])('422 with the field named for %s', async (_name, body, field) => {
    const res = await appWith({ alpha })(ALPHA, body);
    expect(res.status).toBe(422);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toBe('Please fix the following errors:');
    expect(Object.keys(json.fields)).toContain(field);
  });

  it.each<[string, string, number, Record<string, string>?]>([
    ['malformed JSON', '{"purchasePrice":', 400],
    ['a JSON array', '[]', 400],
    ['a form post', 'purchasePrice=30000', 415, { 'content-type': 'application/x-www-form-urlencoded' }],
    ['no content type', JSON.stringify(good), 415, { 'content-type': '' }],
    ['an oversized body', JSON.stringify({ ...good, vin: 'x'.repeat(40 * 1024) }), 413],
  ])('%s -> %i', async (_name, body, status, headers) => {
    const res = await appWith({ alpha })(ALPHA, body, headers);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toEqual(expect.any(String));
  });

  it('rate-limits per client address and tenant with 429 and Retry-After', async () => {
    const post = appWith({ alpha, beta }, { perIp: createRateLimiter({ perMinute: 2 }) });
    expect((await post(ALPHA, good)).status).toBe(200);
    expect((await post(ALPHA, good)).status).toBe(200);
    const limited = await post(ALPHA, good);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(BETA, good)).status).toBe(200); // another tenant's bucket
  });

  it('asks the configured provider, and answers 502 when it fails (the page then shows nothing)', async () => {
    const seen: unknown[] = [];
    const post = appWith(
      { alpha },
      {
        provider: {
          quote: async (request, finance) => {
            seen.push({ request, rate: finance.defaultInterestRatePct });
            if (request.purchasePrice > 100_000) throw new Error('YouX unreachable');
            return { weeklyRepaymentAmount: 1, advertisedRate: 2, comparisonRate: 3, monthlyRepaymentAmount: 4.33 };
          },
        },
      },
    );
    expect(await (await post(ALPHA, good)).json()).toEqual({ weeklyRepaymentAmount: 1, advertisedRate: 2, comparisonRate: 3, monthlyRepaymentAmount: 4.33 });
    const failed = await post(ALPHA, { ...good, purchasePrice: 200_000 });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'No quote is available right now' });
    expect(seen).toEqual([
      { request: good, rate: 6.29 },
      { request: { ...good, purchasePrice: 200_000 }, rate: 6.29 },
    ]);
  });

  it('answers 503 when the tenant config cannot be loaded', async () => {
    expect((await appWith({})(ALPHA, good)).status).toBe(503);
  });
});
