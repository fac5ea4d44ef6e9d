// Compare (spec 1 sections 1 and 4): the shopper ticks up to 4 cars, then sees them side by side with the
// differences highlighted. The list lives in the browser (`<site slug>:compare`); a comparison can be shared as
// `/compare?ids=1,2,3`. No zod here: this module runs in the browser.

export const COMPARE_PATH = '/compare';
/** Cars side by side at most. */
export const MAX_COMPARED = 4;
export const COMPARE_FULL_TEXT = `You can compare up to ${MAX_COMPARED} cars. Remove one to add another.`;

/**
 * Whether a car offers the Compare toggle (spec 1 section 4): compare on for the site, the car in stock, priced and
 * with a photo.
 * @example compareShown({ status: 'in_stock', priceCents: 2_899_000, photoCount: 3 }, true) // true
 */
export function compareShown(car: { status: string; priceCents: number; photoCount: number }, enabled: boolean): boolean {
  return enabled && car.status === 'in_stock' && car.priceCents > 0 && car.photoCount > 0;
}

/** @example compareKey('harbour-toyota') // 'harbour-toyota:compare' */
export const compareKey = (siteSlug: string): string => `${siteSlug}:compare`;

/** A car id as the feed and search index write it. */
const CAR_ID = /^[\w-]{1,64}$/;

const uniqueIds = (values: readonly unknown[]): string[] =>
  [...new Set(values.filter((id): id is string => typeof id === 'string' && CAR_ID.test(id)))].slice(0, MAX_COMPARED);

/**
 * The stored list: well-formed ids only, each once, at most 4 (a damaged or foreign value reads as none).
 * @example readCompareList('["7","7","x y"]') // ['7']
 */
export function readCompareList(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? uniqueIds(parsed) : [];
  } catch {
    return [];
  }
}

/**
 * Ticks or unticks a car. A fifth car is refused (the list stays as it was).
 * @example toggleCompared(['1', '2'], '3') // { list: ['1', '2', '3'], refused: false }
 * @example toggleCompared(['1', '2', '3', '4'], '5').refused // true
 */
export function toggleCompared(list: readonly string[], carId: string): { list: string[]; refused: boolean } {
  if (list.includes(carId)) return { list: list.filter((id) => id !== carId), refused: false };
  if (list.length >= MAX_COMPARED) return { list: [...list], refused: true };
  return { list: [...list, carId], refused: false };
}

/**
 * The cars a shared link names (`?ids=12,15`), or null when it names none (the shopper's own list applies).
 * @example sharedCompareIds('?ids=12,15,12') // ['12', '15']
 */
export function sharedCompareIds(search: string): string[] | null {
  const raw = new URLSearchParams(search).get('ids');
  if (raw === null) return null;
  const ids = uniqueIds(raw.split(',').map((id) => id.trim()));
  return ids.length ? ids : null;
}

/** @example compareShareUrl(['12', '15']) // '/compare?ids=12,15' */
export const compareShareUrl = (ids: readonly string[]): string => `${COMPARE_PATH}?ids=${ids.map(encodeURIComponent).join(',')}`;

/**
 * The toggle's label: 'Compare', and with the car ticked the number of cars in the comparison.
 * @example compareToggleLabel(true, 3) // 'Compare (3)'
 */
export const compareToggleLabel = (compared: boolean, count: number): string => (compared ? `Compare (${count})` : 'Compare');

/** What a car shows in the comparison. `specs` and `features` may be empty when its page could not be read. */
export type CompareCar = {
  id: string;
  /** `sold` and `gone` (no longer listed) cars say so instead of their details. */
  state: 'available' | 'sold' | 'gone';
  title: string;
  href: string | null;
  photo: string | null;
  /** Label -> shown value, in the order they are listed. */
  specs: ReadonlyArray<{ label: string; value: string }>;
  features: readonly string[];
};

export type CompareRow = { label: string; values: Array<string | null>; differs: boolean };
export type FeatureRow = { feature: string; has: boolean[]; differs: boolean };

/** Spec rows a comparison leaves out: they name one car (title, identity and paperwork), not what it is like. */
export const COMPARE_SKIPPED_SPECS: ReadonlySet<string> = new Set([
  'Make',
  'Model',
  'Badge',
  'Series',
  'Stock number',
  'VIN',
  'Registration',
  'Build date',
  'Compliance date',
]);

/**
 * A difference is only worth showing between cars that are there to compare: a row differs when the available cars
 * do not all show the same value (a missing value counts as one), and never with fewer than two of them.
 */
const differsAmong = <T>(values: readonly T[], cars: readonly CompareCar[]): boolean => {
  const shown = values.filter((_value, index) => cars[index]!.state === 'available');
  return shown.length > 1 && shown.some((value) => value !== shown[0]);
};

/**
 * The spec rows side by side: every label any car has (in the cars' own order), a value per car (null where a car
 * has none, or is sold or gone), and whether the available cars differ on it.
 * @example compareRows([a, b]).find((row) => row.label === 'Kilometres') // { label: 'Kilometres', values: ['12,000 km', '48,000 km'], differs: true }
 */
export function compareRows(cars: readonly CompareCar[]): CompareRow[] {
  // Each car's order kept: a label one car has and an earlier one lacks goes right after its predecessor in that car.
  const labels: string[] = [];
  for (const car of cars) {
    let after = -1;
    for (const { label } of car.specs) {
      if (COMPARE_SKIPPED_SPECS.has(label)) continue;
      const at = labels.indexOf(label);
      if (at === -1) labels.splice((after = after + 1), 0, label);
      else after = at;
    }
  }
  return labels.map((label) => {
    const values = cars.map((car) => (car.state === 'available' ? (car.specs.find((spec) => spec.label === label)?.value ?? null) : null));
    return { label, values, differs: differsAmong(values, cars) };
  });
}

/**
 * The features side by side: every feature any available car has, whether each car has it, and whether they differ.
 * @example featureRows([a, b]) // [{ feature: 'Sunroof', has: [true, false], differs: true }, ...]
 */
export function featureRows(cars: readonly CompareCar[]): FeatureRow[] {
  const features: string[] = [];
  for (const car of cars) if (car.state === 'available') for (const feature of car.features) if (!features.includes(feature)) features.push(feature);
  return features.map((feature) => {
    const has = cars.map((car) => car.state === 'available' && car.features.includes(feature));
    return { feature, has, differs: differsAmong(has, cars) };
  });
}
