import { carTypeLabel } from '#src/domain/vehicle/availability.ts';
import { emptySearchState, searchUrl, RANGE_ATTRIBUTES, type RangeAttribute, type SearchState } from '#src/domain/search/url-state.ts';
import type { SearchAppProps } from '#src/islands/search/SearchApp.tsx';
import { changedPaths, oncePerBuild, dataPageKey, prepareSiteKeys, sharedDigest } from './page-keys.ts';
import { pageFile } from './page-file.ts';
import { hasSearchPage, SEARCH_PATHS, searchAtBuild, searchLandingStates, searchVocabulary } from './search-data.ts';
import { stockTime, tenant } from './site.ts';

const pathOptions = SEARCH_PATHS;
const pageUrl = (state: SearchState) => searchUrl(state, tenant.search.defaultSort, pathOptions);

/**
 * Static paths for the prerendered search pages under one prefix: `/search/` (`[...path]` is the URL after it), or
 * `/used-car/` for tenants with the used-car variant (spec 2 section 2): this process's share of those whose page
 * data (heading, first results, counts, the island's props) changed since the live build.
 */
export const searchPaths = oncePerBuild(async (prefix: '/search/' | '/used-car/') => {
  await prepareSiteKeys();
  const paths = searchLandingStates()
    .map((state) => ({ state, url: pageUrl(state) }))
    .filter(({ url }) => url.startsWith(prefix))
    .map(({ state, url }) => ({ params: { path: url.slice(prefix.length).replace(/\/$/, '') }, props: { state } }));
  const ours = paths.map((page) => {
    const data = searchPageData(page.props.state);
    // The vocabulary (every make, model and body's slug) is the same object on every page: hashed once.
    return { ...page, cacheKey: dataPageKey({ ...data, app: { ...data.app, vocabulary: sharedDigest(data.app.vocabulary) } }) };
  });
  return changedPaths(ours, (page) => pageFile(`${prefix}${page.params.path}`));
});

/** A seed from the page path (FNV-1a), so promo cards are placed alike at build time and in the island. */
function pathSeed(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** What cards need besides the hit, for the island and for static cards (home page) alike. */
export function cardSettings() {
  return {
    tagSettings: {
      fuelLabels: tenant.features.fuelLabels,
      certifiedBadge: tenant.features.certifiedBadge,
      justArrivedDays: tenant.specifications.justArrivedDays,
      justArrivedLabel: tenant.texts.justArrivedTag,
      soldLabel: tenant.texts.soldTag,
    },
    actionSettings: {
      favourites: tenant.features.favourites,
      compare: tenant.features.compare,
      checkout: tenant.features.checkout,
      ...pathOptions,
      testDriveTags: tenant.pages.off.includes('book-test-drive') ? [] : tenant.bookings.testDrive.replacesFinanceTags,
      variant: tenant.search.cardVariant,
    },
    noPriceText: tenant.texts.noPrice,
  };
}

/** A heading for a landing page, e.g. "Used Toyota HiLux" or "SUV Cars". */
function headingFor(state: SearchState): string {
  const types = state.refinements.car_type ?? [];
  const typeText =
    types.length === 0
      ? 'New, Used and Demo'
      : types.length === 1
        ? carTypeLabel(types[0] as 'new' | 'demo' | 'used', tenant.search.usedLabel)
        : 'New and Demo';
  const dealership = tenant.dealerships.find((d) => d.slug === state.refinements.dealership_slug?.[0]);
  if (dealership && !types.length) return `${dealership.name} Cars`;
  const subject = [state.refinements.make?.[0], state.refinements.model?.[0], state.refinements.simple_body?.[0]].filter(Boolean).join(' ');
  return subject ? `${types.length ? `${typeText} ` : ''}${subject}${state.refinements.model ? '' : ' Cars'}` : `${typeText} Cars`;
}

let stockStats: ReturnType<typeof searchAtBuild>['facets_stats'] | undefined;
/** Stock-wide numeric stats (one search per build), so every page's sliders share the same bounds. */
function stockRangeStats() {
  stockStats ??= searchAtBuild(emptySearchState(tenant.search.defaultSort)).facets_stats ?? {};
  return stockStats;
}

/**
 * A search page's meta description: what it lists and where, then what a shopper can do, in the 50-160 characters
 * search engines show (the second sentence is dropped when the first is long).
 */
function searchDescription(count: number, heading: string): string {
  const lead = `Browse ${count} ${heading.toLowerCase().replace(/ cars$/, '')} ${count === 1 ? 'car' : 'cars'} for sale at ${tenant.name}.`;
  const full = `${lead} Compare prices, kilometres and features, then enquire or book a test drive online.`;
  return full.length <= 160 ? full : lead;
}

const withoutRangeCounts = (facets: Record<string, Record<string, number>>) =>
  Object.fromEntries(Object.entries(facets).filter(([attribute]) => !(RANGE_ATTRIBUTES as readonly string[]).includes(attribute)));

/** A model page lists at most this many cars past its first results as links (the 5,000-car group's largest model has ~300). */
const MORE_CARS_MAX = 500;

/**
 * Links under a search page's results that crawlers follow without the island: a make's page links to its models'
 * pages; a model's page to every car past its first results. Without them those pages are in the sitemap only.
 */
function browseLinks(
  state: SearchState,
  heading: string,
  first: ReturnType<typeof searchAtBuild>,
): { heading: string; links: Array<{ label: string; href: string }> } {
  const { make, model } = state.refinements;
  if (make?.length === 1 && !model) {
    const links = Object.keys(first.facets?.model ?? {})
      .sort((a, b) => a.localeCompare(b))
      .map((name) => ({
        label: `${make[0]} ${name}`,
        href: searchUrl({ ...state, page: 1, refinements: { ...state.refinements, model: [name] } }, tenant.search.defaultSort, SEARCH_PATHS),
      }))
      .filter((link) => hasSearchPage(link.href));
    return { heading: `${make[0]} models`, links };
  }
  if (model?.length !== 1 || first.nbPages < 2) return { heading: '', links: [] };
  const links: Array<{ label: string; href: string }> = [];
  for (let page = 2; page <= first.nbPages && links.length < MORE_CARS_MAX; page++)
    for (const hit of searchAtBuild({ ...state, page }).hits)
      links.push({ label: [hit.name, hit.colour, hit.stocknum && `stock ${hit.stocknum}`].filter(Boolean).join(', '), href: `/cars/${hit.slug}` });
  return { heading: `More ${heading} in stock`, links: links.slice(0, MORE_CARS_MAX) };
}

/** Everything a search page renders: its heading and meta, and the island's props with the first results. */
export function searchPageData(state: SearchState) {
  const response = searchAtBuild(state);
  // The island draws price, kms and year as sliders from the stock's bounds (rangeStats): the answer's per-value
  // counts of those attributes and its facets_stats are never shown, and are left out, so one car's new price (a
  // count of its old and new price, the stats' sum and average) does not change every page whose results hold it.
  const { facets_stats: _stats, facets, ...answer } = response;
  const initialResponse = facets ? { ...answer, facets: withoutRangeCounts(facets) } : answer;
  const stats = stockRangeStats();
  const heading = headingFor(state);
  const path = pageUrl(state);
  const cards = cardSettings();
  const app: SearchAppProps = {
    initialState: state,
    initialResponse,
    config: tenant.search,
    vocabulary: searchVocabulary(),
    rangeStats: Object.fromEntries(
      RANGE_ATTRIBUTES.filter((attribute) => stats[attribute]).map((attribute) => [attribute, { min: stats[attribute]!.min, max: stats[attribute]!.max }]),
    ) as Partial<Record<RangeAttribute, { min: number; max: number }>>,
    locationNames: Object.fromEntries(tenant.locations.map((location) => [String(location.id), location.name])),
    tagSettings: cards.tagSettings,
    actionSettings: cards.actionSettings,
    siteSlug: tenant.slug,
    promoCards: tenant.promoCards,
    groupVariant: tenant.template === 'group',
    promoSeed: pathSeed(path),
    stockTime: stockTime().toISOString(),
    noPriceText: cards.noPriceText,
    noResultsText: tenant.texts.noResults,
    certifiedOnly: tenant.features.certifiedOnly,
  };
  return {
    heading,
    title: `${heading} for Sale | ${tenant.name}`,
    description: searchDescription(response.nbHits, heading),
    path,
    ogImage: response.hits[0]?.primary_image_url ?? response.hits[0]?.thumb ?? null,
    app,
    browse: browseLinks(state, heading, response),
  };
}
