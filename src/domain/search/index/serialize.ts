import { carSlug } from '../../vehicle/slug.ts';
import { indexFromData } from './build.ts';
import { textAt, type ColumnData, type IndexData, type SearchIndex } from './types.ts';

/**
 * The index as JSON for the browser: columns only (postings, sort orders and the text index are rebuilt on load).
 * Encodings keep it small before compression and regular after it:
 * - dictionary columns: values by frequency, codes as small integers (0 = null);
 * - numbers: a dictionary when values repeat, else deltas from the previous document (documents are in rank order);
 * - texts: `prefix + integer` ids as a prefix dictionary and integer deltas; `name` and `slug` stored only where
 *   they differ from what the car's year, make, model, badge and stock number give.
 */
export type SerializedIndex = { format: typeof FORMAT; version: 1; name: string; size: number; columns: Record<string, SerializedColumn> };

export type SerializedColumn =
  | { kind: 'keyword' | 'boolean'; values: string[]; codes: number[] }
  | { kind: 'keywords'; values: string[]; lists: number[][] }
  | { kind: 'number'; values: number[]; codes: number[] }
  | { kind: 'number'; deltas: (number | null)[] }
  | { kind: 'text'; values: (string | null)[] }
  | { kind: 'text'; prefixes: string[]; prefixCodes: number[]; deltas: number[] }
  | { kind: 'text'; derived: 'name' | 'slug'; exceptions: Record<string, string | null> }
  | { kind: 'text'; sameAs: string };

const FORMAT = 'dealer-sites/search-index';
const PREFIXED_INTEGER = /^(\D*)(0|[1-9]\d{0,14})$/;

/** Codes remapped so the most frequent value gets 1 (0 is null): smaller numbers, better compression. */
function byFrequency(values: readonly string[], codes: ArrayLike<number>): { values: string[]; remap: Int32Array } {
  const counts = new Array<number>(values.length).fill(0);
  for (let i = 0; i < codes.length; i++) if (codes[i]! < values.length) counts[codes[i]!]!++;
  const order = values.map((_, code) => code).sort((a, b) => counts[b]! - counts[a]! || a - b);
  const remap = new Int32Array(values.length + 1);
  order.forEach((code, rank) => (remap[code] = rank + 1));
  return { values: order.map((code) => values[code]!), remap };
}

function deltas(values: readonly (number | null)[]): (number | null)[] {
  let previous = 0;
  return values.map((value) => {
    if (value === null) return null;
    const delta = value - previous;
    previous = value;
    return delta;
  });
}

function undelta(encoded: readonly (number | null)[]): (number | null)[] {
  let previous = 0;
  return encoded.map((delta) => (delta === null ? null : (previous += delta)));
}

const derivedName = (columns: Record<string, ColumnData>, doc: number): string | null => {
  const parts = ['year', 'make', 'model', 'badge'].map((name) => readValue(columns[name], doc));
  return parts.some((part, i) => i < 3 && part === null) ? null : parts.filter((part) => part !== null && part !== '').join(' ');
};

const derivedSlug = (columns: Record<string, ColumnData>, doc: number): string | null => {
  const [year, make, model, badge, stocknum, id] = ['year', 'make', 'model', 'badge', 'stocknum', 'id'].map((name) => readValue(columns[name], doc));
  if (year === null || make === null || model === null || id === null) return null;
  return carSlug({ year: Number(year), make, model, badge, stockNumber: stocknum, id });
};

function readValue(column: ColumnData | undefined, doc: number): string | null {
  if (!column) return null;
  if (column.kind === 'text') return textAt(column, doc);
  if (column.kind === 'number') return Number.isNaN(column.data[doc]!) ? null : String(column.data[doc]);
  if (column.kind === 'keywords') return null;
  return column.values[column.codes[doc]!] ?? null;
}

function encodeText(name: string, data: readonly (string | null)[], columns: Record<string, ColumnData>): SerializedColumn {
  for (const [other, column] of Object.entries(columns)) {
    if (other !== name && other < name && column.kind === 'text' && data.every((value, doc) => value === textAt(column, doc)))
      return { kind: 'text', sameAs: other };
  }
  const derive = name === 'name' ? derivedName : name === 'slug' ? derivedSlug : null;
  if (derive) {
    const exceptions: Record<string, string | null> = {};
    data.forEach((value, doc) => value !== derive(columns, doc) && (exceptions[doc] = value));
    return { kind: 'text', derived: name as 'name' | 'slug', exceptions };
  }
  if (data.length && data.every((value) => value !== null && PREFIXED_INTEGER.test(value))) {
    const parts = data.map((value) => PREFIXED_INTEGER.exec(value!)!);
    const prefixes = [...new Set(parts.map((match) => match[1]!))];
    return {
      kind: 'text',
      prefixes,
      prefixCodes: parts.map((match) => prefixes.indexOf(match[1]!)),
      deltas: deltas(parts.map((match) => Number(match[2]))) as number[],
    };
  }
  return { kind: 'text', values: [...data] };
}

function encodeColumn(name: string, column: ColumnData, columns: Record<string, ColumnData>): SerializedColumn {
  switch (column.kind) {
    case 'keyword':
    case 'boolean': {
      const { values, remap } = byFrequency(column.values, column.codes);
      return { kind: column.kind, values, codes: Array.from(column.codes, (code) => (code < column.values.length ? remap[code]! : 0)) };
    }
    case 'keywords': {
      const { values, remap } = byFrequency(column.values, column.listCodes);
      const lists = Array.from({ length: column.listStarts.length - 1 }, (_, doc) =>
        Array.from(column.listCodes.subarray(column.listStarts[doc], column.listStarts[doc + 1]), (code) => remap[code]! - 1),
      );
      return { kind: 'keywords', values, lists };
    }
    case 'number': {
      const data = Array.from(column.data, (value) => (Number.isNaN(value) ? null : value));
      const distinct = [...new Set(data.filter((value) => value !== null))].sort((a, b) => a - b);
      if (distinct.length * 4 > data.length) return { kind: 'number', deltas: deltas(data) };
      const codeOf = new Map(distinct.map((value, code) => [value, code]));
      const codes = data.map((value) => (value === null ? distinct.length : codeOf.get(value)!));
      const { values, remap } = byFrequency(distinct.map(String), codes);
      return { kind: 'number', values: values.map(Number), codes: codes.map((code) => remap[code]!) };
    }
    case 'text':
      return encodeText(
        name,
        Array.from(column.data, (_, doc) => textAt(column, doc)),
        columns,
      );
  }
}

/**
 * The index data as compact JSON for the browser.
 * @example JSON.stringify(serializeIndex(columnsFromRecords(records, { name: 'cars', attributes: BROWSER_ATTRIBUTES })))
 */
export function serializeIndex(data: IndexData): SerializedIndex {
  const columns: Record<string, SerializedColumn> = {};
  for (const [name, column] of Object.entries(data.columns)) columns[name] = encodeColumn(name, column, data.columns);
  return { format: FORMAT, version: 1, name: data.name, size: data.size, columns };
}

function sortedDictionary(kind: 'keyword' | 'boolean', values: readonly string[], codes: readonly number[]): ColumnData {
  // Back to the in-memory layout: dictionary sorted (booleans fixed as false, true), null = values.length.
  const sorted = kind === 'boolean' ? ['false', 'true'] : [...values].sort();
  const position = new Map(sorted.map((value, code) => [value, code]));
  const remap = values.map((value) => position.get(value)!);
  const decoded = new Uint32Array(codes.length);
  for (let doc = 0; doc < codes.length; doc++) decoded[doc] = codes[doc] === 0 ? sorted.length : remap[codes[doc]! - 1]!;
  return { kind, values: sorted, codes: decoded };
}

function decodeColumn(column: SerializedColumn, size: number): ColumnData | null {
  switch (column.kind) {
    case 'keyword':
    case 'boolean':
      return sortedDictionary(column.kind, column.values, column.codes);
    case 'keywords': {
      const sorted = [...column.values].sort();
      const position = new Map(sorted.map((value, code) => [value, code]));
      const listStarts = new Uint32Array(size + 1);
      column.lists.forEach((list, doc) => (listStarts[doc + 1] = listStarts[doc]! + list.length));
      const listCodes = Uint32Array.from(column.lists.flat(), (code) => position.get(column.values[code]!)!);
      return { kind: 'keywords', values: sorted, listStarts, listCodes };
    }
    case 'number': {
      const data = new Float64Array(size);
      if ('deltas' in column) {
        let previous = 0;
        column.deltas.forEach((delta, doc) => (data[doc] = delta === null ? Number.NaN : (previous += delta)));
      } else {
        column.codes.forEach((code, doc) => (data[doc] = code === 0 ? Number.NaN : column.values[code - 1]!));
      }
      return { kind: 'number', data };
    }
    case 'text':
      if ('values' in column) return { kind: 'text', data: column.values };
      if ('prefixes' in column) {
        const numbers = undelta(column.deltas);
        return { kind: 'text', data: column.prefixCodes.map((code, doc) => `${column.prefixes[code]}${numbers[doc]}`) };
      }
      return null; // derived or copied: decoded once the columns they come from are
  }
}

/**
 * Reads a serialized index back into a searchable index (the browser does this once per page load).
 * @example searchIndex(deserializeIndex(await (await fetch('/search-index.json')).json()), { query: 'ranger' })
 */
export function deserializeIndex(serialized: SerializedIndex): SearchIndex {
  if (serialized?.format !== FORMAT || serialized.version !== 1) throw new Error(`Not a search index (expected format ${FORMAT} version 1)`);
  const columns: Record<string, ColumnData> = {};
  const later: [string, SerializedColumn][] = [];
  for (const [name, column] of Object.entries(serialized.columns)) {
    const decoded = decodeColumn(column, serialized.size);
    if (decoded) columns[name] = decoded;
    else later.push([name, column]);
  }
  for (const [name, column] of later) {
    if ('sameAs' in column) columns[name] = { kind: 'text', data: (columns[column.sameAs] as Extract<ColumnData, { kind: 'text' }>).data };
    else if ('derived' in column) {
      // Worked out per car on first use (a hit shown, a filter on it): loading stays quick.
      const derive = column.derived === 'name' ? derivedName : derivedSlug;
      const data: (string | null | undefined)[] = new Array(serialized.size);
      for (const [doc, value] of Object.entries(column.exceptions)) data[Number(doc)] = value;
      columns[name] = { kind: 'text', data, derive: (doc) => derive(columns, doc) };
    }
  }
  return indexFromData({ name: serialized.name, size: serialized.size, columns });
}
