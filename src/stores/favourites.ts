import { atom } from 'nanostores';
import { favouritesKey, readFavourites, toggleFavourite, type FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { sendAnalyticsEvent, trackPixelEvent } from './analytics.ts';

/** The shopper's saved cars on this site, mirrored to local storage under the site's own key. */
export const $favourites = atom<FavouriteEntry[]>([]);

const FAVOURITE_EVENT = 39;
let storageKey: string | null = null;

function read(key: string): FavouriteEntry[] {
  try {
    return readFavourites(localStorage.getItem(key));
  } catch (error) {
    console.warn('favourites could not be read', error);
    return [];
  }
}

/** Loads the site's list once, and follows changes made in other tabs. */
export function loadFavourites(siteSlug: string): void {
  if (storageKey) return;
  storageKey = favouritesKey(siteSlug);
  $favourites.set(read(storageKey));
  addEventListener('storage', (event) => {
    if (event.key === storageKey) $favourites.set(readFavourites(event.newValue));
  });
}

/** Saves or removes a car; saving sends the favourite event (39) and the pixel's AddToWishlist. */
export function toggleFavouriteCar(entry: FavouriteEntry): void {
  if (!storageKey) throw new Error('loadFavourites() first');
  const next = toggleFavourite($favourites.get(), entry);
  $favourites.set(next);
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch (error) {
    console.warn('favourites could not be saved', error);
  }
  if (!next.some((item) => item.id === entry.id)) return;
  sendAnalyticsEvent(FAVOURITE_EVENT, { car_id: entry.id });
  // The spec's social pixel content event on save.
  trackPixelEvent('AddToWishlist', { content_ids: [entry.id], content_type: 'vehicle', content_name: entry.name });
}
