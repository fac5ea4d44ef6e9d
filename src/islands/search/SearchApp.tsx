import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { rangeBounds } from '#src/domain/search/range.ts';
import type { CardActionSettings } from '#src/domain/search/card-actions.ts';
import { searchTotal, totalText } from '#src/domain/search/capped-totals.ts';
import type { SearchRecord } from '#src/domain/search/record.ts';
import type { PromoCard } from '#src/domain/tenant/schema/content.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import type { CardTagSettings } from '#src/domain/vehicle/card-tag.ts';
import { RANGE_ATTRIBUTES, type RangeAttribute, type SearchState, type SearchVocabulary } from '#src/domain/search/url-state.ts';
import { createSearchStore } from '#src/stores/search.ts';
import { formatMoney, formatNumber } from '#src/domain/money.ts';
import MakeList from './MakeList.tsx';
import RangeFilter from './RangeFilter.tsx';
import RefinementList from './RefinementList.tsx';
import SearchBox from './SearchBox.tsx';
import SearchResults from './SearchResults.tsx';
import { useSearchRunner } from './use-search-runner.ts';

export type SearchAppProps = {
  initialState: SearchState;
  initialResponse: SearchResponse;
  config: SearchConfig;
  vocabulary: SearchVocabulary;
  /** Stock-wide min/max per range attribute, so slider bounds do not shrink as filters narrow. */
  rangeStats: Partial<Record<RangeAttribute, { min: number; max: number }>>;
  locationNames: Record<string, string>;
  tagSettings: CardTagSettings;
  /** Card buttons: checkout, favourites, compare and the tenant's path style. */
  actionSettings: CardActionSettings;
  /** For the favourites and compare lists' storage keys. */
  siteSlug: string;
  promoCards: PromoCard[];
  /** The group variant places promo cards 3 to 5 places later (spec 1 section 9). */
  groupVariant: boolean;
  /** Seeds the promo shuffle and offset, so the build and the island place cards alike. */
  promoSeed: number;
  stockTime: string;
  noPriceText: string;
  noResultsText: string;
  certifiedOnly: boolean;
};

const LABELS: Record<string, string> = {
  car_type: 'Car type',
  model: 'Model',
  simple_body: 'Body type',
  colour: 'Colour',
  simple_transmission: 'Transmission',
  simple_fuel: 'Fuel type',
  simple_drive: 'Drive type',
  location_id: 'Location',
  certified: 'Certified',
  badge: 'Badge',
  series: 'Series',
  tag: 'Tag',
  categories: 'Category',
  seats: 'Seats',
  price: 'Price',
  km: 'Kilometres',
  year: 'Year',
};
const SORT_LABELS: Record<string, string> = {
  relevance: 'Most Relevant',
  latest: 'Latest',
  price_desc: 'Highest Price',
  price_asc: 'Lowest Price',
  km_asc: 'Lowest Kms',
  subscription_asc: 'Lowest Subscription',
};
const RANGE_FORMAT: Record<RangeAttribute, (value: number) => string> = {
  price: (v) => formatMoney(v * 100),
  km: (v) => `${formatNumber(v)} km`,
  year: String,
};

/** The stock search: filters, text, sort and pages, kept in the URL; first results come rendered from the server. */
export default function SearchApp(props: SearchAppProps) {
  const [store] = useState(() => createSearchStore(props.initialState, props.initialResponse));
  const state = useStore(store.$state);
  const results = useStore(store.$results);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hrefFor = useSearchRunner(store, props);
  const response = results.response;
  const facets = response.facets ?? {};
  const typeLabel = useMemo(() => ({ new: 'New', demo: 'Demo', used: props.config.usedLabel }) as Record<string, string>, [props.config.usedLabel]);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // Promo dates: the stock time while the page is static, the shopper's clock once the island runs.
  const [now, setNow] = useState(() => new Date(props.stockTime));
  useEffect(() => {
    // The shopper's clock replaces the stock time only after hydration, so the first render matches the HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(new Date());
  }, []);
  useEffect(() => void (results.failed && console.warn('Search failed; showing the previous results')), [results.failed]);
  const total = totalText(searchTotal(response, { carTypes: state.refinements.car_type ?? [] }), 'car', formatNumber);

  const filters = props.config.filters.map((attribute) => {
    // Models belong to the make list; without one (single-make dealers) they are a list of their own.
    if (attribute === 'model' && props.config.filters.includes('make')) return null;
    if (attribute === 'make') {
      return (
        <MakeList
          key="make"
          makeCounts={facets.make ?? {}}
          modelCounts={facets.model ?? {}}
          modelsByMake={props.vocabulary.models}
          selectedMakes={state.refinements.make ?? []}
          selectedModels={state.refinements.model ?? []}
          makesShown={props.config.makesShownBeforeShowAll}
          modelLimit={props.config.modelListLimit}
          onToggleMake={(make) => store.toggleRefinement('make', make)}
          onToggleModel={(model) => store.toggleRefinement('model', model)}
        />
      );
    }
    if ((RANGE_ATTRIBUTES as readonly string[]).includes(attribute)) {
      const range = attribute as RangeAttribute;
      return (
        <RangeFilter
          key={range}
          attribute={range}
          label={LABELS[range]!}
          bounds={rangeBounds(range, props.rangeStats[range])}
          value={state.ranges[range]}
          format={RANGE_FORMAT[range]}
          onChange={(value) => store.setRange(range, value)}
        />
      );
    }
    const format =
      attribute === 'car_type'
        ? (v: string) => typeLabel[v] ?? v
        : attribute === 'location_id'
          ? (v: string) => props.locationNames[v] ?? v
          : attribute === 'certified'
            ? (v: string) => (v === 'true' ? 'Certified' : 'Not certified')
            : undefined;
    return (
      <RefinementList
        key={attribute}
        attribute={attribute}
        label={LABELS[attribute] ?? attribute}
        counts={facets[attribute] ?? {}}
        selected={state.refinements[attribute] ?? []}
        onToggle={(value) => store.toggleRefinement(attribute, value)}
        certifiedOnly={props.certifiedOnly}
        {...(format ? { formatValue: format } : {})}
      />
    );
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div className="lg:hidden">
        <button
          type="button"
          className="btn btn-outline w-full"
          aria-expanded={drawerOpen}
          aria-controls="search-filters"
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          Filters
        </button>
      </div>
      <div id="search-filters" className={`${drawerOpen ? 'grid' : 'hidden'} content-start gap-6 lg:grid`}>
        {filters}
        <button type="button" className="btn btn-outline" onClick={store.clearFilters}>
          Clear Filters
        </button>
        <button
          type="button"
          className="btn btn-primary lg:hidden"
          onClick={() => {
            setDrawerOpen(false);
            summaryRef.current?.scrollIntoView();
          }}
        >
          Show Me {total}
        </button>
      </div>
      <div className="grid content-start gap-4">
        <SearchBox query={state.query} onSearch={store.setQuery} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p ref={summaryRef} role="status" data-testid="result-count">
            {total} found
          </p>
          <label className="flex items-center gap-2">
            <span>Sort by</span>
            <select
              value={state.sortBy}
              onChange={(event) => store.setSort(event.target.value as SearchState['sortBy'])}
              className="rounded-tenant border border-black/30 px-3 py-2"
            >
              {props.config.sortOptions.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <SearchResults
          response={response}
          loading={results.loading}
          state={state}
          props={props}
          now={now}
          hrefFor={hrefFor}
          onPage={store.setPage}
          onClear={store.clearFilters}
        />
      </div>
    </div>
  );
}
export type { SearchRecord };
