import SearchCard from '#src/components/SearchCard.tsx';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { searchHitCardTag } from '#src/domain/search/record.ts';
import type { SearchState } from '#src/domain/search/url-state.ts';
import Pagination from './Pagination.tsx';
import type { SearchAppProps } from './SearchApp.tsx';

type Props = { response: SearchResponse; loading: boolean; state: SearchState; props: SearchAppProps; hrefFor: (page: number) => string; onPage: (page: number) => void; onClear: () => void };

/** The hits grid, its pages, or the no-results card; previous hits stay while loading. */
export default function SearchResults({ response, loading, state, props, hrefFor, onPage, onClear }: Props) {
  const now = new Date(props.stockTime);
  if (response.nbHits === 0 && !loading) {
    return (
      <div className="rounded-tenant bg-surface p-6">
        <p>{props.noResultsText}</p>
        <a className="btn btn-primary mt-4" href="/search/new-used-and-demo-cars" onClick={(event) => { event.preventDefault(); onClear(); }}>Clear Filters</a>
      </div>
    );
  }
  const columns = props.config.cardsPerRow === 4 ? 'xl:grid-cols-3 2xl:grid-cols-4' : 'xl:grid-cols-3';
  return (
    <>
      <ul className={`grid gap-4 sm:grid-cols-2 ${columns} ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
        {response.hits.map((hit, index) => (
          <li key={hit.objectID} className="flex">
            <SearchCard hit={hit} tag={searchHitCardTag(hit, props.tagSettings, now)} noPriceText={props.noPriceText} priority={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={state.page} pages={response.nbPages} hrefFor={hrefFor} onPage={onPage} />
    </>
  );
}
