import { describe, expect, it } from 'vitest';
import { parseFeedRecords } from '../feed/parse-feed.ts';
import { customRank } from './rank.ts';
import { searchHitCardTag, STILL_LISTED, toSearchRecord } from './record.ts';

const NOW = '2026-11-20T00:00:00.000Z';
const vehicleOf = (raw: Record<string, unknown>) => {
  const { vehicles, rejected } = parseFeedRecords(
    [{ id: 7, year: 2021, make: 'Mazda', model: 'CX-5', badge: 'Akera', stocknum: 'U7', car_type: 'used', status: 'in_stock', price: 28990, ...raw }],
    NOW,
  );
  expect(rejected).toEqual([]);
  return vehicles[0]!;
};

describe('toSearchRecord', () => {
  it('flattens a vehicle into the spec field names, price in whole dollars', () => {
    const vehicle = vehicleOf({
      before_price: 30990.4,
      km: 41000,
      categories: ['Special Offers'],
      location: { id: 3, name: 'Bayside Mazda', slug: 'bayside-mazda' },
      images: [
        { image: { url: '/v.mp4' }, isVideo: true },
        { image: { url: '/front.jpg', thumb: { url: '/front-thumb.jpg' } } },
        { image: { url: '/side.jpg' } },
      ],
    });
    expect(toSearchRecord(vehicle)).toMatchObject({
      objectID: '7',
      id: '7',
      slug: '2021-mazda-cx-5-akera-u7',
      name: '2021 Mazda CX-5 Akera',
      year: 2021,
      make: 'Mazda',
      model: 'CX-5',
      badge: 'Akera',
      car_type: 'used',
      status: 'in_stock',
      price: 28990,
      before_price: 30990,
      km: 41000,
      stocknum: 'U7',
      location_name: 'Bayside Mazda',
      categories: ['Special Offers'],
      thumb: '/front-thumb.jpg',
      photos_count: 2,
      created_at_timestamp: Date.parse(NOW) / 1000,
      sold_at_timestamp: null,
      delisted_at_timestamp: STILL_LISTED,
      subscription_price: null,
      show_on_dealer_website: true,
      custom_rank: customRank(vehicle),
    });
  });

  it("carries the card finance line (available cars only) and the car's own reserve deposit in dollars", () => {
    const financeText = () => 'Only $123 /wk*';
    expect(toSearchRecord(vehicleOf({}), { financeText })).toMatchObject({ finance_weekly_text: 'Only $123 /wk*', reserve_deposit: null });
    expect(toSearchRecord(vehicleOf({ status: 'sold' }), { financeText }).finance_weekly_text).toBeNull();
    expect(toSearchRecord(vehicleOf({})).finance_weekly_text).toBeNull();
  });

  it.each([
    [
      'sold: the sale time',
      { status: 'sold', sold_at: '2026-11-18T10:00:00Z' },
      { sold: Date.parse('2026-11-18T10:00:00Z') / 1000, delisted: Date.parse('2026-11-18T10:00:00Z') / 1000 },
    ],
    [
      'sold without a sale date: the last update',
      { status: 'sold', updated_at: '2026-11-19T00:00:00Z' },
      { sold: Date.parse('2026-11-19T00:00:00Z') / 1000, delisted: Date.parse('2026-11-19T00:00:00Z') / 1000 },
    ],
    ['coming soon: still listed', { status: 'coming_soon' }, { sold: null, delisted: STILL_LISTED }],
    ['other statuses: delisted long ago', { status: 'On Hold' }, { sold: null, delisted: 0 }],
  ])('%s', (_name, raw, expected) => {
    const record = toSearchRecord(vehicleOf(raw));
    expect({ sold: record.sold_at_timestamp, delisted: record.delisted_at_timestamp }).toEqual(expected);
  });

  it('has no thumb without a photo, and takes a custom rank when given one', () => {
    const record = toSearchRecord(vehicleOf({ images: [] }), { customRank: () => 42 });
    expect(record).toMatchObject({ thumb: null, photos_count: 0, custom_rank: 42 });
  });
});

describe('searchHitCardTag', () => {
  const settings = { fuelLabels: true, certifiedBadge: false, justArrivedDays: 8, justArrivedLabel: 'New', soldLabel: 'JUST SOLD' };
  it('applies the card-tag rule to a hit', () => {
    const hit = toSearchRecord(vehicleOf({ created_at: '2026-11-18T00:00:00Z' }));
    expect(searchHitCardTag(hit, settings, new Date(NOW))).toEqual({ kind: 'just-arrived', label: 'New' });
    expect(searchHitCardTag({ ...hit, status: 'sold' }, settings, new Date(NOW))).toEqual({ kind: 'sold', label: 'JUST SOLD' });
    expect(searchHitCardTag({ ...hit, simple_fuel: 'Hybrid' }, settings, new Date(NOW))).toEqual({ kind: 'fuel', label: 'Hybrid' });
  });
});
