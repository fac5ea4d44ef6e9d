import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../tenant/resolve-tenant-config.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { usedMazdaInStock } from './fixtures.test-support.ts';
import { displayPrice } from './price.ts';
import { vehicleSpecSheet, vehiclePdfFileName, vehiclePdfPath, vehicleTitle } from './spec-sheet.ts';

function dealer(overrides: Record<string, unknown> = {}): TenantConfig {
  const result = resolveTenantConfig(
    DEFAULT_TENANT,
    {
      slug: 'bayside',
      name: 'Bayside Auto Group',
      url: 'https://www.bayside.example',
      dealerships: [{ id: 5, slug: 'bayside-mazda', name: 'Bayside Mazda' }],
      locations: [
        {
          id: 501,
          name: 'Bayside Mazda Frankston',
          slug: 'bayside-mazda-frankston',
          primary: true,
          location_type: 'sales',
          dealership_id: 5,
          dealership_slug: 'bayside-mazda',
          phone: '+61370105146',
          address: { street: '439 Nepean Hwy', city: 'Frankston', state: 'VIC', postcode: '3199', lat: -38.14, long: 145.12 },
        },
      ],
      feed: { source: 'feed.json', format: 'json' },
      ...overrides,
    },
    'tenants/bayside/tenant.ts',
  );
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}
const context = { url: 'https://www.bayside.example/cars/2019-mazda-cx-5-maxx-sport-t101', today: '2026-11-20' };

describe('vehicleSpecSheet', () => {
  it('names the dealer and the car, with stock number, VIN, plate, the yard, its full number, the page and the date', () => {
    const sheet = vehicleSpecSheet(usedMazdaInStock(), dealer(), context);

    expect(sheet).toMatchObject({
      dealerName: 'Bayside Mazda',
      title: '2019 Mazda CX-5 Maxx Sport KF',
      kind: 'Used car',
      identifiers: [
        { label: 'Stock no.', value: 'T101' },
        { label: 'VIN', value: 'JM0KF4W7A00000101' },
        { label: 'Rego', value: 'ABC123' },
      ],
      location: { name: 'Bayside Mazda Frankston', address: '439 Nepean Hwy, Frankston VIC 3199' },
      phone: '03 7010 5146',
      url: context.url,
      asAt: 'Details as at 20 Nov 2026',
    });
    expect(sheet.disclaimer).toBe('Price and details were correct on 20 Nov 2026 and may change. Please confirm them with Bayside Mazda before you buy.');
  });

  it.each([
    ['a price above $10, with its type', { priceCents: 3_199_000 }, { text: '$31,990', priceType: 'Drive Away', was: null }],
    [
      'a reduced price with the was-price',
      { priceCents: 2_999_000, beforePriceCents: 3_199_000 },
      { text: '$29,990', priceType: 'Drive Away', was: '$31,990' },
    ],
    ['PREORDER for a preorder car without a price', { priceCents: 0, preorder: true }, { text: 'PREORDER', priceType: null, was: null }],
    ["the tenant's no-price text at $10 or less", { priceCents: 1000 }, { text: 'Enquire for price.', priceType: null, was: null }],
  ])('shows the price as the page does: %s', (_case, overrides, price) => {
    const car = usedMazdaInStock(overrides);
    const tenant = dealer();
    const sheet = vehicleSpecSheet(car, tenant, context);

    expect(sheet.price).toEqual(price);
    expect(sheet.price.text).toBe(displayPrice(car, tenant.texts.noPrice).text);
  });

  it('lists key specs, then the other details once (no repeats of key specs, stock number, VIN or plate), empty rows dropped', () => {
    const sheet = vehicleSpecSheet(usedMazdaInStock({ colour: 'null', interiorColour: '' }), dealer(), context);
    const detailLabels = sheet.details.map((row) => row.label);

    expect(sheet.keySpecs.map((row) => row.label)).toEqual(['Kilometres', 'Body', 'Transmission', 'Fuel', 'Drive', 'Engine', 'Seats']);
    expect(detailLabels).toEqual(expect.arrayContaining(['Year', 'Make', 'Model', 'Transmission', 'Registration expiry']));
    expect(detailLabels).not.toContain('Kilometres');
    expect(detailLabels).not.toContain('Colour');
    expect(detailLabels).not.toContain('Interior colour');
    expect(sheet.details.some((row) => ['T101', 'JM0KF4W7A00000101', 'ABC123'].includes(row.value))).toBe(false);
  });

  it('adds caravan figures with readable labels', () => {
    const sheet = vehicleSpecSheet(
      usedMazdaInStock({ itemType: 'Caravan', caravanSpecifications: { tare_weight: 2790, sleeps: '4', empty: '' } }),
      dealer(),
      context,
    );
    expect(sheet.kind).toBe('Used caravan');
    expect(sheet.details.slice(-2)).toEqual([
      { label: 'Tare weight', value: '2790' },
      { label: 'Sleeps', value: '4' },
    ]);
  });

  it('keeps comments as paragraphs, cut with an ellipsis past 900 characters', () => {
    const long = `${'Lovely car. '.repeat(100)}|Second paragraph.`;
    const sheet = vehicleSpecSheet(usedMazdaInStock({ dealerComments: long }), dealer(), context);
    expect(sheet.comments).toHaveLength(1);
    expect(sheet.comments[0]!.length).toBeLessThanOrEqual(901);
    expect(sheet.comments[0]!.endsWith('…')).toBe(true);
    expect(vehicleSpecSheet(usedMazdaInStock(), dealer(), context).comments).toEqual(['One owner.', 'Full service history.']);
  });

  it('uses the tenant name without a dealership, the used label, and the number the phone rules choose', () => {
    const tenant = dealer({ search: { usedLabel: 'Pre-Owned' }, phones: { usedCars: '0412345678' } });
    const sheet = vehicleSpecSheet(usedMazdaInStock({ dealershipName: null }), tenant, context);
    expect(sheet).toMatchObject({ dealerName: 'Bayside Auto Group', kind: 'Pre-Owned car', phone: '0412 345 678' });
  });

  it('names the file after the slug, beside the car page', () => {
    expect(vehiclePdfPath('2019-mazda-cx-5-t7')).toBe('/cars/2019-mazda-cx-5-t7.pdf');
    expect(vehiclePdfFileName('2019-mazda-cx-5-t7')).toBe('2019-mazda-cx-5-t7.pdf');
    expect(vehicleTitle({ year: 2019, make: 'Mazda', model: 'CX-5', badge: null, series: null })).toBe('2019 Mazda CX-5');
  });
});
