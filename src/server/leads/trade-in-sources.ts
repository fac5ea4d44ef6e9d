// What a trade-in step asks outside its transaction, so the transaction itself only reads memory: the number-plate
// lookup (the rego and state step: a plate-only shopper's make, model and year) and the market its valuation compares
// against: the embedded market's listings (the tenant's own stock, or its pool), or the market-data service's average
// price for the shopper's car. A lookup or market call that fails answers nothing (logged by its client): the form
// then asks for the car, or the valuation says there is no online estimate; the lead is kept either way.
import { plateToLookUp, type PlateLookupRecord } from '#src/domain/trade-in/plate.ts';
import { onlineEstimateRefusal, marketRetailCents, type TradeInCar } from '#src/domain/trade-in/valuation.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { embeddedBasis, marketDataBasis, marketTenants, type MarketBasis } from '#src/domain/vehicle/market-basis.ts';
import type { TradeInProviders } from '../market/trade-in-providers.ts';
import type { Market, MarketLookup } from './market.ts';

/** The market a valuation compares against, ready to read. */
export type TradeInMarket =
  | { kind: 'listings'; lookup: MarketLookup | null; basis: MarketBasis }
  /** `car`: the car the price was asked for; `retailCents`: its average market price, null when none came. */
  | { kind: 'market-data'; car: TradeInCar; retailCents: number | null; basis: MarketBasis };

type Site = { tenant: string; config: TenantConfig };

/**
 * Looks the plate up when the answers give a rego and state but not the car, and the tenant has a plate lookup; null
 * when no lookup was made (none configured, nothing to look up, or this plate was looked up already: `done`).
 */
export async function lookUpPlate(
  providers: TradeInProviders | undefined,
  site: Site,
  fields: Readonly<Record<string, unknown>>,
  done: PlateLookupRecord | null,
): Promise<PlateLookupRecord | null> {
  const wanted = plateToLookUp(fields, done);
  const lookup = wanted ? providers?.plateLookup(site.tenant, site.config) : null;
  if (!wanted || !lookup) return null;
  return { ...wanted, vehicle: await lookup.lookup(wanted.rego, wanted.state, AbortSignal.timeout(10_000)) };
}

/**
 * The market for valuing `car`: market data where the tenant selects it (asked only for a car that can be valued
 * online at all), else the embedded market's listings of the tenant (or its pool).
 */
export async function tradeInMarket(
  providers: TradeInProviders | undefined,
  market: Market,
  site: Site,
  car: TradeInCar,
  regoState: string | null,
  now: Date,
): Promise<TradeInMarket> {
  const settings = site.config.market;
  if (settings.provider === 'autograb') {
    const client = providers?.marketData(site.tenant, site.config);
    if (!client || !car.make || !car.model || car.year === null || onlineEstimateRefusal(car, now))
      return { kind: 'market-data', car, retailCents: null, basis: marketDataBasis(settings) };
    // The shopper's state (the car's rego state), else the dealer's: state averages differ.
    const state = regoState ?? (site.config.locations.find((location) => location.primary) ?? site.config.locations[0])?.address.state ?? null;
    const data = await client.marketPrice({ make: car.make, model: car.model, year: car.year, km: car.km, state }, AbortSignal.timeout(10_000));
    return { kind: 'market-data', car, retailCents: marketRetailCents(data), basis: marketDataBasis(settings) };
  }
  const lookup = car.make && car.model ? await market.lookup(marketTenants(site.tenant, settings)) : null;
  return { kind: 'listings', lookup, basis: embeddedBasis(settings) };
}
