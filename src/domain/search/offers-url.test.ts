import { describe, expect, it } from 'vitest';
import type { OffersState } from './catalogue-offers.ts';
import { EMPTY_OFFERS_STATE, hasOfferFilters, offersUrl, parseOffersUrl } from './offers-url.ts';

const state = (patch: Partial<OffersState>): OffersState => ({ ...EMPTY_OFFERS_STATE, ...patch });

describe('the special-offers URL keeps the filters and the page (spec 1 section 2)', () => {
  it.each([
    [{}, '/special-offers'],
    [{ page: 1 }, '/special-offers'],
    [{ page: 2 }, '/special-offers?page=2'],
    [{ categories: ['Motorcycle', 'Caravan'] }, '/special-offers?categories=Caravan,Motorcycle'],
    [{ categories: ['Ex-Demo, Low km'] }, '/special-offers?categories=Ex-Demo%2C%20Low%20km'],
    [{ price: { min: 20000, max: null } }, '/special-offers?price=20000-'],
    [{ price: { min: null, max: 40000 } }, '/special-offers?price=-40000'],
    [
      { query: ' jayco ', categories: ['Caravan'], price: { min: 10000, max: 50000 }, page: 3 },
      '/special-offers?query=jayco&categories=Caravan&price=10000-50000&page=3',
    ],
  ] as const)('%j -> %s', (patch, url) => {
    const offers = state(patch as Partial<OffersState>);
    expect(offersUrl(offers)).toBe(url);
    expect(parseOffersUrl(url.slice('/special-offers'.length))).toEqual({ ...offers, query: offers.query.trim(), categories: [...offers.categories].sort() });
  });

  it.each([
    ['?page=abc', EMPTY_OFFERS_STATE],
    ['?page=0', EMPTY_OFFERS_STATE],
    ['?price=cheap&categories=', EMPTY_OFFERS_STATE],
    ['?utm_source=mail&page=2', state({ page: 2 })],
    ['?categories=Caravan,Caravan', state({ categories: ['Caravan'] })],
  ])('reads %s, leaving out what it cannot read', (search, expected) => expect(parseOffersUrl(search)).toEqual(expected));

  it('knows when there is something for Clear Filters to clear', () => {
    expect(hasOfferFilters(EMPTY_OFFERS_STATE)).toBe(false);
    expect(hasOfferFilters(state({ page: 2 }))).toBe(true);
    expect(hasOfferFilters(state({ categories: ['Caravan'] }))).toBe(true);
  });
});
