import type { DeliveryConfig } from '../tenant/schema/delivery.ts';
import { haversineKm, type LatLong } from './distance.ts';
import { lookupPostcode, type PostcodeTable } from './postcode-table.ts';

/** The calculator's texts (spec 1 sections 5 and 8). */
export const DELIVERY_TEXT = {
  placeholder: 'e.g. 4000',
  emptyPostcode: 'Please enter a postcode.',
  noEstimate: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

export type DeliveryEstimate = { priceCents: number; regionName: string; distanceKm: number };

/**
 * The rate for a straight-line distance: the first band that covers it, or null past `maxKm` or the last band.
 * @example deliveryPriceCents(120, { enabled: true, ratesCents: [{ upToKm: 50, cents: 9900 }, { upToKm: 200, cents: 29900 }], maxKm: 200 }) // 29900
 */
export function deliveryPriceCents(distanceKm: number, rates: Pick<DeliveryConfig, 'ratesCents' | 'maxKm'>): number | null {
  if (!(distanceKm >= 0) || distanceKm > rates.maxKm) return null;
  return rates.ratesCents.find((band) => distanceKm <= band.upToKm)?.cents ?? null;
}

/**
 * What the Check button does with the typed postcode: blank asks for one; anything else is looked up and
 * priced, and a postcode the table does not know, or one out of range, gets no estimate.
 * @example checkDelivery('  ', yard, table, rates) // { kind: 'invalid', message: 'Please enter a postcode.' }
 * @example checkDelivery('4000', { lat: -27.47, long: 153.02 }, table, rates) // { kind: 'estimate', estimate: { priceCents: 9900, regionName: 'Brisbane Inner City, QLD', distanceKm: 0 } }
 */
export function checkDelivery(
  input: string,
  from: LatLong,
  table: PostcodeTable,
  rates: Pick<DeliveryConfig, 'ratesCents' | 'maxKm'>,
): { kind: 'invalid'; message: string } | { kind: 'estimate'; estimate: DeliveryEstimate } | { kind: 'none'; message: string } {
  const postcode = input.trim();
  if (postcode === '') return { kind: 'invalid', message: DELIVERY_TEXT.emptyPostcode };
  const place = /^\d{4}$/.test(postcode) ? lookupPostcode(table, postcode) : null;
  if (!place) return { kind: 'none', message: DELIVERY_TEXT.noEstimate };
  const distanceKm = haversineKm(from, place);
  const priceCents = deliveryPriceCents(distanceKm, rates);
  if (priceCents === null) return { kind: 'none', message: DELIVERY_TEXT.noEstimate };
  return { kind: 'estimate', estimate: { priceCents, regionName: place.region, distanceKm: Math.round(distanceKm) } };
}
