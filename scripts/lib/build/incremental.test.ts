// Incremental builds publish exactly what a cold build of the same stock would: a tenant is built, then its feed is
// edited at random (cars added and removed, prices, sold / reserved / coming soon, photos, make and model, comments
// with markup, kilometres, a price that moves other cars' price gauges), through the feed and through the webhook's
// one-car changes, and rebuilt incrementally; the published site is compared byte for byte with a cold build of the
// same stock (every page, spec sheet, the search index and the compressed copies). The same history built with one
// key input left out must then differ: the check can fail.
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSiteLink, REPO_ROOT, snapshotFile } from '#src/files/paths.ts';
import { saveStockChange } from '#src/files/stock-changes.ts';
import { mulberry32 } from '#src/domain/random.ts';
import { listFiles } from './assemble-site.ts';
import { buildTenant, type BuildOptions } from './build-tenant.ts';
import { warmRenderer } from './render-site.ts';
import { listSiteFiles, SITE_FILES_FILE } from './site-files.ts';

const SLUG = 'tiny-motors';
// Tenant folders must sit inside the repo so their `#src/...` imports resolve.
const workDir = path.join(REPO_ROOT, '.data', `test-incremental-${process.pid}`);
const tenantsDir = path.join(workDir, 'tenants');
const feedFile = path.join(tenantsDir, SLUG, 'feed.json');
type Car = Record<string, unknown> & { id: number };

const MODELS = [
  ['Toyota', 'HiLux', 'Ute'],
  ['Toyota', 'Corolla', 'Hatch'],
  ['Toyota', 'RAV4', 'SUV'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Mazda', '3', 'Hatch'],
  ['Kia', 'Sportage', 'SUV'],
] as const;
const EDITS = ['add', 'remove', 'price', 'sold', 'reserved', 'coming-soon', 'photos', 'make-model', 'comments', 'km', 'gauge'] as const;
type Edit = (typeof EDITS)[number];

function newCar(id: number, random: () => number): Car {
  const [make, model, body] = MODELS[Math.floor(random() * MODELS.length)]!;
  const photos = 1 + Math.floor(random() * 6);
  return {
    id,
    year: 2015 + Math.floor(random() * 10),
    make,
    model,
    simple_body: body,
    car_type: (['used', 'used', 'new', 'demo'] as const)[Math.floor(random() * 4)],
    stocknum: `R${id}`,
    km: Math.floor(random() * 150_000),
    price: 15_000 + Math.floor(random() * 45) * 1_000,
    location_id: 10,
    status: 'in_stock',
    created_at: new Date(Date.now() - Math.floor(random() * 20) * 86_400_000).toISOString(),
    images: Array.from({ length: photos }, (_, n) => ({
      image: { url: `/media/cx5.svg?car=${id}&n=${n}`, thumb: { url: `/media/cx5.svg?car=${id}&n=${n}` } },
    })),
    dealercomments: `Car ${id}, serviced.|Finance available.`,
  };
}

/**
 * Used 2020 CX-5s that compare with each other (price gauge: same model, year within 1, km within 30,000): four priced
 * $24,000 to $28,500, within each other's similar-cars price window, and one at $45,000, outside it. The dear one's
 * price is the band's top on the others' gauges, which a new price of it moves with no similar-cars card changing.
 */
function gaugeCars(nextId: () => number): Car[] {
  return [24_000, 25_500, 27_000, 28_500, 45_000].map((price, n) => {
    const id = nextId();
    return {
      ...newCar(id, () => 0.5),
      make: 'Mazda',
      model: 'CX-5',
      simple_body: 'SUV',
      car_type: 'used',
      year: 2020,
      km: 35_000 + n * 2_000,
      price,
      stocknum: `G${id}`,
    };
  });
}

/** Applies one edit of the given kind to a random car; returns the ids it touched (a removed car's too). */
function applyEdit(cars: Car[], edit: Edit, random: () => number, nextId: () => number): number[] {
  const pick = () => cars[Math.floor(random() * cars.length)]!;
  if (edit === 'add') {
    const car = newCar(nextId(), random);
    cars.push(car);
    return [car.id];
  }
  const car = pick();
  if (edit === 'remove') cars.splice(cars.indexOf(car), 1);
  if (edit === 'price') car.price = Number(car.price) + (random() < 0.5 ? -1 : 1) * (500 + Math.floor(random() * 8) * 500);
  if (edit === 'sold') Object.assign(car, { status: 'sold', sold_at: new Date(Date.now() - 86_400_000).toISOString() });
  if (edit === 'reserved') car.reserved = true;
  if (edit === 'coming-soon') car.status = 'coming_soon';
  if (edit === 'photos') (car.images as unknown[]).splice(0, 1, { image: { url: `/media/cx5.svg?new=${nextId()}`, thumb: { url: '/media/cx5.svg?thumb' } } });
  if (edit === 'make-model') {
    const [make, model, body] = MODELS[Math.floor(random() * MODELS.length)]!;
    Object.assign(car, { make, model, simple_body: body });
  }
  if (edit === 'km') car.km = Number(car.km ?? 0) + 1_000 + Math.floor(random() * 20) * 1_000;
  if (edit === 'gauge') {
    // The dearest gauge car dearer still, when one is left: the band's top on the others' gauges.
    const dearest = cars.filter((item) => String(item.stocknum).startsWith('G')).sort((a, b) => Number(b.price) - Number(a.price))[0] ?? car;
    dearest.price = Number(dearest.price) + 2_000;
    return [dearest.id];
  }
  if (edit === 'comments') car.dealercomments = `<script>alert("car ${car.id}")</script> & <b>bold</b> "quoted"|Line two's <i>markup</i>`;
  return [car.id];
}

const writeFeed = (cars: Car[]) => writeFileSync(feedFile, JSON.stringify({ cars }));
const useDataDir = (name: string) => (process.env.DATA_DIR = path.join(workDir, name));

async function build(dataDirName: string, options: BuildOptions): Promise<string> {
  useDataDir(dataDirName);
  const result = await buildTenant(SLUG, { quiet: true, ...options });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  expect(result.published).toBe(true);
  const site = realpathSync(liveSiteLink(SLUG));
  // The build's list of its files (the next build removes what it no longer has from it) is the folder's.
  expect(JSON.parse(readFileSync(path.join(site, '..', SITE_FILES_FILE), 'utf8'))).toEqual(await listSiteFiles(site));
  return site;
}

/** A cold build of exactly the stock `fromDataDir` holds now, in a data folder of its own. */
async function coldBuildOfStock(fromDataDir: string, name: string): Promise<string> {
  const target = path.join(workDir, name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, 'snapshots', SLUG), { recursive: true });
  useDataDir(fromDataDir);
  const snapshot = snapshotFile(SLUG);
  useDataDir(name);
  cpSync(snapshot, snapshotFile(SLUG));
  return build(name, { full: true, fetchFeed: false });
}

/**
 * Files that differ between two site folders, by path: missing on one side or with other bytes. The private `.seo`
 * folder is left out: its audit is of one build (its id and time), and its gone list is the site's history (a cold
 * build in an empty data folder has no cars that left before), not the stock's.
 */
async function differences(left: string, right: string): Promise<string[]> {
  const [a, b] = await Promise.all([listFiles(left), listFiles(right)]);
  const all = [...new Set([...a, ...b])].filter((file) => !file.startsWith('.seo/')).sort();
  return all.filter(
    (file) =>
      !existsSync(path.join(left, file)) ||
      !existsSync(path.join(right, file)) ||
      !readFileSync(path.join(left, file)).equals(readFileSync(path.join(right, file))),
  );
}

/**
 * Builds 30 random cars and the gauge cars, then applies the edits three to a step (odd steps through the webhook one car at a time),
 * rebuilding incrementally in `dataDirName` after each; returns the published site after each build.
 */
async function incrementalHistory(dataDirName: string, seed: number, edits: (random: () => number) => Edit[], omitKeyInputs: string[] = []): Promise<string[]> {
  const random = mulberry32(seed);
  let lastId = 200;
  const nextId = () => ++lastId;
  const cars = [...Array.from({ length: 30 }, () => newCar(nextId(), random)), ...gaugeCars(nextId)];
  writeFeed(cars);
  const sites = [await build(dataDirName, { omitKeyInputs })];
  const order = edits(random);
  for (let step = 0; step * 3 < order.length; step++) {
    const touched = order.slice(step * 3, step * 3 + 3).flatMap((edit) => applyEdit(cars, edit, random, nextId));
    writeFeed(cars);
    if (step % 2 === 1) {
      useDataDir(dataDirName);
      const receivedAt = new Date().toISOString();
      for (const id of touched) {
        const car = cars.find((item) => item.id === id);
        await saveStockChange(
          SLUG,
          car
            ? { eventId: `evt-${step}-${id}`, receivedAt, kind: 'upsert', record: car }
            : { eventId: `evt-${step}-${id}`, receivedAt, kind: 'delete', vehicleId: String(id) },
        );
      }
    }
    // Odd steps render with a renderer started ahead, as the server's builds do (src/server/build-runner.ts).
    if (step % 2 === 1) expect(await warmRenderer(SLUG)).toBe(true);
    sites.push(await build(dataDirName, { omitKeyInputs, fetchFeed: step % 2 === 0 }));
  }
  return sites;
}

beforeAll(() => {
  process.env.TENANTS_DIR = tenantsDir;
  // Reserve pages filled from their shape's shell must equal Astro's render of the car checked: else the build fails.
  process.env.FILL_STRICT = '1';
  cpSync(path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants', SLUG), path.join(tenantsDir, SLUG), { recursive: true });
  // Reservations on: each car's checkout page (its price and status, the tenant's checkout settings) is compared too;
  // the price gauge on: used cars' pages show their comparables' band.
  const tenantFile = path.join(tenantsDir, SLUG, 'tenant.ts');
  const settings = '  features: { checkout: { enabled: true } },\n  plugins: { autogauge: true },\n';
  writeFileSync(tenantFile, readFileSync(tenantFile, 'utf8').replace('  feed: {', `${settings}  feed: {`));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// Six, three and three builds of a small tenant: each is mostly Astro's fixed start-up (a few CPU-seconds).
describe('incremental builds', () => {
  it('publish byte for byte what a cold build of the same stock publishes, through a random feed history', async () => {
    // Every kind of edit once, in a random order.
    const sites = await incrementalHistory('incremental', 23, (random) => [...EDITS].sort(() => random() - 0.5));
    const cold = await coldBuildOfStock('incremental', 'cold');
    expect(await differences(sites.at(-1)!, cold)).toEqual([]);
    expect((await listFiles(cold)).filter((file) => /^cars\/[^/]+\/checkout\.html$/.test(file)).length).toBeGreaterThan(20);
    // Pages no edit touched were carried over from build to build (the same file, hard-linked), not rendered again.
    const manifest = JSON.parse(readFileSync(path.join(sites.at(-1)!, '..', 'manifest.json'), 'utf8'));
    expect(manifest.incremental).toBe(true);
    expect(manifest.rendered).toBeLessThan(manifest.pages.total);
    const carried = (await listFiles(sites[0]!)).filter(
      (file) =>
        file.startsWith('cars/') &&
        existsSync(path.join(sites.at(-1)!, file)) &&
        statSync(path.join(sites[0]!, file)).ino === statSync(path.join(sites.at(-1)!, file)).ino,
    );
    expect(carried.length).toBeGreaterThan(0);
    // The SEO step read only the pages rendered again, and its audit found what the cold build's found.
    expect(manifest.seo.pagesRead).toBeLessThanOrEqual(manifest.rendered);
    const findings = (site: string) => JSON.parse(readFileSync(path.join(site, '.seo', 'audit.json'), 'utf8')).findings;
    expect(findings(sites.at(-1)!)).toEqual(findings(cold));
  }, 600_000);

  it('fail that comparison when a page key leaves out the similar cars it shows', async () => {
    // Edits that keep the set of search pages (a new make and model would render every vehicle page anyway).
    const stale = await incrementalHistory('mutant', 23, () => ['price', 'photos', 'price'], ['similar-cars']);
    const cold = await coldBuildOfStock('mutant', 'mutant-cold');
    const wrong = await differences(stale.at(-1)!, cold);
    expect(wrong.filter((file) => file.startsWith('cars/') && file.endsWith('.html')).length).toBeGreaterThan(0);
  }, 600_000);

  it('fail it when a page key holds the comparables nothing, not the price gauge it shows', async () => {
    // The dear gauge car's new price moves the band on the other gauge cars' pages, none of whose cards change.
    const stale = await incrementalHistory('mutant-gauge', 23, () => ['gauge'], ['price-gauge']);
    const cold = await coldBuildOfStock('mutant-gauge', 'mutant-gauge-cold');
    const wrong = await differences(stale.at(-1)!, cold);
    const gaugePages = wrong.filter((file) => /^cars\/[^/]+\.html$/.test(file) && readFileSync(path.join(cold, file), 'utf8').includes('Price comparison'));
    expect(gaugePages.length).toBeGreaterThanOrEqual(3);
  }, 600_000);
});
