import { ATTRIBUTE_NAMES, SEARCH_ATTRIBUTES, type AttributeName } from '../attributes.ts';
import type { SearchRecord } from '../record.ts';
import { normalizeText } from '../text.ts';
import type { Column, ColumnData, FacetRows, IndexData, KeywordColumn, NumberColumn, Postings, SearchIndex } from './types.ts';

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
  // Distinct values, sorted (a typed-array sort puts NaN last).
  const sorted = data.slice().sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length && !Number.isNaN(sorted[i]); i++) if (distinct === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i];
  const values = sorted.slice(0, distinct);
  const codeOf = new Map<number, number>();
  for (let code = 0; code < distinct; code++) codeOf.set(values[code], code);
  const codes = new Uint32Array(data.length);
  const nullList: number[] = [];
  for (let doc = 0; doc < data.length; doc++) {
    if (Number.isNaN(data[doc])) {
      codes[doc] = distinct;
      nullList.push(doc);
    } else codes[doc] = codeOf.get(data[doc])!;
  }
  return {
    kind: 'number',
    data,
    values,
    codes,
    nullDocs: Uint32Array.from(nullList),
    totals: null,
    ...postingsOf(distinct, data.length, (doc, visit) => visit(codes[doc])),
  };
}

function columnOf(data: ColumnData, size: number): Column {
  switch (data.kind) {
    case 'keyword':
    case 'boolean': {
      const { codes, values } = data;
      const column: KeywordColumn = {
        ...data,
        lookup: lookupOf(values),
        totals: null,
        bitsets: [],
        ...postingsOf(values.length, size, (doc, visit) => visit(codes[doc])),
      };
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

/** Row layout of the small single-valued facets (see FacetRows). */
function facetRows(columns: Map<string, Column>, size: number): FacetRows {
  const small = [...columns].filter(
    (entry): entry is [string, KeywordColumn | NumberColumn] =>
      SEARCH_ATTRIBUTES[entry[0] as AttributeName]?.facet === 'facet' &&
      entry[1].kind !== 'text' &&
      entry[1].kind !== 'keywords' &&
      entry[1].values.length < 255,
  );
  const stride = small.length;
  const data = new Uint8Array(size * stride);
  const offsets = new Uint32Array(stride + 1);
  small.forEach(([, column], f) => {
    offsets[f + 1] = offsets[f] + column.values.length + 1;
    for (let doc = 0; doc < size; doc++) data[doc * stride + f] = column.codes[doc];
  });
  return { names: small.map(([name]) => name), stride, data, offsets, counts: new Uint32Array(offsets[stride]) };
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
    rows: facetRows(columns, data.size),
    text: null,
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
