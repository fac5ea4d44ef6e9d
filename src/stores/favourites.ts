import { atom } from 'nanostores';
import { signInHref } from '#src/domain/accounts/return-path.ts';
import { favouritesKey, readFavourites, toggleFavourite, type FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { sendAnalyticsEvent, trackPixelEvent } from './analytics.ts';
import { showToast } from './toast.ts';

/**
 * The shopper's saved cars on this site (their watchlist), mirrored to local storage under the site's own key so
 * every Save button shows its state at once; the account on the server is the list that counts once signed in.
 */
export const $favourites = atom<FavouriteEntry[]>([]);

const FAVOURITE_EVENT = 39;
/** How long the 'Saved' toast stays. */
export const SAVED_TOAST_MS = 6000;
/** Spec 1 section 8: a failed watchlist call is an alert with the message, and counts as unsuccessful. */
const CALL_FAILED = 'Sorry, we could not update your watchlist. Please try again.';
let storageKey: string | null = null;

function read(key: string): FavouriteEntry[] {
  try {
    return readFavourites(localStorage.getItem(key));
  } catch (error) {
    console.warn('favourites could not be read', error);
    return [];
  }
}

function store(list: FavouriteEntry[]): void {
  $favourites.set(list);
  try {
    if (storageKey) localStorage.setItem(storageKey, JSON.stringify(list));
  } catch (error) {
    console.warn('favourites could not be saved', error);
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

/** Replaces the local list with the account's (after sign-in, or when the garage loads it). */
export function replaceFavourites(list: FavouriteEntry[]): void {
  store(list);
}

/** The car ids saved in this browser (merged into the account at sign-in). */
export const localFavouriteIds = (): string[] => $favourites.get().map((entry) => entry.id);

function announceSave(entry: FavouriteEntry): void {
  sendAnalyticsEvent(FAVOURITE_EVENT, { car_id: entry.id });
  // The spec's social pixel content event on save.
  trackPixelEvent('AddToWishlist', { content_ids: [entry.id], content_type: 'vehicle', content_name: entry.name });
}

/** The garage page, where the site has one (the layout says so on <body>). */
const garageHref = (): string | null => document.body?.dataset.garageHref ?? null;

/**
 * Saves or removes a car (spec 1 section 4): the local list changes first, then the account is told. A save the
 * server takes shows a toast with View List and sends event 39 and the pixel's AddToWishlist; a shopper who is not
 * signed in goes to /sign-in (type watchlist), the car staying saved in the browser, where signing in adds it to the
 * account; any other failure undoes the change and shows the error in an alert (spec 1 section 8).
 */
export async function toggleFavouriteCar(entry: FavouriteEntry): Promise<void> {
  if (!storageKey) throw new Error('loadFavourites() first');
  const before = $favourites.get();
  const saving = !before.some((item) => item.id === entry.id);
  store(toggleFavourite(before, entry));
  let response: Response;
  try {
    response = await fetch(`/api/watchlist/${saving ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: entry.id }),
      credentials: 'same-origin',
    });
  } catch {
    return fail(entry, saving, CALL_FAILED);
  }
  if (response.status === 401) {
    if (!saving) return; // nothing to remove from an account: the browser's list is the shopper's list
    announceSave(entry);
    const here = `${location.pathname}${location.search}`;
    location.assign(signInHref('watchlist', here, here));
    return;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return fail(entry, saving, body.error ?? CALL_FAILED);
  }
  if (!saving) return;
  announceSave(entry);
  const garage = garageHref();
  showToast(`Saved ${entry.name} to your watchlist`, SAVED_TOAST_MS, garage ? { label: 'View List', href: garage } : undefined);
}

function fail(entry: FavouriteEntry, saving: boolean, message: string): void {
  const list = $favourites.get();
  // Undo only this car's change, whatever else happened meanwhile.
  store(saving ? list.filter((item) => item.id !== entry.id) : list.some((item) => item.id === entry.id) ? list : [...list, entry]);
  alert(message);
}
