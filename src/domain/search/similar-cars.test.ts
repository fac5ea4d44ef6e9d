import { describe, expect, it } from 'vitest';
import { multiSearch } from './engine.ts';
import { buildSearchIndex } from './index/build.ts';
import type { SearchHit } from './record.ts';
import { mergeSimilarCars, similarCarsFromPool, similarCarsPool, similarCarsPriceWindow, similarCarsRequests } from './similar-cars.ts';
import { generatedStock, stockRecord } from './test-stock.ts';

const hilux = { objectID: '1', make: 'Toyota', model: 'HiLux', price: 45_990, simple_body: 'Ute' };

describe('similar-cars price window (spec 2 section 9)', () => {
  it.each([
    [0, 10_000],
    [49_999, 10_000],
    [50_000, 25_000],
    [120_000, 25_000],
  ])('price %i -> +/- %i', (price, window) => expect(similarCarsPriceWindow(price)).toBe(window));
});

describe('similarCarsRequests (spec 1 section 7)', () => {
  it.each([
    [49_999, 'price:39999 TO 59999'],
    [50_000, 'price:25000 TO 75000'],
    [8_000, 'price:1 TO 18000'],
  ])('price %i filters %s', (price, range) => {
    const [sameModel, sameBody] = similarCarsRequests({ ...hilux, price }, 'cars');
    expect(sameModel).toEqual({
      indexName: 'cars',
      facets: [],
      attributesToHighlight: [],
      hitsPerPage: 10,
      filters: `status:in_stock AND make:"Toyota" AND model:"HiLux" AND ${range}`,
    });
    expect(sameBody!.filters).toBe(`status:in_stock AND simple_body:"Ute" AND ${range}`);
  });

  it('quotes values safely, skips the price window without a price and the body query without a body', () => {
    const requests = similarCarsRequests({ objectID: '2', make: 'Land "Big" Rover', model: 'Range\\Rover', price: 0, simple_body: null }, 'cars_latest');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.filters).toBe('status:in_stock AND make:"Land \\"Big\\" Rover" AND model:"Range\\\\Rover"');
  });

  it('runs as one multi-query on the engine', () => {
    const index = buildSearchIndex(
      [
        stockRecord({ objectID: '1', price: 45_990 }),
        stockRecord({ objectID: '2', price: 39_990 }),
        stockRecord({ objectID: '3', price: 70_000 }),
        stockRecord({ objectID: '4', make: 'Ford', model: 'Ranger', price: 50_000 }),
        stockRecord({ objectID: '5', make: 'Ford', model: 'Ranger', price: 52_000, status: 'sold' }),
      ],
      { name: 'cars' },
    );
    const { results } = multiSearch([index], { requests: similarCarsRequests(hilux, 'cars') });
    expect(mergeSimilarCars(hilux, results).map((hit) => hit.objectID)).toEqual(['2', '4']);
  });
});

describe('mergeSimilarCars', () => {
  const hit = (objectID: string, model = 'HiLux', make = 'Toyota'): SearchHit => ({ objectID, make, model });

  it('puts the same model first, removes duplicates and the car itself, caps at 6', () => {
    const merged = mergeSimilarCars(hilux, [
      { hits: [hit('1'), hit('2'), hit('3')] },
      {
        hits: [
          hit('10', 'Ranger', 'Ford'),
          hit('2'),
          hit('11', 'Navara', 'Nissan'),
          hit('4', 'hilux', 'TOYOTA'),
          hit('12', 'BT-50', 'Mazda'),
          hit('13', 'Triton', 'Mitsubishi'),
          hit('5'),
        ],
      },
    ]);
    expect(merged.map((car) => car.objectID)).toEqual(['2', '3', '4', '5', '10', '11']);
  });

  it('is empty when nothing else matches', () => {
    expect(mergeSimilarCars(hilux, [{ hits: [hit('1')] }, { hits: [] }])).toEqual([]);
  });
});

describe('similarCarsFromPool', () => {
  const stock = generatedStock(600, 11);
  const index = buildSearchIndex(stock, { name: 'cars' });
  const ranked = multiSearch([index], { requests: [{ indexName: 'cars', filters: 'status:in_stock', hitsPerPage: 1000 }] }, { paginationLimit: Infinity })
    .results[0]!.hits;
  const pool = similarCarsPool(ranked);

  it('answers every car exactly as the engine answers its similar-cars queries', () => {
    const cars = stock.filter((_, position) => position % 3 === 0);
    for (const car of cars) {
      const { results } = multiSearch([index], { requests: similarCarsRequests(car, 'cars') });
      expect(
        similarCarsFromPool(pool, car).map((hit) => hit.objectID),
        car.objectID,
      ).toEqual(mergeSimilarCars(car, results).map((hit) => hit.objectID));
    }
    expect(cars.filter((car) => similarCarsFromPool(pool, car).length > 0).length).toBeGreaterThan(cars.length / 2);
  });

  it('matches make and model the way facet filters do (case and accents) and skips the body query without a body', () => {
    const skoda = stockRecord({ objectID: '9', make: 'ŠKODA', model: 'octavia', price: 30_000, simple_body: null });
    const small = similarCarsPool([
      stockRecord({ objectID: '8', make: 'Skoda', model: 'Octavia', price: 29_000, simple_body: 'Wagon' }),
      stockRecord({ objectID: '7', make: 'Kia', model: 'Cerato', price: 30_000, simple_body: 'Wagon' }),
    ]);
    expect(similarCarsFromPool(small, skoda).map((hit) => hit.objectID)).toEqual(['8']);
  });
});
