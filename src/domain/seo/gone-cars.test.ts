import { describe, expect, it } from 'vitest';
import { usedMazdaInStock } from '../vehicle/fixtures.test-support.ts';
import { carRef, hasCarPage, nextGoneList, type GoneCar } from './gone-cars.ts';

const now = new Date('2026-11-20T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const policy = { soldPageDays: 30, goneDays: 365 };

describe('sold-car policy: which cars keep a page', () => {
  it('keeps cars in stock, coming soon and sold within the window; drops hidden cars and sales older than the window', () => {
    expect(hasCarPage(usedMazdaInStock(), now, 30)).toBe(true);
    expect(hasCarPage(usedMazdaInStock({ status: 'coming_soon' }), now, 30)).toBe(true);
    expect(hasCarPage(usedMazdaInStock({ status: 'sold', soldAt: daysAgo(29) }), now, 30)).toBe(true);
    expect(hasCarPage(usedMazdaInStock({ status: 'sold', soldAt: daysAgo(30) }), now, 30)).toBe(false);
    expect(hasCarPage(usedMazdaInStock({ status: 'sold', soldAt: null, updatedAt: daysAgo(40) }), now, 30)).toBe(false);
    expect(hasCarPage(usedMazdaInStock({ showOnDealerWebsite: false }), now, 30)).toBe(false);
  });

  it('keeps the page of a sold car with no date at all: there is no day to count from', () => {
    expect(hasCarPage(usedMazdaInStock({ status: 'sold', soldAt: null, updatedAt: null }), now, 30)).toBe(true);
  });
});

describe('sold-car policy: the gone list', () => {
  const mazda = usedMazdaInStock();
  const ranger = usedMazdaInStock({ id: '7', slug: '2020-ford-ranger-xlt-t7', make: 'Ford', model: 'Ranger', simpleBody: 'Ute' });

  it('lists a car the last build had a page for and this feed no longer has, as removed now', () => {
    const gone = nextGoneList({ previousCars: [carRef(mazda), carRef(ranger)], previousGone: [], vehicles: [ranger], now, policy });
    expect(gone).toEqual([{ ...carRef(mazda), reason: 'removed', goneAt: now.toISOString() }]);
    expect(gone[0]!.title).toBe('2019 Mazda CX-5 Maxx Sport KF');
  });

  it('lists a car sold longer ago than the window, gone from the day its window ended', () => {
    const sold = usedMazdaInStock({ status: 'sold', soldAt: daysAgo(45) });
    expect(nextGoneList({ previousCars: [], previousGone: [], vehicles: [sold], now, policy })).toEqual([
      { ...carRef(sold), reason: 'sold', goneAt: daysAgo(15) },
    ]);
  });

  it('lists a car the dealer stopped showing on the website', () => {
    const hidden = usedMazdaInStock({ showOnDealerWebsite: false });
    expect(nextGoneList({ previousCars: [carRef(mazda)], previousGone: [], vehicles: [hidden], now, policy }).map((car) => car.reason)).toEqual(['removed']);
  });

  it('keeps earlier entries for goneDays, drops them after, and drops a car that is back on the site', () => {
    const entry = (slug: string, goneAt: string): GoneCar => ({ ...carRef(mazda), slug, reason: 'removed', goneAt });
    const previousGone = [entry('kept', daysAgo(365)), entry('expired', daysAgo(366)), entry(mazda.slug, daysAgo(3))];
    expect(nextGoneList({ previousCars: [], previousGone, vehicles: [mazda], now, policy }).map((car) => car.slug)).toEqual(['kept']);
  });

  it('never lists a car that has a page, nor a sold car that went past goneDays before anyone saw it', () => {
    const recent = usedMazdaInStock({ status: 'sold', soldAt: daysAgo(2) });
    const ancient = usedMazdaInStock({ id: '9', slug: 'ancient', status: 'sold', soldAt: daysAgo(500) });
    expect(nextGoneList({ previousCars: [carRef(recent)], previousGone: [], vehicles: [recent, ancient], now, policy })).toEqual([]);
  });
});
