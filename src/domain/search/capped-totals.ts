/** Facet counts above this are treated as capped by the search service (spec 1 section 9). */
export const FACET_COUNT_CAP = 1999;

/**
 * Whether a facet count may be a capped figure rather than the real one.
 * @example isCappedCount(2000) // true
 * @example isCappedCount(1999) // false
 */
export function isCappedCount(count: number): boolean {
  return count > FACET_COUNT_CAP;
}

export type CappedTotal = { total: number; capped: boolean };

/**
 * A total for a set of facet counts (e.g. cars per car type): the sum of the counts while none is capped; once one
 * is, the in-stock count when known (spec 1 section 9), else the sum, flagged as a lower bound.
 * @example facetTotal({ new: 120, used: 300 }) // { total: 420, capped: false }
 * @example facetTotal({ new: 2400, used: 300 }, 5012) // { total: 5012, capped: true }
 */
export function facetTotal(counts: Readonly<Record<string, number>>, inStockCount?: number | null): CappedTotal {
  const values = Object.values(counts);
  const sum = values.reduce((total, count) => total + count, 0);
  const capped = values.some(isCappedCount);
  if (!capped) return { total: sum, capped: false };
  return { total: inStockCount ?? sum, capped: true };
}

/**
 * What a count reads as on screen: capped counts as "1999+".
 * @example displayCount(2000) // '1999+'
 */
export function displayCount(count: number): string {
  return isCappedCount(count) ? `${FACET_COUNT_CAP}+` : String(count);
}

/**
 * The total a result list shows (spec 1 section 9): the hit count, unless a car-type facet count is capped; then the
 * capped rule (facetTotal over the counts of the car types searched, or the in-stock count) and the total reads as
 * a lower bound. Car-type counts are disjunctive, so with car types chosen only theirs add up to the results.
 * @example searchTotal({ nbHits: 4812, facets: { car_type: { new: 900, used: 3912 } } }) // { total: 4812, capped: true }
 * @example searchTotal({ nbHits: 3912, facets: { car_type: { new: 900, used: 3912 } } }, { carTypes: ['used'] }) // { total: 3912, capped: true }
 */
export function searchTotal(
  response: { nbHits: number; facets?: Readonly<Record<string, Readonly<Record<string, number>>>> },
  options: { carTypes?: readonly string[]; inStockCount?: number | null } = {},
): CappedTotal {
  const all = response.facets?.car_type ?? {};
  const counts = options.carTypes?.length ? Object.fromEntries(Object.entries(all).filter(([type]) => options.carTypes!.includes(type))) : all;
  if (Object.values(counts).some(isCappedCount)) return facetTotal(counts, options.inStockCount);
  return { total: response.nbHits, capped: false };
}

/**
 * A total as the shopper reads it: '4,812 cars', or '4,812+ cars' when capped.
 * @example totalText({ total: 4812, capped: true }, 'car', (n) => n.toLocaleString('en-AU')) // '4,812+ cars'
 */
export function totalText(total: CappedTotal, noun: string, format: (value: number) => string): string {
  return `${format(total.total)}${total.capped ? '+' : ''} ${total.total === 1 && !total.capped ? noun : `${noun}s`}`;
}
