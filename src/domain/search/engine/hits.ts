import { SEARCHABLE_ATTRIBUTES } from '../attributes.ts';
import { REPLICAS } from '../replicas.ts';
import type { SortOption } from '../../tenant/schema/search.ts';
import type { SearchHit } from '../record.ts';
import { hasDoc, type Bitset } from '../index/bitset.ts';
import { textAt, type Column, type SearchIndex } from '../index/types.ts';
import { highlightValue, type HighlightQuery, type HighlightResult } from './highlight.ts';

/**
 * Documents in a replica's order: its attribute (missing values last), then custom rank (the document
 * order), which also settles objectID ties. Built on first use and kept.
 */
export function sortOrder(index: SearchIndex, sort: SortOption): Uint32Array {
  const cached = index.sorts[sort];
  if (cached) return cached;
  const order = new Uint32Array(index.size);
  for (let doc = 0; doc < index.size; doc++) order[doc] = doc;
  const { attribute, direction } = REPLICAS[sort].order;
  const column = index.columns.get(attribute);
  if (sort !== 'relevance' && column?.kind === 'number') {
    const { data } = column;
    const sign = direction === 'asc' ? 1 : -1;
    order.sort((a, b) => {
      const x = data[a];
      const y = data[b];
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a - b : 1) : -1;
      return (x - y) * sign || a - b;
    });
  }
  index.sorts[sort] = order;
  return order;
}

/**
 * Documents at positions [start, end) of the result, walking the replica order through each tier in turn
 * (tiers split the result, e.g. matches without a typo before matches with one).
 */
export function pageDocs(order: Uint32Array, tiers: readonly Bitset[], start: number, end: number): number[] {
  const docs: number[] = [];
  let seen = 0;
  for (const tier of tiers) {
    for (let i = 0; i < order.length && seen < end; i++) {
      const doc = order[i];
      if (!hasDoc(tier, doc)) continue;
      if (seen >= start) docs.push(doc);
      seen++;
    }
  }
  return docs;
}

/**
 * Attributes a hit carries: `attributesToRetrieve` names, or `*` for all, minus `-name` exclusions; objectID always.
 * @example retrievedAttributes(index, ['*', '-thumb'])
 */
export function retrievedAttributes(index: SearchIndex, wanted: string | readonly string[] | undefined): string[] {
  const list = wanted === undefined ? ['*'] : typeof wanted === 'string' ? [wanted] : wanted;
  const excluded = new Set(list.filter((name) => name.startsWith('-')).map((name) => name.slice(1)));
  const all = list.includes('*');
  return index.attributes.filter((name) => name === 'objectID' || (!excluded.has(name) && (all || list.includes(name))));
}

type Reader = (doc: number) => unknown;

function readerOf(column: Column): Reader {
  switch (column.kind) {
    case 'text':
      return (doc) => textAt(column, doc);
    case 'number':
      return (doc) => (Number.isNaN(column.data[doc]) ? null : column.data[doc]);
    case 'keyword':
      return (doc) => column.values[column.codes[doc]] ?? null;
    case 'boolean':
      return (doc) => (column.codes[doc] < 2 ? column.codes[doc] === 1 : null);
    case 'keywords':
      return (doc) => Array.from(column.listCodes.subarray(column.listStarts[doc], column.listStarts[doc + 1]), (code) => column.values[code]);
  }
}

function buildHit(index: SearchIndex, doc: number, attributes: readonly string[], template: Record<string, unknown>): SearchHit {
  // Cloning a template with every key already in place keeps hits as fast objects (adding 40 keys one by one does not).
  const hit: Record<string, unknown> = { ...template };
  for (const name of attributes) hit[name] = readerOf(index.columns.get(name)!)(doc);
  return hit as SearchHit;
}

/**
 * Builds hits from the columns. Hits with every attribute are built once per document and shared (frozen), as
 * other engines keep their documents; a narrower `attributesToRetrieve` builds fresh ones.
 */
export function hitsOf(index: SearchIndex, docs: readonly number[], attributes: readonly string[]): SearchHit[] {
  const hits = index.hits;
  const full = attributes.length === index.attributes.length;
  if (!full) {
    const template = JSON.parse(JSON.stringify(Object.fromEntries(attributes.map((name) => [name, null])))) as Record<string, unknown>;
    return docs.map((doc) => buildHit(index, doc, attributes, template));
  }
  hits.template ??= JSON.parse(JSON.stringify(Object.fromEntries(index.attributes.map((name) => [name, null])))) as Record<string, unknown>;
  return docs.map((doc) => (hits.byDoc[doc] ??= Object.freeze(buildHit(index, doc, index.attributes, hits.template!))));
}

/**
 * The attributes `attributesToHighlight` names that a hit can be highlighted on: words (text and keyword columns,
 * lists) and the searchable year; `*` for all of them.
 * @example highlightedAttributes(index, ['make', 'price']) // ['make']
 */
export function highlightedAttributes(index: SearchIndex, wanted: string | readonly string[]): string[] {
  const list = typeof wanted === 'string' ? [wanted] : wanted;
  const all = list.includes('*');
  return index.attributes.filter((name) => {
    if (name === 'objectID' || !(all || list.includes(name))) return false;
    const column = index.columns.get(name)!;
    return column.kind !== 'boolean' && (column.kind !== 'number' || (SEARCHABLE_ATTRIBUTES as readonly string[]).includes(name));
  });
}

/**
 * Hits with Algolia's `_highlightResult` for the attributes (a list attribute gives a list of results; empty values
 * none), read from the index whether or not the hit retrieves them.
 */
export function withHighlights(
  index: SearchIndex,
  docs: readonly number[],
  hits: readonly SearchHit[],
  attributes: readonly string[],
  query: HighlightQuery,
): SearchHit[] {
  const readers = attributes.map((name) => [name, readerOf(index.columns.get(name)!)] as const);
  return hits.map((hit, i) => {
    const result: Record<string, HighlightResult | HighlightResult[]> = {};
    for (const [name, read] of readers) {
      const value = read(docs[i]!);
      if (value === null || value === undefined) continue;
      result[name] = Array.isArray(value) ? value.map((item) => highlightValue(String(item), query)) : highlightValue(String(value), query);
    }
    return { ...hit, _highlightResult: result } as SearchHit;
  });
}
