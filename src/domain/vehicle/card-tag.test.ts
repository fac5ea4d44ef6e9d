import { describe, expect, it } from 'vitest';
import { cardTag, showsNewArrival, type CardTagSettings } from './card-tag.ts';

const settings: CardTagSettings = { fuelLabels: true, certifiedBadge: true, justArrivedDays: 8, justArrivedLabel: 'New', soldLabel: 'JUST SOLD' };
const now = new Date('2026-11-20T00:00:00Z');
const plain = {
  status: 'in_stock',
  simpleFuel: 'Petrol',
  reserved: false,
  make: 'Toyota',
  certified: false,
  tag: null,
  createdAt: '2026-09-01T00:00:00Z',
} as const;

describe('cardTag priority (spec 1 section 4)', () => {
  it.each([
    ['sold label for sold cars', { ...plain, status: 'sold', reserved: true }, settings, { kind: 'sold', label: 'JUST SOLD' }],
    ['fuel label first', { ...plain, simpleFuel: 'Hybrid', reserved: true }, settings, { kind: 'fuel', label: 'Hybrid' }],
    [
      'no fuel label when the dealer turns it off',
      { ...plain, simpleFuel: 'Electric', reserved: true },
      { ...settings, fuelLabels: false },
      { kind: 'reserved', label: 'RESERVED' },
    ],
    ['reserved before certified', { ...plain, reserved: true, certified: true }, settings, { kind: 'reserved', label: 'RESERVED' }],
    ['certified Toyota', { ...plain, certified: true, tag: 'Low Kms' }, settings, { kind: 'certified', label: 'Certified Pre-Owned' }],
    ['certified badge only for Toyota', { ...plain, make: 'Kia', certified: true }, settings, null],
    ['runout sale is green', { ...plain, tag: 'Runout Sale' }, settings, { kind: 'custom', label: 'Runout Sale', tone: 'green' }],
    ['other custom tags are red', { ...plain, tag: 'Test Drive Only' }, settings, { kind: 'custom', label: 'Test Drive Only', tone: 'red' }],
    ['coming soon', { ...plain, status: 'coming_soon' }, settings, { kind: 'coming-soon', label: 'COMING SOON' }],
    ['just arrived within 8 days', { ...plain, createdAt: '2026-11-12T00:00:00Z' }, settings, { kind: 'just-arrived', label: 'New' }],
    ['not just arrived after 8 days', { ...plain, createdAt: '2026-11-11T23:59:59Z' }, settings, null],
  ] as const)('%s', (_name, vehicle, tagSettings, tag) => expect(cardTag(vehicle, tagSettings, now)).toEqual(tag));
});

describe("the vehicle page's New Arrival badge (spec 2 section 9, window from spec 1 section 9)", () => {
  const arrived = { ...plain, createdAt: '2026-11-13T00:00:00Z' }; // 7 days before `now`
  it.each([
    ['a car in stock listed within the 8-day window', arrived, 8, true],
    ['on the last day of the window', { ...plain, createdAt: '2026-11-12T00:00:00Z' }, 8, true],
    ['the day after the window', { ...plain, createdAt: '2026-11-11T23:59:59Z' }, 8, false],
    ['a shorter window set by the dealer', arrived, 3, false],
    ['not for a reserved car', { ...arrived, reserved: true }, 8, false],
    ['not for a sold car', { ...arrived, status: 'sold' }, 8, false],
    ['not for a car still coming', { ...arrived, status: 'coming_soon' }, 8, false],
    ['not for an unreadable listing date', { ...plain, createdAt: 'soon' }, 8, false],
  ] as const)('%s', (_, vehicle, days, shown) => {
    expect(showsNewArrival(vehicle, days, now)).toBe(shown);
  });
});
