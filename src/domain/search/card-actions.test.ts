import { describe, expect, it } from 'vitest';
import { cardActions, type CardActionSettings } from './card-actions.ts';
import type { SearchHit } from './record.ts';

const settings: CardActionSettings = {
  favourites: true,
  compare: true,
  checkout: { enabled: true, path: 'checkout', defaultDepositCents: 20_000, reserveHiddenDealershipSlugs: ['bayside-used-cars'] },
};
const hit = (patch: Partial<SearchHit> = {}): SearchHit => ({
  objectID: '7',
  slug: '2021-mazda-cx-5',
  status: 'in_stock',
  car_type: 'used',
  make: 'Mazda',
  model: 'CX-5',
  price: 28990,
  photos_count: 4,
  reserved: false,
  ...patch,
});

describe('cardActions (spec 2 section 2 search-result card buttons)', () => {
  it('in stock: Explore Vehicle, Quick Enquiry (the car page enquiry dialog) and Reserve This Car with the default $200', () => {
    expect(cardActions(hit(), settings)).toEqual({
      exploreHref: '/cars/2021-mazda-cx-5',
      enquiry: { label: 'Quick Enquiry', href: '/cars/2021-mazda-cx-5#quick-enquiry' },
      reserve: { label: 'Reserve This Car $200', href: '/cars/2021-mazda-cx-5/checkout' },
      finance: null,
      similarHref: null,
      save: 'always',
      compare: true,
      testDriveHref: null,
    });
  });
  it.each([
    ["the car's own deposit", { reserve_deposit: 500 }, 'Reserve This Car $500'],
    ['a $0 deposit is left out', { reserve_deposit: 0 }, 'Reserve This Car'],
  ])('reserve label: %s', (_rule, patch, label) => {
    expect(cardActions(hit(patch), settings).reserve?.label).toBe(label);
  });
  it.each([
    ['checkout off', hit(), { ...settings, checkout: { ...settings.checkout, enabled: false } }],
    ['a reserved car', hit({ reserved: true }), settings],
    ['coming soon', hit({ status: 'coming_soon' }), settings],
    ['no price', hit({ price: 0 }), settings],
    ['a dealership the tenant hides reserve for', hit({ dealership_slug: 'bayside-used-cars' }), settings],
  ])('no Reserve for %s', (_rule, car, config) => expect(cardActions(car, config).reserve).toBeNull());
  it('not available: only Find Me Something Similar, in the tenant path style; Save only while saved', () => {
    const sold = cardActions(hit({ status: 'sold' }), { ...settings, usedCarVariant: true });
    expect(sold).toMatchObject({ enquiry: null, reserve: null, finance: null, similarHref: '/used-car/used/mazda/cx-5/', save: 'if-saved', compare: false });
  });
  it.each([
    ['no price', { price: 0 }],
    ['no photos', { photos_count: 0 }],
  ])('Compare is hidden with %s', (_rule, patch) => expect(cardActions(hit(patch), settings).compare).toBe(false));
  it('follows the tenant switches for favourites and compare', () => {
    expect(cardActions(hit(), { ...settings, favourites: false, compare: false })).toMatchObject({ save: 'never', compare: false });
  });
  it("puts Book a Test Drive in the finance line's place for a car tagged 'Test Drive Only' (spec 2 section 4)", () => {
    const tagged = { ...settings, testDriveTags: ['Test Drive Only'] };
    expect(cardActions(hit({ tag: 'TEST DRIVE ONLY' }), tagged).testDriveHref).toBe('/book-test-drive?car_id=7');
    expect(cardActions(hit({ tag: 'runout sale' }), tagged).testDriveHref).toBeNull();
    expect(cardActions(hit({ tag: 'Test Drive Only', status: 'sold' }), tagged).testDriveHref).toBeNull();
    expect(cardActions(hit({ tag: 'Test Drive Only' }), settings).testDriveHref).toBeNull(); // no test drive page
  });
  it("offers the weekly estimate as a finance link to the car page's calculator (spec 2 section 2)", () => {
    const withEstimate = hit({ finance_weekly_text: 'Only $94 /wk*' });
    expect(cardActions(withEstimate, settings).finance).toEqual({ label: 'Only $94 /wk*', href: '/cars/2021-mazda-cx-5#finance-calculator' });
    expect(cardActions(hit({ finance_weekly_text: null }), settings).finance).toBeNull();
    expect(cardActions({ ...withEstimate, status: 'sold' }, settings).finance).toBeNull();
    // Book a Test Drive takes the finance button's place (spec 2 section 4).
    const testDriveOnly = cardActions({ ...withEstimate, tag: 'Test Drive Only' }, { ...settings, testDriveTags: ['Test Drive Only'] });
    expect(testDriveOnly).toMatchObject({ finance: null, testDriveHref: '/book-test-drive?car_id=7' });
  });
  it.each([
    ['standard', 'Quick Enquiry', 'Reserve This Car $200'],
    ['enquiry', 'Enquiry', 'Reserve Now $200'],
    ['enquire-now', 'Enquire Now', 'Reserve Now $200'],
  ] as const)("card variant %s: '%s' and '%s' (spec 2 section 2 other card variants)", (variant, enquiry, reserve) => {
    const actions = cardActions(hit(), { ...settings, variant });
    expect(actions.enquiry).toEqual({ label: enquiry, href: '/cars/2021-mazda-cx-5#quick-enquiry' });
    expect(actions.reserve).toEqual({ label: reserve, href: '/cars/2021-mazda-cx-5/checkout' });
  });
  it('a variant keeps the rules: Reserve Now leaves out a $0 deposit, and a sold car has neither button', () => {
    expect(cardActions(hit({ reserve_deposit: 0 }), { ...settings, variant: 'enquiry' }).reserve?.label).toBe('Reserve Now');
    expect(cardActions(hit({ status: 'sold' }), { ...settings, variant: 'enquire-now' })).toMatchObject({ enquiry: null, reserve: null });
  });
});
