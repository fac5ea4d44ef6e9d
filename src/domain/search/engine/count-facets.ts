import { FACET_ATTRIBUTES, SEARCH_ATTRIBUTES, type AttributeName } from '../attributes.ts';
import { andInto, countDocs, fullBitset, listDocs, notInto, type Bitset } from '../index/bitset.ts';
import type { SearchIndex } from '../index/types.ts';
import type { Clause } from './clauses.ts';
import { countFacet, countRowFacets, type CountedFacet, type DocList, type FacetStats } from './facets.ts';

/**
 * The facets a request names that the index counts (`*` for all of them).
 * @example facetNames(index, ['make', 'stocknum']) // ['make'] (stock numbers are filter-only)
 */
export function facetNames(index: SearchIndex, list: readonly string[]): AttributeName[] {
  const names = list.includes('*') ? FACET_ATTRIBUTES : (list as AttributeName[]);
  return names.filter((name) => SEARCH_ATTRIBUTES[name]?.facet === 'facet' && index.columns.has(name));
}

/** Documents in every clause, but those refining `skip` (null: all clauses). */
export function intersect(size: number, clauses: readonly Clause[], skip: string | null): Bitset {
  const bits = fullBitset(size);
  for (const clause of clauses) if (skip === null || clause.refines !== skip) andInto(bits, clause.bits);
  return bits;
}

/** The documents of a set, listed directly or, when the set holds most of the index, as its complement. */
function docList(index: SearchIndex, bits: Bitset, out: Uint32Array): DocList {
  if (countDocs(bits) * 2 <= index.size) return { docs: out, n: listDocs(bits, out), complement: false };
  return { docs: out, n: listDocs(notInto(bits.slice(), index.size), out), complement: true };
}

export type CountedFacets = { facets: Record<string, Record<string, number>>; stats: Record<string, FacetStats>; complete: boolean };

/**
 * Counts the named facets over the result. A clause that refines a facet (only when the engine was asked for
 * disjunctive counts, see EngineOptions.facetCounting) is left out of that facet's own count. `complete` is false
 * when some facet had more values than `maxValues` (Algolia's `exhaustive.facetValues`).
 */
export function countFacets(index: SearchIndex, names: readonly AttributeName[], clauses: readonly Clause[], result: Bitset, maxValues: number): CountedFacets {
  const counted = new Map<string, CountedFacet>();
  // Facets without a selection share the result's document list; a refined facet counts without its own selection.
  const refined = new Set(clauses.map((clause) => clause.refines).filter((name) => name !== null));
  const shared = names.filter((name) => !refined.has(name));
  const resultList = shared.length ? docList(index, result, index.scratch.docs) : null;
  const inRows = new Set(shared.filter((name) => index.rows.names.includes(name)));
  // Several small facets: one pass over the rows counts them all.
  if (resultList && inRows.size >= 3)
    for (const [name, facet] of countRowFacets(index.rows, index.columns, resultList, inRows, maxValues)) counted.set(name, facet);
  for (const name of names) {
    const column = index.columns.get(name);
    if (!column || column.kind === 'text' || counted.has(name)) continue;
    const list = refined.has(name) ? docList(index, intersect(index.size, clauses, name), index.scratch.refinedDocs) : resultList!;
    counted.set(name, countFacet(column, list, maxValues));
  }
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  let complete = true;
  for (const name of names) {
    const facet = counted.get(name);
    if (!facet) continue;
    facets[name] = facet.values;
    if (facet.stats) stats[name] = facet.stats;
    if (facet.truncated) complete = false;
  }
  return { facets, stats, complete };
}
