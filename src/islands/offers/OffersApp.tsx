import type { CardActionSettings } from '#src/domain/search/card-actions.ts';
import { NO_OFFERS_TEXT, NO_OFFERS_TITLE, type OffersState } from '#src/domain/search/catalogue-offers.ts';
import { EMPTY_OFFERS_STATE, OFFERS_PATH, hasOfferFilters, offersUrl } from '#src/domain/search/offers-url.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import type { CardTagSettings } from '#src/domain/vehicle/card-tag.ts';
import { formatNumber } from '#src/domain/money.ts';
import HitCard from '../search/HitCard.tsx';
import Pagination from '../search/Pagination.tsx';
import OffersFilters from './OffersFilters.tsx';
import { useOffersSearch, type OffersAnswer } from './use-offers-search.ts';
import { useOffersUrl } from './use-offers-url.ts';

export type OffersAppProps = {
  initialState: OffersState;
  initialAnswer: OffersAnswer;
  config: SearchConfig;
  dealershipId: number | null;
  offerCategory: string;
  /** Categories present among the offers (the offer category itself left out). */
  categories: string[];
  /** Dollar steps for the min/max price selects. */
  priceSteps: number[];
  tagSettings: CardTagSettings;
  actionSettings: CardActionSettings;
  noPriceText: string;
  siteSlug: string;
  stockTime: string;
};

/**
 * The special offers: first page from the build, then category, price and pages searched in place (21 a page),
 * all kept in the URL; Clear Filters goes back to `/special-offers`.
 */
export default function OffersApp(props: OffersAppProps) {
  const [state, setState] = useOffersUrl(props.initialState);
  const { answer, loading } = useOffersSearch(state, { state: props.initialState, answer: props.initialAnswer }, props);
  const stockNow = new Date(props.stockTime);
  const toPage = (page: number) => {
    setState({ ...state, page });
    document.getElementById('offers-results')?.scrollIntoView();
  };
  const clearFilters = (style: 'btn-outline' | 'btn-primary') => (
    <a
      className={`btn ${style}`}
      href={OFFERS_PATH}
      onClick={(event) => {
        event.preventDefault();
        setState(EMPTY_OFFERS_STATE);
      }}
    >
      Clear Filters
    </a>
  );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <OffersFilters
          state={state}
          categories={props.categories}
          priceSteps={props.priceSteps}
          onChange={(next) => setState({ ...state, ...next, page: 1 })}
        />
        {hasOfferFilters(state) && clearFilters('btn-outline')}
      </div>
      <p role="status" data-testid="offers-count" id="offers-results">
        {formatNumber(answer.nbHits)} {answer.nbHits === 1 ? 'offer' : 'offers'} found
      </p>
      {answer.nbHits === 0 && !loading ? (
        <div className="rounded-tenant bg-surface p-6">
          <h2 className="text-xl font-semibold">{NO_OFFERS_TITLE}</h2>
          <p>{NO_OFFERS_TEXT}</p>
          {hasOfferFilters(state) && <div className="mt-4">{clearFilters('btn-primary')}</div>}
        </div>
      ) : (
        <div role="group" aria-label="Offers">
          <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
            {answer.hits.map((hit, index) => (
              <li key={hit.objectID} className="flex">
                <HitCard hit={hit} index={index} settings={props} stockNow={stockNow} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Pagination page={state.page} pages={answer.nbPages} hrefFor={(page) => offersUrl({ ...state, page })} onPage={toPage} />
    </div>
  );
}
