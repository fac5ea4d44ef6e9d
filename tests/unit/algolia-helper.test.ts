// Algolia's own algoliasearch-helper driving the embedded client, and the lite client over the embedded requester
// (the hosted-Algolia path): every count, stat and hit compared with what the demo feeds' raw records give.
import algoliasearchHelper, { type SearchResults } from 'algoliasearch-helper';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import type { RawCar } from '#scripts/lib/demo/raw-car.ts';
import { deserializeIndex } from '#src/domain/search/index/serialize.ts';
import { createEmbeddedSearchClient } from '#src/search-clients/embedded-client.ts';
import { createEmbeddedRequester } from '#src/search-clients/embedded-requester.ts';
import {
  countValues,
  demoSearchStock,
  matches,
  rawSearchableValues,
  statsOf,
  textQueryMakes,
  topValues,
  type Refinements,
} from '#tests/fixtures/demo-search.ts';

type Client = Parameters<typeof algoliasearchHelper>[0];
type Combination = { name: string; refinements: Refinements; index?: string; page?: number; hitsPerPage?: number };

const DISJUNCTIVE = ['make', 'simple_body', 'colour', 'price', 'km', 'year'];
const CONJUNCTIVE = ['car_type', 'categories', 'simple_transmission'];
const COUNTED = ['make', 'simple_body', 'colour', 'car_type', 'categories', 'simple_transmission'];
const LIMIT = 1000;

/** Refinement combinations chosen from the tenant's own stock, so each narrows to something real. */
function combinations(cars: readonly RawCar[]): Combination[] {
  const [make1, make2] = topValues(cars, 'make', 2);
  const [body] = topValues(cars, 'simple_body', 1);
  const [colour] = topValues(cars, 'colour', 1);
  const [type] = topValues(cars, 'car_type', 1);
  const [category] = topValues(cars, 'categories', 1);
  const prices = cars
    .map((car) => car.price)
    .filter((price) => price > 0)
    .sort((a, b) => a - b);
  const quartile = (q: number) => prices[Math.floor((prices.length - 1) * q)]!;
  const queryMake = textQueryMakes(cars, (car) => car.make, rawSearchableValues)[0];
  return [
    { name: 'nothing chosen', refinements: {} },
    { name: `car type ${type} (conjunctive)`, refinements: { conjunctive: { car_type: [type!] } } },
    { name: `make ${make1}`, refinements: { disjunctive: { make: [make1!] } } },
    {
      name: `makes ${make1} or ${make2}, car type ${type}`,
      refinements: { disjunctive: { make: [make1!, make2 ?? make1!] }, conjunctive: { car_type: [type!] } },
    },
    {
      name: `body ${body}, price between quartiles`,
      refinements: { disjunctive: { simple_body: [body!] }, ranges: { price: { min: quartile(0.25), max: quartile(0.75) } } },
    },
    {
      name: `make ${make1} and body ${body}, not ${colour}`,
      refinements: { disjunctive: { make: [make1!], simple_body: [body!] }, excluded: { colour: [colour!] } },
    },
    {
      name: `category ${category}, year from 2020, price above the median`,
      refinements: { conjunctive: { categories: [category!] }, ranges: { year: { min: 2020 }, price: { min: quartile(0.5) } } },
    },
    ...(queryMake ? [{ name: `text query "${queryMake.toLowerCase()}"`, refinements: { makeQuery: queryMake } }] : []),
    { name: 'page 3 of 7, lowest price first', refinements: { disjunctive: { colour: [colour!] } }, index: 'cars_price_asc', page: 2, hitsPerPage: 7 },
  ];
}

function helperState(combination: Combination) {
  const { refinements } = combination;
  const numericRefinements: Record<string, Record<string, number[]>> = {};
  for (const [attribute, { min, max }] of Object.entries(refinements.ranges ?? {})) {
    numericRefinements[attribute] = { ...(min === undefined ? {} : { '>=': [min] }), ...(max === undefined ? {} : { '<=': [max] }) };
  }
  return {
    index: combination.index ?? 'cars',
    query: refinements.makeQuery?.toLowerCase() ?? '',
    disjunctiveFacets: DISJUNCTIVE,
    facets: CONJUNCTIVE,
    disjunctiveFacetsRefinements: refinements.disjunctive ?? {},
    facetsRefinements: refinements.conjunctive ?? {},
    facetsExcludes: refinements.excluded ?? {},
    numericRefinements,
    hitsPerPage: combination.hitsPerPage ?? LIMIT,
    page: combination.page ?? 0,
    maxValuesPerFacet: LIMIT,
  };
}

const countsOf = (results: SearchResults, attribute: string) =>
  Object.fromEntries(
    ((results.getFacetValues(attribute, {}) as SearchResults.FacetValue[] | undefined) ?? [])
      .filter((value) => value.count > 0)
      .map((value) => [value.name, value.count]),
  );

function expectSameAsTheFeed(results: SearchResults, cars: readonly RawCar[], combination: Combination) {
  const { refinements } = combination;
  const found = cars.filter((car) => matches(car, refinements));
  const hitsPerPage = combination.hitsPerPage ?? LIMIT;
  const page = combination.page ?? 0;
  expect(results.nbHits, 'nbHits').toBe(found.length);
  expect(results.nbPages, 'nbPages').toBe(Math.ceil(Math.min(found.length, LIMIT) / hitsPerPage));
  for (const attribute of COUNTED) {
    // A disjunctive facet is counted without its own choices (the helper's extra query); the others on the result.
    const base = DISJUNCTIVE.includes(attribute) ? cars.filter((car) => matches(car, refinements, attribute)) : found;
    expect(countsOf(results, attribute), `${attribute} counts`).toEqual(countValues(base, attribute));
  }
  for (const attribute of ['price', 'km', 'year']) {
    const expected = statsOf(
      cars.filter((car) => matches(car, refinements, attribute)),
      attribute,
    );
    const stats = results.getFacetStats(attribute);
    if (!expected) expect(stats, `${attribute} stats`).toBeUndefined();
    else expect(stats, `${attribute} stats`).toEqual({ ...expected, avg: expect.closeTo(expected.avg, 6) });
  }
  const ids = results.hits.map((hit) => hit.objectID);
  const expectedIds = new Set(found.map((car) => String(car.id)));
  expect(ids.length, 'hits on the page').toBe(Math.max(0, Math.min(hitsPerPage, Math.min(found.length, LIMIT) - page * hitsPerPage)));
  expect(
    ids.every((id) => expectedIds.has(id)),
    'every hit matches',
  ).toBe(true);
  expect(new Set(ids).size, 'no hit twice').toBe(ids.length);
  if (found.length <= LIMIT && page === 0 && hitsPerPage === LIMIT) expect(new Set(ids), 'the hits are the cars').toEqual(expectedIds);
  if (combination.index === 'cars_price_asc') {
    const prices = results.hits.map((hit) => hit.price as number);
    expect(prices, 'lowest price first').toEqual([...prices].sort((a, b) => a - b));
    const before = found
      .map((car) => car.price)
      .sort((a, b) => a - b)
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    expect(prices, 'the prices of that page').toEqual(before);
  }
}

// bayside at 2,000 cars: past the 1,000-hit pagination limit, and quick to generate.
const TENANTS = [
  ['harbour-toyota', 1],
  ['outback-caravans-and-motorcycles', 1],
  ['corner-car-yard', 1],
  ['bayside-auto-group', 0.4],
] as const;

describe.each(TENANTS)('algoliasearch-helper on %s', (slug, scale) => {
  const stock = demoSearchStock(slug, scale);
  const clients: [string, () => Client][] = [
    ['createEmbeddedSearchClient', () => createEmbeddedSearchClient({ loadIndex: async () => structuredClone(stock.index) }) as unknown as Client],
    [
      'algoliasearch lite client over the embedded requester',
      () =>
        liteClient('TESTAPP', 'search-key', {
          requester: createEmbeddedRequester({ indexes: [deserializeIndex(structuredClone(stock.index))] }),
        }) as unknown as Client,
    ],
  ];
  const list = combinations(stock.cars);

  it('has refinement combinations that narrow the stock', () => {
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.map((combination) => stock.cars.filter((car) => matches(car, combination.refinements)).length)).size).toBeGreaterThan(3);
  });

  describe.each(clients)('through %s', (_name, makeClient) => {
    const helper = algoliasearchHelper(makeClient(), 'cars');
    it.each(list.map((combination) => [combination.name, combination] as const))('%s', async (_label, combination) => {
      const { content } = await helper.searchOnce(helperState(combination));
      expectSameAsTheFeed(content, stock.cars, combination);
    });
  });
});

describe('the issue’s example: a conjunctive car type shows only its own count', () => {
  it('with car_type refined to used, the helper shows used and nothing else', async () => {
    const stock = demoSearchStock('harbour-toyota');
    const helper = algoliasearchHelper(createEmbeddedSearchClient({ loadIndex: async () => stock.index }) as unknown as Client, 'cars', {
      facets: ['car_type'],
    });
    const { content } = await helper.searchOnce({ facets: ['car_type'], facetsRefinements: { car_type: ['used'] } });
    expect(countsOf(content, 'car_type')).toEqual({ used: stock.cars.filter((car) => car.car_type === 'used').length });
  });
});
