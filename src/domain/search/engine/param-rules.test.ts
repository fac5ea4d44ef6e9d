import { describe, expect, it } from 'vitest';
import { searchIndex } from '../engine.ts';
import { buildSearchIndex } from '../index/build.ts';
import { generatedStock } from '../test-stock.ts';
import { checkParams } from './params.ts';

const index = buildSearchIndex(generatedStock(120), { name: 'cars' });
const refused = (params: Record<string, unknown>) => expect(() => checkParams(params));

describe("Algolia's parameter checks (names, types, bounds), the same in every client", () => {
  it.each([
    [{ colour: 'red' }, 'Unknown parameter: colour'],
    [{ hitsPerPage: 1001 }, 'Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000'],
    [{ hitsPerPage: -1 }, 'Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000'],
    [{ hitsPerPage: 'many' }, 'Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000'],
    [{ page: 1.5 }, 'Invalid value for "page" parameter, expected integer >= 0'],
    [{ length: 2000, offset: 0 }, 'Invalid value for "length" parameter, expected integer between 0 and 1000'],
    [{ maxValuesPerFacet: 1001 }, 'Invalid value for "maxValuesPerFacet" parameter, expected integer between 0 and 1000'],
    [{ query: 5 }, 'Invalid value for "query" parameter, expected string'],
    [{ query: 'x'.repeat(513) }, 'Invalid value for "query" parameter, expected string shorter than 512 bytes'],
    [{ facetFilters: [['make:Kia', 3]] }, 'Invalid value for "facetFilters" parameter, expected string or array of strings and arrays of strings'],
    [{ clickAnalytics: 'yes' }, 'Invalid value for "clickAnalytics" parameter, expected boolean'],
    [{ typoTolerance: 'loose' }, 'Invalid value for "typoTolerance" parameter, expected boolean or "true", "false", "min", "strict"'],
  ])('%j: %s', (params, message) => refused(params).toThrow(expect.objectContaining({ status: 400, message })));

  it('accepts a query of exactly 512 bytes', () => expect(checkParams({ query: 'x'.repeat(512) })).toEqual({ query: 'x'.repeat(512) }));
});

describe('parameters the engine does not compute: ignored only where Algolia would answer the same', () => {
  it.each([
    [{ analytics: false, analyticsTags: ['web'], userToken: 'user-1', enablePersonalization: true, enableRules: true, ruleContexts: ['a'], synonyms: false }],
    [{ distinct: true, facetingAfterDistinct: true, enableABTest: false, percentileComputation: true, maxFacetHits: 10 }],
    [{ queryType: 'prefixLast', removeWordsIfNoResults: 'none', typoTolerance: 'strict', ignorePlurals: false, removeStopWords: [] }],
    [{ attributesToSnippet: [], tagFilters: '', optionalFilters: [], getRankingInfo: false, advancedSyntax: true, query: 'hilux sr5' }],
    [{ minWordSizefor1Typo: 5, minWordSizefor2Typos: 100, allowTyposOnNumericTokens: false, disableTypoToleranceOnAttributes: ['stocknum'] }],
    [{ sortFacetValuesBy: 'count', aroundLatLng: '', aroundLatLngViaIP: false, restrictHighlightAndSnippetArrays: false }],
  ])('%j is accepted', (params) => {
    expect(() => checkParams(params)).not.toThrow();
    const { processingTimeMS: _a, params: _p, ...plain } = searchIndex(index, { query: (params as { query?: string }).query ?? '', facets: ['make'] });
    const {
      processingTimeMS: _b,
      params: _q,
      ...withParams
    } = searchIndex(index, { facets: ['make'], ...(params as Record<string, unknown>), query: (params as { query?: string }).query ?? '' });
    expect(withParams).toEqual(plain);
  });

  it.each([
    [{ attributesToSnippet: ['make'] }, 'attributesToSnippet: ["make"] is not supported by the embedded search (snippets are not computed)'],
    [{ tagFilters: ['promo'] }, 'tagFilters: ["promo"] is not supported by the embedded search (records carry no _tags)'],
    [{ optionalFilters: ['make:Kia'] }, 'optionalFilters: ["make:Kia"] is not supported by the embedded search (optional filters would change the ranking)'],
    [{ getRankingInfo: true }, 'getRankingInfo: true is not supported by the embedded search (no ranking information is computed)'],
    [{ queryType: 'prefixAll' }, 'queryType: "prefixAll" is not supported by the embedded search (only the last word is a prefix)'],
    [{ removeWordsIfNoResults: 'lastWords' }, 'removeWordsIfNoResults: "lastWords" is not supported by the embedded search (words are never removed)'],
    [{ ignorePlurals: true }, 'ignorePlurals: true is not supported by the embedded search (plurals are not ignored on this index)'],
    [
      { advancedSyntax: true, query: '"land cruiser"' },
      'advancedSyntax: true is not supported by the embedded search (quoted phrases and -exclusions are not supported)',
    ],
    [{ minWordSizefor1Typo: 4 }, 'minWordSizefor1Typo: 4 is not supported by the embedded search (one typo is allowed from 5 letters)'],
    [{ sortFacetValuesBy: 'alpha' }, 'sortFacetValuesBy: "alpha" is not supported by the embedded search (facet values come by count)'],
    [
      { restrictSearchableAttributes: ['make'] },
      'restrictSearchableAttributes: ["make"] is not supported by the embedded search (the query always looks in every searchable attribute)',
    ],
    [{ aroundLatLng: '-27.47, 153.02' }, 'aroundLatLng: "-27.47, 153.02" is not supported by the embedded search (records carry no _geoloc)'],
    [{ facetQuery: 'toy' }, 'facetQuery: "toy" is not supported by the embedded search (search for facet values is not supported)'],
  ])('%j is a 400 that says why', (params, message) => refused(params).toThrow(expect.objectContaining({ status: 400, message })));
});
