import { atom } from 'nanostores';
import { compareKey, readCompareList, toggleCompared } from '#src/domain/compare/compare.ts';

/** Car ids the shopper ticked to compare on this site (at most 4), mirrored to local storage under `<site slug>:compare`. */
export const $compare = atom<string[]>([]);

let storageKey: string | null = null;

/** Loads the site's list once, and follows changes made in other tabs. */
export function loadCompare(siteSlug: string): void {
  if (storageKey) return;
  storageKey = compareKey(siteSlug);
  try {
    $compare.set(readCompareList(localStorage.getItem(storageKey)));
  } catch (error) {
    console.warn('compare list could not be read', error);
  }
  addEventListener('storage', (event) => {
    if (event.key === storageKey) $compare.set(readCompareList(event.newValue));
  });
}

/** Adds the car to the comparison, or takes it out. False when the comparison is full and the car was not added. */
export function toggleCompare(carId: string): boolean {
  if (!storageKey) throw new Error('loadCompare() first');
  const { list, refused } = toggleCompared($compare.get(), carId);
  if (refused) return false;
  $compare.set(list);
  try {
    localStorage.setItem(storageKey, JSON.stringify(list));
  } catch (error) {
    console.warn('compare list could not be saved', error);
  }
  return true;
}
