// The shopper's watchlist as the garage shows it (issue 24): each saved car's live status, and its price now against
// its price when saved. Pure: the server passes in the car as the current stock has it.

/** What the garage says about a car now. `gone`: no longer in the dealer's stock at all. */
export type LiveStatus = 'in-stock' | 'coming-soon' | 'reserved' | 'sold' | 'unavailable' | 'gone';

export const LIVE_STATUS_LABELS: Record<LiveStatus, string> = {
  'in-stock': 'In stock',
  'coming-soon': 'Coming soon',
  reserved: 'Reserved',
  sold: 'Sold',
  unavailable: 'No longer available',
  gone: 'No longer listed',
};

/** A car as the stock has it: feed status, the reserved flag and its price. */
export type StockState = { status: string; reserved: boolean; priceCents: number };

/**
 * @example liveStatus({ status: 'in_stock', reserved: true, priceCents: 2_999_000 }) // 'reserved'
 * @example liveStatus(undefined) // 'gone'
 */
export function liveStatus(car: StockState | undefined): LiveStatus {
  if (!car) return 'gone';
  if (car.status === 'sold') return 'sold';
  if (car.reserved) return 'reserved';
  if (car.status === 'in_stock') return 'in-stock';
  if (car.status === 'coming_soon') return 'coming-soon';
  return 'unavailable';
}

/** A price counts only above $10 (spec 2 section 5: a lower price is not shown). */
const shownPrice = (cents: number | null | undefined): number | null => (typeof cents === 'number' && cents > 1_000 ? cents : null);

export type PriceChange =
  | { kind: 'drop'; fromCents: number; toCents: number; differenceCents: number }
  | { kind: 'rise'; fromCents: number; toCents: number; differenceCents: number }
  | { kind: 'same' | 'unknown' };

/**
 * The price now against the price when saved; 'unknown' when either is not a shown price.
 * @example priceChange(3_199_000, 2_999_000) // { kind: 'drop', fromCents: 3199000, toCents: 2999000, differenceCents: 200000 }
 */
export function priceChange(savedCents: number | null | undefined, nowCents: number | null | undefined): PriceChange {
  const from = shownPrice(savedCents);
  const to = shownPrice(nowCents);
  if (from === null || to === null) return { kind: 'unknown' };
  if (to < from) return { kind: 'drop', fromCents: from, toCents: to, differenceCents: from - to };
  if (to > from) return { kind: 'rise', fromCents: from, toCents: to, differenceCents: to - from };
  return { kind: 'same' };
}

/** Cars one watchlist holds at most (a shopper's list, not a catalogue). */
export const WATCHLIST_MAX = 200;
/** Saved searches one shopper keeps at most. */
export const SAVED_SEARCHES_MAX = 30;
