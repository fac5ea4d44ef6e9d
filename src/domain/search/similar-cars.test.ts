import { describe, expect, it } from 'vitest';
import { multiSearch } from './engine.ts';
import { buildSearchIndex } from './index/build.ts';
import type { SearchHit } from './record.ts';
import { mergeSimilarCars, similarCarsPriceWindow, similarCarsRequests } from './similar-cars.ts';
import { stockRecord } from './test-stock.ts';

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
      indexName: 'cars', facets: [], attributesToHighlight: [], hitsPerPage: 10,
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
      { hits: [hit('10', 'Ranger', 'Ford'), hit('2'), hit('11', 'Navara', 'Nissan'), hit('4', 'hilux', 'TOYOTA'), hit('12', 'BT-50', 'Mazda'), hit('13', 'Triton', 'Mitsubishi'), hit('5')] },
    ]);
    expect(merged.map((car) => car.objectID)).toEqual(['2', '3', '4', '5', '10', '11']);
  });

  it('is empty when nothing else matches', () => {
    expect(mergeSimilarCars(hilux, [{ hits: [hit('1')] }, { hits: [] }])).toEqual([]);
  });
});
