import { searchIndex, type EngineOptions, type SearchRequest, type SearchResponse } from '#src/domain/search/engine.ts';
import { BROWSER_ATTRIBUTES, buildSearchIndex, columnsFromRecords } from '#src/domain/search/index/build.ts';
import { serializeIndex, type SerializedIndex } from '#src/domain/search/index/serialize.ts';
import type { SearchIndex } from '#src/domain/search/index/types.ts';
import { toSearchRecord, type SearchRecord } from '#src/domain/search/record.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import { searchRequest } from '#src/domain/search/request.ts';
import { buildVocabulary, emptySearchState, searchUrl, type SearchState, type SearchVocabulary } from '#src/domain/search/url-state.ts';
import { withVisibility } from '#src/domain/search/visibility-filter.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { pageVehicles, stockTime, tenant } from './site.ts';
import { cardFinanceText } from './vehicle-finance.ts';
import { ISLAND_FACET_COUNTING } from '#src/search-clients/create-search-client.ts';

/** The tenant's search path style: the used-car variant, and `/search/{dealership slug}` for a group. */
export const SEARCH_PATHS = { usedCarVariant: tenant.search.usedCarVariantPath, dealershipPaths: tenant.dealerships.length > 1 };

let records: SearchRecord[] | undefined;
let index: SearchIndex | undefined;
let vocabulary: SearchVocabulary | undefined;
const indexName = baseIndexName(tenant.search.service);

function searchRecords(): SearchRecord[] {
  records ??= pageVehicles().map((vehicle) => toSearchRecord(vehicle, { financeText: cardFinanceText }));
  return records;
}

let recordsById: Map<string, SearchRecord> | undefined;
/** A car's search record (its card's fields), made once per build; a car no page shows gets one made now. */
export function searchRecordOf(vehicle: Vehicle): SearchRecord {
  recordsById ??= new Map(searchRecords().map((record) => [record.objectID, record]));
  return recordsById.get(vehicle.id) ?? toSearchRecord(vehicle, { financeText: cardFinanceText });
}

/** The slug -> value maps the search URLs use, from the cars in stock. */
export function searchVocabulary(): SearchVocabulary {
  vocabulary ??= buildVocabulary(searchRecords(), { dealershipPaths: SEARCH_PATHS.dealershipPaths });
  return vocabulary;
}

/** The browser's copy of the index: facets and card fields only, written to /search-index.json. */
export function browserSearchIndex(): SerializedIndex {
  return serializeIndex(columnsFromRecords(searchRecords(), { name: indexName, attributes: BROWSER_ATTRIBUTES }));
}

const LANDING_FACETS = ['car_type', 'make', 'model', 'simple_body', ...(SEARCH_PATHS.dealershipPaths ? ['dealership_slug'] : [])];

/** Answers one request at build time, exactly as the island will in the browser (same engine, same base filter). */
export function requestAtBuild(request: SearchRequest, options: EngineOptions = {}): SearchResponse {
  index ??= buildSearchIndex(searchRecords(), { name: indexName, attributes: BROWSER_ATTRIBUTES });
  return searchIndex(index, withVisibility(request, indexName, tenant.search, stockTime()), options);
}

const answers = new Map<string, SearchResponse>();
/**
 * Answers a search page's state at build time. Answers are kept: finding the landing pages asks for every make and
 * model, and each of those pages then asks the same again.
 */
export function searchAtBuild(state: SearchState): SearchResponse {
  // Make, model and body counts too: the landing pages are found from them (the page shows only its filters).
  const request = searchRequest(state, indexName, tenant.search, LANDING_FACETS);
  const key = JSON.stringify(request);
  let answer = answers.get(key);
  // Counted as the island counts (its explicit opt-in), so the first view and the hydrated island agree.
  if (!answer) answers.set(key, (answer = requestAtBuild(request, { facetCounting: ISLAND_FACET_COUNTING })));
  return answer;
}

let landingUrls: Set<string> | undefined;
/**
 * Whether the site prerenders a search path (a make, model or body with stock; a car type; the default search).
 * @example hasSearchPage('/search/toyota') // true when Toyotas are in stock
 */
export function hasSearchPage(pathname: string): boolean {
  landingUrls ??= new Set(searchLandingUrls());
  return landingUrls.has(pathname);
}

/** The paths of every search page the build renders (see searchLandingStates). */
export const searchLandingUrls = (): string[] => searchLandingStates().map((state) => searchUrl(state, tenant.search.defaultSort, SEARCH_PATHS));

/**
 * The search pages rendered at build time: the default search, every car type, and every make, make/model,
 * type/make/model, body and (for a group) dealership path that has stock, so shoppers and crawlers get real results before any script.
 */
export function searchLandingStates(): SearchState[] {
  const base = emptySearchState(tenant.search.defaultSort);
  const all = searchAtBuild(base);
  const states: SearchState[] = [base];
  const withRefinements = (refinements: Record<string, string[]>) => ({ ...base, refinements });
  const facets = all.facets ?? {};
  const typesInStock = Object.keys(facets.car_type ?? {});
  for (const type of ['new', 'demo', 'used'].filter((t) => typesInStock.includes(t))) states.push(withRefinements({ car_type: [type] }));
  if (typesInStock.includes('new') || typesInStock.includes('demo')) states.push(withRefinements({ car_type: ['new', 'demo'] }));
  for (const body of Object.keys(facets.simple_body ?? {})) states.push(withRefinements({ simple_body: [body] }));
  // A group's dealerships: 'see more from this dealer' (spec 1 section 2), those with a path of their own.
  const dealerships = searchVocabulary().dealerships ?? {};
  for (const dealership of Object.keys(facets.dealership_slug ?? {}))
    if (dealerships[dealership]) states.push(withRefinements({ dealership_slug: [dealership] }));
  for (const make of Object.keys(facets.make ?? {})) {
    states.push(withRefinements({ make: [make] }));
    const byMake = searchAtBuild(withRefinements({ make: [make] }));
    for (const model of Object.keys(byMake.facets?.model ?? {})) {
      states.push(withRefinements({ make: [make], model: [model] }));
      for (const type of Object.keys(searchAtBuild(withRefinements({ make: [make], model: [model] })).facets?.car_type ?? {})) {
        states.push(withRefinements({ car_type: [type], make: [make], model: [model] }));
      }
    }
  }
  // One page per URL: a body and a make may share a slug; the first one wins.
  const seen = new Set<string>();
  return states.filter((state) => {
    const url = searchUrl(state, tenant.search.defaultSort, SEARCH_PATHS);
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
}
