// Saved searches (issue 24): the search page's URL state, kept with a name the shopper recognises.
import { formatMoney, formatNumber } from '../money.ts';
import type { SearchState } from '../search/url-state.ts';

const TYPE_WORDS: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

function rangeText(attribute: string, range: { min: number | null; max: number | null }): string {
  const show = (value: number) => (attribute === 'price' ? formatMoney(value * 100) : attribute === 'km' ? `${formatNumber(value)} km` : String(value));
  if (range.min != null && range.max != null) return `${show(range.min)} to ${show(range.max)}`;
  if (range.min != null) return `from ${show(range.min)}`;
  return range.max != null ? `up to ${show(range.max)}` : '';
}

/**
 * A short name for a search: car types, makes and models, body, the text searched and the ranges.
 * @example searchLabel({ query: '', page: 1, sortBy: 'latest', refinements: { car_type: ['used'], make: ['Toyota'] }, ranges: { price: { min: null, max: 30000 } } })
 *   // 'Used Toyota, up to $30,000'
 */
export function searchLabel(state: SearchState): string {
  const { refinements } = state;
  const types = (refinements.car_type ?? []).map((type) => TYPE_WORDS[type] ?? type).join(' and ');
  const cars = [...(refinements.make ?? []), ...(refinements.model ?? []), ...(refinements.simple_body ?? [])].join(' ');
  const head = [types, cars || (types ? 'cars' : 'All cars')].filter(Boolean).join(' ');
  const others = Object.entries(refinements)
    .filter(([attribute]) => !['car_type', 'make', 'model', 'simple_body'].includes(attribute))
    .flatMap(([, values]) => values);
  const ranges = Object.entries(state.ranges)
    .map(([attribute, range]) => rangeText(attribute, range!))
    .filter(Boolean);
  const parts = [head, ...(state.query.trim() ? [`"${state.query.trim()}"`] : []), ...others, ...ranges];
  const label = parts.join(', ');
  return label.length > 120 ? `${label.slice(0, 119)}…` : label;
}
