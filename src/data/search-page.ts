import { carTypeLabel } from '#src/domain/vehicle/availability.ts';
import { emptySearchState, searchUrl, RANGE_ATTRIBUTES, type RangeAttribute, type SearchState } from '#src/domain/search/url-state.ts';
import type { SearchAppProps } from '#src/islands/search/SearchApp.tsx';
import { searchAtBuild, searchLandingStates, searchVocabulary } from './search-data.ts';
import { stockTime, tenant } from './site.ts';

/** Static paths for every prerendered search page: `[...path]` is the URL after /search/. */
export function searchPaths() {
  return searchLandingStates().map((state) => ({ params: { path: searchUrl(state, tenant.search.defaultSort).replace(/^\/search\//, '') }, props: { state } }));
}

/** A heading for a landing page, e.g. "Used Toyota HiLux" or "SUV Cars". */
function headingFor(state: SearchState): string {
  const types = state.refinements.car_type ?? [];
  const typeText = types.length === 0 ? 'New, Used and Demo' : types.length === 1 ? carTypeLabel(types[0] as 'new' | 'demo' | 'used', tenant.search.usedLabel) : 'New and Demo';
  const subject = [state.refinements.make?.[0], state.refinements.model?.[0], state.refinements.simple_body?.[0]].filter(Boolean).join(' ');
  return subject ? `${types.length ? `${typeText} ` : ''}${subject}${state.refinements.model ? '' : ' Cars'}` : `${typeText} Cars`;
}

let stockStats: ReturnType<typeof searchAtBuild>['facets_stats'] | undefined;
/** Stock-wide numeric stats (one search per build), so every page's sliders share the same bounds. */
function stockRangeStats() {
  stockStats ??= searchAtBuild(emptySearchState(tenant.search.defaultSort)).facets_stats ?? {};
  return stockStats;
}

/** Everything a search page renders: its heading and meta, and the island's props with the first results. */
export function searchPageData(state: SearchState) {
  const response = searchAtBuild(state);
  const stats = stockRangeStats();
  const heading = headingFor(state);
  const app: SearchAppProps = {
    initialState: state,
    initialResponse: response,
    config: tenant.search,
    vocabulary: searchVocabulary(),
    rangeStats: Object.fromEntries(RANGE_ATTRIBUTES.filter((attribute) => stats[attribute]).map((attribute) => [attribute, { min: stats[attribute]!.min, max: stats[attribute]!.max }])) as Partial<Record<RangeAttribute, { min: number; max: number }>>,
    locationNames: Object.fromEntries(tenant.locations.map((location) => [String(location.id), location.name])),
    tagSettings: {
      fuelLabels: tenant.features.fuelLabels, certifiedBadge: tenant.features.certifiedBadge, justArrivedDays: tenant.specifications.justArrivedDays,
      justArrivedLabel: tenant.texts.justArrivedTag, soldLabel: tenant.texts.soldTag,
    },
    stockTime: stockTime().toISOString(),
    noPriceText: tenant.texts.noPrice,
    noResultsText: tenant.texts.noResults,
    certifiedOnly: tenant.features.certifiedOnly,
  };
  return {
    heading,
    title: `${heading} for Sale | ${tenant.name}`,
    description: `Browse ${response.nbHits} ${heading.toLowerCase().replace(/ cars$/, '')} cars in stock at ${tenant.name}.`,
    path: searchUrl(state, tenant.search.defaultSort),
    ogImage: response.hits[0]?.thumb ?? null,
    app,
  };
}
