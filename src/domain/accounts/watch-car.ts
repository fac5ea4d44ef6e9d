// What the watchlist and the alerts need of a car in the current stock: kept by the server's stock index for every
// car the site shows, so saving checks the car, and the garage shows it, without reading the snapshot again.
import type { Vehicle } from '../vehicle/vehicle.ts';
import { vehicleTitle } from '../vehicle/spec-sheet.ts';
import { liveStatus, type LiveStatus } from './watchlist.ts';

export type WatchCar = {
  id: string;
  slug: string;
  path: string;
  title: string;
  make: string;
  model: string;
  simpleBody: string | null;
  imageUrl: string | null;
  priceCents: number;
  status: LiveStatus;
};

/** A snapshot car; fields added to `Vehicle` later may be missing from older snapshots. */
export type WatchCarSource = Pick<Vehicle, 'id' | 'slug' | 'year' | 'make' | 'model' | 'status'> &
  Partial<Pick<Vehicle, 'badge' | 'series' | 'priceCents' | 'reserved' | 'images' | 'showOnDealerWebsite' | 'simpleBody'>>;

/**
 * The car as the watchlist sees it, or null when the dealer does not show it on the website.
 * @example watchCar({ id: '7', slug: 'a', year: 2020, make: 'Kia', model: 'Rio', status: 'in_stock', priceCents: 1_599_000 })?.status // 'in-stock'
 */
export function watchCar(vehicle: WatchCarSource): WatchCar | null {
  if (vehicle.showOnDealerWebsite === false) return null;
  const priceCents = vehicle.priceCents ?? 0;
  return {
    id: String(vehicle.id),
    slug: vehicle.slug,
    path: `/cars/${vehicle.slug}`,
    title: vehicleTitle({ year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge ?? null, series: vehicle.series ?? null }),
    make: vehicle.make,
    model: vehicle.model,
    simpleBody: vehicle.simpleBody ?? null,
    imageUrl: vehicle.images?.find((image) => !image.isVideo)?.url ?? null,
    priceCents,
    status: liveStatus({ status: vehicle.status, reserved: vehicle.reserved ?? false, priceCents }),
  };
}

/** Saving is for cars a shopper can still buy or wait for: in stock, coming soon or reserved (spec 1 section 4). */
export const SAVEABLE: ReadonlySet<LiveStatus> = new Set(['in-stock', 'coming-soon', 'reserved']);
