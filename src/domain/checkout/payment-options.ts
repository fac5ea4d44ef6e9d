// The Payment Options page (`/online-payment`, spec 2's `paymentMethods` button and its gated route): the ways a
// shopper can pay for a car at this dealer, each only where the tenant's settings back it (reserving online, buying
// online, finance, a trade-in), and paying at the dealership, which every dealer takes. The page is static and lists
// them in general; with `?car_id=` its script asks the checkout API about the car and lists them for that car (its
// deposit and how it is paid, its reserve and finance links), from this same function.
import { financeLink } from '../finance/finance-link.ts';
import { formatMoney } from '../money.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';

export const PAYMENT_OPTIONS_PATH = '/online-payment';

/** @example paymentOptionsLink('2021-mazda-cx-5-u1') // '/online-payment?car_id=2021-mazda-cx-5-u1' */
export function paymentOptionsLink(carSlug: string): string {
  return `${PAYMENT_OPTIONS_PATH}?${new URLSearchParams({ car_id: carSlug })}`;
}

export type PaymentOptionId = 'reserve' | 'buyOnline' | 'finance' | 'tradeIn' | 'dealership';
export type PaymentOption = { id: PaymentOptionId; heading: string; text: string; link: { href: string; label: string } | null };

/** What the checkout API says of one car (`GET /api/reservations/car`): enough to list its options. */
export type PaymentOptionsCar = {
  id: string;
  slug: string;
  priceCents: number;
  carType?: string | null;
  /** The car can be reserved now (in stock, not held by another shopper). */
  reservable: boolean;
  /** How its deposit is paid: by card online, at the dealership, or no deposit. */
  payment: 'card' | 'dealership' | 'none';
  depositCents: number | null;
  /** The car's hold (its reserve terms), when the API gives it; else the tenant's. */
  holdHours?: number;
};

type PaymentTenant = Pick<TenantConfig, 'features' | 'finance'>;

const hours = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);

function reserveText(tenant: PaymentTenant, car: PaymentOptionsCar | null): string {
  const hold = hours(car?.holdHours ?? tenant.features.checkout.holdHours);
  if (!car) return `Hold a car online for ${hold} while you arrange the rest. Each car's reserve page shows its deposit and how it is paid.`;
  const deposit = car.depositCents ? formatMoney(car.depositCents) : null;
  if (car.payment === 'card' && deposit)
    return `Pay a ${deposit} deposit by card online and the car is held for you for ${hold}. Cancel during the hold and the deposit is refunded in full.`;
  if (car.payment === 'dealership' && deposit) return `Hold the car online for ${hold} and pay the ${deposit} deposit at the dealership.`;
  return `Hold the car online for ${hold}. No deposit is taken online.`;
}

/**
 * The ways to pay, in the order a shopper meets them. `car` null: the general list (no car links); a car that cannot
 * be reserved now gets no reserve or buy-online option.
 * @example paymentOptions(tenantWithCheckout, null).map((option) => option.id) // ['reserve', 'buyOnline', 'finance', 'tradeIn', 'dealership']
 */
export function paymentOptions(tenant: PaymentTenant, car: PaymentOptionsCar | null): PaymentOption[] {
  const options: PaymentOption[] = [];
  const checkout = tenant.features.checkout;
  if (checkout.enabled && (!car || car.reservable)) {
    options.push({
      id: 'reserve',
      heading: 'Reserve with a deposit',
      text: reserveText(tenant, car),
      link: car ? { href: `/cars/${car.slug}/${checkout.path}`, label: 'Reserve this car' } : null,
    });
    options.push({
      id: 'buyOnline',
      heading: 'Buy online',
      text: 'Do the whole purchase online, step by step: your details, your trade-in, how you will pay, delivery or pick-up, then the deposit.',
      link: car ? { href: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`, label: 'Buy this car online' } : null,
    });
  }
  if (tenant.finance.provider) {
    const href = car
      ? financeLink(tenant.finance.link, { carId: car.id, carType: car.carType ?? null, vehiclePriceCents: car.priceCents > 0 ? car.priceCents : null })
      : financeLink(tenant.finance.link);
    options.push({
      id: 'finance',
      heading: 'Finance',
      text: 'Apply for finance for all or part of the price: your application goes to the dealership, who contact you with the options.',
      link: { href, label: 'Apply for finance' },
    });
  }
  if (tenant.features.tradeInOnline) {
    options.push({
      id: 'tradeIn',
      heading: 'Trade in your car',
      text: 'Put your current car towards this one: get an indicative value online, confirmed when we inspect it.',
      link: { href: '/trade-in', label: 'Value my trade-in' },
    });
  }
  options.push({
    id: 'dealership',
    heading: 'Pay at the dealership',
    text: 'Pay the balance at the dealership when you collect the car. Contact us and we will tell you the ways we take payment and arrange it with you.',
    link: { href: '/contact', label: 'Contact us' },
  });
  return options;
}
