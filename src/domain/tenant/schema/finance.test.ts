import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { comparisonRate } from '../../finance/comparison-rate.ts';
import { resolveTenantConfig } from '../resolve-tenant-config.ts';
import { acmeSite } from '../acme.test-support.ts';

const acme = (finance: unknown) => acmeSite({ finance });

/** The one dealer's fee list (spec 2 section 9) as a tenant writes it. */
const agencyDealerFees = [
  { label: 'Establishment fee', kind: 'establishment', amountCents: 39_500 },
  { label: 'Vehicle security registration', kind: 'security-registration', amountCents: 600 },
  { label: 'Account administration fee', kind: 'monthly-administration', amountCents: 800 },
  { label: 'Dealer agency fee', kind: 'dealer-agency', amountCents: 91_225 },
];

describe('tenant finance config', () => {
  it('defaults to no fees, no comparison-rate range and the embedded YouX provider (flag off)', () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme(undefined), 'x');
    expect(result.ok && result.config.finance).toMatchObject({
      fees: [],
      comparisonRateRangePct: null,
      youxQuotes: false,
      youx: { provider: 'embedded', advertisedRatePct: null },
    });
  });

  it('takes a fee list with kinds, and the comparison rate counts them by kind ($30,000 / 5 years at 8.5% -> 10.87%)', () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme({ fees: agencyDealerFees }), 'x');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rate = comparisonRate({ annualRatePct: 8.5, fees: result.config.finance.fees });
    expect(rate.comparisonRatePct).toBe(10.87);
    expect(rate.excludedFees.map((fee) => fee.kind)).toEqual(['security-registration']);
    expect(comparisonRate({ annualRatePct: 12.94, fees: result.config.finance.fees }).comparisonRatePct).toBe(15.36);
  });

  it.each([
    [{ fees: [{ label: 'Establishment fee', amountCents: 39_500 }] }, 'x: finance.fees.0.kind'],
    [{ fees: [{ label: 'Establishment fee', kind: 'credit', amountCents: 39_500 }] }, 'x: finance.fees.0.kind'],
    [{ fees: [{ label: 'Fee', kind: 'establishment', amountCents: 395.5 }] }, 'x: finance.fees.0.amountCents'],
    [{ comparisonRateRangePct: [19.42, 8.38] }, 'x: finance.comparisonRateRangePct'],
    [{ youx: { provider: 'youx-live' } }, 'x: finance.youx.provider'],
    [{ youx: { provider: 'youx' } }, 'x: finance.youx.endpoint'],
    [{ youx: { provider: 'youx', endpoint: 'ftp://youx.example/quote' } }, 'x: finance.youx.endpoint'],
    [{ youx: { quotesPerMinute: 0 } }, 'x: finance.youx.quotesPerMinute'],
  ])('refuses %o', (finance, field) => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme(finance), 'x');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.some((error) => error.startsWith(field))).toBe(true);
  });
});
