import { describe, expect, it } from 'vitest';
import type { PromoCard } from '../tenant/schema/content.ts';
import { activePromoCards, australianDate, placementsOnPage, promoPlacements } from './promo-cards.ts';

const card = (patch: Partial<PromoCard>): PromoCard => ({
  id: 'we-want-your-car',
  title: 'We Want Your Car!',
  lines: [],
  href: '/trade-in',
  cta: 'Get Your Valuation',
  position: 30,
  carTypes: [],
  shuffle: false,
  ...patch,
});
const eofySale = card({ id: 'eofy', start: '2026-06-01', expiry: '2026-06-30', position: 8 });
const usedOnly = card({ id: 'used-only', carTypes: ['used'] });

describe('activePromoCards', () => {
  it.each([
    ['the day before the start (Australian time)', '2026-05-31T13:59:59Z', false],
    ['the start date, from midnight in Brisbane', '2026-05-31T14:00:00Z', true],
    ['between the dates', '2026-06-15T00:00:00Z', true],
    ['the last minute of the expiry date', '2026-06-30T13:59:59Z', true],
    ['the day after expiry', '2026-06-30T14:00:00Z', false],
  ])('a dated card on %s: shown %s', (_when, now, shown) => {
    expect(activePromoCards([eofySale], { now: new Date(now), carTypes: [] })).toEqual(shown ? [eofySale] : []);
  });

  it.each([
    [[], true],
    [['used'], true],
    [['new', 'demo'], false],
    [['demo', 'used'], true],
  ])('a used-car card on a search for car types %j: shown %s', (carTypes, shown) => {
    expect(activePromoCards([usedOnly], { now: new Date(), carTypes }).length).toBe(shown ? 1 : 0);
  });

  it('reads dates in eastern Australia', () => {
    expect(australianDate(new Date('2026-06-30T15:00:00Z'))).toBe('2026-07-01');
  });
});

describe('promoPlacements', () => {
  it('orders cards by position and expands position lists', () => {
    const placements = promoPlacements([card({ id: 'a', position: [30, 5] }), card({ id: 'b', position: 12 })], { random: () => 0, groupVariant: false });
    expect(placements.map((p) => [p.promo.id, p.position])).toEqual([
      ['a', 5],
      ['b', 12],
      ['a', 30],
    ]);
  });

  it('shuffles only the cards flagged shuffle, among their own positions', () => {
    const cards = [card({ id: 'fixed', position: 1 }), card({ id: 'x', position: 10, shuffle: true }), card({ id: 'y', position: 20, shuffle: true })];
    const swapped = promoPlacements(cards, { random: () => 0, groupVariant: false });
    expect(swapped.map((p) => [p.promo.id, p.position])).toEqual([
      ['fixed', 1],
      ['y', 10],
      ['x', 20],
    ]);
    const kept = promoPlacements(cards, { random: () => 0.99, groupVariant: false });
    expect(kept.map((p) => [p.promo.id, p.position])).toEqual([
      ['fixed', 1],
      ['x', 10],
      ['y', 20],
    ]);
  });

  it.each([
    [0, 3],
    [0.5, 4],
    [0.999, 5],
  ])('the group variant moves every card by 3 to 5 (random %d: +%d)', (random, offset) => {
    const [placement] = promoPlacements([card({ position: 30 })], { random: () => random, groupVariant: true });
    expect(placement!.position).toBe(30 + offset);
  });
});

describe('placementsOnPage', () => {
  const placements = promoPlacements([card({ position: 30 }), card({ id: 'first', position: 0 })], { random: () => 0, groupVariant: false });
  it('puts a card on the page holding its position, at its index on that page', () => {
    expect(placementsOnPage(placements, { offset: 0, count: 21, total: 60 }).map((p) => [p.promo.id, p.pageIndex])).toEqual([['first', 0]]);
    expect(placementsOnPage(placements, { offset: 21, count: 21, total: 60 }).map((p) => [p.promo.id, p.pageIndex])).toEqual([['we-want-your-car', 9]]);
  });
  it('places a card just past the last result at the end, and none past that', () => {
    expect(placementsOnPage(placements, { offset: 21, count: 9, total: 30 }).map((p) => p.pageIndex)).toEqual([9]);
    expect(placementsOnPage(placements, { offset: 0, count: 12, total: 12 }).map((p) => p.promo.id)).toEqual(['first']);
  });
});
