import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { dataDir } from '../files/paths.ts';
import { siteSnapshot } from './site.ts';
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
