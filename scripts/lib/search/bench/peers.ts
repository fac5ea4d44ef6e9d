import { create, insertMultiple, save, search as oramaSearch } from '@orama/orama';
import itemsjs from 'itemsjs';
import MiniSearch from 'minisearch';
import { SEARCH_ATTRIBUTES, SEARCHABLE_ATTRIBUTES } from '#src/domain/search/attributes.ts';
import type { SearchRecord } from '#src/domain/search/record.ts';
import { REPLICAS } from '#src/domain/search/replicas.ts';
import { normalizeText } from '#src/domain/search/text.ts';
import type { SortOption } from '#src/domain/tenant/schema/search.ts';
import { FACETS, MAX_VALUES_PER_FACET, NUMERIC_FACETS, SOLD_SINCE, type BenchQuery } from './queries.ts';

/** What every engine reports back, for the bench's cross-check with ours. */
export type BenchAnswer = { nbHits: number; ids: string[]; makeCounts: Record<string, number> };
export type BenchEngine = { name: string; run(query: BenchQuery): BenchAnswer | Promise<BenchAnswer>; serialize(): string };

type Row = SearchRecord & Record<string, unknown>;
const visible = (record: SearchRecord) => record.show_on_dealer_website && record.delisted_at_timestamp >= SOLD_SINCE;
const inPrice = (record: SearchRecord, range: BenchQuery['priceRange']) => !range || (record.price >= range[0] && record.price <= range[1]);

/** Replica order on plain records: the attribute (missing last), then custom rank, then objectID. */
export function replicaComparator(sort: SortOption): (a: SearchRecord, b: SearchRecord) => number {
  const { attribute, direction } = REPLICAS[sort].order;
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const x = a[attribute];
    const y = b[attribute];
    if (sort !== 'relevance' && (x === null || y === null) && x !== y) return x === null ? 1 : -1;
    const byAttribute = sort === 'relevance' || x === null || y === null ? 0 : (x - y) * sign;
    return byAttribute || b.custom_rank - a.custom_rank || (a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0);
  };
}

/** Facet counts (top values, ties alphabetical) and numeric stats over plain records: the counting added to MiniSearch. */
function countFacets(records: readonly SearchRecord[], facet: string): { values: Record<string, number>; stats: object | null } {
  const counts = new Map<string, number>();
  let sum = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  const numeric = NUMERIC_FACETS.includes(facet);
  for (const record of records) {
    const value = (record as Row)[facet];
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) counts.set(item, (counts.get(item) ?? 0) + 1);
      continue;
    }
    const key = String(value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (numeric) {
      const number = value as number;
      sum += number;
      total++;
      if (number < min) min = number;
      if (number > max) max = number;
    }
  }
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_VALUES_PER_FACET);
  return { values: Object.fromEntries(top), stats: numeric && total ? { min, max, avg: sum / total, sum } : null };
}

/** MiniSearch for the text, plain JavaScript for filters, disjunctive facet counts, stats, sort and paging. */
export function miniSearchEngine(records: readonly SearchRecord[]): BenchEngine {
  const byId = new Map(records.map((record) => [record.objectID, record]));
  const index = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...SEARCHABLE_ATTRIBUTES],
    extractField: (document, field) => String((document as Row)[field] ?? ''),
    processTerm: (term) => normalizeText(term),
  });
  index.addAll(records as SearchRecord[]);
  return {
    name: 'minisearch',
    run(query) {
      const candidates = query.text
        ? index
            .search(query.text, { combineWith: 'AND', prefix: (_term, i, terms) => i === terms.length - 1, fuzzy: (term) => (term.length >= 5 ? 1 : 0) })
            .map((result) => byId.get(result.id as string)!)
        : records;
      const base = candidates.filter((record) => visible(record) && inPrice(record, query.priceRange));
      const refined = Object.entries(query.refinements).map(([facet, values]) => [facet, new Set(values)] as const);
      const matches = (record: SearchRecord, skip: string | null) =>
        refined.every(([facet, values]) => facet === skip || values.has(String((record as Row)[facet])));
      const result = base.filter((record) => matches(record, null));
      let makeCounts: Record<string, number> = {};
      for (const facet of FACETS) {
        const docs = query.refinements[facet] ? base.filter((record) => matches(record, facet)) : result;
        const counted = countFacets(docs, facet);
        if (facet === 'make') makeCounts = counted.values;
      }
      const start = query.page * query.hitsPerPage;
      const page = [...result].sort(replicaComparator(query.sort)).slice(start, start + query.hitsPerPage);
      return { nbHits: result.length, ids: page.map((record) => record.objectID), makeCounts };
    },
    serialize: () => JSON.stringify(index),
  };
}

/** itemsjs: its own bitset facets (disjunctive with `conjunction: false`), facet stats, sortings and full-text search. */
export function itemsjsEngine(records: readonly SearchRecord[]): BenchEngine {
  const sortings = Object.fromEntries(
    Object.entries(REPLICAS).map(([sort, { order }]) => [
      sort,
      sort === 'relevance' ? { field: 'custom_rank', order: 'desc' } : { field: [order.attribute, 'custom_rank'], order: [order.direction, 'desc'] },
    ]),
  );
  // itemsjs indexes null as the value "null"; leave missing values out instead.
  const items = records.map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as Row);
  const engine = itemsjs(items, {
    aggregations: Object.fromEntries(
      FACETS.map((facet) => [
        facet,
        {
          size: MAX_VALUES_PER_FACET,
          conjunction: false,
          show_facet_stats: NUMERIC_FACETS.includes(facet),
          hide_zero_doc_count: true,
          chosen_filters_on_top: false,
        },
      ]),
    ),
    sortings,
    searchableFields: [...SEARCHABLE_ATTRIBUTES],
  });
  return {
    name: 'itemsjs',
    run(query) {
      const response = engine.search({
        ...(query.text ? { query: query.text } : {}),
        filters: query.refinements,
        filter: (record) => visible(record) && inPrice(record, query.priceRange),
        sort: query.sort,
        per_page: query.hitsPerPage,
        page: query.page + 1,
      });
      const makeCounts = Object.fromEntries(response.data.aggregations.make!.buckets.map((bucket) => [bucket.key, bucket.doc_count]));
      return { nbHits: response.pagination.total, ids: response.data.items.map((item) => item.objectID), makeCounts };
    },
    serialize: () => JSON.stringify(engine.serializeAll()),
  };
}

const oramaType = (name: string): string => {
  const { kind } = SEARCH_ATTRIBUTES[name as keyof typeof SEARCH_ATTRIBUTES];
  return kind === 'number' ? 'number' : kind === 'boolean' ? 'boolean' : kind === 'keywords' ? 'enum[]' : 'enum';
};

/** Orama: its `where` filters, facets (numbers only as ranges, no stats), sortBy and full-text search; one more query per refined facet for disjunctive counts. */
export async function oramaEngine(records: readonly SearchRecord[]): Promise<BenchEngine> {
  const attributes = [...new Set([...FACETS, 'created_at_timestamp', 'custom_rank', 'delisted_at_timestamp', 'show_on_dealer_website'])];
  const schema = Object.fromEntries([['text', 'string'], ...attributes.map((name) => [name, oramaType(name)])]);
  const db = create({ schema: schema as never });
  const documents = records.map((record) => {
    const document: Record<string, unknown> = { id: record.objectID, text: SEARCHABLE_ATTRIBUTES.map((name) => record[name] ?? '').join(' ') };
    for (const name of attributes) {
      const value = (record as Row)[name];
      if (value !== null && value !== undefined) document[name] = value;
    }
    return document;
  });
  await insertMultiple(db, documents as never[], 5000);
  const ranges = Object.fromEntries(
    NUMERIC_FACETS.map((facet) => {
      const values = records.map((record) => (record as Row)[facet]).filter((value): value is number => typeof value === 'number');
      const low = values.length ? Math.min(...values) : 0;
      const step = values.length ? (Math.max(...values) - low) / 10 || 1 : 1;
      return [facet, { ranges: Array.from({ length: 10 }, (_, i) => ({ from: low + i * step, to: low + (i + 1) * step })) }];
    }),
  );
  const facetConfig = (names: readonly string[]) =>
    Object.fromEntries(
      names.map((name) => [name, ranges[name] ?? (oramaType(name) === 'boolean' ? { true: true, false: true } : { limit: MAX_VALUES_PER_FACET })]),
    );
  const where = (query: BenchQuery, skip: string | null) => ({
    show_on_dealer_website: true,
    delisted_at_timestamp: { gte: SOLD_SINCE },
    ...(query.priceRange ? { price: { between: query.priceRange } } : {}),
    ...Object.fromEntries(
      Object.entries(query.refinements)
        .filter(([facet]) => facet !== skip)
        .map(([facet, values]) => [facet, { in: values }]),
    ),
  });
  const { attribute, direction } = { attribute: 'custom_rank', direction: 'desc' };
  const run = async (query: BenchQuery, skip: string | null, facets: readonly string[], limit: number, offset: number) => {
    const order = REPLICAS[query.sort].order;
    const params = {
      ...(query.text ? { term: query.text, properties: ['text'], tolerance: 1, threshold: 0 } : {}),
      where: where(query, skip),
      facets: facetConfig(facets),
      sortBy: {
        property: query.sort === 'relevance' ? attribute : order.attribute,
        order: (query.sort === 'relevance' ? direction : order.direction).toUpperCase(),
      },
      limit,
      offset,
    };
    return oramaSearch(db, params as never);
  };
  return {
    name: 'orama',
    async run(query) {
      const main = await run(query, null, FACETS, query.hitsPerPage, query.page * query.hitsPerPage);
      let makeCounts = (main.facets?.make?.values ?? {}) as Record<string, number>;
      for (const facet of Object.keys(query.refinements)) {
        const extra = await run(query, facet, [facet], 0, 0);
        if (facet === 'make') makeCounts = (extra.facets?.make?.values ?? {}) as Record<string, number>;
      }
      return { nbHits: main.count, ids: main.hits.map((hit) => hit.id), makeCounts };
    },
    serialize: () => JSON.stringify(save(db)),
  };
}
