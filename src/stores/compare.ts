import { atom } from 'nanostores';

/** Car ids the shopper ticked to compare on this site, mirrored to local storage under `<site slug>:compare`. */
export const $compare = atom<string[]>([]);

let storageKey: string | null = null;

function read(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Loads the site's list once, and follows changes made in other tabs. */
export function loadCompare(siteSlug: string): void {
  if (storageKey) return;
  storageKey = `${siteSlug}:compare`;
  try {
    $compare.set(read(localStorage.getItem(storageKey)));
  } catch (error) {
    console.warn('compare list could not be read', error);
  }
  addEventListener('storage', (event) => {
    if (event.key === storageKey) $compare.set(read(event.newValue));
  });
}

/** Adds the car to the comparison, or takes it out. */
export function toggleCompare(carId: string): void {
  if (!storageKey) throw new Error('loadCompare() first');
  const current = $compare.get();
  const next = current.includes(carId) ? current.filter((id) => id !== carId) : [...current, carId];
  $compare.set(next);
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch (error) {
    console.warn('compare list could not be saved', error);
  }
}
