import { describe, expect, it } from 'vitest';
import { financeCarPrefill, readFinanceCar } from './finance-car-view.ts';
import { financeCar, websiteCar, type WebsiteCarSource } from './finance-car.ts';

const hilux: WebsiteCarSource = {
  id: '400002',
  slug: '2026-toyota-hilux-workmate-n10000',
  year: 2026,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'Workmate',
  series: 'GUN126R',
  carType: 'new',
  status: 'in_stock',
  priceCents: 4_199_000,
  preorder: false,
  priceType: null,
  vin: 'JTN6919K2TE612343',
  nvic: 'BBCD26',
  dealershipSlug: 'harbour-toyota',
  showOnDealerWebsite: true,
  images: [
    { url: '/media/spin.mp4', thumbUrl: '/media/spin.jpg', isVideo: true },
    { url: '/media/ute-front.svg', thumbUrl: '/media/ute-front-thumb.svg', isVideo: false },
  ],
};
const shown = (source: Partial<WebsiteCarSource> = {}) => financeCar(websiteCar({ ...hilux, ...source })!);

describe('websiteCar', () => {
  it('keeps what the finance pages show, with the first photo', () => {
    expect(websiteCar(hilux)).toMatchObject({ id: '400002', imageUrl: '/media/ute-front.svg', youxQuote: null, nvic: 'BBCD26' });
    expect(websiteCar({ ...hilux, images: [] })?.imageUrl).toBeNull();
  });
  it('leaves out a car the dealer does not show on the website', () => expect(websiteCar({ ...hilux, showOnDealerWebsite: false })).toBeNull());
});

describe('financeCar (GET /api/finance/car)', () => {
  it("titles the car as its page does, links its page and carries the quote's request", () => {
    const car = shown();
    expect(car).toMatchObject({ title: '2026 Toyota HiLux Workmate GUN126R', path: '/cars/2026-toyota-hilux-workmate-n10000', available: true });
    expect(car.youx).toEqual({
      request: { selfAssessedCreditScore: 'GREAT', purchasePrice: 41_990, loanTerm: 5, year: 2026, vin: 'JTN6919K2TE612343', nvic: 'BBCD26', whoIsHelping: '' },
      quote: null,
    });
  });

  it.each([
    ['no price', { priceCents: 0 }],
    ['a VIN the quote endpoint refuses', { vin: 'JTN<6919>' }],
  ])('asks no quote for a car with %s', (_, source) => expect(shown(source).youx.request).toBeNull());

  it("shows the feed's own quote instead of asking", () => {
    const quote = { weeklyCents: 14_615, advertisedRatePct: 7.99, comparisonRatePct: 10.35 };
    expect(shown({ youxQuote: quote }).youx).toEqual({ request: null, quote });
  });

  it('knows a sold car cannot be bought', () => expect(shown({ status: 'sold' }).available).toBe(false));
});

describe('readFinanceCar', () => {
  it('reads the answer back', () => {
    const car = shown();
    expect(readFinanceCar(JSON.parse(JSON.stringify({ car })))).toEqual(car);
  });
  it.each([
    ['no car', {}],
    ['null', null],
    ['a path that is not the car page', { car: { ...shown(), path: 'https://evil.example/' } }],
    ['a slug with a slash', { car: { ...shown(), slug: 'a/b', path: '/cars/a/b' } }],
    ['a price as text', { car: { ...shown(), priceCents: '41990' } }],
    ['no youx', { car: { ...shown(), youx: undefined } }],
  ])('refuses %s', (_, body) => expect(readFinanceCar(body)).toBeNull());
});

describe('financeCarPrefill', () => {
  it("starts the form with the car's price, dealership, id, type and VIN", () => {
    expect(financeCarPrefill(shown(), ['harbour-toyota'])).toEqual({
      dealershipSlug: 'harbour-toyota',
      amountDollars: 41_990,
      carId: '400002',
      carType: 'new',
      vin: 'JTN6919K2TE612343',
    });
  });
  it('leaves out a dealership that is not the tenant’s and an amount for a car without a price', () => {
    expect(financeCarPrefill(shown({ priceCents: 0 }), ['other'])).toMatchObject({ dealershipSlug: null, amountDollars: null });
  });
});
