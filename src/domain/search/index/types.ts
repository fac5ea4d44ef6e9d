import type { SortOption } from '../../tenant/schema/search.ts';
import type { SearchHit } from '../record.ts';
import type { Bitset } from './bitset.ts';

/**
 * Column data: what an index is made of and what travels to the browser (see serialize.ts).
 * Documents are numbered 0..size-1 in "most relevant" order (custom rank, highest first, then objectID).
 * - keyword/boolean: a dictionary (sorted) and one code per document; code `values.length` means null.
 * - keywords: a dictionary and, per document, codes `listCodes[listStarts[d]..listStarts[d+1])`.
 * - number: one value per document, NaN for null.
 * - text: one string (or null) per document, kept for hits and exact filters; with `derive`, entries left undefined
 *   are worked out on first use (names and slugs in the browser index).
 */
export type ColumnData =
  | { kind: 'keyword' | 'boolean'; values: string[]; codes: Uint32Array }
  | { kind: 'keywords'; values: string[]; listStarts: Uint32Array; listCodes: Uint32Array }
  | { kind: 'number'; data: Float64Array }
  | { kind: 'text'; data: (string | null | undefined)[]; derive?: (doc: number) => string | null };

export type IndexData = { name: string; size: number; columns: Record<string, ColumnData> };

/** Documents per dictionary code: `postings[starts[c]..starts[c+1])`, ascending. */
export type Postings = { starts: Uint32Array; postings: Uint32Array };

export type KeywordColumn = Postings & {
  kind: 'keyword' | 'boolean';
  values: string[];
  codes: Uint32Array;
  /** Normalised value -> dictionary codes (facet filters ignore case and accents). */
  lookup: Map<string, number[]>;
  /** Documents per code over the whole index, computed on first use. */
  totals: ColumnTotals | null;
  scratch?: CountScratch;
  /** Documents per code as bitsets, for values filtered on (built on first use). */
  bitsets: (Bitset | undefined)[];
};
/** Buffers a facet count reuses (engine/facets.ts). */
export type CountScratch = {
  counts: Uint32Array;
  touched: Uint32Array;
  candidates: Uint32Array;
  candidateCounts: Uint32Array;
  kept: Uint32Array;
  keptCounts: Uint32Array;
};
/** A column's counts over the whole index, its values by count (highest first, then code), number totals, and how many values occur. */
export type ColumnTotals = { counts: Uint32Array; byCount: Uint32Array; sum: number; nonNull: number; distinct: number };
export type KeywordsColumn = Postings & {
  kind: 'keywords';
  values: string[];
  listStarts: Uint32Array;
  listCodes: Uint32Array;
  lookup: Map<string, number[]>;
  totals: ColumnTotals | null;
  scratch?: CountScratch;
  bitsets: (Bitset | undefined)[];
};
/** Numbers keep their raw values plus a sorted dictionary of distinct values, so ranges are slices of postings. */
export type NumberColumn = Postings & {
  kind: 'number';
  data: Float64Array;
  values: Float64Array;
  codes: Uint32Array;
  /** Documents without a value. */
  nullDocs: Uint32Array;
  /** All values are array-index-like integers (facet objects then order their keys themselves). */
  integerKeys?: boolean;
  totals: ColumnTotals | null;
  scratch?: CountScratch;
};
export type TextColumn = { kind: 'text'; data: (string | null | undefined)[]; derive?: (doc: number) => string | null; normalized: string[] | null };

/** A text column's value for a document, derived (and kept) on first use when the column derives its values. */
export function textAt(column: Extract<ColumnData, { kind: 'text' }>, doc: number): string | null {
  const value = column.data[doc];
  if (value !== undefined) return value;
  return (column.data[doc] = column.derive ? column.derive(doc) : null);
}
export type Column = KeywordColumn | KeywordsColumn | NumberColumn | TextColumn;

export type TextIndex = {
  /** Sorted vocabulary of the searchable attributes. */
  tokens: string[];
  /** Documents per token (may repeat a document; setting bits makes that harmless). */
  docs: Uint32Array[];
  /** Tokens without digits: the only ones a typo may match. */
  typoCandidates: number[];
  /** Query word -> matching token numbers (exact or prefix, and with one typo). */
  cache: Map<string, { exact: number[]; typo: number[] }>;
};

/**
 * Small facets (at most 255 values) side by side, one byte per facet per document (null = the value count), so one
 * pass over a result counts them all: facet `f` of document `d` is `data[d * stride + f]`, and its counts go to
 * `counts[offsets[f] + code]`.
 */
export type FacetRows = { names: string[]; stride: number; data: Uint8Array; offsets: Uint32Array; counts: Uint32Array };

/** A searchable index in memory. Built once; searches do not change it except for lazily built sort orders and caches. */
export type SearchIndex = {
  name: string;
  size: number;
  /** Attribute order of the records (hits keep it). */
  attributes: string[];
  columns: Map<string, Column>;
  rows: FacetRows;
  /** Built on the first text query (see textIndexOf): loading the index in the browser stays quick. */
  text: TextIndex | null;
  sorts: Partial<Record<SortOption, Uint32Array>>;
  /** Hits with every attribute, built on first use (see engine/hits.ts). */
  hits: { template: Record<string, unknown> | null; byDoc: (SearchHit | undefined)[] };
  /** Reusable buffers: searches are synchronous, so one at a time uses them. */
  scratch: { docs: Uint32Array; refinedDocs: Uint32Array };
  /** Each filter predicate's documents, filled as searches ask (see filters/evaluate.ts). */
  predicates?: Map<string, Bitset>;
};
