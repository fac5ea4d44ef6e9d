import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../index/build.ts';
import { countDocs } from '../index/bitset.ts';
import { generatedStock } from '../test-stock.ts';
import { andNodes, type FilterNode } from './ast.ts';
import { evaluateFilter } from './evaluate.ts';
import { facetFilterGroups, numericFilterNodes, type FilterList } from './facet-filters.ts';
import { matchesFilter } from './match-record.ts';
import { parseFilters } from './parser.ts';

describe('facetFilterGroups', () => {
  it.each([
    ['a single string', 'make:Toyota', [{ refines: 'make' }]],
    ['strings are ANDed', ['make:Toyota', 'colour:White'], [{ refines: 'make' }, { refines: 'colour' }]],
    ['a nested list is one OR group', [['make:Toyota', 'make:Ford'], 'colour:White'], [{ refines: 'make' }, { refines: 'colour' }]],
    ['a group across facets refines none', [['make:Toyota', 'colour:White']], [{ refines: null }]],
    ['a negated filter refines none', ['make:-Toyota'], [{ refines: null }]],
  ] as const)('%s', (_name, list, expected) => expect(facetFilterGroups(list as FilterList).map(({ refines }) => ({ refines }))).toEqual(expected));

  it('takes values as written after the first colon; a leading "-" negates, "\\-" is a literal dash (Algolia\'s syntax)', () => {
    const [negated, literal, colon] = facetFilterGroups(['colour:-White', 'tag:\\-5%', 'tag:Sale: today']).map((group) => group.node);
    expect(negated).toEqual({ type: 'not', child: { type: 'facet', attribute: 'colour', value: 'White', position: 0 } });
    expect(literal).toEqual({ type: 'facet', attribute: 'tag', value: '-5%', position: 0 });
    expect(colon).toEqual({ type: 'facet', attribute: 'tag', value: 'Sale: today', position: 0 });
  });

  it.each([
    [['Toyota'], 'facetFilters[0]: expected "attribute:value", got "Toyota"'],
    [[[]], 'facetFilters[0]: an OR group needs at least one filter'],
    [[[['make:Toyota']]], 'facetFilters[0]: expected a string or a list of strings'],
    [[5], 'facetFilters[0]: expected a string or a list of strings'],
    [['make:Kia', ['colour']], 'facetFilters[1][0]: expected "attribute:value", got "colour"'],
  ])('%j fails: %s', (list, message) => expect(() => facetFilterGroups(list as unknown as FilterList)).toThrow(message));
});

describe('numericFilterNodes', () => {
  it('parses strings and OR groups', () => {
    expect(numericFilterNodes(['price > 0', ['year = 2020', 'year:2022 TO 2023']])).toEqual([
      { type: 'numeric', attribute: 'price', operator: '>', value: 0, position: 0 },
      {
        type: 'or',
        children: [
          { type: 'numeric', attribute: 'year', operator: '=', value: 2020, position: 0 },
          { type: 'range', attribute: 'year', low: 2022, high: 2023, position: 0 },
        ],
      },
    ]);
  });

  it.each([
    [['make:Toyota'], 'numericFilters[0]: Expected a numeric comparison or range at position 0, got a facet filter'],
    [['price >'], 'numericFilters[0]: Unexpected end of filter at position 7: expected a number after "price >"'],
    [['price > 0', ['year = 2020', 'km <']], 'numericFilters[1][1]: Unexpected end of filter at position 4: expected a number after "km <"'],
  ])('%j fails: %s', (list, message) => expect(() => numericFilterNodes(list)).toThrow(message));
});

describe('evaluateFilter on the index agrees with a naive pass over the records', () => {
  const records = generatedStock(400);
  const index = buildSearchIndex(records, { name: 'cars' });
  const naive = (node: FilterNode) => records.filter((record) => matchesFilter(record, node)).length;

  it.each([
    ['make:Toyota'],
    ['make:toyota'],
    ['make:SKODA'],
    ['make:"Mercedes-Benz" OR make:Skoda'],
    ['NOT make:Toyota'],
    ['price > 30000'],
    ['price >= 30990 AND price <= 40990'],
    ['price = 0'],
    ['price != 0'],
    ['km < 50'],
    ['NOT km < 50'],
    ['km:0 TO 20000'],
    ['year:2026'],
    ['year:2019 TO 2021 AND simple_body:SUV'],
    ['certified:true'],
    ['certified:false AND reserved:false'],
    ['tag:"runout sale"'],
    ['categories:"Special Offers"'],
    ['NOT categories:Clearance'],
    ['(make:Toyota OR make:Ford) AND (simple_body:Ute OR colour:White) AND price > 20000'],
    ['stocknum:N5003 OR stocknum:u5004'],
    ['objectID:1010'],
    ['no_such_attribute:x'],
    ['NOT no_such_attribute:x'],
    ['make > 3'],
    ['show_on_dealer_website:true AND delisted_at_timestamp >= 1795000000'],
  ])('%s', (source) => {
    const node = parseFilters(source);
    expect(countDocs(evaluateFilter(index, node))).toBe(naive(node));
  });

  it('facetFilters and numericFilters groups combine like filters', () => {
    const node = andNodes([
      ...facetFilterGroups([['make:Toyota', 'make:Kia'], 'colour:-White']).map((group) => group.node),
      ...numericFilterNodes(['price:15000 TO 35000']),
    ]);
    const expected = naive(parseFilters('(make:Toyota OR make:Kia) AND NOT colour:White AND price:15000 TO 35000'));
    expect(expected).toBeGreaterThan(0);
    expect(countDocs(evaluateFilter(index, node))).toBe(expected);
  });
});
