import type { Column, ColumnTotals, CountScratch, FacetRows, NumberColumn } from '../index/types.ts';

// Sort keys pack (count, code) in one double: codes below 2^32 and counts below 2^21 stay exact.
const KEY_SPAN = 2 ** 32;

/** Algolia's `facets_stats` entry for a numeric facet. */
export type FacetStats = { min: number; max: number; avg: number; sum: number };

type CountedColumn = Exclude<Column, { kind: 'text' }>;

/** A list of documents, or of the documents *not* in a set when that list is the shorter one. */
export type DocList = { docs: Uint32Array; n: number; complement: boolean };

/** Per-value counts over the whole index, values by count (highest first, then code), and number totals; built once per column. */
function totalsOf(column: CountedColumn): ColumnTotals {
  if (column.totals) return column.totals;
  const counts = new Uint32Array(column.values.length + 1);
  const codes = column.kind === 'keywords' ? column.listCodes : column.codes;
  for (let i = 0; i < codes.length; i++) counts[codes[i]]++;
  const byCount = Uint32Array.from({ length: column.values.length }, (_, code) => code).sort((a, b) => counts[b] - counts[a] || a - b);
  let sum = 0;
  let nonNull = 0;
  if (column.kind === 'number') {
    for (let code = 0; code < column.values.length; code++) {
      sum += column.values[code] * counts[code];
      nonNull += counts[code];
    }
  }
  let distinct = 0;
  for (let code = 0; code < column.values.length; code++) if (counts[code] !== 0) distinct++;
  column.totals = { counts, byCount, sum, nonNull, distinct };
  return column.totals;
}

/** Whether every value of a number column reads as an array index (0, 1, 2, ...), as prices, km and years do. */
function integerKeys(column: NumberColumn): boolean {
  column.integerKeys ??= column.values.every((value) => Number.isInteger(value) && value >= 0 && value < 2 ** 32 - 1);
  return column.integerKeys;
}

/** Per-column buffers reused by every count (searches run one at a time); `counts` is left zeroed after each use. */
function scratchOf(column: CountedColumn): CountScratch {
  const size = column.values.length + 1;
  column.scratch ??= {
    counts: new Uint32Array(size),
    touched: new Uint32Array(size),
    candidates: new Uint32Array(size),
    candidateCounts: new Uint32Array(size),
    kept: new Uint32Array(size),
    keptCounts: new Uint32Array(size),
  };
  return column.scratch;
}

/** Tallies a column's codes over a document list into `counts`, listing each code seen first in `touched`; returns how many. */
function tally(column: CountedColumn, list: DocList, counts: Uint32Array, touched: Uint32Array): number {
  const { docs, n } = list;
  let found = 0;
  if (column.kind === 'keywords') {
    const { listStarts, listCodes } = column;
    for (let i = 0; i < n; i++) {
      const doc = docs[i] | 0;
      for (let j = listStarts[doc] | 0; j < listStarts[doc + 1]; j++) {
        const code = listCodes[j] | 0;
        if (counts[code]++ === 0) touched[found++] = code;
      }
    }
    return found;
  }
  const { codes } = column;
  for (let i = 0; i < n; i++) {
    const code = codes[docs[i]] | 0;
    if (counts[code]++ === 0) touched[found++] = code;
  }
  return found;
}

/**
 * Counts one facet over a document list and reports its top values and (for numbers) stats.
 * @example countFacet(index.columns.get('make'), { docs, n, complement: false }, 100).values // { Toyota: 900, Ford: 556 }
 */
export function countFacet(column: CountedColumn, list: DocList, limit: number): CountedFacet {
  const { counts, touched } = scratchOf(column);
  const found = tally(column, list, counts, touched);
  const result = facetFromCounts(column, counts, touched, found, list.complement, limit);
  for (let i = 0; i < found; i++) counts[touched[i]] = 0;
  return result;
}

/** A facet's top values, its stats (numbers), and whether it had more values than were kept. */
export type CountedFacet = { values: Record<string, number>; stats: FacetStats | null; truncated: boolean };

/**
 * Counts every row facet (see FacetRows) over one document list in a single pass: a document's small facet codes
 * sit side by side, so this reads one cache line per document instead of one per facet. Then reports each facet
 * in `wanted` like `countFacet`.
 */
export function countRowFacets(
  rows: FacetRows,
  columns: ReadonlyMap<string, Column>,
  list: DocList,
  wanted: ReadonlySet<string>,
  limit: number,
): Map<string, CountedFacet> {
  const { data, stride, offsets, counts } = rows;
  const { docs, n } = list;
  for (let i = 0; i < n; i++) {
    const base = docs[i] * stride;
    for (let f = 0; f < stride; f++) counts[offsets[f] + data[base + f]]++;
  }
  const result = new Map<string, CountedFacet>();
  rows.names.forEach((name, f) => {
    if (!wanted.has(name)) return;
    const column = columns.get(name) as CountedColumn;
    const slice = counts.subarray(offsets[f], offsets[f + 1]);
    const { touched } = scratchOf(column);
    let found = 0;
    for (let code = 0; code < slice.length; code++) if (slice[code] !== 0) touched[found++] = code;
    result.set(name, facetFromCounts(column, slice, touched, found, list.complement, limit));
  });
  counts.fill(0);
  return result;
}

/**
 * Top values and stats from tallied counts. A narrow list has visited only the values its documents have. A
 * complement list (the result holds most of the index) has tallied what is *not* in the result: counts are the column
 * totals minus those, and only values the complement touched and the `limit` largest untouched ones can be in the
 * top, so no pass over every distinct value is needed.
 */
function facetFromCounts(column: CountedColumn, counts: Uint32Array, touched: Uint32Array, found: number, complement: boolean, limit: number): CountedFacet {
  const scratch = scratchOf(column);
  const { candidates, candidateCounts } = scratch;
  const valueCount = column.values.length;
  let candidateTotal = 0;
  let emptied = 0; // values the complement took every document of
  const totals = complement ? totalsOf(column) : null;
  for (let i = 0; i < found; i++) {
    const code = touched[i];
    if (code === valueCount) continue; // the null slot is not a value
    const count = totals ? totals.counts[code] - counts[code] : counts[code];
    if (count === 0) {
      emptied++;
      continue;
    }
    candidates[candidateTotal] = code;
    candidateCounts[candidateTotal++] = count;
  }
  if (totals) {
    for (let i = 0, added = 0; i < totals.byCount.length && added < limit; i++) {
      const code = totals.byCount[i];
      if (counts[code] !== 0) continue;
      candidates[candidateTotal] = code;
      candidateCounts[candidateTotal++] = totals.counts[code];
      added++;
    }
  }
  const stats =
    column.kind === 'number'
      ? totals
        ? complementStats(column.values, counts, totals, touched, found)
        : listStats(column.values, candidates, candidateCounts, candidateTotal)
      : null;
  const distinct = totals ? totals.distinct - emptied : candidateTotal;
  return { values: topValues(column, scratch, counts, totals, candidateTotal, limit), stats, truncated: distinct > limit };
}

function listStats(values: Float64Array, codes: Uint32Array, counts: Uint32Array, n: number): FacetStats | null {
  if (n === 0) return null;
  let sum = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const value = values[codes[i]];
    sum += value * counts[i];
    total += counts[i];
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max, avg: sum / total, sum };
}

/** Stats of the result from the column totals minus the complement (dictionary values are sorted, so min and max are near the ends). */
function complementStats(values: Float64Array, counts: Uint32Array, totals: ColumnTotals, touched: Uint32Array, found: number): FacetStats | null {
  let sum = totals.sum;
  let total = totals.nonNull;
  for (let i = 0; i < found; i++) {
    const code = touched[i];
    if (code === values.length) continue;
    sum -= values[code] * counts[code];
    total -= counts[code];
  }
  if (total === 0) return null;
  let low = 0;
  while (totals.counts[low] === counts[low]) low++;
  let high = values.length - 1;
  while (totals.counts[high] === counts[high]) high--;
  return { min: values[low], max: values[high], avg: sum / total, sum };
}

/** Ascending sort; most facets have a few dozen values, where an insertion sort beats the call into the native sort. */
function sortKeys(keys: Float64Array): void {
  if (keys.length > 32) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > key) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = key;
  }
}

/**
 * The `limit` values with the highest counts, highest first, ties in dictionary order (alphabetical, or ascending
 * numbers): a linear selection among the candidates, then a sort of the kept ones on one numeric key (count, code).
 */
function topValues(
  column: CountedColumn,
  scratch: CountScratch,
  counts: Uint32Array,
  totals: ColumnTotals | null,
  n: number,
  limit: number,
): Record<string, number> {
  const { candidates, candidateCounts, kept, keptCounts } = scratch;
  let keptTotal = 0;
  const keep = (code: number, count: number) => {
    kept[keptTotal] = code;
    keptCounts[keptTotal++] = count;
  };
  if (n <= limit) {
    for (let i = 0; i < n; i++) keep(candidates[i], candidateCounts[i]);
  } else if (limit > 0) {
    let highest = 0;
    for (let i = 0; i < n; i++) if (candidateCounts[i] > highest) highest = candidateCounts[i];
    // The count of the limit-th value: all values above it stay, ties at it fill the rest in code order.
    const histogram = new Uint32Array(highest + 1);
    for (let i = 0; i < n; i++) histogram[candidateCounts[i]]++;
    let threshold = highest;
    for (let seen = 0; threshold > 0; threshold--) {
      seen += histogram[threshold];
      if (seen >= limit) break;
    }
    for (let i = 0; i < n; i++) if (candidateCounts[i] > threshold) keep(candidates[i], candidateCounts[i]);
    // Ties: walk codes upwards (the true count of every code is known) until full.
    for (let code = 0; keptTotal < limit && code < column.values.length; code++) {
      const count = totals ? totals.counts[code] - counts[code] : counts[code];
      if (count === threshold) keep(code, count);
    }
  }
  if (column.kind === 'number' && integerKeys(column)) {
    // Objects list integer-like keys in ascending order whatever the insertion order, so there is nothing to sort;
    // and V8 builds such objects about twice as fast from JSON as key by key.
    let json = '{';
    for (let i = 0; i < keptTotal; i++) json += `${i ? ',' : ''}"${column.values[kept[i]]}":${keptCounts[i]}`;
    return JSON.parse(`${json}}`) as Record<string, number>;
  }
  const keys = new Float64Array(keptTotal);
  for (let i = 0; i < keptTotal; i++) keys[i] = keptCounts[i] * KEY_SPAN + (KEY_SPAN - 1 - kept[i]);
  sortKeys(keys);
  if (column.kind === 'number') {
    // V8 builds integer-keyed objects (prices, km) about twice as fast from JSON as key by key.
    let json = '{';
    for (let i = keptTotal - 1; i >= 0; i--) {
      const code = KEY_SPAN - 1 - (keys[i] % KEY_SPAN);
      json += `${i === keptTotal - 1 ? '' : ','}"${column.values[code]}":${Math.floor(keys[i] / KEY_SPAN)}`;
    }
    return JSON.parse(`${json}}`) as Record<string, number>;
  }
  const result: Record<string, number> = {};
  for (let i = keptTotal - 1; i >= 0; i--) result[column.values[KEY_SPAN - 1 - (keys[i] % KEY_SPAN)]] = Math.floor(keys[i] / KEY_SPAN);
  return result;
}
