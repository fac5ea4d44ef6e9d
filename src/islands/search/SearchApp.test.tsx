import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { searchAnswer } from '#src/domain/search/fixtures.test-support.ts';
import { toSearchRecord, type SearchHit } from '#src/domain/search/record.ts';
import { parseSearchUrl, type SearchVocabulary } from '#src/domain/search/url-state.ts';
import { usedMazdaInStock } from '#src/domain/vehicle/fixtures.test-support.ts';
import { acmeMotors } from '#tests/fixtures/acme-motors.ts';
import SearchApp, { type SearchAppProps } from './SearchApp.tsx';

// The search client the island makes, replaced by one whose answers each test gives: never the network.
const search = vi.hoisted(() => vi.fn());
vi.mock('#src/search-clients/create-search-client.ts', () => ({
  createSearchClient: () => ({ client: { search, searchForHits: search }, indexName: 'cars' }),
}));

const tenant = acmeMotors();
const mazda = toSearchRecord(usedMazdaInStock());
const car = (id: string, make: string, model: string, badge: string) =>
  toSearchRecord(usedMazdaInStock({ id, slug: `2021-${make}-${model}-${id}`.toLowerCase(), make, model, badge, year: 2021 }));
const corolla = car('102', 'Toyota', 'Corolla', 'Ascent');
const hilux = car('103', 'Toyota', 'HiLux', 'SR5');
const ranger = car('104', 'Ford', 'Ranger', 'XLT');
const title = (hit: SearchHit) => [hit.year, hit.make, hit.model, hit.badge].join(' ');

/** A search answer the test settles when it wants, to see the island while it waits. */
function pending() {
  let settle!: { resolve: (hits: SearchHit[]) => void; reject: (error: Error) => void };
  const promise = new Promise<{ results: SearchResponse[] }>((resolve, reject) => {
    settle = { resolve: (hits) => resolve({ results: [searchAnswer(hits)] }), reject };
  });
  search.mockReturnValueOnce(promise);
  return settle;
}

const SEARCH_PATH = '/search/new-used-and-demo-cars';
const vocabulary: SearchVocabulary = { makes: { mazda: 'Mazda', toyota: 'Toyota', ford: 'Ford' }, models: {}, bodies: {} };

function renderSearch(hits: SearchHit[]) {
  const config = tenant.search;
  const props: SearchAppProps = {
    initialState: parseSearchUrl(SEARCH_PATH, '', vocabulary, config.defaultSort, config.sortOptions)!,
    initialResponse: searchAnswer(hits),
    config,
    vocabulary,
    rangeStats: {},
    locationNames: {},
    tagSettings: { fuelLabels: false, certifiedBadge: false, justArrivedDays: 0, justArrivedLabel: 'JUST ARRIVED', soldLabel: 'JUST SOLD' },
    actionSettings: { favourites: false, compare: false, checkout: tenant.features.checkout },
    siteSlug: tenant.slug,
    promoCards: [],
    groupVariant: false,
    promoSeed: 1,
    stockTime: '2026-11-20T00:00:00Z',
    noPriceText: tenant.texts.noPrice,
    noResultsText: tenant.texts.noResults,
    certifiedOnly: false,
  };
  render(<SearchApp {...props} />);
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
/** Types over the search box's text and presses Enter, in one go (no pause for the box's 300 ms debounce to fire). */
function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search stock' });
  return user.type(box, `${text}{Enter}`, { initialSelectionStart: 0, initialSelectionEnd: box.value.length });
}

describe('the search island', () => {
  beforeEach(() => {
    history.replaceState(null, '', SEARCH_PATH);
    // The page's analytics beacon and scroll to the top, which jsdom lacks.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    search.mockReset();
  });

  it("shows the server's results, keeps them dimmed while a search runs, then shows its results and puts it in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([mazda, corolla]);
    expect(cardTitles()).toEqual([title(mazda), title(corolla)]);
    expect(screen.getByRole('status').textContent).toBe('2 cars found');

    const answer = pending();
    await searchFor(user, 'hilux');

    expect(screen.getByRole('list', { busy: true })).toBeTruthy();
    expect(cardTitles()).toEqual([title(mazda), title(corolla)]);
    expect(search.mock.calls[0]![0].requests[0]).toMatchObject({ query: 'hilux' });
    expect(location.search).toBe('?query=hilux');

    await act(async () => answer.resolve([hilux]));
    expect(cardTitles()).toEqual([title(hilux)]);
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 car found');
  });

  it('keeps the previous results on screen when a search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderSearch([mazda, corolla]);

    const answer = pending();
    await searchFor(user, 'hilux');
    await act(async () => answer.reject(new Error('network down')));

    expect(cardTitles()).toEqual([title(mazda), title(corolla)]);
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 cars found');
    expect(warn).toHaveBeenCalledWith('search failed', expect.any(Error));
  });

  it('shows the latest search when an earlier one answers after it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([mazda]);
    const slow = pending();
    const fast = pending();

    await searchFor(user, 'toyota');
    await searchFor(user, 'ford');
    await act(async () => fast.resolve([ranger]));
    await act(async () => slow.resolve([corolla, hilux]));

    expect(cardTitles()).toEqual([title(ranger)]);
    expect(screen.queryByRole('list', { busy: true })).toBeNull();
  });

  it('answers a search asked for again from what it has already shown, without asking the client', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([mazda]);
    const first = pending();
    await searchFor(user, 'hilux');
    await act(async () => first.resolve([hilux]));
    const second = pending();
    await searchFor(user, 'ranger');
    await act(async () => second.resolve([ranger]));

    await searchFor(user, 'hilux');

    expect(cardTitles()).toEqual([title(hilux)]);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("goes back to the previous search with the browser's Back, and a search after that is a new page of history", async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([mazda]);
    const first = pending();
    await searchFor(user, 'hilux');
    await act(async () => first.resolve([hilux]));
    const second = pending();
    await searchFor(user, 'ranger');
    await act(async () => second.resolve([ranger]));

    await act(async () => {
      history.back();
      await new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    });

    expect(location.search).toBe('?query=hilux');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search stock' }).value).toBe('hilux');
    expect(cardTitles()).toEqual([title(hilux)]);
    const third = pending();
    await searchFor(user, 'corolla');
    await act(async () => third.resolve([corolla]));
    expect(location.search).toBe('?query=corolla');
    expect(cardTitles()).toEqual([title(corolla)]);
  });

  it('says so when nothing matches, and Clear Filters searches the whole stock again', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch([mazda]);
    const none = pending();
    await searchFor(user, 'lamborghini');
    await act(async () => none.resolve([]));
    expect(screen.getByText(tenant.texts.noResults)).toBeTruthy();
    expect(cardTitles()).toEqual([]);

    const all = pending();
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await act(async () => all.resolve([mazda, corolla]));

    await waitFor(() => expect(cardTitles()).toEqual([title(mazda), title(corolla)]));
    expect(search.mock.calls[1]![0].requests[0]).toMatchObject({ query: '' });
    expect(location.pathname + location.search).toBe(SEARCH_PATH);
  });
});
