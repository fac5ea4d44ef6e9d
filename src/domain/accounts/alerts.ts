// Price and stock alerts (issue 24, beyond the spec): when a published stock change lowers the price of a watched
// car, sells or reserves it, or adds a car matching a saved search, the shopper gets one message a day at most per
// site, by SMS or e-mail as they chose. These rules decide what to tell; the server sends.
import { formatMoney } from '../money.ts';
import type { LiveStatus } from './watchlist.ts';

export type AlertItem =
  | { kind: 'price-drop'; carId: string; title: string; path: string; fromCents: number; toCents: number }
  | { kind: 'sold' | 'reserved'; carId: string; title: string; path: string }
  | { kind: 'new-matches'; searchId: string; label: string; path: string; carIds: string[] };

/** A watched car: what the shopper last knew, and the car now (undefined when it left the stock). */
export type WatchedCar = {
  carId: string;
  knownPriceCents: number | null;
  knownStatus: LiveStatus;
  now: { title: string; path: string; priceCents: number; status: LiveStatus } | undefined;
};

/**
 * What changed for one watched car since the shopper last knew: a lower price (above $10 both times), or the car
 * sold or reserved. A car that left the stock, a dearer car or one back in stock is not worth a message.
 * @example watchedCarAlert({ carId: '7', knownPriceCents: 3_000_000, knownStatus: 'in-stock', now: { title: 'x', path: '/cars/x', priceCents: 2_800_000, status: 'in-stock' } })
 *   // { kind: 'price-drop', carId: '7', ..., fromCents: 3000000, toCents: 2800000 }
 */
export function watchedCarAlert(car: WatchedCar): AlertItem | null {
  const { now } = car;
  if (!now) return null;
  const base = { carId: car.carId, title: now.title, path: now.path };
  if (now.status === 'sold' && car.knownStatus !== 'sold') return { ...base, kind: 'sold' };
  if (now.status === 'reserved' && car.knownStatus !== 'reserved' && car.knownStatus !== 'sold') return { ...base, kind: 'reserved' };
  if (now.status === 'sold') return null;
  const known = car.knownPriceCents;
  if (known !== null && known > 1_000 && now.priceCents > 1_000 && now.priceCents < known) {
    return { ...base, kind: 'price-drop', fromCents: known, toCents: now.priceCents };
  }
  return null;
}

/**
 * Cars matching a saved search now that did not before.
 * @example newMatches(['1', '2'], ['2', '3', '4']) // ['3', '4']
 */
export function newMatches(knownIds: readonly string[], matchingIds: readonly string[]): string[] {
  const known = new Set(knownIds);
  return matchingIds.filter((id) => !known.has(id));
}

/** One line per change, the way both the text and the e-mail list them. */
export function alertLine(item: AlertItem): string {
  switch (item.kind) {
    case 'price-drop':
      return `${item.title} is now ${formatMoney(item.toCents)} (was ${formatMoney(item.fromCents)}).`;
    case 'sold':
      return `${item.title} has sold.`;
    case 'reserved':
      return `${item.title} has been reserved.`;
    case 'new-matches':
      return `${item.carIds.length} new ${item.carIds.length === 1 ? 'car matches' : 'cars match'} your search "${item.label}".`;
  }
}

/** Lines in an SMS at most; the rest is counted (an SMS stays short). */
const SMS_LINES = 3;

export type AlertMessage = { subject: string; text: string; sms: string };

/**
 * The day's message for one shopper: the changes, a link to their garage and the unsubscribe link (Spam Act 2003:
 * every commercial message says who sent it and how to stop them).
 * @example alertMessage('Harbour Toyota', [drop], { garageUrl, unsubscribeUrl }).sms
 *   // 'Harbour Toyota: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990). See your garage: ... Stop alerts: ...'
 */
export function alertMessage(siteName: string, items: readonly AlertItem[], links: { garageUrl: string; unsubscribeUrl: string }): AlertMessage {
  const lines = items.map(alertLine);
  const shown = lines.slice(0, SMS_LINES);
  const more = lines.length - shown.length;
  const sms = `${siteName}: ${shown.join(' ')}${more > 0 ? ` And ${more} more.` : ''} See your garage: ${links.garageUrl} Stop alerts: ${links.unsubscribeUrl}`;
  const subject = items.length === 1 ? `${siteName}: ${lines[0]}` : `${siteName}: ${items.length} updates on cars you are watching`;
  const text = [
    `Updates from ${siteName} on the cars and searches you are watching:`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    `See them in your garage: ${links.garageUrl}`,
    '',
    `You get at most one of these a day. To stop them: ${links.unsubscribeUrl}`,
  ].join('\n');
  return { subject, text, sms };
}

/**
 * At most one alert a day per shopper and site: a shopper last alerted on `lastAlertDay` (a day in eastern Australia,
 * `YYYY-MM-DD`; null when never) may be alerted on `today` only if that was an earlier day. Changes on a day already
 * alerted wait, untold, for the next day's alert.
 * @example mayAlertOn('2026-11-25', null) // true
 * @example mayAlertOn('2026-11-25', '2026-11-25') // false
 * @example mayAlertOn('2026-11-26', '2026-11-25') // true
 */
export function mayAlertOn(today: string, lastAlertDay: string | null): boolean {
  return lastAlertDay === null || lastAlertDay < today;
}
