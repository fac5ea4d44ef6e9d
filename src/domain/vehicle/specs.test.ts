import { describe, expect, it } from 'vitest';
import { parseFeedRecords } from '../feed/parse-feed.ts';
import { commentParagraphs, splitCommentsPreview } from './comments.ts';
import { allSpecs, caravanSpecs, engineSize, keySpecs, regoExpiryText } from './specs.ts';

const [ute] = parseFeedRecords(
  [
    {
      id: 1,
      year: 2021,
      make: 'Ford',
      model: 'Ranger',
      car_type: 'used',
      km: 52_000,
      simple_body: 'Ute',
      simple_fuel: 'Diesel',
      seats: '',
      colour: 'null',
      engine_size_litres: 1.996,
      rego_expiry: '2027-03-01',
      variant: { fuelconsumptioncombined: 7.6, fuelcapacity: '80', grossvehiclemass: 3200, torque: 500, vehiclelength: 'null', towingcapacitybraked: 3500 },
    },
  ],
  '2026-11-20T00:00:00.000Z',
).vehicles;

describe('vehicle specs', () => {
  it('drops empty, null and "null" rows and keeps the rest in order', () => {
    expect(keySpecs(ute!)).toEqual([
      { label: 'Kilometres', value: '52,000 km' },
      { label: 'Body', value: 'Ute' },
      { label: 'Fuel', value: 'Diesel' },
      { label: 'Engine', value: '2.0 L' },
    ]);
  });
  it('adds the variant units', () => {
    const rows = Object.fromEntries(allSpecs(ute!, '2026-11-20', false).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({
      'Fuel consumption (combined)': '7.6 L/100km',
      'Fuel capacity': '80 L',
      'Gross vehicle mass': '3,200 kg',
      Torque: '500 Nm',
      'Towing capacity (braked)': '3,500 kg',
      'Registration expiry': 'Expires on 1 Mar 2027',
    });
    expect(rows).not.toHaveProperty('Length');
    expect(rows).not.toHaveProperty('Colour');
  });
  it.each([
    [{ engineSizeCc: 2488, engineSizeLitres: 2.5 }, '2,488 cc'],
    [{ engineSizeCc: null, engineSizeLitres: 1.987 }, '2.0 L'],
    [{ engineSizeCc: null, engineSizeLitres: null }, null],
  ])('engine size %o -> %s', (vehicle, text) => expect(engineSize(vehicle)).toBe(text));
  it.each([
    ['2027-03-01', false, 'Expires on 1 Mar 2027'],
    ['2026-11-20', false, 'Expires on 20 Nov 2026'],
    ['2026-01-01', false, null],
    ['2026-01-01', true, 'Unregistered'],
    [null, true, null],
  ])('rego expiry %s (show unregistered %s) -> %s', (expiry, showUnregistered, text) =>
    expect(regoExpiryText(expiry, '2026-11-20', showUnregistered)).toBe(text),
  );
});

describe('dealer comments', () => {
  it.each([
    ['Great car.|One owner.', ['Great car.', 'One owner.']],
    ['|', []],
    ['', []],
    [' A | | B ', ['A', 'B']],
  ])('%j', (text, paragraphs) => expect(commentParagraphs(text)).toEqual(paragraphs));
});

describe('dealer comments preview (400 characters)', () => {
  it('keeps short comments whole', () => {
    expect(splitCommentsPreview(['Short.', 'Also short.'])).toEqual({ preview: ['Short.', 'Also short.'], rest: [] });
  });
  it('cuts at the last space before 400 characters and reveals the rest', () => {
    const long = `${'word '.repeat(79)}end of preview and beyond`; // 395 + 25 characters
    const { preview, rest } = splitCommentsPreview(['Intro.', long, 'Last paragraph.']);
    expect(preview.join('').length).toBeLessThanOrEqual(400);
    expect(preview[1]!.endsWith('word')).toBe(true);
    expect([preview[1], rest[0]].join(' ')).toBe(long);
    expect(rest.at(-1)).toBe('Last paragraph.');
  });
});

describe('caravanSpecs', () => {
  const caravan = {
    itemType: 'caravan',
    caravanSpecifications: { body_width: 2440, body_length: 7900, tare_weight: 3010, axle_type: 'Tandem', sleeps: 3, aggregate_trailer_mass: 3790 },
  };

  it('lists the caravan figures of spec 2 with their units, in a fixed order', () => {
    expect(caravanSpecs(caravan)).toEqual([
      { label: 'Body length', value: '7,900 mm' },
      { label: 'Body width', value: '2,440 mm' },
      { label: 'Tare weight', value: '3,010 kg' },
      { label: 'Aggregate trailer mass (ATM)', value: '3,790 kg' },
      { label: 'Axle type', value: 'Tandem' },
      { label: 'Sleeps', value: '3' },
    ]);
  });

  it('drops empty figures and names figures it does not know by their key', () => {
    expect(caravanSpecs({ itemType: 'Caravan', caravanSpecifications: { sleeps: 'null', ball_weight: '180 kg', tare_weight: 1800 } })).toEqual([
      { label: 'Tare weight', value: '1,800 kg' },
      { label: 'Ball weight', value: '180 kg' },
    ]);
  });

  it('shows nothing for cars, motorcycles or caravans without figures', () => {
    expect(caravanSpecs({ ...caravan, itemType: 'car' })).toEqual([]);
    expect(caravanSpecs({ ...caravan, itemType: null })).toEqual([]);
    expect(caravanSpecs({ itemType: 'caravan', caravanSpecifications: null })).toEqual([]);
  });
});
