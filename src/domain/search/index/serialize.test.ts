import { describe, expect, it } from 'vitest';
import { searchIndex } from '../engine.ts';
import { generatedStock, stockRecord } from '../test-stock.ts';
import { BROWSER_ATTRIBUTES, buildSearchIndex, columnsFromRecords } from './build.ts';
import { deserializeIndex, serializeIndex } from './serialize.ts';

const records = generatedStock(250);
const browserData = columnsFromRecords(records, { name: 'cars', attributes: BROWSER_ATTRIBUTES });
const viaJson = deserializeIndex(JSON.parse(JSON.stringify(serializeIndex(browserData))));
const inMemory = buildSearchIndex(records, { name: 'cars' });
const withoutRank = ({ custom_rank: _rank, ...rest }: { custom_rank?: number }) => rest;

describe('serialize / deserialize round trip', () => {
  it('gives back every card and facet attribute of every record, in rank order, without custom_rank', () => {
    const hits = searchIndex(viaJson, { hitsPerPage: 1000 }).hits;
    const expected = searchIndex(inMemory, { hitsPerPage: 1000 }).hits.map(withoutRank);
    expect(hits).toEqual(expected);
    expect(hits[0]).not.toHaveProperty('custom_rank');
  });

  it.each([
    [{ query: 'toyota hilux', facets: ['*'] }],
    [{ facetFilters: [['make:Toyota', 'make:Škoda'], 'car_type:used'], facets: ['make', 'model', 'price'], numericFilters: ['price:10000 TO 50000'] }],
    [{ indexName: 'cars_price_asc', filters: 'NOT categories:"Special Offers" AND year >= 2018', facets: ['categories', 'year'] }],
    [{ indexName: 'cars_latest', query: 'sui', hitsPerPage: 5, page: 2 }],
    [{ indexName: 'cars_km_asc', filters: 'stocknum:U5010 OR slug:x OR tag:"runout sale"' }],
  ])('answers %j like the in-memory index', (request) => {
    const { processingTimeMS: _a, hits, ...fromJson } = searchIndex(viaJson, request);
    const { processingTimeMS: _b, hits: expectedHits, ...expected } = searchIndex(inMemory, request);
    expect(fromJson).toEqual(expected);
    expect(hits).toEqual(expectedHits.map(withoutRank));
  });

  it('keeps names and slugs that differ from the derived ones, and odd ids', () => {
    const odd = [
      stockRecord({ objectID: 'A-17', name: '2022 Toyota HiLux SR5 (ex-demo)', slug: 'special-hilux', stocknum: null, custom_rank: 2 }),
      stockRecord({
        objectID: '0042',
        name: '2022 Toyota HiLux SR5',
        slug: '2022-toyota-hilux-sr5-s0042',
        custom_rank: 1,
        badge: 'SR5',
        categories: ['A', 'B'],
      }),
    ];
    const data = columnsFromRecords(odd, { name: 'cars', attributes: BROWSER_ATTRIBUTES });
    const serialized = serializeIndex(data);
    expect(serialized.columns.slug).toEqual({ kind: 'text', derived: 'slug', exceptions: { 0: 'special-hilux' } });
    expect(serialized.columns.objectID).toEqual({ kind: 'text', sameAs: 'id' });
    const back = searchIndex(deserializeIndex(JSON.parse(JSON.stringify(serialized))), { hitsPerPage: 10 }).hits;
    expect(back).toEqual(odd.map(withoutRank));
  });

  it('refuses what is not an index', () => {
    expect(() => deserializeIndex({ format: 'other' } as never)).toThrow('Not a search index (expected format dealer-sites/search-index version 1)');
  });

  it('encodes columns compactly: frequency dictionaries, id prefixes, deltas, no custom rank', () => {
    const serialized = serializeIndex(browserData);
    expect(serialized.columns.make).toMatchObject({ kind: 'keyword', values: expect.arrayContaining(['Toyota']) });
    expect(serialized.columns.id).toMatchObject({ kind: 'text', prefixes: [''] });
    expect(serialized.columns.created_at_timestamp).toHaveProperty('deltas');
    expect(serialized.columns).not.toHaveProperty('custom_rank');
  });
});
