import type { SearchRequest } from './engine/params.ts';
import type { SearchHit, SearchRecord } from './record.ts';
import { normalizeText } from './text.ts';

/** Similar cars shown at most (spec 2 section 9). */
export const SIMILAR_CARS_MAX = 6;
/** Hits asked of each similar-cars query (spec 1 section 7). */
export const SIMILAR_CARS_QUERY_LIMIT = 10;

export type SimilarCarsSource = Pick<SearchRecord, 'objectID' | 'make' | 'model' | 'price' | 'simple_body'>;

/**
 * Price window either side of the car's price, in whole dollars: 10,000 under 50,000, else 25,000 (spec 2 section 9).
 * @example similarCarsPriceWindow(49_999) // 10000
 * @example similarCarsPriceWindow(50_000) // 25000
 */
export function similarCarsPriceWindow(price: number): number {
  return price < 50_000 ? 10_000 : 25_000;
}

const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** The price window in whole dollars; null without a price (no window). From $1: cars without a price are not "similar in price". */
function priceBounds(price: number): { min: number; max: number } | null {
  if (price <= 0) return null;
  const window = similarCarsPriceWindow(price);
  return { min: Math.max(1, price - window), max: price + window };
}

function priceRange(price: number): string | null {
  const bounds = priceBounds(price);
  return bounds && `price:${bounds.min} TO ${bounds.max}`;
}

/**
 * The similar-cars multi-query (spec 1 section 7): same make and model in the price window, then the same body
 * in the price window as a fallback; in-stock cars only, no facets, no highlighting, 10 hits each.
 * @example similarCarsRequests({ objectID: '7', make: 'Toyota', model: 'HiLux', price: 45990, simple_body: 'Ute' }, 'cars')[0].filters
 * // 'status:in_stock AND make:"Toyota" AND model:"HiLux" AND price:35990 TO 55990'
 */
export function similarCarsRequests(car: SimilarCarsSource, indexName: string): SearchRequest[] {
  const range = priceRange(car.price);
  const request = (parts: string[]): SearchRequest => ({
    indexName,
    filters: ['status:in_stock', ...parts, ...(range ? [range] : [])].join(' AND '),
    facets: [],
    attributesToHighlight: [],
    hitsPerPage: SIMILAR_CARS_QUERY_LIMIT,
  });
  const requests = [request([`make:${quoted(car.make)}`, `model:${quoted(car.model)}`])];
  if (car.simple_body) requests.push(request([`simple_body:${quoted(car.simple_body)}`]));
  return requests;
}

const sameModel = (car: SimilarCarsSource, hit: SearchHit): boolean =>
  hit.make?.toLowerCase() === car.make.toLowerCase() && hit.model?.toLowerCase() === car.model.toLowerCase();

/**
 * Merges the answers: same model first (otherwise in answer order), each car once, never the car itself, at most 6.
 * @example mergeSimilarCars(car, response.results).map((hit) => hit.objectID)
 */
export function mergeSimilarCars(car: SimilarCarsSource, results: readonly { hits: readonly SearchHit[] }[]): SearchHit[] {
  const seen = new Set<string>([car.objectID]);
  const hits = results.flatMap((result) => result.hits).filter((hit) => !seen.has(hit.objectID) && seen.add(hit.objectID));
  const ordered = [...hits.filter((hit) => sameModel(car, hit)), ...hits.filter((hit) => !sameModel(car, hit))];
  return ordered.slice(0, SIMILAR_CARS_MAX);
}

/**
 * Every car a similar-cars query can return (in stock and visible), in the engine's ranking order, grouped the
 * way the queries' facet filters match (normalised make and model; body). A build answers thousands of pages
 * from one pool instead of one engine query each: each page's price window makes its filter unique, so the
 * engine compiled ~10,000 filters per 5,000-car build.
 */
export type SimilarCarsPool = { byModel: Map<string, SearchHit[]>; byBody: Map<string, SearchHit[]> };

const facetKey = (value: unknown): string => (typeof value === 'string' ? normalizeText(value) : '\u0000');
const modelKey = (make: unknown, model: unknown): string => `${facetKey(make)}|${facetKey(model)}`;

/**
 * Groups the ranked hits of the query `status:in_stock` (with the site's visibility filter) for similarCarsFromPool.
 * @example similarCarsPool(results[0].hits).byModel.get('toyota|hilux')
 */
export function similarCarsPool(ranked: readonly SearchHit[]): SimilarCarsPool {
  const pool: SimilarCarsPool = { byModel: new Map(), byBody: new Map() };
  const add = (groups: Map<string, SearchHit[]>, key: string, hit: SearchHit) => {
    const group = groups.get(key);
    if (group) group.push(hit);
    else groups.set(key, [hit]);
  };
  for (const hit of ranked) {
    add(pool.byModel, modelKey(hit.make, hit.model), hit);
    add(pool.byBody, facetKey(hit.simple_body), hit);
  }
  return pool;
}

/**
 * The similar cars of one car from a pool: the same answer as similarCarsRequests on the engine merged by
 * mergeSimilarCars (each query's first 10 hits in ranking order, the car itself included, then merged).
 * @example similarCarsFromPool(pool, hilux).map((hit) => hit.objectID)
 */
export function similarCarsFromPool(pool: SimilarCarsPool, car: SimilarCarsSource): SearchHit[] {
  const bounds = priceBounds(car.price);
  const firstInWindow = (group: readonly SearchHit[] | undefined): SearchHit[] => {
    const hits: SearchHit[] = [];
    for (const hit of group ?? []) {
      if (hits.length === SIMILAR_CARS_QUERY_LIMIT) break;
      const price = hit.price;
      if (bounds && !(typeof price === 'number' && price >= bounds.min && price <= bounds.max)) continue;
      hits.push(hit);
    }
    return hits;
  };
  const results = [{ hits: firstInWindow(pool.byModel.get(modelKey(car.make, car.model))) }];
  if (car.simple_body) results.push({ hits: firstInWindow(pool.byBody.get(facetKey(car.simple_body))) });
  return mergeSimilarCars(car, results);
}
