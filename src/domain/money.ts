const wholeDollars = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/**
 * Money as shoppers read it: whole dollars, thousands commas, `$` prefix (spec 2 section 9).
 * @example formatMoney(2899000) // '$28,990'
 */
export function formatMoney(cents: number): string {
  const dollars = Math.round(cents / 100);
  return `${dollars < 0 ? '-' : ''}$${wholeDollars.format(Math.abs(dollars))}`;
}

/** @example formatNumber(42000) // '42,000' */
export function formatNumber(value: number): string {
  return wholeDollars.format(value);
}
