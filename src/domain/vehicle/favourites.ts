// Favourites ('Fave', spec 2 sections 3 and 4): saved in the shopper's browser under a key of the site's own,
// so two dealer sites on one domain never mix lists.
// No zod here: this module runs in the browser, where zod would be most of the page's JavaScript.
import type { Vehicle } from './vehicle.ts';

export type FavouriteEntry = { id: string; name: string; slug: string; make: string; model: string; primary_image_url: string | null };

const TEXT_FIELDS = ['id', 'name', 'slug', 'make', 'model'] as const;

/** A stored value that has every field of an entry with the right type. */
function isFavouriteEntry(value: unknown): value is FavouriteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return TEXT_FIELDS.every((field) => typeof record[field] === 'string') && (record.primary_image_url === null || typeof record.primary_image_url === 'string');
}

/** The button's labels: checked means saved. */
export const FAVE_LABELS = { save: 'SAVE', saved: 'SAVED' } as const;

/** @example favouritesKey('harbour-toyota') // 'harbour-toyota:favourites' */
export const favouritesKey = (siteSlug: string): string => `${siteSlug}:favourites`;

/**
 * The stored list, keeping only well-formed entries (a damaged or foreign value reads as none).
 * @example readFavourites('not json') // []
 */
export function readFavourites(raw: string | null): FavouriteEntry[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isFavouriteEntry).map(({ id, name, slug, make, model, primary_image_url }) => ({ id, name, slug, make, model, primary_image_url }))
      : [];
  } catch {
    return [];
  }
}

/**
 * Adds the car, or removes it when it is already saved (matched by id).
 * @example toggleFavourite([], entry).length // 1
 */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return list.some((item) => item.id === entry.id) ? list.filter((item) => item.id !== entry.id) : [...list, entry];
}

/** The stored entry for a car. */
export function favouriteEntry(vehicle: Pick<Vehicle, 'id' | 'name' | 'slug' | 'make' | 'model' | 'images'>): FavouriteEntry {
  return {
    id: vehicle.id,
    name: vehicle.name,
    slug: vehicle.slug,
    make: vehicle.make,
    model: vehicle.model,
    primary_image_url: vehicle.images.find((image) => !image.isVideo)?.url ?? null,
  };
}

/**
 * When the Fave toggle shows (spec 1 section 4): never when the tenant turns favourites off; for cars in stock;
 * a sold car only when it is already saved (so the shopper can remove it); other statuses never.
 * @example faveVisibility('sold', true) // 'if-saved'
 */
export function faveVisibility(status: Vehicle['status'], favouritesEnabled: boolean): 'always' | 'if-saved' | 'never' {
  if (!favouritesEnabled) return 'never';
  if (status === 'in_stock') return 'always';
  return status === 'sold' ? 'if-saved' : 'never';
}
