import { offersRequest, SPECIAL_OFFERS_CATEGORY, type OffersState } from '#src/domain/search/catalogue-offers.ts';
import { offerCategoryChoices, offerPriceSteps } from '#src/domain/search/offers-filters.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import type { OffersAppProps } from '#src/islands/offers/OffersApp.tsx';
import { requestAtBuild } from './search-data.ts';
import { cardSettings } from './search-page.ts';
import { stockTime, tenant } from './site.ts';

/**
 * Everything the special-offers page renders: heading, meta and the island's props with the first 21 offers.
 * Offers are the cars whose feed categories include SPECIAL_OFFERS_CATEGORY, of the tenant's one dealership (a
 * group's offers span its dealerships).
 */
export function offersPageData() {
  const indexName = baseIndexName(tenant.search.service);
  const dealershipId = tenant.dealerships.length === 1 ? tenant.dealerships[0]!.id : null;
  const initialState: OffersState = { query: '', page: 1, categories: [], price: null };
  const options = { indexName, dealershipId, offerCategory: SPECIAL_OFFERS_CATEGORY };
  const initialAnswer = requestAtBuild({ ...offersRequest(initialState, options), facets: ['categories', 'price'] });
  const cards = cardSettings();
  const app: OffersAppProps = {
    initialState,
    initialAnswer: { hits: initialAnswer.hits, nbHits: initialAnswer.nbHits, page: initialAnswer.page, nbPages: initialAnswer.nbPages },
    config: tenant.search,
    dealershipId,
    offerCategory: SPECIAL_OFFERS_CATEGORY,
    categories: offerCategoryChoices(initialAnswer.facets?.categories ?? {}, SPECIAL_OFFERS_CATEGORY),
    priceSteps: offerPriceSteps(initialAnswer.facets_stats?.price),
    tagSettings: cards.tagSettings,
    actionSettings: cards.actionSettings,
    noPriceText: cards.noPriceText,
    siteSlug: tenant.slug,
    stockTime: stockTime().toISOString(),
  };
  return {
    heading: 'Special Offers',
    title: `Special Offers | ${tenant.name}`,
    description: `${initialAnswer.nbHits} special offers on cars in stock at ${tenant.name}.`,
    ogImage: initialAnswer.hits[0]?.primary_image_url ?? initialAnswer.hits[0]?.thumb ?? null,
    app,
  };
}
