import { FilterSyntaxError, type FilterNode } from '../filters/ast.ts';
import { evaluateFilter } from '../filters/evaluate.ts';
import { facetFilterGroups, numericFilterNodes, type FilterGroup, type FilterList } from '../filters/facet-filters.ts';
import { parseFilters } from '../filters/parser.ts';
import type { Bitset } from '../index/bitset.ts';
import type { SearchIndex } from '../index/types.ts';
import { SearchError, type SearchParams } from './params.ts';

/** One ANDed part of a search: its documents, and the facet it refines (for disjunctive counts) if any. */
export type Clause = { bits: Bitset; refines: string | null };

const CACHE_LIMIT = 256;
const parsed = new Map<string, FilterGroup[]>();

/** Parses once per distinct filter text: the same filters arrive again and again as shoppers page and refine. */
function cachedGroups(kind: 'filters' | 'facetFilters' | 'numericFilters', list: FilterList): FilterGroup[] {
  const key = `${kind}\u0000${typeof list === 'string' ? list : JSON.stringify(list)}`;
  let groups = parsed.get(key);
  if (groups) return groups;
  try {
    if (kind === 'filters') groups = [{ node: parseFilters(list as string), refines: null }];
    else if (kind === 'facetFilters') groups = facetFilterGroups(list);
    else groups = numericFilterNodes(list).map((node: FilterNode) => ({ node, refines: null }));
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new SearchError(kind === 'filters' ? `filters: ${error.message}` : error.message);
    throw error;
  }
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(key, groups);
  return groups;
}

/**
 * The filter clauses of a request: `filters`, each `facetFilters` group and each `numericFilters` group.
 * Syntax errors become a 400 SearchError naming the parameter.
 */
export function compileFilters(index: SearchIndex, params: SearchParams, disjunctive: boolean): Clause[] {
  const clauses: Clause[] = [];
  const add = (groups: readonly FilterGroup[]) => {
    for (const group of groups) {
      if (group.node.type === 'true') continue;
      clauses.push({ bits: evaluateFilter(index, group.node), refines: disjunctive ? group.refines : null });
    }
  };
  if (params.filters) add(cachedGroups('filters', params.filters));
  if (params.facetFilters !== undefined) add(cachedGroups('facetFilters', params.facetFilters));
  if (params.numericFilters !== undefined) add(cachedGroups('numericFilters', params.numericFilters));
  return clauses;
}
