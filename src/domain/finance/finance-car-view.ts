// The personalised finance page's car in the browser: reading the API's answer and what the page does with it.
// No zod here (the page's script imports this module); the quote request goes back to the server, which checks it.
import type { Vehicle } from '../vehicle/vehicle.ts';
import { validCarId, validVin, type FinancePrefill } from './finance-page.ts';
import type { YouxQuoteRequest } from './youx.ts';

/** `GET /api/finance/car?car_id={id}` answers `{ car: FinanceCar }` (see finance-car.ts). */
export type FinanceCar = {
  id: string;
  slug: string;
  /** The car's page on this site. */
  path: string;
  title: string;
  carType: Vehicle['carType'];
  /** In stock or coming soon: it can be bought, so it is quoted. */
  available: boolean;
  priceCents: number;
  preorder: boolean;
  priceType: string | null;
  imageUrl: string | null;
  vin: string | null;
  dealershipSlug: string | null;
  youx: {
    /** The body to post to /api/youx/quote; null when the car cannot be quoted online. */
    request: YouxQuoteRequest | null;
    /** The feed's own quote, shown as it is. */
    quote: NonNullable<Vehicle['youxQuote']> | null;
  };
};

export const FINANCE_CAR_PATH = '/api/finance/car';

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown) => value === null || text(value);
const objectOrNull = (value: unknown) => value === null || (typeof value === 'object' && !Array.isArray(value));

/**
 * The car from the API's answer, or null when the answer is not one (the page then shows its error state).
 * @example readFinanceCar({ car: { id: '7', slug: 'a', path: '/cars/a', ... } })?.id // '7'
 */
export function readFinanceCar(body: unknown): FinanceCar | null {
  const car = (body as { car?: Record<string, unknown> } | null)?.car;
  if (!car || typeof car !== 'object') return null;
  const youx = car.youx as Record<string, unknown> | undefined;
  const valid =
    text(car.id) &&
    text(car.slug) &&
    /^[a-z0-9][a-z0-9-]*$/.test(car.slug) &&
    car.path === `/cars/${car.slug}` &&
    text(car.title) &&
    (car.carType === 'new' || car.carType === 'demo' || car.carType === 'used') &&
    typeof car.available === 'boolean' &&
    Number.isInteger(car.priceCents) &&
    typeof car.preorder === 'boolean' &&
    textOrNull(car.priceType) &&
    textOrNull(car.imageUrl) &&
    textOrNull(car.vin) &&
    textOrNull(car.dealershipSlug) &&
    !!youx &&
    objectOrNull(youx.request) &&
    objectOrNull(youx.quote);
  return valid ? (car as FinanceCar) : null;
}

/**
 * The form and calculator's start for a car: its price, dealership (one of the tenant's), id, type and VIN.
 * @example financeCarPrefill({ ...car, priceCents: 4_199_000, dealershipSlug: 'harbour-toyota' }, ['harbour-toyota']).amountDollars // 41990
 */
export function financeCarPrefill(car: FinanceCar, dealershipSlugs: readonly string[]): FinancePrefill {
  return {
    dealershipSlug: car.dealershipSlug && dealershipSlugs.includes(car.dealershipSlug) ? car.dealershipSlug : null,
    amountDollars: car.priceCents > 0 ? Math.round(car.priceCents / 100) : null,
    carId: validCarId(car.id),
    carType: car.carType,
    vin: validVin(car.vin),
  };
}
