// What a page of results shows, in order: cars, runs of sold cars collapsed into one (spec 1 section 4:
// "consecutive sold cars are collapsed into one unless all are sold"), and promotional cards at their positions.
import { placementsOnPage, type PromoPlacement } from './promo-cards.ts';

type Hit = { objectID: string; status?: string | undefined };

export type ResultItem<H extends Hit> =
  | { kind: 'car'; key: string; hit: H }
  /** Two or more sold cars in a row: the first is shown, the others on request. */
  | { kind: 'sold-run'; key: string; hits: H[] }
  | { kind: 'promo'; key: string; placement: PromoPlacement };

/**
 * Groups a page's hits: each run of two or more consecutive sold cars becomes one item, unless every hit is sold
 * (then each stays on its own, so a search for sold cars still lists them).
 * @example collapseSoldRuns([sold1, sold2, car]).map((item) => item.kind) // ['sold-run', 'car']
 */
export function collapseSoldRuns<H extends Hit>(hits: readonly H[]): Array<Exclude<ResultItem<H>, { kind: 'promo' }> & { index: number }> {
  const allSold = hits.length > 0 && hits.every((hit) => hit.status === 'sold');
  const items: Array<Exclude<ResultItem<H>, { kind: 'promo' }> & { index: number }> = [];
  for (let index = 0; index < hits.length; index++) {
    const hit = hits[index]!;
    const previous = items.at(-1);
    const extendsRun =
      !allSold &&
      hit.status === 'sold' &&
      previous &&
      previous.index + (previous.kind === 'sold-run' ? previous.hits.length : 1) === index &&
      (previous.kind === 'sold-run' || previous.hit.status === 'sold');
    if (extendsRun && previous.kind === 'sold-run') previous.hits.push(hit);
    else if (extendsRun && previous.kind === 'car')
      items[items.length - 1] = { kind: 'sold-run', key: `sold-${previous.hit.objectID}`, hits: [previous.hit, hit], index: previous.index };
    else items.push({ kind: 'car', key: hit.objectID, hit, index });
  }
  return items;
}

/**
 * A page's items: sold runs collapsed, then each promotional card placed before the first item at or after its
 * position (positions count results of the whole list; `offset` is the page's first result).
 * @example resultItems(hits, placements, { offset: 21, total: 60 }).filter((item) => item.kind === 'promo').length
 */
export function resultItems<H extends Hit>(
  hits: readonly H[],
  placements: readonly PromoPlacement[],
  page: { offset: number; total: number },
): ResultItem<H>[] {
  const cars = collapseSoldRuns(hits);
  const promos = placementsOnPage(placements, { offset: page.offset, count: hits.length, total: page.total });
  const items: ResultItem<H>[] = [];
  let next = 0;
  for (const { index, ...item } of cars) {
    const end = index + (item.kind === 'sold-run' ? item.hits.length : 1);
    // A card whose position falls inside a collapsed run goes after the run.
    while (next < promos.length && promos[next]!.pageIndex <= index) items.push(promoItem(promos[next++]!));
    items.push(item);
    while (next < promos.length && promos[next]!.pageIndex < end && promos[next]!.pageIndex > index) items.push(promoItem(promos[next++]!));
  }
  while (next < promos.length) items.push(promoItem(promos[next++]!));
  return items;
}

const promoItem = (placement: PromoPlacement): ResultItem<never> => ({ kind: 'promo', key: placement.key, placement });
