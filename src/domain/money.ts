/**
 * Whole number with thousands commas, rounded half away from zero as Intl.NumberFormat('en-AU') does.
 * Hand-rolled because a 5,000-car build formats numbers millions of times and Intl's formatter was a visible
 * share of it; money.test.ts checks it against Intl over a wide range.
 */
function groupThousands(value: number): string {
  // String() writes 1e21 and up in exponent form: Intl spells those out.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(value);
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded);
  // A loop over the digit groups: a lookahead regex for the commas cost several times as much.
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return value < 0 && rounded !== 0 ? `-${grouped}` : grouped;
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
