/**
 * Whole number with thousands commas, rounded half away from zero as Intl.NumberFormat('en-AU') does.
 * Hand-rolled because a 5,000-car build formats numbers millions of times and Intl's formatter was a visible
 * share of it; money.test.ts checks it against Intl over a wide range.
 */
function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('en-AU').format(value);
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded);
  let grouped = digits.length > 3 ? digits.replace(/\B(?=(\d{3})+$)/g, ',') : digits;
  if (value < 0 && rounded !== 0) grouped = `-${grouped}`;
  return grouped;
}

/**
 * Money as shoppers read it: whole dollars, thousands commas, `$` prefix (spec 2 section 9).
 * @example formatMoney(2899000) // '$28,990'
 */
export function formatMoney(cents: number): string {
  const dollars = Math.round(cents / 100);
  return `${dollars < 0 ? '-' : ''}$${groupThousands(Math.abs(dollars))}`;
}

/** @example formatNumber(42000) // '42,000' */
export function formatNumber(value: number): string {
  return groupThousands(value);
}
