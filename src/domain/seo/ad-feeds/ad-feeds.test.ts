import { describe, expect, it } from 'vitest';
import { embeddedImagePath } from '../../media/embedded-image-url.ts';
import { usedMazdaInStock } from '../../vehicle/fixtures.test-support.ts';
import type { Vehicle } from '../../vehicle/vehicle.ts';
import { GOOGLE_VEHICLE_ADS_REQUIRED, googleVehicleAdsFeed } from './google-vehicle-ads.ts';
import { missingRequired, type AdFeed } from './listing.ts';
import { META_AUTOMOTIVE_REQUIRED, metaAutomotiveFeed } from './meta-automotive.ts';

/** A photo as the feeds give it: a 1200 px JPEG through the site's image service. */
const asJpeg = (sitePath: string) => `https://www.bayside.example${embeddedImagePath(sitePath, 1200, 'jpeg')}`;

const yard = {
  id: 501,
  slug: 'bayside-mazda',
  name: 'Bayside Mazda',
  phone: '07 5550 1000',
  storeCode: 'BAY-MAZ',
  address: { street: '1 Gympie Rd', city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.4, long: 153.0 },
};
const site = { url: 'https://www.bayside.example', dealerName: 'Bayside Auto Group', locations: [yard] };
const photos = [
  { url: '/media/cx5-1.jpg', thumbUrl: '/media/cx5-1-t.jpg', isVideo: false },
  { url: '/media/cx5-2.jpg', thumbUrl: '/media/cx5-2-t.jpg', isVideo: false },
];
const car = (overrides: Partial<Vehicle>) => usedMazdaInStock({ images: photos, ...overrides });

const stock: Vehicle[] = [
  car({}),
  car({ id: '102', slug: 'new-ranger', make: 'Ford', model: 'Ranger', simpleBody: 'Ute', carType: 'new', km: null, vin: 'MPB0000000000A102' }),
  car({ id: '103', slug: 'same-vin', vin: 'JM0KF4W7A00000101' }),
  car({ id: '104', slug: 'no-vin', vin: null }),
  car({ id: '105', slug: 'short-vin', vin: 'ABC123' }),
  car({ id: '106', slug: 'no-price', priceCents: 0, vin: 'JM0KF4W7A00000106' }),
  car({ id: '107', slug: 'sold', status: 'sold', vin: 'JM0KF4W7A00000107' }),
  car({ id: '108', slug: 'no-photo', images: [], vin: 'JM0KF4W7A00000108' }),
  car({ id: '109', slug: 'caravan', itemType: 'caravan', simpleBody: 'Caravan', vin: 'JM0KF4W7A00000109' }),
  car({ id: '110', slug: 'camper', itemType: 'caravan', simpleBody: 'Camper Trailer', vin: 'JM0KF4W7A00000110' }),
  car({ id: '111', slug: 'bike', itemType: 'motorcycle', simpleBody: 'Motorcycle', vin: 'JM0KF4W7A00000111' }),
  car({ id: '112', slug: 'no-colour', colour: null, vin: 'JM0KF4W7A00000112' }),
  car({ id: '113', slug: 'elsewhere', locationId: 999, vin: 'JM0KF4W7A00000113' }),
];

const reasons = (feed: AdFeed) => Object.fromEntries(feed.leftOut.map((left) => [left.slug, left.reason]));
const vinColumn = (feed: AdFeed, column: string) => feed.rows.map((row) => row[column]);

describe('Google Merchant Center vehicle ads feed', () => {
  const feed = googleVehicleAdsFeed(stock, site);

  it('has every attribute Google documents as required, filled on every row', () => {
    expect(feed.columns).toEqual(expect.arrayContaining([...GOOGLE_VEHICLE_ADS_REQUIRED]));
    expect(feed.rows.length).toBeGreaterThan(0);
    expect(missingRequired(feed, GOOGLE_VEHICLE_ADS_REQUIRED)).toEqual([]);
  });

  it('lists passenger cars and utes only, each VIN once, and says why every other car is left out', () => {
    expect(feed.rows.map((row) => row.id)).toEqual(['101', '102', '112']);
    expect(new Set(vinColumn(feed, 'VIN')).size).toBe(feed.rows.length);
    expect(reasons(feed)).toEqual({
      'same-vin': 'VIN already listed',
      'no-vin': 'no valid VIN',
      'short-vin': 'no valid VIN',
      'no-price': 'no price',
      sold: 'not for sale',
      'no-photo': 'no photo',
      caravan: 'type not accepted',
      camper: 'type not accepted',
      bike: 'type not accepted',
      elsewhere: 'no yard',
    });
  });

  it('writes values in Google formats', () => {
    expect(feed.rows[0]).toMatchObject({
      title: '2019 Mazda CX-5 Maxx Sport KF',
      link: 'https://www.bayside.example/cars/2019-mazda-cx-5-maxx-sport-t101',
      image_link: asJpeg('/media/cx5-1.jpg'),
      additional_image_link: asJpeg('/media/cx5-2.jpg'),
      price: '31990.00 AUD',
      condition: 'used',
      brand: 'Mazda',
      model: 'CX-5',
      year: '2019',
      mileage: '48210 km',
      VIN: 'JM0KF4W7A00000101',
      store_code: 'BAY-MAZ',
      color: 'Soul Red',
      body_style: 'suv',
      'certified_pre-owned': 'no',
      'vehicle_fulfillment(option:store_code)': 'in_store:BAY-MAZ',
      description: 'One owner. Full service history.',
    });
    expect(feed.rows[1]).toMatchObject({ condition: 'new', mileage: '0 km', body_style: 'truck', 'certified_pre-owned': '' });
  });
});

describe('Meta automotive catalogue feed', () => {
  const feed = metaAutomotiveFeed(stock, site);

  it('has every field Meta documents as required, filled on every row', () => {
    expect(feed.columns).toEqual(expect.arrayContaining([...META_AUTOMOTIVE_REQUIRED]));
    expect(missingRequired(feed, META_AUTOMOTIVE_REQUIRED)).toEqual([]);
  });

  it('takes cars, utes, caravans, campers and motorcycles with a colour, each VIN once', () => {
    expect(feed.rows.map((row) => [row.vehicle_id, row.vehicle_type, row.body_style])).toEqual([
      ['101', 'car_truck', 'SUV'],
      ['102', 'car_truck', 'TRUCK'],
      ['109', 'rv_camper', 'OTHER'],
      ['110', 'trailer', 'OTHER'],
      ['111', 'motorcycle', 'OTHER'],
    ]);
    expect(new Set(vinColumn(feed, 'vin')).size).toBe(feed.rows.length);
    expect(reasons(feed)['no-colour']).toBe('no colour');
  });

  it('writes values in Meta formats', () => {
    expect(feed.rows[0]).toMatchObject({
      'mileage.value': '48210',
      'mileage.unit': 'KM',
      price: '31990.00 AUD',
      state_of_vehicle: 'USED',
      exterior_color: 'Soul Red',
      latitude: '-27.4',
      longitude: '153',
      'image[0].url': asJpeg('/media/cx5-1.jpg'),
      'image[0].tag[0]': 'Main',
      'image[1].url': asJpeg('/media/cx5-2.jpg'),
      address: '{"addr1":"1 Gympie Rd","city":"Brisbane","region":"QLD","postal_code":"4000","country":"AU"}',
      availability: 'AVAILABLE',
      fuel_type: 'PETROL',
      drivetrain: 'AWD',
    });
    expect(feed.rows[1]!.state_of_vehicle).toBe('NEW');
  });
});

describe('required attributes', () => {
  it('a row with an empty required cell is reported', () => {
    expect(missingRequired({ columns: ['id', 'title'], rows: [{ id: '1', title: ' ' }], leftOut: [] }, ['id', 'title'])).toEqual([
      { row: 0, attribute: 'title' },
    ]);
  });
});

describe('photos in both feeds', () => {
  const drawn = car({
    id: '120',
    slug: 'drawn',
    vin: 'JM0KF4W7A00000120',
    images: [{ url: '/cars/drawing.svg', thumbUrl: '/cars/drawing.svg', isVideo: false }],
  });
  const mixed = car({
    id: '121',
    slug: 'mixed',
    vin: 'JM0KF4W7A00000121',
    images: [{ url: '/cars/drawing.svg', thumbUrl: '/cars/drawing.svg', isVideo: false }, ...photos],
  });

  it.each([
    ['Google', googleVehicleAdsFeed([drawn, mixed], site).rows[0]?.image_link],
    ['Meta', metaAutomotiveFeed([drawn, mixed], site).rows[0]?.['image[0].url']],
  ])('%s gets JPEGs of 1200 px, never an SVG: a car with drawings only is left out for no photo', (_, firstImage) => {
    expect(firstImage).toBe(asJpeg('/media/cx5-1.jpg'));
    expect(reasons(googleVehicleAdsFeed([drawn], site))).toEqual({ drawn: 'no photo' });
  });

  it('go through the image CDN the tenant picked', () => {
    const cloudinary = { ...site, images: { config: { provider: 'cloudinary' as const, cloudName: 'bayside' }, siteUrl: site.url } };
    expect(googleVehicleAdsFeed([mixed], cloudinary).rows[0]?.image_link).toBe(
      'https://res.cloudinary.com/bayside/image/fetch/c_limit,w_1200,f_jpg,q_75/https%3A%2F%2Fwww.bayside.example%2Fmedia%2Fcx5-1.jpg',
    );
  });
});
