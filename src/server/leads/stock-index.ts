// The cars a tenant really has, so a lead can only name this tenant's cars and carries the car's
// facts from our stock (not from the form). Read from the feed snapshot the site was built from
// (`${DATA_DIR}/snapshots/<slug>/snapshot.json`) and re-read when that file changes. Cars stay known
// after they leave the feed (until restart): a shopper may still enquire from a page opened earlier.
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { carSnapshot, type CarSnapshot, type StockVehicle } from '#src/domain/leads/lead-record.ts';
import type { MarketListing } from '#src/domain/trade-in/valuation.ts';
import { websiteCar, type WebsiteCar, type WebsiteCarSource } from '#src/domain/finance/finance-car.ts';
import { watchCar, type WatchCar, type WatchCarSource } from '#src/domain/accounts/watch-car.ts';
import { checkoutCarOf, type CheckoutCar } from '#src/domain/checkout/checkout-car.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';

export type StockCar = CarSnapshot & { locationId: number | null };
/** A used car for sale with its price, for trade-in valuations: the snapshot's current cars only. */
export type StockListing = MarketListing & { make: string; model: string };

export type StockIndex = {
  byId(id: string): StockCar | undefined;
  bySlug(slug: string): StockCar | undefined;
  /** The used cars with a price in the current snapshot (departed cars are not for sale). */
  listings(): readonly StockListing[];
  /** A car the site shows now (in the current snapshot and on the dealer website), for the finance pages. */
  websiteCar(id: string): WebsiteCar | undefined;
  /** A car the site shows now, as shoppers' watchlists and alerts see it (src/server/accounts). */
  watchCar(id: string): WatchCar | undefined;
  /** Every car the site shows now, as watchlists see them. */
  watchCars(): ReadonlyMap<string, WatchCar>;
  /** A car of the current snapshot by id or slug, with what reserving or ordering it needs. */
  checkoutCar(idOrSlug: string): CheckoutCar | undefined;
};

/** A snapshot car: what a lead records (see `carSnapshot`) plus where the car is and its odometer. */
type SnapshotVehicle = StockVehicle & { locationId?: number | null; km?: number | null };

const listingOf = (vehicle: SnapshotVehicle): StockListing | null =>
  vehicle.carType === 'used' && (vehicle.priceCents ?? 0) > 0
    ? { make: vehicle.make, model: vehicle.model, year: vehicle.year, km: vehicle.km ?? null, priceCents: vehicle.priceCents! }
    : null;

function toStockCar(vehicle: SnapshotVehicle): StockCar {
  return { ...carSnapshot(vehicle), locationId: vehicle.locationId ?? null };
}

export type StockIndexes = {
  /** The tenant's stock (empty when it has no snapshot). */
  get(tenant: string): Promise<StockIndex>;
  /** The same, re-read now if the snapshot changed (not just in the background): for work that follows a publish. */
  fresh(tenant: string): Promise<StockIndex>;
};

export function createStockIndexes(options: { dataDir: string; recheckMs?: number; now?: () => number; warn?: (message: string) => void }): StockIndexes {
  const recheckMs = options.recheckMs ?? 5000;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  type Entry = {
    signature: string;
    checkedAt: number;
    byId: Map<string, StockCar>;
    bySlug: Map<string, StockCar>;
    listings: StockListing[];
    websiteCars: Map<string, WebsiteCar>;
    watchCars: Map<string, WatchCar>;
    checkoutCars: Map<string, CheckoutCar>;
    loading?: Promise<void>;
  };
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
      const listings: StockListing[] = [];
      const websiteCars = new Map<string, WebsiteCar>();
      const watchCars = new Map<string, WatchCar>();
      const checkoutCars = new Map<string, CheckoutCar>();
      for (const vehicle of snapshot.vehicles ?? []) {
        const checkout = checkoutCarOf(vehicle as unknown as Vehicle); // a snapshot car is a whole `Vehicle`
        checkoutCars.set(checkout.id, checkout);
        checkoutCars.set(checkout.slug, checkout);
        const car = toStockCar(vehicle);
        entry.byId.set(car.id, car); // newer facts replace older ones; departed cars stay
        entry.bySlug.set(car.slug, car);
        const listing = listingOf(vehicle);
        if (listing) listings.push(listing);
        const shown = websiteCar(vehicle as unknown as WebsiteCarSource); // a snapshot car is a whole `Vehicle`
        if (shown) websiteCars.set(shown.id, shown);
        const watched = watchCar(vehicle as unknown as WatchCarSource);
        if (watched) watchCars.set(watched.id, watched);
      }
      entry.listings = listings;
      entry.websiteCars = websiteCars;
      entry.watchCars = watchCars;
      entry.checkoutCars = checkoutCars;
      entry.signature = signature;
    } catch (error) {
      warn(`[leads] could not read the stock snapshot of ${tenant}: ${(error as Error).message}`);
    }
  }

  const indexes: StockIndexes = {
    async fresh(tenant) {
      const entry = entries.get(tenant);
      if (entry) {
        await entry.loading;
        await refresh(tenant, entry);
        entry.checkedAt = now();
      }
      return indexes.get(tenant);
    },
    async get(tenant) {
      let entry = entries.get(tenant);
      if (!entry) {
        entry = {
          signature: '',
          checkedAt: Number.NEGATIVE_INFINITY,
          byId: new Map(),
          bySlug: new Map(),
          listings: [],
          websiteCars: new Map(),
          watchCars: new Map(),
          checkoutCars: new Map(),
        };
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
      return {
        byId: (id) => byId.get(id),
        bySlug: (slug) => bySlug.get(slug),
        listings: () => current.listings,
        websiteCar: (id) => current.websiteCars.get(id),
        watchCar: (id) => current.watchCars.get(id),
        watchCars: () => current.watchCars,
        checkoutCar: (idOrSlug) => current.checkoutCars.get(idOrSlug),
      };
    },
  };
  return indexes;
}
