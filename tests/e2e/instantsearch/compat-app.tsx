// A dealer developer's React InstantSearch page over a tenant's own search index, as src/domain/search/README.md shows it: the
// embedded client (or the algoliasearch lite client over the embedded requester, the hosted-Algolia path) with
// Algolia's stock widgets. Bundled by tests/e2e/instantsearch-compat.spec.ts and served on the tenant's host.
import { liteClient } from 'algoliasearch/lite';
import { createRoot } from 'react-dom/client';
import { Configure, Highlight, Hits, InstantSearch, Pagination, RangeInput, RefinementList, SearchBox, SortBy, Stats } from 'react-instantsearch';
import { deserializeIndex } from '#src/domain/search/index/serialize.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { createEmbeddedSearchClient } from '#src/search-clients/embedded-client.ts';
import { createEmbeddedRequester } from '#src/search-clients/embedded-requester.ts';

/** What the test page passes in (a JSON script element). */
export type CompatConfig = {
  client: 'embedded' | 'hosted';
  indexName: string;
  /** The tenant's base filter (visibility), as a dealer's page would configure it. */
  filters: string;
  sortItems: { label: string; value: string }[];
  hitsPerPage: number;
};

const config = JSON.parse(document.getElementById('compat-config')!.textContent!) as CompatConfig;

async function searchClient() {
  const loadIndex = () => fetch('/search-index.json').then((response) => response.json());
  if (config.client === 'embedded') return createEmbeddedSearchClient({ loadIndex });
  const index = deserializeIndex(await loadIndex());
  return liteClient('DEALERAPP', 'search-only-key', { requester: createEmbeddedRequester({ indexes: [index] }) });
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article data-object-id={hit.objectID} data-price={hit.price}>
      <h3>
        <Highlight attribute="make" hit={hit as never} /> <Highlight attribute="model" hit={hit as never} />
      </h3>
    </article>
  );
}

const facet = (label: string, attribute: string, operator: 'and' | 'or') => (
  <section aria-label={label} data-attribute={attribute}>
    <h2>{label}</h2>
    <RefinementList attribute={attribute} operator={operator} limit={1000} sortBy={['name:asc']} />
  </section>
);

function App({ client }: { client: Awaited<ReturnType<typeof searchClient>> }) {
  return (
    <InstantSearch searchClient={client as never} indexName={config.indexName}>
      <Configure filters={config.filters} hitsPerPage={config.hitsPerPage} attributesToHighlight={['make', 'model']} />
      <SearchBox placeholder="Search stock" />
      <Stats />
      <SortBy items={config.sortItems} />
      {facet('Car type', 'car_type', 'and')}
      {facet('Make', 'make', 'or')}
      {facet('Body', 'simple_body', 'or')}
      <section aria-label="Price">
        <h2>Price</h2>
        <RangeInput attribute="price" />
      </section>
      <Hits hitComponent={Hit} />
      <Pagination />
      <output data-testid="ready" />
    </InstantSearch>
  );
}

void searchClient().then((client) => createRoot(document.getElementById('app')!).render(<App client={client} />));
