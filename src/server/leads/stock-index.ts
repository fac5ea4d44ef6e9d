// The cars a tenant really has, so a lead can only name this tenant's cars and carries the car's
// facts from our stock (not from the form). Read from the feed snapshot the site was built from
// (`${DATA_DIR}/snapshots/<slug>/snapshot.json`) and re-read when that file changes. Cars stay known
// after they leave the feed (until restart): a shopper may still enquire from a page opened earlier.
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { carSnapshot, type CarSnapshot, type StockVehicle } from '#src/domain/leads/lead-record.ts';

export type StockCar = CarSnapshot & { locationId: number | null };

export type StockIndex = {
  byId(id: string): StockCar | undefined;
  bySlug(slug: string): StockCar | undefined;
};

/** A snapshot car: what a lead records (see `carSnapshot`) plus where the car is. */
type SnapshotVehicle = StockVehicle & { locationId?: number | null };

function toStockCar(vehicle: SnapshotVehicle): StockCar {
  return { ...carSnapshot(vehicle), locationId: vehicle.locationId ?? null };
}

export type StockIndexes = {
  /** The tenant's stock (empty when it has no snapshot). */
  get(tenant: string): Promise<StockIndex>;
};

export function createStockIndexes(options: { dataDir: string; recheckMs?: number; now?: () => number; warn?: (message: string) => void }): StockIndexes {
  const recheckMs = options.recheckMs ?? 5000;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  type Entry = { signature: string; checkedAt: number; byId: Map<string, StockCar>; bySlug: Map<string, StockCar>; loading?: Promise<void> };
  const entries = new Map<string, Entry>();

  async function refresh(tenant: string, entry: Entry): Promise<void> {
    const file = path.join(options.dataDir, 'snapshots', tenant, 'snapshot.json');
    const info = await stat(file).catch(() => null);
    const signature = info ? `${info.mtimeMs}:${info.size}` : 'none';
    if (signature === entry.signature || !info) {
      entry.signature = signature;
      return;
    }
    try {
      const snapshot = JSON.parse(await readFile(file, 'utf8')) as { vehicles?: SnapshotVehicle[] };
      for (const vehicle of snapshot.vehicles ?? []) {
        const car = toStockCar(vehicle);
        entry.byId.set(car.id, car); // newer facts replace older ones; departed cars stay
        entry.bySlug.set(car.slug, car);
      }
      entry.signature = signature;
    } catch (error) {
      warn(`[leads] could not read the stock snapshot of ${tenant}: ${(error as Error).message}`);
    }
  }

  return {
    async get(tenant) {
      let entry = entries.get(tenant);
      if (!entry) {
        entry = { signature: '', checkedAt: Number.NEGATIVE_INFINITY, byId: new Map(), bySlug: new Map() };
        entries.set(tenant, entry);
      }
      const current = entry;
      if (!current.loading && now() - current.checkedAt >= recheckMs) {
        current.loading = refresh(tenant, current).finally(() => {
          current.checkedAt = now();
          current.loading = undefined;
        });
      }
      // The first read waits for the file; later re-checks happen in the background.
      if (current.signature === '' && current.loading) await current.loading;
      const { byId, bySlug } = entry;
      return { byId: (id) => byId.get(id), bySlug: (slug) => bySlug.get(slug) };
    },
  };
}
