import { addDocs, andInto, emptyBitset, fullBitset, notInto, orInto, removeDocs, type Bitset } from '../index/bitset.ts';

const addDocsTo = (bits: Bitset, docs: Uint32Array, from: number, to: number): Bitset => (addDocs(bits, docs, from, to), bits);
import { textAt, type Column, type NumberColumn, type SearchIndex } from '../index/types.ts';
import { normalizeText } from '../text.ts';
import type { FilterNode, FilterPredicate } from './ast.ts';

/** First dictionary code whose value is >= `value` (or > when `after`). */
function boundOf(values: Float64Array, value: number, after: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (after ? values[mid]! <= value : values[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Sets the documents whose number code is in [from, to): one contiguous slice of postings. A range holding most of
 * the index (`visible until >= now`, `price > 0`) is set as everything minus the few documents outside it.
 */
function addCodeRange(bits: Bitset, column: NumberColumn, from: number, to: number, size: number): void {
  if (from >= to) return;
  const inside = column.starts[to] - column.starts[from];
  if (inside * 4 < size * 3) {
    addDocs(bits, column.postings, column.starts[from], column.starts[to]);
    return;
  }
  const outside = fullBitset(size);
  removeDocs(outside, column.postings, 0, column.starts[from]);
  removeDocs(outside, column.postings, column.starts[to], column.starts[column.values.length]);
  removeDocs(outside, column.nullDocs, 0, column.nullDocs.length);
  orInto(bits, outside);
}

function numberPredicate(bits: Bitset, column: NumberColumn, predicate: FilterPredicate, size: number): void {
  const { values } = column;
  const add = (from: number, to: number) => addCodeRange(bits, column, from, to, size);
  if (predicate.type === 'range') {
    add(boundOf(values, predicate.low, false), boundOf(values, predicate.high, true));
    return;
  }
  const value = predicate.type === 'facet' ? (predicate.value.trim() === '' ? Number.NaN : Number(predicate.value)) : predicate.value;
  if (Number.isNaN(value)) return;
  const operator = predicate.type === 'facet' ? '=' : predicate.operator;
  const lower = boundOf(values, value, false);
  const upper = boundOf(values, value, true);
  switch (operator) {
    case '<':
      return add(0, lower);
    case '<=':
      return add(0, upper);
    case '=':
      return add(lower, upper);
    case '!=':
      add(0, lower);
      return add(upper, values.length);
    case '>=':
      return add(lower, values.length);
    case '>':
      return add(upper, values.length);
  }
}

function predicateBits(index: SearchIndex, column: Column | undefined, predicate: FilterPredicate): Bitset {
  const bits = emptyBitset(index.size);
  if (!column) return bits; // unknown attributes match nothing, as in Algolia
  if (column.kind === 'number') {
    numberPredicate(bits, column, predicate, index.size);
    return bits;
  }
  if (predicate.type !== 'facet') return bits; // numeric comparisons on a non-numeric attribute match nothing
  const wanted = normalizeText(predicate.value);
  if (column.kind === 'text') {
    column.normalized ??= Array.from({ length: index.size }, (_, doc) => {
      const value = textAt(column, doc);
      return value === null ? '\u0000' : normalizeText(value);
    });
    column.normalized.forEach((value, doc) => value === wanted && (bits[doc >>> 5] |= 1 << (doc & 31)));
    return bits;
  }
  for (const code of column.lookup.get(wanted) ?? []) {
    const from = column.starts[code];
    const to = column.starts[code + 1];
    // Values with many documents keep a bitset (built on first use): OR-ing words beats setting bit by bit.
    if (to - from < bits.length) addDocs(bits, column.postings, from, to);
    else orInto(bits, (column.bitsets[code] ??= addDocsTo(emptyBitset(index.size), column.postings, from, to)));
  }
  return bits;
}

/** What an index may spend remembering predicates (32-bit words: 8 MB), and at most this many; then it starts over. */
const PREDICATE_CACHE_WORDS = 2_000_000;
const PREDICATE_CACHE_LIMIT = 4096;

function predicateKey(predicate: FilterPredicate): string {
  switch (predicate.type) {
    case 'facet':
      return `${predicate.attribute}\u0000:\u0000${predicate.value}`;
    case 'numeric':
      return `${predicate.attribute}\u0000${predicate.operator}\u0000${predicate.value}`;
    case 'range':
      return `${predicate.attribute}\u0000TO\u0000${predicate.low}\u0000${predicate.high}`;
  }
}

/**
 * A predicate's documents, worked out once per index: the visibility clauses and common facets come with every
 * search (a build asks two similar-cars searches per car). The index never changes, so the answer stays right;
 * callers combine bitsets in place, so each gets its own copy.
 */
function cachedPredicateBits(index: SearchIndex, predicate: FilterPredicate): Bitset {
  const cache = (index.predicates ??= new Map());
  const key = predicateKey(predicate);
  let bits = cache.get(key);
  if (!bits) {
    bits = predicateBits(index, index.columns.get(predicate.attribute), predicate);
    if (cache.size >= Math.min(PREDICATE_CACHE_LIMIT, PREDICATE_CACHE_WORDS / bits.length)) cache.clear();
    cache.set(key, bits);
  }
  return bits.slice();
}

/**
 * The documents that pass a filter, as a bitset. Same semantics as `matchesFilter` on records: facet values
 * match ignoring case and accents, numbers compare numerically, null matches no positive filter, NOT complements.
 * @example countDocs(evaluateFilter(index, parseFilters('make:Toyota AND price < 20000')))
 */
export function evaluateFilter(index: SearchIndex, node: FilterNode): Bitset {
  switch (node.type) {
    case 'true':
      return fullBitset(index.size);
    case 'and': {
      const bits = evaluateFilter(index, node.children[0]!);
      for (let i = 1; i < node.children.length; i++) andInto(bits, evaluateFilter(index, node.children[i]!));
      return bits;
    }
    case 'or': {
      const bits = evaluateFilter(index, node.children[0]!);
      for (let i = 1; i < node.children.length; i++) orInto(bits, evaluateFilter(index, node.children[i]!));
      return bits;
    }
    case 'not':
      return notInto(evaluateFilter(index, node.child), index.size);
    default:
      return cachedPredicateBits(index, node);
  }
}
