import { describe, expect, it } from 'vitest';
import { alertMessage, mayAlertOn, newMatches, watchedCarAlert, type AlertItem, type WatchedCar } from './alerts.ts';

const hilux = { title: '2021 Toyota HiLux SR5', path: '/cars/2021-toyota-hilux-sr5' };
const watched = (known: Partial<WatchedCar>, now: WatchedCar['now']): WatchedCar => ({
  carId: '7',
  knownPriceCents: 4_799_000,
  knownStatus: 'in-stock',
  ...known,
  now,
});

describe('what a watched car is worth a message for', () => {
  it('a lower price', () => {
    expect(watchedCarAlert(watched({}, { ...hilux, priceCents: 4_599_000, status: 'in-stock' }))).toEqual({
      kind: 'price-drop',
      carId: '7',
      ...hilux,
      fromCents: 4_799_000,
      toCents: 4_599_000,
    });
  });

  it('sold or reserved, once', () => {
    expect(watchedCarAlert(watched({}, { ...hilux, priceCents: 4_799_000, status: 'sold' }))).toMatchObject({ kind: 'sold' });
    expect(watchedCarAlert(watched({}, { ...hilux, priceCents: 4_799_000, status: 'reserved' }))).toMatchObject({ kind: 'reserved' });
    expect(watchedCarAlert(watched({ knownStatus: 'sold' }, { ...hilux, priceCents: 4_599_000, status: 'sold' }))).toBeNull();
    expect(watchedCarAlert(watched({ knownStatus: 'reserved' }, { ...hilux, priceCents: 4_799_000, status: 'reserved' }))).toBeNull();
  });

  it('not a dearer car, an unchanged one, one without a shown price, or one that left the stock', () => {
    expect(watchedCarAlert(watched({}, { ...hilux, priceCents: 4_999_000, status: 'in-stock' }))).toBeNull();
    expect(watchedCarAlert(watched({}, { ...hilux, priceCents: 4_799_000, status: 'in-stock' }))).toBeNull();
    expect(watchedCarAlert(watched({ knownPriceCents: null }, { ...hilux, priceCents: 4_599_000, status: 'in-stock' }))).toBeNull();
    expect(watchedCarAlert(watched({}, { ...hilux, priceCents: 0, status: 'in-stock' }))).toBeNull();
    expect(watchedCarAlert(watched({}, undefined))).toBeNull();
  });
});

describe('a saved search', () => {
  it('alerts on cars it did not match before', () => {
    expect(newMatches(['1', '2'], ['2', '3', '4'])).toEqual(['3', '4']);
    expect(newMatches(['1', '2'], ['1'])).toEqual([]);
  });
});

describe("the day's message", () => {
  const links = { garageUrl: 'https://www.harbourtoyota.com.au/my-garage', unsubscribeUrl: 'https://www.harbourtoyota.com.au/api/alerts/unsubscribe?token=t' };
  const drop: AlertItem = { kind: 'price-drop', carId: '7', ...hilux, fromCents: 4_799_000, toCents: 4_599_000 };
  const search: AlertItem = { kind: 'new-matches', searchId: 's', label: 'Used Toyota under $30,000', path: '/search/used-cars/toyota', carIds: ['8', '9'] };

  it('names the site, lists the changes, links the garage and says how to stop', () => {
    const message = alertMessage('Harbour Toyota', [drop], links);
    expect(message.sms).toBe(
      `Harbour Toyota: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990). See your garage: ${links.garageUrl} Stop alerts: ${links.unsubscribeUrl}`,
    );
    expect(message.subject).toBe('Harbour Toyota: 2021 Toyota HiLux SR5 is now $45,990 (was $47,990).');
    expect(message.text).toContain(`To stop them: ${links.unsubscribeUrl}`);
  });

  it('puts every change of the day in one message, the SMS at most three lines', () => {
    const sold: AlertItem = { kind: 'sold', carId: '5', title: '2019 Toyota Camry', path: '/cars/c' };
    const reserved: AlertItem = { kind: 'reserved', carId: '6', title: '2020 Toyota RAV4', path: '/cars/r' };
    const message = alertMessage('Harbour Toyota', [drop, search, sold, reserved], links);
    expect(message.subject).toBe('Harbour Toyota: 4 updates on cars you are watching');
    expect(message.text).toContain('- 2 new cars match your search "Used Toyota under $30,000".');
    expect(message.text).toContain('- 2020 Toyota RAV4 has been reserved.');
    expect(message.sms).toContain('2019 Toyota Camry has sold. And 1 more.');
  });
});

describe('at most one alert a day per shopper and site', () => {
  it.each([
    ['2026-11-25', null, true],
    ['2026-11-25', '2026-11-25', false],
    ['2026-11-26', '2026-11-25', true],
    ['2026-12-01', '2026-11-30', true],
    ['2026-11-25', '2026-11-26', false], // a clock set back never sends a second one
  ] as const)('on %s, last alerted %s: %s', (today, last, allowed) => {
    expect(mayAlertOn(today, last)).toBe(allowed);
  });
});
