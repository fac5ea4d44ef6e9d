// The shopper's watchlist against the current stock: only cars the site shows (and can still be bought or waited
// for) are saved; the garage shows each with its live status and its price now against its price when saved.
import type { Kysely } from 'kysely';
import { SAVEABLE, type WatchCar } from '#src/domain/accounts/watch-car.ts';
import { LIVE_STATUS_LABELS, liveStatus, priceChange, WATCHLIST_MAX, type LiveStatus, type PriceChange } from '#src/domain/accounts/watchlist.ts';
import type { FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import type { DB } from '../db/schema.ts';
import { countWatchlist, listWatchlist, removeCar, saveCars } from '../db/watchlist-repo.ts';
import type { StockIndexes } from '../leads/stock-index.ts';

/** A watchlist car as GET /api/watchlist answers it: the browser's favourite entry plus the garage's facts. */
export type GarageCar = FavouriteEntry & {
  /** The car's page, or null when it has left the stock (no page to link to). */
  path: string | null;
  status: LiveStatus;
  statusLabel: string;
  priceCents: number | null;
  savedPriceCents: number | null;
  priceChange: PriceChange;
  savedAt: string;
};

export type SaveOutcome = { ok: true } | { ok: false; reason: 'not-in-stock' | 'not-saveable' | 'full' };

export type Watchlists = {
  /** Saves one car of the current stock (a car saved already stays as it was). */
  save(tenant: string, shopperId: string, carId: string): Promise<SaveOutcome>;
  /** The browser's saved cars at sign-in: those the site still offers are added, the others skipped. */
  saveMany(tenant: string, shopperId: string, carIds: readonly string[]): Promise<void>;
  remove(tenant: string, shopperId: string, carId: string): Promise<void>;
  /** The watchlist, newest first. */
  garage(tenant: string, shopperId: string): Promise<GarageCar[]>;
  /** Cars of the current stock by id, as the garage shows them (unknown ids are left out). */
  describe(
    tenant: string,
    carIds: readonly string[],
  ): Promise<Array<Pick<GarageCar, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url' | 'path' | 'status' | 'statusLabel' | 'priceCents'>>>;
  /** The watchlist as the browser keeps it (`<site>:favourites`). */
  entries(tenant: string, shopperId: string): Promise<FavouriteEntry[]>;
};

function garageCar(carId: string, car: WatchCar | undefined, saved: { savedAt: Date; savedPriceCents: number | null }): GarageCar {
  const status = car?.status ?? liveStatus(undefined);
  return {
    id: carId,
    name: car?.title ?? 'A car no longer listed',
    slug: car?.slug ?? '',
    make: car?.make ?? '',
    model: car?.model ?? '',
    primary_image_url: car?.imageUrl ?? null,
    path: car?.path ?? null,
    status,
    statusLabel: LIVE_STATUS_LABELS[status],
    priceCents: car ? car.priceCents : null,
    savedPriceCents: saved.savedPriceCents,
    priceChange: priceChange(saved.savedPriceCents, car?.priceCents),
    savedAt: saved.savedAt.toISOString(),
  };
}

export function createWatchlists(db: Kysely<DB>, stock: StockIndexes): Watchlists {
  const saveable = (car: WatchCar | undefined): car is WatchCar => car !== undefined && SAVEABLE.has(car.status);
  return {
    async save(tenant, shopperId, carId) {
      const car = (await stock.get(tenant)).watchCar(carId);
      if (!car) return { ok: false, reason: 'not-in-stock' };
      if (!saveable(car)) return { ok: false, reason: 'not-saveable' };
      if ((await countWatchlist(db, tenant, shopperId)) >= WATCHLIST_MAX) return { ok: false, reason: 'full' };
      await saveCars(db, tenant, shopperId, [{ carId, priceCents: car.priceCents, status: car.status }]);
      return { ok: true };
    },
    async saveMany(tenant, shopperId, carIds) {
      const index = await stock.get(tenant);
      const room = WATCHLIST_MAX - (await countWatchlist(db, tenant, shopperId));
      const cars = [...new Set(carIds)]
        .map((id) => index.watchCar(id))
        .filter(saveable)
        .slice(0, Math.max(0, room));
      await saveCars(
        db,
        tenant,
        shopperId,
        cars.map((car) => ({ carId: car.id, priceCents: car.priceCents, status: car.status })),
      );
    },
    remove: (tenant, shopperId, carId) => removeCar(db, tenant, shopperId, carId),
    async garage(tenant, shopperId) {
      const index = await stock.get(tenant);
      return (await listWatchlist(db, tenant, shopperId)).map((row) => garageCar(row.carId, index.watchCar(row.carId), row));
    },
    async describe(tenant, carIds) {
      const index = await stock.get(tenant);
      return carIds.flatMap((id) => {
        const car = index.watchCar(id);
        if (!car) return [];
        const {
          id: carId,
          name,
          slug,
          make,
          model,
          primary_image_url,
          path,
          status,
          statusLabel,
          priceCents,
        } = garageCar(id, car, { savedAt: new Date(0), savedPriceCents: null });
        return [{ id: carId, name, slug, make, model, primary_image_url, path, status, statusLabel, priceCents }];
      });
    },
    async entries(tenant, shopperId) {
      const cars = await this.garage(tenant, shopperId);
      return cars.map(({ id, name, slug, make, model, primary_image_url }) => ({ id, name, slug, make, model, primary_image_url }));
    },
  };
}
