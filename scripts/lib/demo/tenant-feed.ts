import { DEMO_STOCK_DATE } from '#tenants/_demo-feed.ts';
import { injectBadRecords } from './bad-records.ts';
import { buildCar } from './cars.ts';
import { addDemoVideos } from './car-videos.ts';
import { type DemoTenantPlan, resolveDemoTenant } from './demo-tenants.ts';
import { csvFeed, jsonFeed } from './feed-files.ts';
import { createRng } from './random.ts';
import type { RawCar } from './raw-car.ts';

// One tenant's feed, in memory: the cars, any deliberately broken records, and the serialised file.

/** "Now" for all demo data, so created/sold dates never drift between runs; the demo tenants build as of it. */
export const DEMO_NOW = DEMO_STOCK_DATE;

export type TenantFeed = {
  slug: string;
  format: 'json' | 'csv';
  cars: RawCar[];
  /** Records replaced by broken copies (bayside only). */
  broken: number;
  content: string;
};

export function buildTenantCars(plan: DemoTenantPlan, scale = 1): RawCar[] {
  const config = resolveDemoTenant(plan);
  const count = Math.max(5, Math.round(plan.count * scale));
  const rng = createRng(`demo-feed:${plan.slug}`);
  const context = {
    nowMs: Date.parse(DEMO_NOW),
    financeProvider: config.finance.provider,
    checkoutEnabled: config.features.checkout.enabled,
    noPriceShare: plan.noPriceShare,
    thumbs: plan.thumbs ?? true,
  };
  const cars: RawCar[] = [];
  let id = plan.idBase;
  for (let i = 0; i < count; i++) {
    const carRng = rng.fork(i); // one stream per car: a change to one record leaves the rest alone
    id += carRng.int(1, 3);
    const carType = carRng.weighted(plan.mix);
    cars.push(buildCar(carRng, plan.choose(carRng, carType, config), context, id, i));
  }
  addDemoVideos(plan.slug, cars);
  return cars;
}

export function buildTenantFeed(plan: DemoTenantPlan, scale = 1): TenantFeed {
  const config = resolveDemoTenant(plan);
  const cars = buildTenantCars(plan, scale);
  if (config.feed.format === 'csv') {
    return { slug: plan.slug, format: 'csv', cars, broken: 0, content: csvFeed(cars, config.feed.csvColumns) };
  }
  const { records, broken } = injectBadRecords(cars, plan.badShare);
  return { slug: plan.slug, format: 'json', cars, broken, content: jsonFeed(DEMO_NOW, records) };
}
