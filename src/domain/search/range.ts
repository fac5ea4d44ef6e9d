import type { Range, RangeAttribute } from './url-state.ts';

/** Bounds a slider offers: the stock's min and max, or 0 to 100,000 when there are no stats (spec 1 section 9). */
export type RangeBounds = { min: number; max: number };
export const DEFAULT_RANGE_MAX = 100_000;
const ROUNDED = new Set<RangeAttribute>(['price', 'km']);

/** Price and km round to the nearest 1,000; year to a whole year. */
export function roundRangeValue(attribute: RangeAttribute, value: number): number {
  return ROUNDED.has(attribute) ? Math.round(value / 1000) * 1000 : Math.round(value);
}

/** Slider bounds from facet stats, widened to whole thousands for price and km so the ends are reachable. */
export function rangeBounds(attribute: RangeAttribute, stats: { min: number; max: number } | undefined): RangeBounds {
  if (!stats) return { min: 0, max: DEFAULT_RANGE_MAX };
  if (!ROUNDED.has(attribute)) return { min: Math.floor(stats.min), max: Math.ceil(stats.max) };
  return { min: Math.floor(stats.min / 1000) * 1000, max: Math.ceil(stats.max / 1000) * 1000 };
}

/** The slider step: about a hundredth of the range (at least 1, 1,000 for price and km). */
export function rangeStep(attribute: RangeAttribute, bounds: RangeBounds): number {
  if (ROUNDED.has(attribute)) return 1000;
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100));
}

export type RangeRefinement =
  { ok: true; range: Range } | { ok: false; reason: 'Cannot refine below the range minimum' | 'Cannot refine above the range maximum' };

/**
 * A shopper's range, rounded and clamped (spec 1 section 5): min no higher than max; an end at its bound means
 * "no limit" there, so it leaves the URL; a lower value below the range minimum or an upper value above the range
 * maximum is refused (logged by the caller, no message to the shopper: spec 1 section 8).
 * @example refineRange('price', { min: 12_400, max: 30_000 }, { min: 0, max: 90_000 }) // { ok: true, range: { min: 12_000, max: 30_000 } }
 */
export function refineRange(attribute: RangeAttribute, wanted: { min: number | null; max: number | null }, bounds: RangeBounds): RangeRefinement {
  let min = wanted.min == null ? null : roundRangeValue(attribute, wanted.min);
  let max = wanted.max == null ? null : roundRangeValue(attribute, wanted.max);
  if (min !== null && min < bounds.min) return { ok: false, reason: 'Cannot refine below the range minimum' };
  if (max !== null && max > bounds.max) return { ok: false, reason: 'Cannot refine above the range maximum' };
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { ok: true, range: { min: min === bounds.min ? null : min, max: max === bounds.max ? null : max } };
}
