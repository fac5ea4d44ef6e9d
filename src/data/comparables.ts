import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { dataDir } from './paths.ts';
import type { FeedSnapshot } from './snapshots.ts';

type Comparable = { year: number; km: number | null; priceCents: number };
let byModel: Map<string, Comparable[]> | undefined;

const key = (make: string, model: string) => `${make.toLowerCase()}|${model.toLowerCase()}`;

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
        vehicles = (JSON.parse(readFileSync(path.join(folder, tenant, 'snapshot.json'), 'utf8')) as FeedSnapshot).vehicles;
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
