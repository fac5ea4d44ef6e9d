import { normalizeText } from '../text.ts';
import type { FilterNode, NumericOperator } from './ast.ts';

/**
 * Compares a number with a numeric filter's operand.
 * @example compareNumber(5, '<=', 5) // true
 */
export function compareNumber(value: number, operator: NumericOperator, operand: number): boolean {
  switch (operator) {
    case '<':
      return value < operand;
    case '<=':
      return value <= operand;
    case '=':
      return value === operand;
    case '!=':
      return value !== operand;
    case '>=':
      return value >= operand;
    case '>':
      return value > operand;
  }
}

function facetMatches(value: unknown, wanted: string): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some((item) => facetMatches(item, wanted));
  if (typeof value === 'number') return wanted.trim() !== '' && Number(wanted) === value;
  return normalizeText(String(value)) === normalizeText(wanted);
}

/**
 * Whether one record passes a filter, evaluated directly on the record: the reference the index evaluator
 * is tested against. Facet values match case- and diacritic-insensitively; numbers compare numerically;
 * a missing or null attribute matches no positive filter.
 * @example matchesFilter({ make: 'Toyota', price: 19990 }, parseFilters('make:toyota AND price < 20000')) // true
 */
export function matchesFilter(record: Readonly<Record<string, unknown>>, node: FilterNode): boolean {
  switch (node.type) {
    case 'true':
      return true;
    case 'and':
      return node.children.every((child) => matchesFilter(record, child));
    case 'or':
      return node.children.some((child) => matchesFilter(record, child));
    case 'not':
      return !matchesFilter(record, node.child);
    case 'facet':
      return facetMatches(record[node.attribute], node.value);
    case 'numeric': {
      const value = record[node.attribute];
      return typeof value === 'number' && compareNumber(value, node.operator, node.value);
    }
    case 'range': {
      const value = record[node.attribute];
      return typeof value === 'number' && value >= node.low && value <= node.high;
    }
  }
}
