// bench:fleet's generated tenants: copies of the tiny-motors fixture dealer under new slugs, each with a JSON feed of
// its own size (cars cloned from the fixture's with new ids), and the feed edits the benchmark's changes make.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashText } from '#src/files/snapshots.ts';

export type FleetTenant = { slug: string; dir: string; cars: number };
type Car = Record<string, unknown> & { id: number; slug: string; stocknum: string; price: number };

export function generateFleet(repoRoot: string, tenantsDir: string, count: number, minCars: number, maxCars: number): FleetTenant[] {
  const fixture = path.join(repoRoot, 'tests', 'fixtures', 'tenants', 'tiny-motors');
  const template = (JSON.parse(readFileSync(path.join(fixture, 'feed.json'), 'utf8')) as { cars: Car[] }).cars;
  return Array.from({ length: count }, (_, index) => {
    const slug = `fleet-${String(index + 1).padStart(3, '0')}`;
    const dir = path.join(tenantsDir, slug);
    cpSync(fixture, dir, { recursive: true });
    const tenantFile = path.join(dir, 'tenant.ts');
    writeFileSync(
      tenantFile,
      readFileSync(tenantFile, 'utf8')
        .replaceAll('tiny-motors', slug)
        .replace("name: 'Tiny Motors'", `name: 'Fleet Dealer ${index + 1}'`),
    );
    // Sizes spread evenly from minCars to maxCars across the fleet.
    const cars = count === 1 ? minCars : Math.round(minCars + ((maxCars - minCars) * index) / (count - 1));
    const feed = Array.from({ length: cars }, (_, n) => {
      const base = template[n % template.length]!;
      const id = 100_000 + n;
      return { ...base, id, slug: `${String(base.slug).replace(/-t\d+$/, '')}-t${id}`, stocknum: `F${id}`, vin: undefined, price: base.price + (n % 50) * 100 };
    });
    writeFileSync(path.join(dir, 'feed.json'), JSON.stringify({ cars: feed }));
    return { slug, dir, cars };
  });
}

/** Change `k` to a tenant: its first car's price; returns the first 8 hex digits of the new feed's hash (in build ids). */
export function changeFeed(tenant: FleetTenant, k: number): string {
  const file = path.join(tenant.dir, 'feed.json');
  const feed = JSON.parse(readFileSync(file, 'utf8')) as { cars: Car[] };
  feed.cars[0]!.price = 20_000 + k * 10;
  const body = JSON.stringify(feed);
  writeFileSync(file, body);
  return hashText(body).slice(0, 8);
}

export const feedHashPrefix = (tenant: FleetTenant): string => hashText(readFileSync(path.join(tenant.dir, 'feed.json'), 'utf8')).slice(0, 8);
