import { useMemo, useState } from 'react';
import PromoCard from '#src/components/PromoCard.tsx';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { activePromoCards, promoPlacements } from '#src/domain/search/promo-cards.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { resultItems } from '#src/domain/search/result-items.ts';
import type { SearchState } from '#src/domain/search/url-state.ts';
import { mulberry32 } from '#src/domain/random.ts';
import HitCard from './HitCard.tsx';
import Pagination from './Pagination.tsx';
import type { SearchAppProps } from './SearchApp.tsx';

type Props = {
  response: SearchResponse;
  loading: boolean;
  state: SearchState;
  props: SearchAppProps;
  now: Date;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  onClear: () => void;
};

/**
 * The hits grid (sold runs collapsed, promo cards at their positions), its pages, or the no-results card;
 * previous hits stay while loading. `now` is the stock time until the island runs, then the shopper's clock.
 */
export default function SearchResults({ response, loading, state, props, now, hrefFor, onPage, onClear }: Props) {
  const stockNow = new Date(props.stockTime);
  const [openRuns, setOpenRuns] = useState<Record<string, boolean>>({});
  // Car types are new, demo and used: joined, they make a key that changes only when the choice does.
  const carTypesKey = (state.refinements.car_type ?? []).join(',');
  const placements = useMemo(() => {
    const carTypes = carTypesKey ? carTypesKey.split(',') : [];
    return promoPlacements(activePromoCards(props.promoCards, { now, carTypes }), { random: mulberry32(props.promoSeed), groupVariant: props.groupVariant });
    // Recomputed when the clock (the stock time, then the shopper's once hydrated) or the car types change, not on every render.
  }, [props.promoCards, props.promoSeed, props.groupVariant, now, carTypesKey]);
  if (response.nbHits === 0 && !loading) {
    return (
      <div className="rounded-tenant bg-surface p-6">
        <p>{props.noResultsText}</p>
        <a
          className="btn btn-primary mt-4"
          href="/search/new-used-and-demo-cars"
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
        >
          Clear Filters
        </a>
      </div>
    );
  }
  const offset = response.offset ?? response.page * response.hitsPerPage;
  const items = resultItems(response.hits, placements, { offset, total: response.nbHits });
  const card = (hit: SearchHit, index: number) => <HitCard hit={hit} index={index} settings={props} stockNow={stockNow} />;
  const columns = props.config.cardsPerRow === 4 ? 'xl:grid-cols-3 2xl:grid-cols-4' : 'xl:grid-cols-3';
  let shown = 0;
  return (
    <>
      <ul className={`grid gap-4 sm:grid-cols-2 ${columns} ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
        {items.flatMap((item) => {
          if (item.kind === 'promo')
            return [
              <li key={item.key} className="flex">
                <PromoCard promo={item.placement.promo} id={item.key} />
              </li>,
            ];
          if (item.kind === 'car')
            return [
              <li key={item.key} className="flex">
                {card(item.hit, shown++)}
              </li>,
            ];
          const [first, ...rest] = item.hits;
          const open = !!openRuns[item.key];
          const more = `${rest.length} more recently sold ${rest.length === 1 ? 'car' : 'cars'}`;
          return [
            <li key={item.key} className="flex flex-col gap-2" data-testid="sold-run">
              {card(first!, shown++)}
              <button type="button" className="btn btn-outline w-full" aria-expanded={open} onClick={() => setOpenRuns({ ...openRuns, [item.key]: !open })}>
                {open ? `Hide ${more}` : `Show ${more}`}
              </button>
            </li>,
            ...(open
              ? rest.map((hit) => (
                  <li key={hit.objectID} className="flex">
                    {card(hit, shown++)}
                  </li>
                ))
              : []),
          ];
        })}
      </ul>
      <Pagination page={state.page} pages={response.nbPages} hrefFor={hrefFor} onPage={onPage} />
    </>
  );
}
