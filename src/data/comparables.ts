import { readFileSync } from 'node:fs';
import path from 'node:path';
import { basisLine, embeddedBasis, marketDataBasis, marketTenants, stockPhrase } from '#src/domain/vehicle/market-basis.ts';
import { comparableGauge, showsPriceGauge, type ShownPriceGauge } from '#src/domain/vehicle/price-gauge.ts';
import { MARKET_GAUGES_FILE, marketGaugeShown, type KeptGauge } from '#src/domain/vehicle/market-gauge.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { dataDir } from '../files/paths.ts';
import { siteSnapshot, tenant } from './site.ts';
import type { FeedSnapshot } from '../files/snapshots.ts';

type Comparable = { year: number; km: number | null; priceCents: number };
let byModel: Map<string, Comparable[]> | undefined;

const key = (make: string, model: string) => `${make.toLowerCase()}|${model.toLowerCase()}`;

/** A tenant's snapshot cars: the site's own as already read (a big tenant's is ~20 MB of JSON), others from disk. */
function snapshotVehicles(file: string): Vehicle[] {
  const own = siteSnapshot();
  if (path.resolve(file) === path.resolve(own.path)) return own.vehicles;
  return (JSON.parse(readFileSync(file, 'utf8')) as FeedSnapshot).vehicles;
}

/**
 * The embedded market's used cars, grouped by make and model: the tenant's own stock (its last good snapshot, the cars
 * shown on the website), or the stock of the pool the platform operator opted it into (`market.pool`), never other dealers' otherwise. Read once
 * per build.
 */
export function marketComparables(make: string, model: string): Comparable[] {
  if (!byModel) {
    byModel = new Map();
    const folder = path.join(dataDir(), 'snapshots');
    for (const tenantSlug of marketTenants(tenant.slug, tenant.market)) {
      let vehicles: Vehicle[];
      try {
        vehicles = snapshotVehicles(path.join(folder, tenantSlug, 'snapshot.json'));
      } catch {
        continue; // a damaged snapshot only means fewer comparables
      }
      for (const vehicle of vehicles) {
        // Only cars a shopper can see on a site count: the basis line's "26 similar used cars" can be checked.
        if (vehicle.carType !== 'used' || vehicle.priceCents <= 0 || !vehicle.showOnDealerWebsite) continue;
        const list = byModel.get(key(vehicle.make, vehicle.model)) ?? [];
        list.push({ year: vehicle.year, km: vehicle.km, priceCents: vehicle.priceCents });
        byModel.set(key(vehicle.make, vehicle.model), list);
      }
    }
  }
  return byModel.get(key(make, model)) ?? [];
}

export type { ShownPriceGauge };

let answered: Record<string, KeptGauge> | undefined;
/**
 * The market-data service's gauges of a tenant whose market is market data, by car slug, as the build asked for them
 * before the render (scripts/lib/build/market-gauges.ts); none when it could not (the block is then hidden).
 */
function marketGauges(): Record<string, KeptGauge> {
  if (!answered) {
    const file = path.join(path.dirname(siteSnapshot().path), MARKET_GAUGES_FILE);
    try {
      answered = (JSON.parse(readFileSync(file, 'utf8')) as { gauges?: Record<string, KeptGauge> }).gauges ?? {};
    } catch {
      answered = {};
    }
  }
  return answered;
}

const gauges = new WeakMap<Vehicle, ShownPriceGauge | null>();
/**
 * The price gauge a car's page shows (spec 1 section 5), or null: used cars only, with the tenant's autogauge plugin,
 * from the tenant's market (the market-data service's answer, or its own stock or its pool). Worked out once per car and build: the page shows it, and its key (page-keys.ts)
 * is made of it rather than of the comparables' prices, so another car's new price re-renders this page only when
 * it moves the band or this car's place in it.
 */
export function shownPriceGauge(vehicle: Vehicle): ShownPriceGauge | null {
  if (!tenant.plugins.autogauge || vehicle.carType !== 'used') return null;
  let gauge = gauges.get(vehicle);
  if (gauge === undefined && tenant.market.provider === 'autograb') {
    gauges.set(vehicle, (gauge = marketGaugeShown(marketGauges()[vehicle.slug]?.gauge, marketDataBasis(tenant.market))));
  } else if (gauge === undefined) {
    const basis = embeddedBasis(tenant.market);
    const made = comparableGauge(vehicle, marketComparables(vehicle.make, vehicle.model), stockPhrase(basis));
    gauges.set(vehicle, (gauge = made && showsPriceGauge(made) ? { ...made, basis: basisLine(basis, made.cars) } : null));
  }
  return gauge;
}

/**
 * What of a car's gauge its page shows (PriceGaugeBlock.astro: the fill, the band's ends and the description; the
 * listing price is the car's own and the confidence is not shown): the page key's part for the gauge.
 */
export function gaugeKeyPart(vehicle: Vehicle): [number, number, number, string | null] | null {
  const gauge = shownPriceGauge(vehicle);
  return gauge && [gauge.fill, gauge.market_range_min, gauge.market_range_max, gauge.description];
}
