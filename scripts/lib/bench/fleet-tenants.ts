// bench:fleet's generated tenants: the tiny-motors fixture dealer under new slugs, each with a JSON feed of its own
// size whose cars come from the demo generator (scripts/lib/demo: makes, models, years, prices, kilometres, photos
// and dealer comments varied per car, seeded by the slug, so every run makes the same fleet), and the feed edits the
// benchmark's changes make.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashText } from '#src/files/snapshots.ts';
import type { TenantOverrides } from '#src/domain/tenant/define-tenant.ts';
import { DEMO_STOCK_DATE } from '#tenants/_demo-feed.ts';
import { generateDemo } from '../demo/generate.ts';
import { jsonFeed } from '../demo/feed-files.ts';
import { yardStock } from '../demo/stock-plans.ts';
import { buildTenantCars } from '../demo/tenant-feed.ts';

export type FleetTenant = { slug: string; dir: string; cars: number };
type Car = Record<string, unknown> & { id: number; price: number | null };

export async function generateFleet(repoRoot: string, tenantsDir: string, count: number, minCars: number, maxCars: number): Promise<FleetTenant[]> {
  const fixture = path.join(repoRoot, 'tests', 'fixtures', 'tenants', 'tiny-motors');
  const base = (await import(path.join(fixture, 'tenant.ts'))) as { default: TenantOverrides };
  // The demo generator's shared photos (SVG), which the generated cars name; made once if missing.
  const mediaDir = path.join(repoRoot, '.data', 'demo', 'media');
  if (!existsSync(mediaDir)) await generateDemo({ only: [], log: () => {}, photos: false });
  return Array.from({ length: count }, (_, index) => {
    const slug = `fleet-${String(index + 1).padStart(3, '0')}`;
    const dir = path.join(tenantsDir, slug);
    cpSync(fixture, dir, { recursive: true });
    const tenantFile = path.join(dir, 'tenant.ts');
    writeFileSync(
      tenantFile,
      readFileSync(tenantFile, 'utf8')
        .replaceAll('tiny-motors', slug)
        .replace("name: 'Tiny Motors'", `name: 'Fleet Dealer ${index + 1}'`)
        .replace("mediaDir: 'media'", `mediaDir: ${JSON.stringify(mediaDir)}, asOf: ${JSON.stringify(DEMO_STOCK_DATE)}`),
    );
    // Sizes spread evenly from minCars to maxCars across the fleet.
    const cars = count === 1 ? minCars : Math.round(minCars + ((maxCars - minCars) * index) / (count - 1));
    const overrides = { ...base.default, slug, name: `Fleet Dealer ${index + 1}` };
    const plan = { slug, overrides, count: cars, mix: [['used', 1]] as const, idBase: 100_000, choose: yardStock, badShare: 0, noPriceShare: 0.02 };
    writeFileSync(path.join(dir, 'feed.json'), jsonFeed(DEMO_STOCK_DATE, buildTenantCars(plan)));
    return { slug, dir, cars };
  });
}

/** Change `k` to a tenant: its first car's price; returns the first 8 hex digits of the new feed's hash (in build ids). */
export function changeFeed(tenant: FleetTenant, k: number): string {
  const file = path.join(tenant.dir, 'feed.json');
  const feed = JSON.parse(readFileSync(file, 'utf8')) as { generated_at: string; cars: Car[] };
  feed.cars[0]!.price = 20_000 + k * 10;
  const body = jsonFeed(feed.generated_at, feed.cars);
  writeFileSync(file, body);
  return hashText(body).slice(0, 8);
}

export const feedHashPrefix = (tenant: FleetTenant): string => hashText(readFileSync(path.join(tenant.dir, 'feed.json'), 'utf8')).slice(0, 8);
