// A reserve page (/cars/<slug>/checkout or /buy-online) or buy-online journey (/checkout-journey?car_id=) for a car
// the site no longer has: instead of the plain 404, the built page /checkout-unavailable, answered 410 Gone for a car
// the stock had (it left the feed, or is off the website) and 404 for one it never had, with the part the server knows
// filled in: what happened, and up to 6 similar cars in stock (the vehicle page's similar-cars queries on the site's
// own search) with a link to the similar-cars search. Cars still in stock are served as usual (sold, coming-soon and
// held cars have their reserve page, which says so). A car that left is known from the stock index's memory of this
// process and, after a restart, from the live build's gone list (`.seo/gone.json`, which travels with the build), so
// the 410 survives a restart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { checkoutCarView } from '#src/domain/checkout/checkout-car.ts';
import { checkoutLinkCar, similarSourceFromSlug, UNAVAILABLE_TEXT } from '#src/domain/checkout/unavailable-car.ts';
import { escapeHtml } from '#src/domain/escape.ts';
import type { GoneCar } from '#src/domain/seo/gone-cars.ts';
import { SEO_DIR, SEO_FILES } from '#src/domain/seo/site-files.ts';
import type { SimilarCarsSource } from '#src/domain/search/similar-cars.ts';
import { similarSearchPath } from '#src/domain/search/url-state.ts';
import { slugify } from '#src/domain/vehicle/slug.ts';
import type { ApiEnv } from '../api-env.ts';
import type { SiteSearch } from '../accounts/site-search.ts';
import type { PageGuard } from '../accounts/page-gate.ts';
import type { StockIndexes } from '../leads/stock-index.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import { candidateFiles } from '../url-path.ts';

/** The built page this answers with (src/pages/checkout-unavailable.astro) and the part of it filled in here. */
const PAGE = 'checkout-unavailable';
const REGION = /<div data-unavailable-car([^>]*)>[\s\S]*?<\/div>/;

type Similar = { title: string; path: string; priceText: string; imageUrl: string | null };

function region(gone: boolean, cars: Similar[], searchPath: string | null): string {
  const text = gone ? UNAVAILABLE_TEXT.gone : UNAVAILABLE_TEXT.unknown;
  const items = cars
    .map(
      (car) =>
        `<li class="rounded-tenant border border-gray-200 bg-white p-3"><a class="block space-y-1" href="${escapeHtml(car.path)}">` +
        (car.imageUrl
          ? `<img src="${escapeHtml(car.imageUrl)}" alt="" width="320" height="213" loading="lazy" decoding="async" class="aspect-[3/2] w-full rounded-tenant object-cover">`
          : '') +
        `<span class="block font-semibold">${escapeHtml(car.title)}</span><span class="block">${escapeHtml(car.priceText)}</span></a></li>`,
    )
    .join('');
  const similar = items
    ? `<h2 id="unavailable-similar" class="text-xl font-semibold">${UNAVAILABLE_TEXT.similar}</h2><ul aria-labelledby="unavailable-similar" class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${items}</ul>`
    : searchPath
      ? `<p>${UNAVAILABLE_TEXT.noneSimilar}</p>`
      : '';
  const more = searchPath ? `<p><a class="btn btn-outline" href="${escapeHtml(searchPath)}">See similar cars</a></p>` : '';
  return `<h1 class="text-3xl font-bold">${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.lead)}</p>${similar}${more}`;
}

async function builtPage(siteDir: string): Promise<string | null> {
  for (const file of candidateFiles([PAGE], false).slice(1)) {
    const html = await readFile(path.join(siteDir, file), 'utf8').catch(() => null);
    if (html !== null) return html;
  }
  return null;
}

/** The live build's gone cars by slug and id (none for a build without the SEO step or a damaged file). */
async function readGoneCars(siteDir: string): Promise<Map<string, GoneCar>> {
  try {
    const cars = JSON.parse(await readFile(path.join(siteDir, SEO_DIR, SEO_FILES.gone), 'utf8')) as GoneCar[];
    return new Map(cars.flatMap((car) => [[car.slug, car] as const, [car.id, car] as const]));
  } catch {
    return new Map();
  }
}

export function createUnavailableCarPage(deps: {
  stock: StockIndexes;
  tenants: TenantLeadsCache;
  search: Pick<SiteSearch, 'similar'>;
  log?: (message: string) => void;
}): PageGuard {
  const log = deps.log ?? ((message: string) => console.warn(message));
  // One read of each build's gone list (a build's files never change; a new build has a new directory).
  const goneLists = new Map<string, Promise<Map<string, GoneCar>>>();
  const goneCars = (siteDir: string) => {
    let list = goneLists.get(siteDir);
    if (!list) {
      if (goneLists.size >= 64) goneLists.clear(); // a bounded memory of past builds
      list = readGoneCars(siteDir);
      goneLists.set(siteDir, list);
    }
    return list;
  };
  return async (c: Context<ApiEnv>) => {
    const site = c.get('site');
    const leads = await deps.tenants.get(site.slug, site.manifest.buildId);
    if (!leads?.config.features.checkout.enabled) return null;
    const url = new URL(c.req.url);
    const link = checkoutLinkCar(url.pathname, url.searchParams, leads.config.features.checkout.path);
    if (!link) return null;
    const stock = await deps.stock.get(site.slug);
    const current = stock.checkoutCar(link.car);
    if (current?.showOnDealerWebsite) return null;
    const html = await builtPage(site.dir);
    if (html === null) return null; // a build from before this page: its own 404
    const known = current ?? stock.bySlug(link.car) ?? stock.byId(link.car) ?? (await goneCars(site.dir)).get(link.car);
    const paths = { usedCarVariant: leads.config.search.usedCarVariantPath };
    const source: SimilarCarsSource | null = known
      ? { objectID: known.id, make: known.make, model: known.model, price: Math.round(known.priceCents / 100), simple_body: null }
      : similarSourceFromSlug(link.car, [...stock.watchCars().values()]);
    let cars: Similar[] = [];
    if (source) {
      try {
        const ids = await deps.search.similar(leads.config, site, source);
        cars = ids.flatMap((id) => {
          const car = stock.checkoutCar(id);
          return car ? [checkoutCarView(car, leads.config, paths)] : [];
        });
      } catch (error) {
        log(`[checkout] similar cars for ${site.slug}/${link.car} failed: ${(error as Error).message}`);
      }
    }
    // A car we never had has no known type: the make and model's search of every type.
    const searchPath = !source
      ? null
      : known
        ? similarSearchPath({ car_type: known.carType, make: source.make, model: source.model }, paths)
        : `/search/${slugify(source.make)}/${slugify(source.model)}`;
    const gone = known !== undefined;
    let body = html.replace(REGION, (_all, attributes: string) => `<div data-unavailable-car${attributes}>${region(gone, cars, searchPath)}</div>`);
    if (!gone) body = body.replaceAll(escapeHtml(UNAVAILABLE_TEXT.gone.heading), escapeHtml(UNAVAILABLE_TEXT.unknown.heading));
    c.header('Cache-Control', 'no-store');
    return c.html(body, gone ? 410 : 404);
  };
}

/** The first guard's answer, else the next's (the checkout's unavailable cars before the accounts' sign-in gate). */
export function firstGuard(...guards: PageGuard[]): PageGuard {
  return async (c) => {
    for (const guard of guards) {
      const answer = await guard(c);
      if (answer !== null) return answer;
    }
    return null;
  };
}
