import type { SearchRequest } from './engine/params.ts';
import type { SearchHit, SearchRecord } from './record.ts';

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

function priceRange(price: number): string | null {
  if (price <= 0) return null; // no price, no window
  const window = similarCarsPriceWindow(price);
  // From $1: cars without a price are not "similar in price".
  return `price:${Math.max(1, price - window)} TO ${price + window}`;
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
