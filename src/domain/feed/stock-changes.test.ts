import { describe, expect, it } from 'vitest';
import { parseFeedRecords } from './parse-feed.ts';
import { applyStockChanges, stockChangeSchema, type StockChange } from './stock-changes.ts';

const FEED_TIME = '2026-11-10T00:00:00.000Z';
const LATER = '2026-11-20T03:00:00.000Z';
const record = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  year: 2020,
  make: 'Mazda',
  model: 'CX-3',
  car_type: 'used',
  price: 20_000 + id,
  ...extra,
});
const stock = parseFeedRecords([record(1), record(2), record(3, { created_at: '2026-11-01T00:00:00Z' })], FEED_TIME).vehicles;
const upsert = (eventId: string, raw: Record<string, unknown>): StockChange => ({ eventId, receivedAt: LATER, kind: 'upsert', record: raw });

describe('applyStockChanges', () => {
  it('replaces a car in place, keeping the day it was first seen when the record has no date of its own', () => {
    const { vehicles, applied } = applyStockChanges(stock, [upsert('e1', record(2, { price: 18_500 }))]);
    expect(applied).toBe(1);
    expect(vehicles.map((car) => [car.id, car.priceCents, car.createdAt])).toEqual([
      ['1', 2_000_100, FEED_TIME],
      ['2', 1_850_000, FEED_TIME],
      ['3', 2_000_300, '2026-11-01T00:00:00Z'],
    ]);
  });

  it('adds a new car at the end, dated by its change, and removes a deleted one', () => {
    const { vehicles } = applyStockChanges(stock, [upsert('e1', record(9)), { eventId: 'e2', receivedAt: LATER, kind: 'delete', vehicleId: '1' }]);
    expect(vehicles.map((car) => [car.id, car.createdAt])).toEqual([
      ['2', FEED_TIME],
      ['3', '2026-11-01T00:00:00Z'],
      ['9', LATER],
    ]);
  });

  it("gives a car another car's slug with its id appended, as a full feed would", () => {
    const { vehicles } = applyStockChanges(stock, [upsert('e1', record(9, { slug: stock[0]!.slug }))]);
    expect(vehicles.at(-1)!.slug).toBe(`${stock[0]!.slug}-9`);
  });

  it('refuses a record the feed would refuse, with its reasons, and changes nothing', () => {
    const { vehicles, applied, rejected } = applyStockChanges(stock, [upsert('e1', record(2, { km: -10 }))]);
    expect(applied).toBe(0);
    expect(vehicles).toEqual(stock);
    expect(rejected).toEqual([{ index: 0, id: '2', reasons: ['km: expected an odometer reading of 0 km or more'] }]);
  });

  it('applies changes in the order received', () => {
    const { vehicles } = applyStockChanges(stock, [upsert('e1', record(2, { price: 1 })), upsert('e2', record(2, { price: 2 }))]);
    expect(vehicles.find((car) => car.id === '2')!.priceCents).toBe(200);
  });
});

describe('stockChangeSchema', () => {
  it('reads a stored change and refuses a malformed one', () => {
    expect(stockChangeSchema.safeParse(upsert('evt-1', record(1))).success).toBe(true);
    expect(stockChangeSchema.safeParse({ eventId: 'has spaces', receivedAt: LATER, kind: 'delete', vehicleId: '1' }).success).toBe(false);
    expect(stockChangeSchema.safeParse({ eventId: 'e', receivedAt: 'yesterday', kind: 'delete', vehicleId: '1' }).success).toBe(false);
  });
});
