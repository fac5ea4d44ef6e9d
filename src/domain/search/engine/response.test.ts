import { describe, expect, it } from 'vitest';
import { searchIndex } from '../engine.ts';
import { buildSearchIndex } from '../index/build.ts';
import { generatedStock, stockRecord } from '../test-stock.ts';

const index = buildSearchIndex(generatedStock(120), { name: 'cars' });

describe("the response's fields, as Algolia returns them", () => {
  it('exhaustive flags: facet fields only when facets are asked for; facetValues false when a facet had more values than kept', () => {
    expect(searchIndex(index, {})).toMatchObject({ exhaustiveNbHits: true, exhaustiveTypo: true, exhaustive: { nbHits: true, typo: true } });
    expect(searchIndex(index, {})).not.toHaveProperty('exhaustiveFacetsCount');
    expect(searchIndex(index, { facets: ['make'] }).exhaustive).toEqual({ nbHits: true, typo: true, facetsCount: true, facetValues: true });
    expect(searchIndex(index, { facets: ['make'], maxValuesPerFacet: 2 }).exhaustive.facetValues).toBe(false);
    expect(searchIndex(index, { facets: ['make'], filters: 'make:Kia', maxValuesPerFacet: 1 }).exhaustive.facetValues).toBe(true);
  });

  it('responseFields keeps only the fields named', () => {
    const response = searchIndex(index, { responseFields: ['hits', 'nbHits'], hitsPerPage: 2 });
    expect(Object.keys(response).sort()).toEqual(['hits', 'nbHits']);
    expect(Object.keys(searchIndex(index, { responseFields: '*' }))).toContain('processingTimeMS');
  });

  it('clickAnalytics: true adds a 32-hex-digit queryID, new for every query', () => {
    const first = searchIndex(index, { clickAnalytics: true }).queryID;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(searchIndex(index, { clickAnalytics: true }).queryID).not.toBe(first);
    expect(searchIndex(index, { clickAnalytics: false })).not.toHaveProperty('queryID');
  });
});

describe('typoTolerance', () => {
  const cars = buildSearchIndex(
    [stockRecord({ objectID: 'x', model: 'Ranger', custom_rank: 9 }), stockRecord({ objectID: 'y', model: 'Range', make: 'Land Rover', custom_rank: 1 })],
    { name: 'cars' },
  );
  const ids = (params: Record<string, unknown>) => searchIndex(cars, { query: 'range white', ...params }).hits.map((hit) => hit.objectID);
  it.each([
    [true, ['y', 'x']],
    ['strict', ['y', 'x']],
    [false, ['y']],
    ['min', ['y']],
  ] as const)('%j', (typoTolerance, expected) => expect(ids({ typoTolerance })).toEqual(expected));
  it("'min' keeps typo matches when there is nothing better; false leaves out exhaustiveTypo", () => {
    expect(searchIndex(cars, { query: 'rangr white', typoTolerance: 'min' }).nbHits).toBe(2);
    expect(searchIndex(cars, { query: 'rangr white', typoTolerance: false })).toMatchObject({ nbHits: 0, exhaustive: { nbHits: true } });
    expect(searchIndex(cars, { typoTolerance: false })).not.toHaveProperty('exhaustiveTypo');
  });
});
