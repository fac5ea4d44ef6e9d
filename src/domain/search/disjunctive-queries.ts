import type { SearchRequest, SearchResponse } from './engine.ts';
import { facetFilterGroups, type FilterGroup } from './filters/facet-filters.ts';

type Expansion = { requests: SearchRequest[]; merge(results: readonly SearchResponse[]): SearchResponse[] };

function refinedFacets(request: SearchRequest): { facet: string; groups: FilterGroup[] }[] {
  if (request.facetFilters === undefined || request.facets === undefined) return [];
  let groups: FilterGroup[];
  try {
    groups = facetFilterGroups(request.facetFilters);
  } catch {
    return []; // let the service report the bad filter
  }
  const wanted = typeof request.facets === 'string' ? [request.facets] : request.facets;
  const facets = [...new Set(groups.map((group) => group.refines).filter((facet): facet is string => facet !== null))];
  return facets.filter((facet) => wanted.includes('*') || wanted.includes(facet)).map((facet) => ({ facet, groups }));
}

/**
 * Disjunctive faceting for a service that counts conjunctively (hosted Algolia), done the way InstantSearch does:
 * for each facet with a selection in `facetFilters`, one more query without that selection, asking only for that
 * facet's counts; `merge` puts those counts into the main answers. The embedded engine gives the same counts in one
 * query, so both paths answer alike.
 * @example const { requests, merge } = disjunctiveQueries([{ indexName: 'cars', facets: ['make'], facetFilters: [['make:Kia']] }]);
 * const results = merge((await client.search({ requests })).results);
 */
export function disjunctiveQueries(requests: readonly SearchRequest[]): Expansion {
  const expanded: SearchRequest[] = [...requests];
  const extras: { main: number; facet: string; at: number }[] = [];
  requests.forEach((request, main) => {
    for (const { facet, groups } of refinedFacets(request)) {
      const list = typeof request.facetFilters === 'string' ? [request.facetFilters] : request.facetFilters!;
      const { offset: _offset, length: _length, ...rest } = request;
      extras.push({ main, facet, at: expanded.length });
      expanded.push({
        ...rest,
        facetFilters: list.filter((_, k) => groups[k]!.refines !== facet),
        facets: [facet],
        hitsPerPage: 0,
        page: 0,
        attributesToRetrieve: [],
        attributesToHighlight: [],
        analytics: false,
        clickAnalytics: false,
      });
    }
  });
  return {
    requests: expanded,
    merge(results) {
      const merged = results.slice(0, requests.length).map((result) => ({ ...result, facets: { ...result.facets }, facets_stats: { ...result.facets_stats } }));
      for (const { main, facet, at } of extras) {
        const extra = results[at]!;
        const target = merged[main]!;
        target.facets[facet] = extra.facets?.[facet] ?? {};
        const stats = extra.facets_stats?.[facet];
        if (stats) target.facets_stats[facet] = stats;
        else delete target.facets_stats[facet];
      }
      return merged.map((result, i) => {
        const original = results[i]!;
        const { facets, facets_stats, ...rest } = result;
        return {
          ...rest,
          ...(original.facets ? { facets } : {}),
          ...(Object.keys(facets_stats).length ? { facets_stats } : {}),
        } as SearchResponse;
      });
    },
  };
}
