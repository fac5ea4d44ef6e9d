import { FilterSyntaxError, type FilterNode } from './ast.ts';
import { parseNumericFilter } from './parser.ts';

/** `facetFilters` / `numericFilters` as Algolia takes them: a string, or a list whose nested lists are OR groups. */
export type FilterList = string | readonly (string | readonly string[])[];

/**
 * One top-level group of a filter list, with the facet it refines when every filter in it is a positive
 * `facet:value` on the same attribute (that facet's counts are then computed without this group: disjunctive faceting).
 */
export type FilterGroup = { node: FilterNode; refines: string | null };

const group = (items: readonly string[], parse: (item: string, at: string) => FilterNode, at: string): FilterNode => {
  const nodes = items.map((item, index) => parse(item, `${at}[${index}]`));
  return nodes.length === 1 ? nodes[0]! : { type: 'or', children: nodes };
};

function toGroups(list: FilterList, name: string, parse: (item: string, at: string) => FilterNode): FilterNode[] {
  if (typeof list === 'string') return [parse(list, name)];
  if (!Array.isArray(list)) throw new FilterSyntaxError(`${name}: expected a string or a list of strings and lists`, 0);
  return list.map((item, index) => {
    const at = `${name}[${index}]`;
    if (typeof item === 'string') return parse(item, at);
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) {
      if (item.length === 0) throw new FilterSyntaxError(`${at}: an OR group needs at least one filter`, 0);
      return group(item, parse, at);
    }
    throw new FilterSyntaxError(`${at}: expected a string or a list of strings`, 0);
  });
}

/**
 * `"attr:value"`, as Algolia reads it: the attribute up to the first colon, the value after it as written (quotes
 * included); a value starting with `-` negates (`"colour:-White"`), `\-` starts a value with a literal dash.
 * @example parseFacetFilter('colour:-White', 'facetFilters[0]') // NOT colour:White
 */
export function parseFacetFilter(item: string, at: string): FilterNode {
  const colon = item.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError(`${at}: expected "attribute:value", got ${JSON.stringify(item)}`, 0);
  const raw = item.slice(colon + 1);
  const negated = raw.startsWith('-');
  const value = negated || raw.startsWith('\\-') ? raw.slice(1) : raw;
  const predicate: FilterNode = { type: 'facet', attribute: item.slice(0, colon).trim(), value, position: 0 };
  return negated ? { type: 'not', child: predicate } : predicate;
}

/**
 * Algolia `facetFilters`: top-level entries are ANDed; a nested list is an OR group.
 * @example facetFilterGroups(['make:Toyota', ['simple_body:SUV', 'simple_body:Ute']]).map((g) => g.refines) // ['make', 'simple_body']
 */
export function facetFilterGroups(list: FilterList): FilterGroup[] {
  return toGroups(list, 'facetFilters', parseFacetFilter).map((node) => ({ node, refines: refinedFacet(node) }));
}

/**
 * Algolia `numericFilters`: `"price >= 1000"`, `"year:2019 TO 2021"`; nested lists are OR groups.
 * @example numericFilterNodes(['price > 0', ['year = 2020', 'year = 2021']]).length // 2
 */
export function numericFilterNodes(list: FilterList): FilterNode[] {
  return toGroups(list, 'numericFilters', (item, at) => {
    try {
      return parseNumericFilter(item);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new FilterSyntaxError(`${at}: ${error.message}`, error.position);
      throw error;
    }
  });
}

function refinedFacet(node: FilterNode): string | null {
  const predicates = node.type === 'or' ? node.children : [node];
  const first = predicates[0];
  if (!first || first.type !== 'facet') return null;
  return predicates.every((predicate) => predicate.type === 'facet' && predicate.attribute === first.attribute) ? first.attribute : null;
}
