import { describe, expect, it } from 'vitest';
import type { PromoCard } from '../tenant/schema/content.ts';
import { promoPlacements } from './promo-cards.ts';
import { collapseSoldRuns, resultItems } from './result-items.ts';

const hit = (id: string, status = 'in_stock') => ({ objectID: id, status });
const shape = (items: ReturnType<typeof resultItems>) =>
  items.map((item) =>
    item.kind === 'car' ? item.hit.objectID : item.kind === 'sold-run' ? `[${item.hits.map((h) => h.objectID).join(',')}]` : `promo@${item.placement.position}`,
  );
const promo = (position: number): PromoCard => ({
  id: `p${position}`,
  title: 'Promo',
  lines: [],
  href: '/trade-in',
  cta: 'Go',
  position,
  carTypes: [],
  shuffle: false,
});

describe('collapseSoldRuns', () => {
  it.each([
    ['a run of sold cars becomes one item', ['1', '2s', '3s', '4s', '5'], ['1', '[2s,3s,4s]', '5']],
    ['a single sold car stays a car', ['1', '2s', '3'], ['1', '2s', '3']],
    ['separate runs collapse separately', ['1s', '2s', '3', '4s', '5s'], ['[1s,2s]', '3', '[4s,5s]']],
    ['nothing collapses when every car is sold', ['1s', '2s', '3s'], ['1s', '2s', '3s']],
    ['no cars, no items', [], []],
  ])('%s', (_rule, ids, expected) => {
    const hits = ids.map((id) => hit(id, id.endsWith('s') ? 'sold' : 'in_stock'));
    expect(shape(collapseSoldRuns(hits))).toEqual(expected);
  });
});

describe('resultItems', () => {
  const hits = ['1', '2', '3s', '4s', '5'].map((id) => hit(id, id.endsWith('s') ? 'sold' : 'in_stock'));
  it('inserts promotional cards before the result at their position', () => {
    expect(shape(resultItems(hits, promoPlacements([promo(1)], { random: () => 0, groupVariant: false }), { offset: 0, total: 5 }))).toEqual([
      '1',
      'promo@1',
      '2',
      '[3s,4s]',
      '5',
    ]);
  });
  it('puts a card whose position falls inside a collapsed run after the run', () => {
    expect(shape(resultItems(hits, promoPlacements([promo(3)], { random: () => 0, groupVariant: false }), { offset: 0, total: 5 }))).toEqual([
      '1',
      '2',
      '[3s,4s]',
      'promo@3',
      '5',
    ]);
  });
  it('counts positions over the whole result list', () => {
    const placements = promoPlacements([promo(7), promo(10)], { random: () => 0, groupVariant: false });
    expect(shape(resultItems(hits, placements, { offset: 5, total: 10 }))).toEqual(['1', '2', 'promo@7', '[3s,4s]', '5', 'promo@10']);
  });
});
