// Similar cars for vehicle pages, answered at build time by the same search engine and queries the browser
// would use (spec 1 section 7, multi-search for similar cars): same make and model in the price window, then the
// same body; same model first, de-duplicated, at most 6. Rendered into the page as static cards. One engine
// query lists every car such a query can return, in ranking order; each page picks from it in memory
// (similarCarsFromPool gives the engine's answer, see its test).
import type { SearchHit } from '#src/domain/search/record.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import { similarCarsFromPool, similarCarsPool, type SimilarCarsPool, type SimilarCarsSource } from '#src/domain/search/similar-cars.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { requestAtBuild, searchRecordOf } from './search-data.ts';
import { pageVehicles, tenant } from './site.ts';

const indexName = baseIndexName(tenant.search.service);
const POOL_PAGE = 1000;
let pool: SimilarCarsPool | undefined;
let byId: Map<string, Vehicle> | undefined;

/** Every in-stock car the site shows, in the engine's ranking order (from the search pages' index). */
function rankedInStock(): SearchHit[] {
  const request = { indexName, filters: 'status:in_stock', hitsPerPage: POOL_PAGE, attributesToRetrieve: ['make', 'model', 'price', 'simple_body'] };
  const hits: SearchHit[] = [];
  for (let page = 0; ; page++) {
    const result = requestAtBuild({ ...request, page }, { paginationLimit: Infinity });
    hits.push(...result.hits);
    if (page + 1 >= result.nbPages) return hits;
  }
}

const similarByCar = new WeakMap<Vehicle, Vehicle[]>();
/**
 * Up to 6 cars like this one that a shopper can still buy; an empty list when the search fails (logged). Found once
 * per car and build: the page's key (page-keys.ts) and the page itself ask for them.
 */
export function similarCars(vehicle: Vehicle): Vehicle[] {
  let cars = similarByCar.get(vehicle);
  if (!cars) similarByCar.set(vehicle, (cars = similarCarsLike(searchRecordOf(vehicle))));
  return cars;
}

/** Up to 6 cars in stock like the one described (a car's search record, or what a gone car's page knows of it). */
export function similarCarsLike(car: SimilarCarsSource): Vehicle[] {
  try {
    byId ??= new Map(pageVehicles().map((vehicle) => [vehicle.id, vehicle]));
    pool ??= similarCarsPool(rankedInStock());
    return similarCarsFromPool(pool, car).flatMap((hit) => byId!.get(hit.objectID) ?? []);
  } catch (error) {
    console.warn(`[${tenant.slug}] similar cars for ${car.objectID} failed: ${String(error)}`);
    return [];
  }
}
