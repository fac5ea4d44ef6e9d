import { describe, expect, it } from 'vitest';
import { judgeFeed } from './feed-health.ts';
import { FeedFormatError, parseFeedRecords, readRawRecords } from './parse-feed.ts';

const NOW = '2026-11-20T00:00:00.000Z';
const usedCorolla = {
  id: 1,
  year: 2018,
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent Sport',
  stocknum: 'U1',
  car_type: 'used',
  status: 'in_stock',
  price: 18990,
};

describe('readRawRecords', () => {
  it('reads a JSON object with a cars array, or a bare array', () => {
    expect(readRawRecords('{"cars":[{"id":1}]}', 'json')).toEqual([{ id: 1 }]);
    expect(readRawRecords('[{"id":1}]', 'json')).toEqual([{ id: 1 }]);
  });
  it('refuses broken JSON and JSON of the wrong shape with a clear message', () => {
    expect(() => readRawRecords('{"cars":[', 'json')).toThrow(FeedFormatError);
    expect(() => readRawRecords('{"stock":{}}', 'json')).toThrow('JSON feed must be an array of cars or an object with a "cars" array');
  });
  it('maps renamed CSV columns onto our field names', () => {
    const csv = 'id,make,model,year,car_type,Retail Price,Odometer,dealercomments\n7,Ford,Ranger,2020,used,"$41,990","88,000 km","Tow pack, canopy|Serviced"\n';
    const [record] = readRawRecords(csv, 'csv', { price: 'Retail Price', km: 'Odometer' });
    expect(record).toMatchObject({ id: '7', price: '$41,990', km: '88,000 km', dealercomments: 'Tow pack, canopy|Serviced' });
    const { vehicles } = parseFeedRecords([record], NOW);
    expect(vehicles[0]).toMatchObject({ priceCents: 4_199_000, km: 88_000, dealerComments: 'Tow pack, canopy|Serviced' });
  });
});

describe('parseFeedRecords', () => {
  it('normalises a good record into a Vehicle', () => {
    const { vehicles, rejected } = parseFeedRecords(
      [{ ...usedCorolla, km: '64,200', certified: 'true', variant: { torque: '200', vehiclelength: 'null' } }],
      NOW,
    );
    expect(rejected).toEqual([]);
    expect(vehicles[0]).toMatchObject({
      id: '1',
      slug: '2018-toyota-corolla-ascent-sport-u1',
      name: '2018 Toyota Corolla Ascent Sport',
      priceCents: 1_899_000,
      km: 64_200,
      carType: 'used',
      status: 'in_stock',
      certified: true,
      createdAt: NOW,
      showOnDealerWebsite: true,
    });
    expect(vehicles[0]!.variant).toMatchObject({ torqueNm: 200, lengthMm: null });
  });

  it("reads a lender's comparison-rate range and a YouX quote the feed carries", () => {
    const lenders = {
      '360 Finance': { interestRate: 6.29, comparisonRate: 8.19, comparisonRateMin: '8.38', comparisonRateMax: 19.42 },
      Taurus: { comparisonRateMin: 9, comparisonRateMax: 5 },
    };
    const [car] = parseFeedRecords(
      [{ ...usedCorolla, finance_lenders: lenders, youxQuote: { weeklyRepaymentAmount: 123.45, advertisedRate: 6.29, comparisonRate: 8.19 } }],
      NOW,
    ).vehicles;
    expect(car!.financeLenders['360 Finance']!.comparisonRateRangePct).toEqual([8.38, 19.42]);
    expect(car!.financeLenders.Taurus!.comparisonRateRangePct).toBeNull(); // highest below lowest: not a range
    expect(car!.youxQuote).toEqual({ weeklyCents: 12_345, advertisedRatePct: 6.29, comparisonRatePct: 8.19 });
    expect(parseFeedRecords([{ ...usedCorolla, youxQuote: { weeklyRepaymentAmount: 120 } }], NOW).vehicles[0]!.youxQuote).toBeNull();
  });

  it('keeps a feed slug, cleaned', () => {
    expect(parseFeedRecords([{ ...usedCorolla, slug: 'My Corolla!' }], NOW).vehicles[0]!.slug).toBe('my-corolla');
  });

  it('rejects bad records with their id and every reason, and keeps the good ones', () => {
    const records = [
      usedCorolla,
      { ...usedCorolla, id: 2, make: '' },
      { ...usedCorolla, id: 3, price: 'abc', year: 1850 },
      { ...usedCorolla, id: 4, car_type: 'brand-new' },
      { ...usedCorolla },
      'not a record',
    ];
    const { vehicles, rejected, total } = parseFeedRecords(records, NOW);
    expect(total).toBe(6);
    expect(vehicles.map((v) => v.id)).toEqual(['1']);
    expect(rejected).toEqual([
      { index: 1, id: '2', reasons: ['make: is required'] },
      { index: 2, id: '3', reasons: ['year: expected a year from 1900', 'price: expected a number'] },
      { index: 3, id: '4', reasons: ['car_type: expected "new", "demo" or "used"'] },
      { index: 4, id: '1', reasons: ['id: duplicate id 1'] },
      { index: 5, id: null, reasons: ['record: Invalid input: expected object, received string'] },
    ]);
  });

  it('refuses a negative odometer as it refuses a negative price', () => {
    const { vehicles, rejected } = parseFeedRecords(
      [
        { ...usedCorolla, km: -1 },
        { ...usedCorolla, id: 2, price: -500 },
        { ...usedCorolla, id: 3, km: '0' },
      ],
      NOW,
    );
    expect(vehicles.map((v) => [v.id, v.km])).toEqual([['3', 0]]);
    expect(rejected).toEqual([
      { index: 0, id: '1', reasons: ['km: expected an odometer reading of 0 km or more'] },
      { index: 1, id: '2', reasons: ['price: expected a price of 0 or more'] },
    ]);
  });

  it('takes report and video links only as http(s) URLs or site paths, so feed text never becomes a script link', () => {
    const { vehicles, rejected } = parseFeedRecords(
      [
        { ...usedCorolla, file: '/media/ppsr-u1.pdf', car_analysis_url: 'https://reports.example/u1.pdf', video_url: 'https://www.youtube.com/embed/x' },
        { ...usedCorolla, id: 2, file: 'javascript:alert(1)' },
        { ...usedCorolla, id: 3, car_analysis_url: '//evil.example/x.pdf', external_video_url: 'data:text/html,<script>alert(1)</script>' },
      ],
      NOW,
    );
    expect(vehicles.map((v) => [v.id, v.historyReportUrl, v.carAnalysisUrl, v.videoUrl])).toEqual([
      ['1', '/media/ppsr-u1.pdf', 'https://reports.example/u1.pdf', 'https://www.youtube.com/embed/x'],
    ]);
    expect(rejected).toEqual([
      { index: 1, id: '2', reasons: ['file: expected an http(s) URL or a path starting with /'] },
      {
        index: 2,
        id: '3',
        reasons: [
          'external_video_url: expected an http(s) URL or a path starting with /',
          'car_analysis_url: expected an http(s) URL or a path starting with /',
        ],
      },
    ]);
  });

  it('gives two cars with the same slug their own URLs', () => {
    const { vehicles } = parseFeedRecords(
      [
        { ...usedCorolla, slug: 'corolla' },
        { ...usedCorolla, id: 9, slug: 'corolla' },
      ],
      NOW,
    );
    expect(vehicles.map((v) => v.slug)).toEqual(['corolla', 'corolla-9']);
  });

  it('maps unknown statuses to unavailable and reads unix timestamps', () => {
    const [vehicle] = parseFeedRecords([{ ...usedCorolla, status: 'On Hold', created_at_timestamp: 1_763_596_800 }], NOW).vehicles;
    expect(vehicle).toMatchObject({ status: 'unavailable', createdAt: '2025-11-20T00:00:00.000Z' });
  });
});

describe('judgeFeed', () => {
  const feedOf = (good: number, bad: number) =>
    parseFeedRecords(
      [...Array.from({ length: good }, (_, i) => ({ ...usedCorolla, id: i + 1 })), ...Array.from({ length: bad }, (_, i) => ({ id: `bad-${i}` }))],
      NOW,
    );

  it.each([
    [10, 0, 0.2, { usable: true }],
    [8, 2, 0.2, { usable: true }],
    [7, 3, 0.2, { usable: false, reason: '3 of 10 records rejected (30.0%), above the 20% limit' }],
    [0, 0, 0.2, { usable: false, reason: 'feed has no cars' }],
    [0, 4, 1, { usable: false, reason: 'all 4 records were rejected' }],
  ])('%i good and %i bad records with a %d limit', (good, bad, limit, verdict) => {
    expect(judgeFeed(feedOf(good, bad), limit)).toEqual(verdict);
  });
});
