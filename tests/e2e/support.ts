import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Vehicle } from '../../src/domain/vehicle/vehicle.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** Where the e2e server's data lives; matches tests/playwright.config.ts. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(repoRoot, '.data', 'e2e');
export const DEMO_TENANTS = ['bayside-auto-group', 'harbour-toyota', 'outback-caravans-and-motorcycles', 'corner-car-yard'] as const;

/** A tenant's site as a shopper reaches it: its own *.localhost host. */
export const siteUrl = (slug: string, pagePath = '/'): string => `http://${slug}.localhost:${E2E_PORT}${pagePath}`;

/** The built site's manifest, read from disk, to compare what pages show with what the build made. */
export function manifestOf(slug: string): { buildId: string; vehicles: number; pages: Record<string, number>; tenant: { name: string } } {
  // Beside the live site folder (sites/<slug> links to builds/<slug>/<build id>/site), never in it.
  return JSON.parse(readFileSync(path.join(realpathSync(path.join(E2E_DATA_DIR, 'sites', slug)), '..', 'manifest.json'), 'utf8'));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page and fails with each violation's id and first target. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated by the test runner, not added as an inline <script>: the pages' Content-Security-Policy refuses those.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
    ).axe.run(document);
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

export type SnapshotCar = {
  id: string;
  slug: string;
  status: Vehicle['status'];
  carType: string;
  simpleFuel: string | null;
  dealerComments: string;
  features: string[];
  variant: { fuelConsumptionCombinedLPer100Km: number | null } | null;
  showOnDealerWebsite: boolean;
  images: Array<{ url: string; thumbUrl: string; isVideo: boolean }>;
  videoUrl: string | null;
  externalVideoUrl: string | null;
  videos?: Array<{ url: string; posterUrl: string | null; title: string | null }>;
  make: string;
  model: string;
  year: number;
  km: number | null;
  simpleBody: string | null;
  soldAt: string | null;
  updatedAt: string | null;
  createdAt: string;
  financeLenders: Record<string, { paymentWeekCents: number | null; interestRatePct: number | null; comparisonRatePct: number | null }>;
  locationId: number | null;
  reserved: boolean;
  priceCents: number;
  dealershipSlug: string | null;
  itemType: string | null;
  caravanSpecifications: Record<string, string | number> | null;
};

/** The stock the e2e sites were built from, to pick cars with the property a test needs. */
export function stockOf(slug: string): SnapshotCar[] {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'snapshots', slug, 'snapshot.json'), 'utf8')).vehicles.filter(
    (car: SnapshotCar) => car.showOnDealerWebsite,
  );
}

/** When the stock the e2e site was built from was read (the site's "now" for what it shows). */
export function stockTimeOf(slug: string): Date {
  return new Date(JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'snapshots', slug, 'snapshot.json'), 'utf8')).fetchedAt);
}

export function findCar(slug: string, predicate: (car: SnapshotCar) => boolean): SnapshotCar {
  const car = stockOf(slug).find(predicate);
  if (!car) throw new Error(`no car in ${slug} matches the test's needs`);
  return car;
}

/** When the e2e build fetched a tenant's feed: "now" for the sold-cars window. */
export function fetchedAtOf(slug: string): number {
  return Date.parse(JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'snapshots', slug, 'snapshot.json'), 'utf8')).fetchedAt);
}

/** Hydrated islands: Astro removes an island's `ssr` attribute once it has hydrated. */
export const HYDRATED_ISLAND = 'astro-island:not([ssr])';
/** The hydrated island of one component, e.g. `hydratedIsland('SearchApp')`. */
export const hydratedIsland = (component: string): string => `astro-island[component-url*="/${component}."]:not([ssr])`;
