// The lender's YouX quotes through POST /api/youx/quote, against a local double of the lender's endpoint: the spec's
// request goes out with the tenant's key, the spec's answer comes back, every failure is the spec's silent failure
// (502, no figures), and the site's budget holds under concurrent requests.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { createApp } from '../app.ts';
import { createRateLimiter } from '../leads/rate-limit.ts';
import { alphaConfig, betaConfig, fixtureTenantLoader } from '../leads/test-fixtures.ts';
import { answerJson, startJsonDouble } from '../providers/json-double.test-support.ts';
import { createSiteRegistry } from '../site-registry.ts';
import { createFixtureDataDir } from '../test-support.ts';

const request = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022, vin: 'JTMABC12345', nvic: '0AB12C', whoIsHelping: '' };
const lenderAnswer = { weeklyRepaymentAmount: 141.2, advertisedRate: 7.49, comparisonRate: 8.19, applicationId: 'ignored' };
const KEY = 'youx-test-key-0123456789';

let fixture: Awaited<ReturnType<typeof createFixtureDataDir>>;
let lender: Awaited<ReturnType<typeof startJsonDouble>>;
beforeAll(async () => {
  fixture = await createFixtureDataDir();
  lender = await startJsonDouble(answerJson(lenderAnswer));
});
afterAll(async () => {
  await lender?.close();
  await fixture?.cleanup();
});
afterEach(() => {
  lender.calls.length = 0;
  lender.answer(answerJson(lenderAnswer));
});

/** Alpha selects the lender (a test tenant with the non-default provider); beta keeps the embedded estimate. */
const lenderTenant = (quotesPerMinute = 120): TenantConfig => {
  const config = alphaConfig();
  return {
    ...config,
    finance: { ...config.finance, youxQuotes: true, youx: { provider: 'youx', endpoint: lender.url('/v1/quote'), advertisedRatePct: null, quotesPerMinute } },
  };
};
const embeddedTenant = (): TenantConfig => {
  const config = betaConfig();
  return { ...config, finance: { ...config.finance, youxQuotes: true, defaultInterestRatePct: 6.29 } };
};

function appWith(tenants: Record<string, TenantConfig>, env: Record<string, string> = { YOUX_API_KEY_ALPHA: KEY }, timeoutMs?: number) {
  const app = createApp({
    registry: createSiteRegistry({ dataDir: fixture.dataDir, warn: () => {} }),
    requestRebuild: () => true,
    log: () => {},
    finance: {
      loadTenantConfig: fixtureTenantLoader(tenants),
      log: () => {},
      env,
      perIp: createRateLimiter({ perMinute: 10_000 }),
      ...(timeoutMs ? { timeoutMs } : {}),
    },
  });
  return (host = 'alpha.localhost') =>
    app.request('/api/youx/quote', { method: 'POST', body: JSON.stringify(request), headers: { host, 'content-type': 'application/json' } });
}

describe('YouX quotes from the lender (finance.youx.provider: youx)', () => {
  it("posts spec 2's request to the tenant's endpoint with its key and answers with the lender's figures", async () => {
    const res = await appWith({ alpha: lenderTenant() })();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ weeklyRepaymentAmount: 141.2, advertisedRate: 7.49, comparisonRate: 8.19, monthlyRepaymentAmount: 611.4 });
    expect(lender.calls).toEqual([{ method: 'POST', path: '/v1/quote', authorization: `Bearer ${KEY}`, contentType: 'application/json', body: request }]);
  });

  it('leaves a tenant on the embedded provider off the network', async () => {
    const res = await appWith({ alpha: lenderTenant(), beta: embeddedTenant() })('beta.localhost');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { advertisedRate: number }).advertisedRate).toBe(6.29);
    expect(lender.calls).toHaveLength(0);
  });

  it.each<[string, Parameters<typeof lender.answer>[0]]>([
    ['an error status', answerJson({ message: 'down' }, 503)],
    ['a body that is not JSON', answerJson('<html>oops</html>')],
    ['an answer without the weekly amount', answerJson({ advertisedRate: 7.49, comparisonRate: 8.19 })],
    ['a negative rate', answerJson({ ...lenderAnswer, comparisonRate: -1 })],
    ['an answer larger than 64 KB', answerJson({ ...lenderAnswer, padding: 'x'.repeat(70_000) })],
    ['an answer slower than the deadline', answerJson(lenderAnswer, 200, 1_500)],
  ])('gives no quote (502, no figures) for %s', async (_name, answer) => {
    lender.answer(answer);
    const res = await appWith({ alpha: lenderTenant() }, undefined, 500)();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'No quote is available right now' });
  });

  it('gives no quote and calls nobody when the tenant has no key', async () => {
    const res = await appWith({ alpha: lenderTenant() }, {})();
    expect(res.status).toBe(502);
    expect(lender.calls).toHaveLength(0);
  });

  it("keeps within the site's budget when 30 shoppers ask at once: 5 a minute reach the lender", async () => {
    lender.answer(answerJson(lenderAnswer, 200, 50));
    const post = appWith({ alpha: lenderTenant(5) });
    const answers = await Promise.all(Array.from({ length: 30 }, () => post()));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 502)).toHaveLength(25);
    expect(lender.calls).toHaveLength(5);
  });
});
