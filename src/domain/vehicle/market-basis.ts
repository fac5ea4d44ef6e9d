import type { MarketSettings } from '../tenant/schema/market.ts';

/**
 * What a price gauge or a trade-in estimate is worked out from, in the words a page shows. Market data carries the
 * name the tenant gives its provider (`market.label`), so a page never names a service whose figures it is not showing.
 */
export type MarketBasis = { kind: 'own-stock' } | { kind: 'pool'; name: string } | { kind: 'market-data'; label: string };

/**
 * The market-data basis of a tenant's settings.
 * @example marketDataBasis({ label: 'national market data (AutoGrab)' }) // { kind: 'market-data', label: 'national market data (AutoGrab)' }
 */
export const marketDataBasis = (market: Pick<MarketSettings, 'label'>): MarketBasis => ({ kind: 'market-data', label: market.label });

/**
 * The embedded market's basis for a tenant: its own stock, or the pool the platform operator opted it into.
 * @example embeddedBasis({ pool: null }) // { kind: 'own-stock' }
 */
export function embeddedBasis(market: Pick<MarketSettings, 'pool'>): MarketBasis {
  return market.pool ? { kind: 'pool', name: market.pool.name } : { kind: 'own-stock' };
}

/**
 * The tenants whose used stock the embedded market reads: the tenant alone, or its pool (the tenant always included).
 * @example marketTenants('harbour-toyota', { pool: null }) // ['harbour-toyota']
 */
export function marketTenants(slug: string, market: Pick<MarketSettings, 'pool'>): string[] {
  return market.pool ? [...new Set([slug, ...market.pool.tenants])] : [slug];
}

/**
 * Where the cars were, for a sentence: 'in our own stock', 'in the stock of the dealers in the Coastal pool'.
 * @example stockPhrase({ kind: 'own-stock' }) // 'in our own stock'
 */
export function stockPhrase(basis: MarketBasis): string {
  if (basis.kind === 'own-stock') return 'in our own stock';
  if (basis.kind === 'pool') return `in the stock of the dealers in the ${basis.name} pool`;
  return `in ${basis.label}`;
}

/**
 * The line that says what a figure is based on and how many cars.
 * @example basisLine({ kind: 'own-stock' }, 7) // 'Based on 7 similar used cars in our own stock, not national market data.'
 * @example basisLine({ kind: 'market-data', label: 'national market data (AutoGrab)' }, null) // 'Based on national market data (AutoGrab).'
 */
export function basisLine(basis: MarketBasis, cars: number | null): string {
  if (basis.kind === 'market-data') return `Based on ${basis.label}${cars ? ` for ${cars} similar cars` : ''}.`;
  const count = cars === null ? 'similar used cars' : `${cars} similar used car${cars === 1 ? '' : 's'}`;
  return `Based on ${count} ${stockPhrase(basis)}, not national market data.`;
}
