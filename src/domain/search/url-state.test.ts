import { describe, expect, it } from 'vitest';
import { buildVocabulary, emptySearchState, parseSearchUrl, searchUrl, similarSearchPath, type SearchState } from './url-state.ts';

const vocabulary = buildVocabulary([
  { make: 'Toyota', model: 'HiLux', simple_body: 'Ute' },
  { make: 'Toyota', model: 'RAV4', simple_body: 'SUV' },
  { make: 'Land Rover', model: 'Range Rover Sport', simple_body: 'SUV' },
  { make: 'Ford', model: 'Ranger', simple_body: 'Cab Chassis' },
]);
const sorts = ['relevance', 'latest', 'price_asc', 'price_desc'] as const;
const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState('relevance'), ...patch });

describe('searchUrl (spec 2 section 2 search paths)', () => {
  it.each([
    [{}, '/search/new-used-and-demo-cars'],
    [{ refinements: { car_type: ['used'] } }, '/search/used-cars'],
    [{ refinements: { car_type: ['new', 'demo'] } }, '/search/new-and-demo-cars'],
    [{ refinements: { car_type: ['new'] } }, '/search/new-cars'],
    [{ refinements: { car_type: ['demo'] } }, '/search/demo-cars'],
    [{ refinements: { car_type: ['new', 'used'] } }, '/search/new-used-and-demo-cars?car_type=new,used'],
    [{ refinements: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } }, '/search/used-cars/toyota/hilux'],
    [{ refinements: { make: ['Land Rover'] } }, '/search/land-rover'],
    [{ refinements: { make: ['Land Rover'], model: ['Range Rover Sport'] } }, '/search/land-rover/range-rover-sport'],
    [{ refinements: { simple_body: ['Cab Chassis'] } }, '/search/cab-chassis'],
    [{ refinements: { car_type: ['used'], make: ['Toyota'] } }, '/search/used-cars?make=Toyota'],
    [{ refinements: { make: ['Toyota', 'Ford'] } }, '/search/new-used-and-demo-cars?make=Ford,Toyota'],
    [
      {
        query: ' hilux sr5 ',
        page: 3,
        sortBy: 'price_asc',
        refinements: { colour: ['White'] },
        ranges: { price: { min: 10000, max: 30000 }, km: { min: null, max: 50000 } },
      },
      '/search/new-used-and-demo-cars?query=hilux%20sr5&colour=White&price=10000-30000&km=-50000&sortBy=price_asc&page=3',
    ],
    [{ page: 1, sortBy: 'relevance' }, '/search/new-used-and-demo-cars'],
  ] as const)('%o -> %s', (patch, url) => expect(searchUrl(state(patch as Partial<SearchState>), 'relevance')).toBe(url));
});

describe('parseSearchUrl', () => {
  const parse = (url: string) => {
    const [path, query = ''] = url.split('?');
    return parseSearchUrl(path!, query, vocabulary, 'relevance', sorts);
  };
  it('reads back every URL searchUrl writes', () => {
    const states: Partial<SearchState>[] = [
      {},
      { refinements: { car_type: ['used'] } },
      { refinements: { car_type: ['demo', 'new'] } },
      { refinements: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } },
      { refinements: { make: ['Land Rover'], model: ['Range Rover Sport'] } },
      { refinements: { simple_body: ['Cab Chassis'] } },
      { query: 'a&b=c', page: 2, sortBy: 'latest', refinements: { colour: ['Black, Metallic', 'White'] }, ranges: { year: { min: 2015, max: null } } },
    ];
    for (const patch of states) expect(parse(searchUrl(state(patch), 'relevance'))).toEqual(state(patch));
  });
  it.each([
    ['/search/unknown-brand', null],
    ['/search/used-cars/toyota/unknown', null],
    ['/search/a/b/c/d', null],
  ])('%s is not a search page', (url, expected) => expect(parse(url)).toBe(expected));
  it('ignores unreadable values instead of failing', () => {
    expect(parse('/search/new-cars?page=abc&sortBy=cheapest&price=lots&car_type=brand-new')).toEqual(state({ refinements: { car_type: ['new'] } }));
  });
  it('accepts a trailing slash', () => {
    expect(parse('/search/used-cars/')?.refinements).toEqual({ car_type: ['used'] });
  });
});

describe('the used-car variant path (spec 2 section 2: /used-car/{car type}/)', () => {
  const variant = { usedCarVariant: true };
  const parse = (url: string) => {
    const [path, query = ''] = url.split('?');
    return parseSearchUrl(path!, query, vocabulary, 'relevance', sorts);
  };
  it.each([
    [{ refinements: { car_type: ['used'] } }, '/used-car/used/'],
    [{ refinements: { car_type: ['demo'] }, page: 2 }, '/used-car/demo/?page=2'],
    [{ refinements: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } }, '/used-car/used/toyota/hilux/'],
    [{ refinements: { car_type: ['used'], make: ['Toyota'] } }, '/used-car/used/?make=Toyota'],
    [{ refinements: { car_type: ['demo', 'new'] } }, '/search/new-and-demo-cars'],
    [{}, '/search/new-used-and-demo-cars'],
    [{ refinements: { make: ['Toyota'] } }, '/search/toyota'],
  ] as const)('%o -> %s, and back', (patch, url) => {
    const expected = state(patch as Partial<SearchState>);
    expect(searchUrl(expected, 'relevance', variant)).toBe(url);
    expect(parse(url)).toEqual(expected);
  });
  it.each(['/used-car/', '/used-car/cars/', '/used-car/used/toyota/', '/used-car/used/toyota/unknown/'])('%s is not a search page', (url) => {
    expect(parse(url)).toBeNull();
  });
  it('links Find Me Something Similar in the tenant style', () => {
    const car = { car_type: 'used', make: 'Land Rover', model: 'Range Rover Sport' };
    expect(similarSearchPath(car)).toBe('/search/used-cars/land-rover/range-rover-sport');
    expect(similarSearchPath(car, variant)).toBe('/used-car/used/land-rover/range-rover-sport/');
  });
});

describe("a group's dealership paths: /search/{dealership slug} (spec 1 section 2, 'see more from this dealer')", () => {
  const group = buildVocabulary(
    [
      { make: 'Toyota', model: 'HiLux', simple_body: 'Ute', dealership_slug: 'bayside-toyota' },
      { make: 'Kia', model: 'EV6', simple_body: 'SUV', dealership_slug: 'bayside-used-cars' },
      // A dealership named like a make keeps the make's path.
      { make: 'Kia', model: 'Picanto', simple_body: 'Hatch', dealership_slug: 'kia' },
    ],
    { dealershipPaths: true },
  );
  const paths = { dealershipPaths: true };

  it('writes one dealership alone as its path, anything more as a query parameter', () => {
    expect(searchUrl(state({ refinements: { dealership_slug: ['bayside-toyota'] } }), 'relevance', paths)).toBe('/search/bayside-toyota');
    expect(searchUrl(state({ refinements: { dealership_slug: ['bayside-toyota'], colour: ['White'] }, page: 2 }), 'relevance', paths)).toBe(
      '/search/bayside-toyota?colour=White&page=2',
    );
    expect(searchUrl(state({ refinements: { dealership_slug: ['bayside-toyota'], make: ['Toyota'] } }), 'relevance', paths)).toBe(
      '/search/toyota?dealership_slug=bayside-toyota',
    );
    expect(searchUrl(state({ refinements: { dealership_slug: ['bayside-toyota'] } }), 'relevance')).toBe(
      '/search/new-used-and-demo-cars?dealership_slug=bayside-toyota',
    );
  });

  it('reads the path back, only for dealerships in the vocabulary', () => {
    expect(group.dealerships).toEqual({ 'bayside-toyota': 'bayside-toyota', 'bayside-used-cars': 'bayside-used-cars' });
    expect(parseSearchUrl('/search/bayside-toyota', '?colour=White', group, 'relevance', sorts)?.refinements).toEqual({
      dealership_slug: ['bayside-toyota'],
      colour: ['White'],
    });
    expect(parseSearchUrl('/search/kia', '', group, 'relevance', sorts)?.refinements).toEqual({ make: ['Kia'] });
    expect(parseSearchUrl('/search/bayside-toyota', '', vocabulary, 'relevance', sorts)).toBeNull();
  });
});
