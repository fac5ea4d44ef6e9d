import { useEffect, useRef, useState } from 'react';
import type { OffersState } from '#src/domain/search/catalogue-offers.ts';
import type { SearchConfig } from '#src/domain/tenant/schema/search.ts';
import { createSearchClient } from '#src/search-clients/create-search-client.ts';
import { createOffersSearch, type SmallSearchAnswer } from '#src/search-clients/small-searches.ts';

export type OffersAnswer = Pick<SmallSearchAnswer, 'hits' | 'nbHits' | 'page' | 'nbPages'>;
type Options = { config: SearchConfig; dealershipId: number | null; offerCategory: string; stockTime: string };

async function loadIndex() {
  const response = await fetch('/search-index.json');
  if (!response.ok) throw new Error(`search index answered ${response.status}`);
  return response.json();
}

/**
 * The offers search for a state: the build's answer until the state changes, then the client's (its own small
 * cache); a failed search keeps the previous offers. Only the latest search's answer is shown.
 */
export function useOffersSearch(state: OffersState, initial: { state: OffersState; answer: OffersAnswer }, options: Options) {
  const [answer, setAnswer] = useState(initial.answer);
  const [loading, setLoading] = useState(false);
  const search = useRef<ReturnType<typeof createOffersSearch> | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    if (JSON.stringify(state) === JSON.stringify(initial.state) && latest.current === 0) return;
    if (!search.current) {
      const { client, indexName } = createSearchClient(options.config, { loadIndex, now: () => new Date(options.stockTime) });
      search.current = createOffersSearch(client, indexName, options.dealershipId, options.offerCategory);
    }
    const ticket = ++latest.current;
    setLoading(true);
    search.current(state).then(
      (next) => ticket === latest.current && (setAnswer(next), setLoading(false)),
      (error: unknown) => {
        console.warn('offers search failed; showing the previous offers', error);
        if (ticket === latest.current) setLoading(false);
      },
    );
  }, [JSON.stringify(state)]);
  return { answer, loading };
}
