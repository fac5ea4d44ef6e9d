export type FacetValue = { value: string; count: number };

/** Attributes listed alphabetically (spec 1 section 5); price-like labels sort by their number. */
const ALPHABETICAL = new Set(['make', 'model']);
// One collator each, made once: localeCompare with a locale builds one per call, which made ordering a make list
// (makes, then each make's models) most of a search page's render.
const byName = new Intl.Collator('en-AU', { sensitivity: 'base' }).compare;
const byLabel = new Intl.Collator('en-AU').compare;
const firstNumber = (label: string): number => Number(/\d[\d,]*/.exec(label)?.[0]?.replace(/,/g, '') ?? Number.NaN);

/** Orders the spec fixes (spec 1 section 9): series 'duo, city, sport'; car types 'new, demo, used'. Values it does not name follow, by count. */
export const FIXED_ORDERS: Readonly<Record<string, readonly string[]>> = {
  series: ['duo', 'city', 'sport'],
  car_type: ['new', 'demo', 'used'],
};

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || byLabel(a.value, b.value);

/**
 * Facet options in the spec's order: a fixed order for series (duo, city, sport) and car types (new, demo, used),
 * by the number in the label for price labels, alphabetical for make and model, else by count (highest first) then
 * label. The certified filter hides 'false' for certified-only dealers.
 * @example orderFacetValues('colour', { White: 3, Black: 5 }) // [{ value: 'Black', count: 5 }, { value: 'White', count: 3 }]
 * @example orderFacetValues('series', { Sport: 9, City: 4, Duo: 1 }).map((v) => v.value) // ['Duo', 'City', 'Sport']
 */
export function orderFacetValues(attribute: string, counts: Readonly<Record<string, number>>, options: { certifiedOnly?: boolean } = {}): FacetValue[] {
  let values = Object.entries(counts).map(([value, count]) => ({ value, count }));
  if (attribute === 'certified' && options.certifiedOnly) values = values.filter((entry) => entry.value !== 'false');
  const fixed = FIXED_ORDERS[attribute];
  if (fixed) {
    const rank = (value: string) => {
      const at = fixed.indexOf(value.trim().toLowerCase());
      return at < 0 ? fixed.length : at;
    };
    return values.sort((a, b) => rank(a.value) - rank(b.value) || byCount(a, b));
  }
  if (ALPHABETICAL.has(attribute)) return values.sort((a, b) => byName(a.value, b.value));
  if (values.length > 0 && values.every((entry) => Number.isFinite(firstNumber(entry.value))) && /price/.test(attribute)) {
    return values.sort((a, b) => firstNumber(a.value) - firstNumber(b.value));
  }
  return values.sort(byCount);
}

/** Makes split into popular and all after 20 options (spec 1 section 5). */
export const MAKE_DROPDOWN_SPLIT = 20;
export function splitPopularMakes(values: readonly FacetValue[]): { popular: FacetValue[]; all: FacetValue[] } {
  if (values.length <= MAKE_DROPDOWN_SPLIT) return { popular: [], all: [...values] };
  return { popular: [...values].sort((a, b) => b.count - a.count).slice(0, 10), all: [...values] };
}
