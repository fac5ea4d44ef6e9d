import { describe, expect, it } from 'vitest';
import { CAR_MODELS } from './catalogue.ts';
import { DEMO_TENANT_PLANS, resolveDemoTenant } from './demo-tenants.ts';
import { isValidVin } from './identifiers.ts';
import { buildMediaFiles } from './images.ts';
import { photoThumbFile } from './media-names.ts';
import { photoJobs } from './photos.ts';
import { buildTenantCars } from './tenant-feed.ts';

// Checks the generated records against the brief: sizes, mixes, and that every reference resolves.

const media = buildMediaFiles();
const photos = new Set(photoJobs().flatMap((job) => [job.file, photoThumbFile(job.file)]));
const PHOTO_HOST = 'http://127.0.0.1:4390/photos/';
const share = (items: readonly unknown[], total: number) => items.length / total;

describe.each(DEMO_TENANT_PLANS.map((plan) => [plan.slug, plan] as const))('%s feed', (slug, plan) => {
  const config = resolveDemoTenant(plan);
  const cars = buildTenantCars(plan);

  it('has the planned size and a unique id, stock number and VIN per car', () => {
    expect(cars).toHaveLength(plan.count);
    expect(new Set(cars.map((c) => c.id)).size).toBe(cars.length);
    expect(new Set(cars.map((c) => c.stocknum)).size).toBe(cars.length);
    for (const car of cars) expect(isValidVin(car.vin), car.vin).toBe(true);
  });

  it('puts every car at one of its sales locations, with matching dealership fields', () => {
    const locations = new Map(config.locations.map((l) => [l.id, l]));
    for (const car of cars) {
      const location = locations.get(car.location_id);
      expect(location, `${slug} car ${car.id} location ${car.location_id}`).toBeDefined();
      expect(location!.location_type).toBe('sales');
      expect(car.dealership_id).toBe(location!.dealership_id);
      expect(car.location.address.postcode).toBe(location!.address.postcode);
      const dealership = config.dealerships.find((d) => d.id === car.dealership_id)!;
      if (car.car_type !== 'used' && dealership.manufacturers.length > 0) expect(dealership.manufacturers).toContain(car.make);
    }
  });

  it('refers only to photos and media files the generator writes', () => {
    for (const car of cars) {
      const photoUrls = [...car.images.filter((i) => !i.isVideo).flatMap((i) => [i.image.url, i.image.thumb?.url]), ...car.spin_images].filter(
        Boolean,
      ) as string[];
      for (const url of photoUrls) expect(url.startsWith(PHOTO_HOST) && photos.has(url.slice(PHOTO_HOST.length)), url).toBe(true);
      if (car.file) expect(media.has(car.file.replace('/media/', '')), car.file).toBe(true);
      if (car.video_url) expect(car.video_url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    }
  });

  it(plan.thumbs === false ? 'gives full-size photo URLs only' : 'gives every photo a thumbnail', () => {
    const photos = cars.flatMap((car) => car.images.filter((i) => !i.isVideo));
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((i) => (plan.thumbs === false ? i.image.thumb === undefined : i.image.thumb !== undefined))).toBe(true);
  });

  it('keeps a few cars without photos (the placeholder shows)', () => {
    const bare = cars.filter((car) => car.images.length === 0);
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.length / cars.length).toBeLessThan(0.1);
  });

  it('keeps dates inside the 120 days before the reference date, sold ones within 6', () => {
    const now = Date.parse('2026-11-20T00:00:00Z');
    for (const car of cars) {
      const created = Date.parse(car.created_at);
      expect(now - created).toBeLessThanOrEqual(120 * 86_400_000);
      expect(car.created_at_timestamp * 1000).toBe(created);
      if (car.status === 'sold') expect(now - Date.parse(car.sold_at!)).toBeLessThanOrEqual(6 * 86_400_000);
      else expect(car.sold_at).toBeNull();
    }
  });
});

describe('feed mixes', () => {
  const byPlan = (slug: string) => buildTenantCars(DEMO_TENANT_PLANS.find((p) => p.slug === slug)!);

  it('bayside: ~35/10/55 new/demo/used, ~88/5/7 statuses, assorted edge cases present', () => {
    const cars = byPlan('bayside-auto-group');
    const of = (type: string) =>
      share(
        cars.filter((c) => c.car_type === type),
        cars.length,
      );
    expect(of('new')).toBeGreaterThan(0.3);
    expect(of('new')).toBeLessThan(0.4);
    expect(of('demo')).toBeGreaterThan(0.07);
    expect(of('demo')).toBeLessThan(0.13);
    expect(of('used')).toBeGreaterThan(0.5);
    expect(
      share(
        cars.filter((c) => c.status === 'in_stock'),
        cars.length,
      ),
    ).toBeGreaterThan(0.83);
    expect(
      share(
        cars.filter((c) => c.status === 'sold'),
        cars.length,
      ),
    ).toBeGreaterThan(0.04);
    expect(
      share(
        cars.filter((c) => !('slug' in c)),
        cars.length,
      ),
    ).toBeGreaterThan(0.03);
    expect(
      share(
        cars.filter((c) => c.images.length === 0),
        cars.length,
      ),
    ).toBeGreaterThan(0.015);
    expect(
      share(
        cars.filter((c) => c.spin_images.length === 24),
        cars.length,
      ),
    ).toBeGreaterThan(0.03);
    expect(
      share(
        cars.filter((c) => c.before_price !== null && c.before_price > c.price),
        cars.length,
      ),
    ).toBeGreaterThan(0.06);
    expect(cars.some((c) => c.preorder && c.price === 0)).toBe(true);
    expect(cars.some((c) => c.dealercomments === '|') && cars.some((c) => c.dealercomments === '')).toBe(true);
    expect(cars.some((c) => c.tag === 'runout sale') && cars.some((c) => c.tag === 'Test Drive Only') && cars.some((c) => c.tag === 'Low Kms')).toBe(true);
    expect(cars.filter((c) => Object.keys(c.finance_lenders).length).every((c) => Object.keys(c.finance_lenders)[0] === 'Taurus')).toBe(true);
    const usedMakes = new Set(cars.filter((c) => c.dealership_slug === 'bayside-used-cars').map((c) => c.make));
    expect(usedMakes.size).toBeGreaterThan(15);
  });

  it('harbour: new and demo are Toyotas, certified cars are used Toyotas', () => {
    const cars = byPlan('harbour-toyota');
    expect(cars.filter((c) => c.car_type !== 'used').every((c) => c.make === 'Toyota')).toBe(true);
    const certified = cars.filter((c) => c.certified);
    expect(certified.length).toBeGreaterThan(20);
    expect(certified.every((c) => c.make === 'Toyota' && c.car_type === 'used' && c.year >= 2021)).toBe(true);
  });

  it('outback: caravans carry specifications, motorcycles and campers are categorised', () => {
    const cars = byPlan('outback-caravans-and-motorcycles');
    const caravans = cars.filter((c) => c.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(100);
    expect(cars.filter((c) => c.item_type === 'motorcycle').length).toBeGreaterThan(60);
    expect(caravans.every((c) => c.specifications && c.specifications.aggregate_trailer_mass > c.specifications.tare_weight)).toBe(true);
    const categories = new Set(cars.flatMap((c) => c.categories));
    for (const category of ['Caravan', 'Off-road Caravan', 'Camper Trailer', 'Motorcycle']) expect(categories).toContain(category);
  });

  it('the corner yard sells only used cars, without finance', () => {
    const cars = byPlan('corner-car-yard');
    expect(cars.every((c) => c.car_type === 'used' && Object.keys(c.finance_lenders).length === 0)).toBe(true);
  });

  it('the catalogue only names models with sane price bands and years', () => {
    for (const model of CAR_MODELS) {
      expect(model.price[0]).toBeLessThanOrEqual(model.price[1]);
      expect(model.years[0]).toBeLessThanOrEqual(model.years[1]);
      expect(model.badges.length).toBeGreaterThan(0);
    }
  });
});
