import { useEffect, useState } from 'react';
import type { OffersState } from '#src/domain/search/catalogue-offers.ts';
import { offersUrl, parseOffersUrl } from '#src/domain/search/offers-url.ts';

const same = (a: OffersState, b: OffersState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The offers state, kept in the URL (spec 1 section 2): read from the query string once the island runs (the page
 * is built for the bare path), pushed on every change, restored on back and forward.
 */
export function useOffersUrl(initial: OffersState): [OffersState, (next: OffersState) => void] {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const fromUrl = parseOffersUrl(location.search);
    if (!same(fromUrl, initial)) setState(fromUrl);
    const onPopState = () => setState(parseOffersUrl(location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const change = (next: OffersState) => {
    setState(next);
    const url = offersUrl(next);
    if (`${location.pathname}${location.search}` !== url) history.pushState(null, '', url);
  };
  return [state, change];
}
