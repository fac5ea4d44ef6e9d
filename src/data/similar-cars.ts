// Similar cars for vehicle pages, answered at build time by the same search engine and queries the browser
// would use (spec 1 section 7, multi-search for similar cars): same make and model in the price window, then the
// same body; same model first, de-duplicated, at most 6. Rendered into the page as static cards.
import { multiSearch } from '#src/domain/search/engine.ts';
import { buildSearchIndex } from '#src/domain/search/index/build.ts';
import type { SearchIndex } from '#src/domain/search/index/types.ts';
import { toSearchRecord } from '#src/domain/search/record.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import { mergeSimilarCars, similarCarsRequests } from '#src/domain/search/similar-cars.ts';
import { withVisibility } from '#src/domain/search/visibility-filter.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { pageVehicles, stockTime, tenant } from './site.ts';

const indexName = baseIndexName(tenant.search.service);
let index: SearchIndex | undefined;
let byId: Map<string, Vehicle> | undefined;

/** Up to 6 cars like this one that a shopper can still buy; an empty list when the search fails (logged). */
export function similarCars(vehicle: Vehicle): Vehicle[] {
  try {
    byId ??= new Map(pageVehicles().map((car) => [car.id, car]));
    index ??= buildSearchIndex([...byId.values()].map((car) => toSearchRecord(car)), { name: indexName });
    const record = toSearchRecord(vehicle);
    const requests = similarCarsRequests(record, indexName).map((request) => withVisibility(request, indexName, tenant.search, stockTime()));
    const { results } = multiSearch(index, { requests });
    return mergeSimilarCars(record, results).flatMap((hit) => byId!.get(hit.objectID) ?? []);
  } catch (error) {
    console.warn(`[${tenant.slug}] similar cars for ${vehicle.id} failed: ${String(error)}`);
    return [];
  }
}
