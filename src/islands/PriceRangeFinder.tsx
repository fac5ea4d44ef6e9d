import { useCallback, useEffect, useRef, useState } from 'react';
import { moveHandles, priceSlider, type PriceSlider } from '#src/domain/finance/budget-range.ts';
import { viewInRangeLabel } from '#src/domain/finance/budget.ts';
import {
  PRICE_RANGE_URL_DELAY_MS,
  formatPriceRange,
  priceRangeFromQuery,
  priceRangePageUrl,
  priceRangeRequests,
  priceRangeResultsRequest,
  priceRangeSearchUrl,
} from '#src/domain/finance/price-range.ts';
import { formatMoney, formatNumber } from '#src/domain/money.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { baseIndexName } from '#src/domain/search/replicas.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import Picture from '#src/components/Picture.tsx';
import { createSearchClient } from '#src/search-clients/create-search-client.ts';

type Props = {
  statsMinCents: number | null;
  statsMaxCents: number | null;
  search: SearchConfig;
  stockTime: string;
  noPriceText: string;
  carTypeLabel: string;
  images: ImageService;
};
type Results = { hits: SearchHit[]; nbHits: number } | null;

async function loadIndex() {
  const response = await fetch('/search-index.json');
  if (!response.ok) throw new Error(`search index answered ${response.status}`);
  return response.json();
}

/**
 * The price range slider page: two handles ($500 steps, the minimum at least $1 below the maximum), the range
 * shown as it moves, the URL and the cars (from the tenant's search index, dearest first) after a 400 ms pause,
 * and a button to the search results sorted by price descending.
 */
export default function PriceRangeFinder(props: Props) {
  const [slider, setSlider] = useState<PriceSlider>(() => priceSlider(props.statsMinCents, props.statsMaxCents));
  const [results, setResults] = useState<Results>(null);
  const [failed, setFailed] = useState(false);
  const client = useRef<ReturnType<typeof createSearchClient> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const indexName = baseIndexName(props.search.service);

  const runSearch = useCallback(
    async (chosen: PriceSlider) => {
      const ticket = ++latest.current;
      try {
        const {
          results: [answer],
        } = await client.current!.client.search({ requests: [priceRangeResultsRequest(indexName, chosen)] });
        if (ticket !== latest.current) return;
        setResults({ hits: answer!.hits, nbHits: answer!.nbHits });
        setFailed(false);
      } catch (error) {
        console.warn('price range search failed; showing the previous cars', error);
        if (ticket === latest.current) setFailed(true);
      }
    },
    [indexName],
  );

  useEffect(() => {
    client.current = createSearchClient(props.search, { loadIndex, now: () => new Date(props.stockTime) });
    // The slider's range comes from the index's own price statistics; the handles from the URL.
    void client.current.client.search({ requests: priceRangeRequests(indexName, null) }).then(
      ({ results: [stats] }) => {
        const price = stats?.facets_stats?.price;
        const initial = priceRangeFromQuery(location.search, priceSlider(price ? price.min * 100 : null, price ? price.max * 100 : null));
        setSlider(initial);
        void runSearch(initial);
      },
      (error: unknown) => {
        console.warn('price range statistics failed', error);
        setFailed(true);
      },
    );
    return () => clearTimeout(timer.current);
  }, [props.search, props.stockTime, indexName, runSearch]);

  const move = (handle: 'min' | 'max', cents: number) => {
    const next = moveHandles(slider, handle === 'min' ? cents : slider.minCents, handle === 'max' ? cents : slider.maxCents, handle);
    setSlider(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      history.replaceState(null, '', priceRangePageUrl(next));
      void runSearch(next);
    }, PRICE_RANGE_URL_DELAY_MS);
  };

  const handle = (which: 'min' | 'max', label: string) => (
    <label className="grid gap-1">
      <span className="font-medium">{label}</span>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={formatMoney(which === 'min' ? slider.minCents : slider.maxCents)}
        min={slider.rangeMinCents / 100}
        max={slider.rangeMaxCents / 100}
        step={slider.stepCents / 100}
        value={(which === 'min' ? slider.minCents : slider.maxCents) / 100}
        onChange={(event) => move(which, Math.round(Number(event.target.value) * 100))}
        className="w-full accent-[var(--color-brand)]"
      />
    </label>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <p className="text-xl" aria-live="polite">
          Price range <strong data-testid="price-range">{formatPriceRange(slider)}</strong>
        </p>
        {handle('min', 'Minimum price')}
        {handle('max', 'Maximum price')}
        <a className="btn btn-primary" href={priceRangeSearchUrl(slider, props.search.defaultSort, props.search.sortOptions)}>
          {viewInRangeLabel(props.carTypeLabel)}
        </a>
      </div>
      <section aria-labelledby="price-range-results" aria-busy={results === null && !failed}>
        <h2 id="price-range-results" className="mb-3 text-lg font-semibold">
          {results
            ? `${formatNumber(results.nbHits)} ${props.carTypeLabel.toLowerCase()}${results.nbHits === 1 ? '' : 's'} in this range, highest price first`
            : failed
              ? 'Cars could not be loaded'
              : 'Loading cars...'}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="price-range-results">
          {results?.hits.map((hit) => (
            <li key={hit.objectID} className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3 rounded-tenant border border-black/10 p-2">
              {hit.thumb ? (
                <Picture source={hit.thumb} layout="icon" images={props.images} alt="" className="h-16 w-24 rounded object-cover" />
              ) : (
                <span className="h-16 w-24 rounded bg-surface" />
              )}
              <span className="grid">
                <a href={`/cars/${hit.slug}`} className="font-medium underline-offset-2 hover:underline">
                  {hit.name}
                </a>
                <span data-testid="range-card-price" className="font-semibold">
                  {hit.price && hit.price > 10 ? formatMoney(hit.price * 100) : props.noPriceText}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
