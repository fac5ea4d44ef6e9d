/**
 * Rounding used by every finance figure, in one place so that a shopper's number is reproducible.
 * Convention: round half away from zero (a payment of 123.455 dollars is 123.46; -0.5 cents is -1 cent).
 */

/**
 * Round to a whole number, halves away from zero.
 * @example roundHalfAwayFromZero(2.5) // 3
 * @example roundHalfAwayFromZero(-2.5) // -3
 */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded; // never -0
}

/**
 * Round to `decimals` places, halves away from zero. A relative nudge of a few ULPs absorbs binary
 * representation error, so 8.185 (stored as 8.18499999...) rounds to 8.19 as a person expects.
 * @example roundToDecimals(8.185, 2) // 8.19
 * @example roundToDecimals(123.5, 0) // 124
 */
export function roundToDecimals(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Math.abs(value) * scale;
  return (Math.sign(value) * roundHalfAwayFromZero(scaled * (1 + 4 * Number.EPSILON))) / scale;
}

/**
 * Whole dollars typed by a shopper to integer cents; fractions of a cent are rounded.
 * @example centsFromDollars(1360.5) // 136050
 */
export function centsFromDollars(dollars: number): number {
  return roundHalfAwayFromZero(dollars * 100);
}

/**
 * Integer cents to dollars, for inputs and request bodies that speak dollars.
 * @example dollarsFromCents(136050) // 1360.5
 */
export function dollarsFromCents(cents: number): number {
  return cents / 100;
}

/**
 * A percentage as shown to shoppers: always two decimals.
 * @example formatPct(8.1) // '8.10%'
 */
export function formatPct(pct: number): string {
  return `${roundToDecimals(pct, 2).toFixed(2)}%`;
}
