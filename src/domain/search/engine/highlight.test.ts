import { describe, expect, it } from 'vitest';
import { searchIndex } from '../engine.ts';
import { buildSearchIndex } from '../index/build.ts';
import { stockRecord } from '../test-stock.ts';
import { highlightQuery, highlightValue } from './highlight.ts';

describe('highlightValue: matched words wrapped as Algolia wraps them', () => {
  const q = (query: string) => highlightQuery(query, {});
  it.each([
    ['Toyota', 'toyota', { value: '<em>Toyota</em>', matchLevel: 'full', matchedWords: ['toyota'], fullyHighlighted: true }],
    ['HiLux', 'toyota hil', { value: '<em>HiL</em>ux', matchLevel: 'partial', matchedWords: ['hil'], fullyHighlighted: false }],
    ['Toyota', 'toyta', { value: '<em>Toyota</em>', matchLevel: 'full', matchedWords: ['toyta'], fullyHighlighted: true }],
    ['Land Cruiser', 'cruiser', { value: 'Land <em>Cruiser</em>', matchLevel: 'full', matchedWords: ['cruiser'], fullyHighlighted: false }],
    ['CX-5', 'cx5', { value: '<em>CX</em>-<em>5</em>', matchLevel: 'full', matchedWords: ['cx5'], fullyHighlighted: true }],
    ['GT-Line', 'gtl', { value: '<em>GT</em>-<em>Line</em>', matchLevel: 'full', matchedWords: ['gtl'], fullyHighlighted: true }],
    ['Škoda', 'sko', { value: '<em>Ško</em>da', matchLevel: 'full', matchedWords: ['sko'], fullyHighlighted: false }],
    ['Ford', 'toyota', { value: 'Ford', matchLevel: 'none', matchedWords: [] }],
    ['Ford', '', { value: 'Ford', matchLevel: 'none', matchedWords: [] }],
    ['<b>Ranger</b>', 'ranger', { value: '<b><em>Ranger</em></b>', matchLevel: 'full', matchedWords: ['ranger'], fullyHighlighted: false }],
  ])('%j for %j', (value, query, expected) => expect(highlightValue(value, q(query))).toEqual(expected));

  it('uses the given tags and no typos when typo tolerance is off', () => {
    const query = highlightQuery('toyta', { preTag: '__ais-highlight__', postTag: '__/ais-highlight__', typos: false });
    expect(highlightValue('Toyota', query).matchLevel).toBe('none');
    expect(highlightValue('Toyta', query).value).toBe('__ais-highlight__Toyta__/ais-highlight__');
  });
});

describe('_highlightResult on hits, where the request asks for it', () => {
  const index = buildSearchIndex([stockRecord({ objectID: 'a', make: 'Toyota', model: 'HiLux', badge: null, categories: ['Runout', 'Ute'] })], {
    name: 'cars',
  });
  it('is absent unless attributesToHighlight names attributes (the index sets none)', () => {
    expect(searchIndex(index, { query: 'hilux' }).hits[0]).not.toHaveProperty('_highlightResult');
  });
  it('covers the named attributes, null values left out, lists as lists, whatever is retrieved', () => {
    const [hit] = searchIndex(index, {
      query: 'toyota hi',
      attributesToHighlight: ['make', 'model', 'badge', 'categories', 'price'],
      attributesToRetrieve: ['slug'],
    }).hits;
    expect(hit).toEqual({
      objectID: 'a',
      slug: expect.any(String),
      _highlightResult: {
        make: { value: '<em>Toyota</em>', matchLevel: 'partial', matchedWords: ['toyota'], fullyHighlighted: true },
        model: { value: '<em>Hi</em>Lux', matchLevel: 'partial', matchedWords: ['hi'], fullyHighlighted: false },
        categories: [
          { value: 'Runout', matchLevel: 'none', matchedWords: [] },
          { value: 'Ute', matchLevel: 'none', matchedWords: [] },
        ],
      },
    });
  });
  it("'*' highlights every word attribute and the year", () => {
    const [hit] = searchIndex(index, { query: '', attributesToHighlight: '*', highlightPreTag: '<mark>', highlightPostTag: '</mark>' }).hits;
    expect(Object.keys(hit!._highlightResult!)).toEqual(expect.arrayContaining(['make', 'model', 'year', 'categories', 'stocknum']));
    expect(hit!._highlightResult).not.toHaveProperty('price');
  });
});
