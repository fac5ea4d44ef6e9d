import { ATTRIBUTE_NAMES, SEARCH_ATTRIBUTES, type AttributeName } from '../attributes.ts';
import type { SearchRecord } from '../record.ts';
import { normalizeText } from '../text.ts';
import { buildTextIndex } from './text-index.ts';
import type { Column, ColumnData, IndexData, KeywordColumn, NumberColumn, Postings, SearchIndex } from './types.ts';

export type BuildIndexOptions = {
  /** The base index name; replicas are `<name>_latest`, `<name>_price_asc`, ... */
  name: string;
  /** Attributes to keep (default: all). The browser index keeps facets and card fields only. */
  attributes?: readonly AttributeName[];
};

/** The attributes of the browser index: facets plus what a result card shows (no custom rank: the order carries it). */
export const BROWSER_ATTRIBUTES: readonly AttributeName[] = ATTRIBUTE_NAMES.filter((name) => SEARCH_ATTRIBUTES[name].browser);

const byRelevance = (a: SearchRecord, b: SearchRecord): number =>
  b.custom_rank - a.custom_rank || (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0);

function dictionaryColumn(kind: 'keyword' | 'boolean', raw: readonly unknown[]): ColumnData {
  const values = kind === 'boolean' ? ['false', 'true'] : [...new Set(raw.filter((v) => v != null).map(String))].sort();
  const codeOf = new Map(values.map((value, code) => [value, code]));
  const codes = new Uint32Array(raw.length);
  raw.forEach((value, doc) => (codes[doc] = value == null ? values.length : codeOf.get(String(value))!));
  return { kind, values, codes };
}

function listColumn(raw: readonly unknown[]): ColumnData {
  const lists = raw.map((value) => (Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)]));
  const values = [...new Set(lists.flat())].sort();
  const codeOf = new Map(values.map((value, code) => [value, code]));
  const listStarts = new Uint32Array(raw.length + 1);
  lists.forEach((list, doc) => (listStarts[doc + 1] = listStarts[doc] + list.length));
  const listCodes = new Uint32Array(listStarts[raw.length]);
  lists.forEach((list, doc) => list.forEach((value, i) => (listCodes[listStarts[doc] + i] = codeOf.get(value)!)));
  return { kind: 'keywords', values, listStarts, listCodes };
}

/**
 * Turns records into column data, documents in "most relevant" order (custom rank, highest first, then objectID).
 * @example columnsFromRecords(records, { name: 'cars' }).columns.make // { kind: 'keyword', values: ['Ford', 'Toyota'], codes: ... }
 */
export function columnsFromRecords(records: readonly SearchRecord[], options: BuildIndexOptions): IndexData {
  const sorted = [...records].sort(byRelevance);
  const columns: Record<string, ColumnData> = {};
  for (const name of options.attributes ?? ATTRIBUTE_NAMES) {
    const raw = sorted.map((record) => record[name] as unknown);
    const { kind } = SEARCH_ATTRIBUTES[name];
    if (kind === 'keyword' || kind === 'boolean') columns[name] = dictionaryColumn(kind, raw);
    else if (kind === 'keywords') columns[name] = listColumn(raw);
    else if (kind === 'number') columns[name] = { kind, data: Float64Array.from(raw, (v) => (typeof v === 'number' ? v : Number.NaN)) };
    else columns[name] = { kind, data: raw.map((v) => (v == null ? null : String(v))) };
  }
  return { name: options.name, size: sorted.length, columns };
}

/** Counting sort of documents by code: for each code, its documents in ascending order. */
function postingsOf(codeCount: number, size: number, codesOf: (doc: number, visit: (code: number) => void) => void): Postings {
  const starts = new Uint32Array(codeCount + 1);
  for (let doc = 0; doc < size; doc++) codesOf(doc, (code) => code < codeCount && starts[code + 1]++);
  for (let code = 0; code < codeCount; code++) starts[code + 1] += starts[code];
  const fill = starts.slice(0, codeCount);
  const postings = new Uint32Array(starts[codeCount]);
  for (let doc = 0; doc < size; doc++) codesOf(doc, (code) => code < codeCount && (postings[fill[code]++] = doc));
  return { starts, postings };
}

function lookupOf(values: readonly string[]): Map<string, number[]> {
  const lookup = new Map<string, number[]>();
  values.forEach((value, code) => {
    const key = normalizeText(value);
    const codes = lookup.get(key);
    if (codes) codes.push(code);
    else lookup.set(key, [code]);
  });
  return lookup;
}

function numberColumn(data: Float64Array): NumberColumn {
  const values = Float64Array.from(new Set(data.filter((v) => !Number.isNaN(v)))).sort();
  const codeOf = new Map<number, number>();
  values.forEach((value, code) => codeOf.set(value, code));
  const codes = Uint32Array.from(data, (v) => (Number.isNaN(v) ? values.length : codeOf.get(v)!));
  const nullDocs = Uint32Array.from(codes.reduce<number[]>((docs, code, doc) => (code === values.length && docs.push(doc), docs), []));
  return { kind: 'number', data, values, codes, nullDocs, totals: null, ...postingsOf(values.length, data.length, (doc, visit) => visit(codes[doc])) };
}

function columnOf(data: ColumnData, size: number): Column {
  switch (data.kind) {
    case 'keyword':
    case 'boolean': {
      const { codes, values } = data;
      const column: KeywordColumn = { ...data, lookup: lookupOf(values), totals: null, bitsets: [], ...postingsOf(values.length, size, (doc, visit) => visit(codes[doc])) };
      return column;
    }
    case 'keywords': {
      const { listStarts, listCodes, values } = data;
      const postings = postingsOf(values.length, size, (doc, visit) => {
        for (let i = listStarts[doc]; i < listStarts[doc + 1]; i++) visit(listCodes[i]);
      });
      return { ...data, lookup: lookupOf(values), totals: null, bitsets: [], ...postings };
    }
    case 'number':
      return numberColumn(data.data);
    case 'text':
      return { ...data, normalized: null };
  }
}

/**
 * Builds the searchable structures (postings per facet value, sorted number dictionaries, the text index)
 * from column data.
 * @example indexFromData(columnsFromRecords(records, { name: 'cars' })).size // records.length
 */
export function indexFromData(data: IndexData): SearchIndex {
  const columns = new Map<string, Column>();
  for (const [name, column] of Object.entries(data.columns)) columns.set(name, columnOf(column, data.size));
  return {
    name: data.name,
    size: data.size,
    attributes: ATTRIBUTE_NAMES.filter((name) => columns.has(name)),
    columns,
    text: buildTextIndex(columns),
    sorts: {},
    hits: { template: null, byDoc: [] },
    scratch: { docs: new Uint32Array(data.size), refinedDocs: new Uint32Array(data.size) },
  };
}

/**
 * Builds an in-memory index straight from records (at build time, in Node, and in tests).
 * @example searchIndex(buildSearchIndex(records, { name: 'cars' }), { query: 'hilux' })
 */
export function buildSearchIndex(records: readonly SearchRecord[], options: BuildIndexOptions): SearchIndex {
  return indexFromData(columnsFromRecords(records, options));
}
