import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './audit/page-checks.ts';
import { vehicleSeoTexts, type SeoCar } from './vehicle-seo-text.ts';

const camry: SeoCar = {
  id: '101',
  year: 2019,
  make: 'Toyota',
  model: 'Camry',
  badge: 'Ascent',
  series: null,
  colour: 'White',
  stockNumber: 'U101',
  typeLabel: 'Used',
  city: 'Geelong',
  facts: ['42,000 km', 'Automatic', 'Petrol', 'Sedan'],
};
/** A long name at a dealer with a long name: the full title is far past 70 characters. */
const longLandCruiser: SeoCar = {
  ...camry,
  id: '102',
  stockNumber: 'U102',
  make: 'Toyota',
  model: 'Landcruiser Prado',
  badge: 'Kakadu Twin Turbo Diesel Automatic 4x4',
  series: 'GDJ150R MY23 Facelift',
  city: 'Port Macquarie',
};
const site = 'Bayside Auto Group Motor Company';
const texts = (cars: SeoCar[], name = 'Acme Motors') => [...vehicleSeoTexts(cars, name).values()];
const within = (text: string, limits: { min: number; max: number }) => text.length >= limits.min && text.length <= limits.max;

describe("a car page's title and description", () => {
  it('says name, town, for sale and the dealer when that fits', () => {
    const [text] = texts([camry]);
    expect(text!.title).toBe('2019 Toyota Camry Ascent for sale in Geelong | Acme Motors');
    expect(text!.description).toBe('Used 2019 Toyota Camry Ascent in White: 42,000 km, Automatic, Petrol, Sedan. Stock U101 at Acme Motors, Geelong.');
  });

  it.each([
    ['a short name', camry, site],
    ['a long name at a long-named dealer', longLandCruiser, site],
    ['a car with no town and few facts', { ...camry, city: null, facts: [], colour: null, badge: null }, 'Jo'],
    ['a name longer than any title', { ...longLandCruiser, model: 'Landcruiser Prado Kakadu Special Edition Anniversary Heritage' }, site],
  ])(
    `keeps the title within ${TITLE_LENGTH.min}-${TITLE_LENGTH.max} and the description within ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters: %s`,
    (_, car, name) => {
      const [text] = texts([car], name);
      expect(within(text!.title, TITLE_LENGTH), text!.title).toBe(true);
      expect(within(text!.description, DESCRIPTION_LENGTH), text!.description).toBe(true);
    },
  );

  it('drops the dealer name, then "for sale", then the series and badge, keeping the town longest', () => {
    const prado = { ...longLandCruiser, badge: 'Kakadu', series: 'GDJ150R' };
    expect(texts([prado], site)[0]!.title).toBe('2019 Toyota Landcruiser Prado Kakadu GDJ150R in Port Macquarie');
    expect(texts([longLandCruiser], site)[0]!.title).toBe('2019 Toyota Landcruiser Prado Kakadu Twin Turbo Diesel Automatic 4x4');
  });

  it('tells identical cars apart by colour, then by stock number, in titles and descriptions', () => {
    const white = { ...camry, id: '1', stockNumber: 'A1' };
    const red = { ...camry, id: '2', stockNumber: 'A2', colour: 'Red' };
    const otherWhite = { ...camry, id: '3', stockNumber: 'A3' };
    const byId = vehicleSeoTexts([white, red, otherWhite], 'Acme Motors');
    expect(byId.get('2')!.title).toBe('2019 Toyota Camry Ascent (Red) for sale in Geelong | Acme Motors');
    expect(byId.get('1')!.title).toBe('2019 Toyota Camry Ascent (Stock A1) for sale in Geelong | Acme Motors');
    expect(byId.get('3')!.title).toBe('2019 Toyota Camry Ascent (Stock A3) for sale in Geelong | Acme Motors');
    expect(new Set([...byId.values()].map((text) => text.description)).size).toBe(3);
  });

  it('keeps a hundred identical cars apart and within the limits, stock numbers shared or missing', () => {
    const cars = Array.from({ length: 100 }, (_, index) => ({
      ...longLandCruiser,
      id: String(1000 + index),
      stockNumber: index % 10 === 0 ? null : `S${index % 50}`,
    }));
    const all = texts(cars, site);
    expect(new Set(all.map((text) => text.title)).size).toBe(100);
    expect(new Set(all.map((text) => text.description)).size).toBe(100);
    for (const text of all) {
      expect(within(text.title, TITLE_LENGTH), text.title).toBe(true);
      expect(within(text.description, DESCRIPTION_LENGTH), text.description).toBe(true);
    }
  });

  it('leaves the titles of different cars as they are', () => {
    const all = texts([camry, { ...camry, id: '9', stockNumber: 'U9', badge: 'SX' }]);
    expect(all.map((text) => text.title)).toEqual([
      '2019 Toyota Camry Ascent for sale in Geelong | Acme Motors',
      '2019 Toyota Camry SX for sale in Geelong | Acme Motors',
    ]);
  });
});
