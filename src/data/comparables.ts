import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { comparableGauge, showsPriceGauge, type PriceGauge } from '#src/domain/vehicle/price-gauge.ts';
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
 * Used cars across the platform (every tenant's last good snapshot), grouped by make and model: the market the
 * price gauge compares a car against when its feed carries no market data. Read once per build.
 */
export function platformComparables(make: string, model: string): Comparable[] {
  if (!byModel) {
    byModel = new Map();
    const folder = path.join(dataDir(), 'snapshots');
    let tenants: string[] = [];
    try {
      tenants = readdirSync(folder);
    } catch {
      tenants = [];
    }
    for (const tenant of tenants) {
      let vehicles: Vehicle[];
      try {
        vehicles = snapshotVehicles(path.join(folder, tenant, 'snapshot.json'));
      } catch {
        continue; // a damaged snapshot only means fewer comparables
      }
      for (const vehicle of vehicles) {
        if (vehicle.carType !== 'used' || vehicle.priceCents <= 0) continue;
        const list = byModel.get(key(vehicle.make, vehicle.model)) ?? [];
        list.push({ year: vehicle.year, km: vehicle.km, priceCents: vehicle.priceCents });
        byModel.set(key(vehicle.make, vehicle.model), list);
      }
    }
  }
  return byModel.get(key(make, model)) ?? [];
}

/** A gauge that shows (showsPriceGauge), with its figures present. */
export type ShownPriceGauge = PriceGauge & { fill: number; listing_price: number; market_range_min: number; market_range_max: number; confidence: number };

const gauges = new WeakMap<Vehicle, ShownPriceGauge | null>();
/**
 * The price gauge a car's page shows (spec 1 section 5), or null: used cars only, with the tenant's autogauge plugin,
 * from the platform's comparables. Worked out once per car and build: the page shows it, and its key (page-keys.ts)
 * is made of it rather than of the comparables' prices, so another car's new price re-renders this page only when
 * it moves the band or this car's place in it.
 */
export function shownPriceGauge(vehicle: Vehicle): ShownPriceGauge | null {
  if (!tenant.plugins.autogauge || vehicle.carType !== 'used') return null;
  let gauge = gauges.get(vehicle);
  if (gauge === undefined) {
    const made = comparableGauge(vehicle, platformComparables(vehicle.make, vehicle.model));
    gauges.set(vehicle, (gauge = showsPriceGauge(made) ? made : null));
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
