// What a shopper is told about reserving a car: the deposit (the car's own payment-processor amount, else the
// tenant's default, $200 by default; a $0 or missing amount is left out), the 48-hour hold, the refund, and the
// money-back guarantee some dealers give on their used cars (spec 1 section 9, spec 2 section 9).
import { formatMoney } from '../money.ts';
import type { Features } from '../tenant/schema/features.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';
import { reserveDepositCents } from '../vehicle/sidebar-buttons.ts';

export type CheckoutSettings = Pick<Features['checkout'], 'defaultDepositCents' | 'holdHours' | 'moneyBackGuarantee'>;

export type ReserveTerms = {
  /** null: no deposit is asked (the car is held without one). */
  depositCents: number | null;
  holdHours: number;
  /** The lines the checkout page and the confirmation e-mail show, in order. */
  lines: string[];
  /** Hours of the money-back guarantee on this car, when it has one. */
  guaranteeHours: number | null;
};

/**
 * The guarantee a car carries: the tenant's money-back guarantee when the car's type and dealership are covered.
 * @example guaranteeHours({ carType: 'used', dealershipSlug: 'bayside-used-cars' }, { hours: 48, carTypes: ['used'], dealershipSlugs: ['bayside-used-cars'] }) // 48
 */
export function guaranteeHours(vehicle: Pick<Vehicle, 'carType' | 'dealershipSlug'>, guarantee: CheckoutSettings['moneyBackGuarantee']): number | null {
  if (!guarantee || !guarantee.carTypes.includes(vehicle.carType)) return null;
  if (guarantee.dealershipSlugs.length > 0 && !guarantee.dealershipSlugs.includes(vehicle.dealershipSlug ?? '')) return null;
  return guarantee.hours;
}

/**
 * The terms of reserving one car; the amount is always worked out here (on the server too), never taken from a browser.
 * @example reserveTerms({ reserveDepositCents: null, carType: 'new', dealershipSlug: null }, { defaultDepositCents: 20_000, holdHours: 48, moneyBackGuarantee: null }).lines
 *   // ['$200 deposit, 100% refundable', 'We hold the car for you for 48 hours', ...]
 */
export function reserveTerms(vehicle: Pick<Vehicle, 'reserveDepositCents' | 'carType' | 'dealershipSlug'>, settings: CheckoutSettings): ReserveTerms {
  const depositCents = reserveDepositCents(vehicle, settings.defaultDepositCents);
  const guarantee = guaranteeHours(vehicle, settings.moneyBackGuarantee);
  const lines = [
    depositCents ? `${formatMoney(depositCents)} deposit, 100% refundable` : 'No deposit needed to reserve this car',
    `We hold the car for you for ${settings.holdHours} hours`,
    depositCents
      ? `Change your mind within the ${settings.holdHours} hours and we refund your deposit in full`
      : 'Change your mind and cancel at any time while we hold it',
    'The deposit comes off the price when you buy the car',
  ];
  if (!depositCents) lines.pop();
  if (guarantee) lines.push(`${guarantee}-hour money-back guarantee on this car once you buy it`);
  return { depositCents, holdHours: settings.holdHours, lines, guaranteeHours: guarantee };
}
