/** The budget finder's price range slider and body picker (spec 2 sections 2, 5, 9). */

export const PRICE_SLIDER_DEFAULT_MIN_CENTS = 500_000;
export const PRICE_SLIDER_DEFAULT_MAX_CENTS = 25_000_000;
/** Range maximum when the results report no maximum price. */
export const PRICE_SLIDER_FALLBACK_MAX_CENTS = 10_000_000;
export const PRICE_SLIDER_STEP_CENTS = 50_000;
/** The minimum handle stays below the maximum by at least $1. */
export const PRICE_SLIDER_MIN_GAP_CENTS = 100;

/** Spec 2 section 7: the budget finder's stock search has a base filter requiring a price above $1,000. */
export const BUDGET_SEARCH_MIN_PRICE_DOLLARS = 1000;
/** That base filter in Algolia's syntax, for the price range page's searches. */
export const BUDGET_SEARCH_BASE_FILTER = `price > ${BUDGET_SEARCH_MIN_PRICE_DOLLARS}`;

/**
 * Whether a car counts in the budget finder's searches (priced above $1,000).
 * @example inBudgetSearch(100_000) // false ($1,000.00 is not above $1,000)
 */
export function inBudgetSearch(priceCents: number): boolean {
  return priceCents > BUDGET_SEARCH_MIN_PRICE_DOLLARS * 100;
}

export type PriceSlider = { rangeMinCents: number; rangeMaxCents: number; minCents: number; maxCents: number; stepCents: number };

/**
 * The slider's range and starting handles: range from the results' min (or 0) to their max (or
 * $100,000), widened to whole $500 steps; handles start at $5,000 and $250,000, brought inside the range.
 * @example priceSlider(1_234_500, 8_765_400) // range 1_200_000 to 8_800_000, handles 1_200_000 and 8_800_000
 * @example priceSlider(null, null) // { rangeMinCents: 0, rangeMaxCents: 10_000_000, minCents: 500_000, maxCents: 10_000_000, stepCents: 50_000 }
 */
export function priceSlider(statsMinCents: number | null, statsMaxCents: number | null): PriceSlider {
  // Ends widened to whole $500 steps, so both ends are reachable with the slider's step.
  const rangeMinCents = Math.floor((statsMinCents ?? 0) / PRICE_SLIDER_STEP_CENTS) * PRICE_SLIDER_STEP_CENTS;
  const rangeMaxCents = Math.max(
    Math.ceil((statsMaxCents ?? PRICE_SLIDER_FALLBACK_MAX_CENTS) / PRICE_SLIDER_STEP_CENTS) * PRICE_SLIDER_STEP_CENTS,
    rangeMinCents + PRICE_SLIDER_STEP_CENTS,
  );
  const range = {
    rangeMinCents,
    rangeMaxCents,
    minCents: PRICE_SLIDER_DEFAULT_MIN_CENTS,
    maxCents: PRICE_SLIDER_DEFAULT_MAX_CENTS,
    stepCents: PRICE_SLIDER_STEP_CENTS,
  };
  return moveHandles(range, PRICE_SLIDER_DEFAULT_MIN_CENTS, PRICE_SLIDER_DEFAULT_MAX_CENTS);
}

/**
 * New handle positions, kept inside the range with the minimum at least $1 below the maximum. Which
 * handle moved decides which one gives way.
 * @example moveHandles(slider, 4_000_000, 4_000_000, 'min').minCents // 3_999_900
 */
export function moveHandles(slider: PriceSlider, minCents: number, maxCents: number, moved: 'min' | 'max' = 'min'): PriceSlider {
  const within = (value: number) => Math.min(slider.rangeMaxCents, Math.max(slider.rangeMinCents, value));
  let min = within(minCents);
  let max = within(maxCents);
  if (max - min < PRICE_SLIDER_MIN_GAP_CENTS) {
    if (moved === 'min') min = max - PRICE_SLIDER_MIN_GAP_CENTS;
    else max = min + PRICE_SLIDER_MIN_GAP_CENTS;
    if (min < slider.rangeMinCents) [min, max] = [slider.rangeMinCents, slider.rangeMinCents + PRICE_SLIDER_MIN_GAP_CENTS];
    if (max > slider.rangeMaxCents) [min, max] = [slider.rangeMaxCents - PRICE_SLIDER_MIN_GAP_CENTS, slider.rangeMaxCents];
  }
  return { ...slider, minCents: min, maxCents: max };
}

export type BodyFacet = { name: string; count: number };
export const BODY_PICKER_LIMIT = 4;
export const BODY_PICKER_CUSTOM_LIMIT = 20;

/**
 * Bodies for the picker: count descending, then name descending; up to 4, or up to 20 from a custom
 * list (then only the listed bodies, matched ignoring case). Bodies with no cars are left out.
 * @example pickBodies([{ name: 'SUV', count: 9 }, { name: 'Ute', count: 9 }, { name: 'Sedan', count: 3 }]) // Ute, SUV, Sedan
 */
export function pickBodies(facets: readonly BodyFacet[], customList?: readonly string[]): BodyFacet[] {
  const wanted = customList ? new Set(customList.map((name) => name.toLowerCase())) : null;
  return facets
    .filter((facet) => facet.count > 0 && (wanted === null || wanted.has(facet.name.toLowerCase())))
    .toSorted((a, b) => b.count - a.count || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
    .slice(0, wanted === null ? BODY_PICKER_LIMIT : BODY_PICKER_CUSTOM_LIMIT);
}
