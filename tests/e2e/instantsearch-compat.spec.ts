// React InstantSearch, Algolia's own widgets, over each tenant's /search-index.json in Chromium: once with the
// embedded client, once with the algoliasearch lite client over the embedded requester (the hosted-Algolia path).
// After every refinement, every count, the price range, the hits and the pages on screen are compared with what the
// tenant's stock gives, counted here in plain JavaScript. The page is a developer's page, not the product's, so it
// is not held to the product's axe and HTML checks.
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test, type Page } from './fixtures.ts';
import { DEMO_TENANT_PLANS, resolveDemoTenant } from '#scripts/lib/demo/demo-tenants.ts';
import { baseIndexName, replicaIndexName } from '#src/domain/search/replicas.ts';
import { visibilityFilter } from '#src/domain/search/visibility-filter.ts';
import type { CompatConfig } from './instantsearch/compat-app.tsx';
import { textQueryMakes } from '#tests/fixtures/demo-search.ts';
import { fetchedAtOf, siteUrl, stockOf } from './support.ts';

const HITS_PER_PAGE = 12;
type Car = { id: string; carType: string; make: string; body: string | null; price: number; searchable: unknown[] };
type State = {
  carTypes: string[];
  makes: string[];
  bodies: string[];
  price: { min: number; max: number } | null;
  query: string | null;
  sort: string;
  page: number;
};

/** The cars the tenant's search shows (in stock, coming soon, or sold within the window), from the build's stock. */
function visibleCars(slug: string, soldVisibleDays: number): Car[] {
  const fetchedAt = fetchedAtOf(slug);
  return stockOf(slug)
    .filter((car) => {
      if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
      const soldAt = Date.parse(car.soldAt ?? car.updatedAt ?? '');
      return car.status === 'sold' && Number.isFinite(soldAt) && fetchedAt - soldAt <= soldVisibleDays * 86_400_000;
    })
    .map((car) => {
      const all = car as typeof car & { badge: string | null; series: string | null; colour: string | null; stockNumber: string | null };
      return {
        id: car.id,
        carType: car.carType,
        make: car.make,
        body: car.simpleBody,
        price: Math.round(car.priceCents / 100),
        searchable: [car.year, car.make, car.model, all.badge, all.series, all.colour, car.simpleBody, all.stockNumber],
      };
    });
}

const matching = (cars: readonly Car[], state: State, skip: 'make' | 'body' | 'price' | null = null) =>
  cars.filter(
    (car) =>
      state.carTypes.every((type) => car.carType === type) &&
      (skip === 'make' || !state.makes.length || state.makes.includes(car.make)) &&
      (skip === 'body' || !state.bodies.length || (car.body !== null && state.bodies.includes(car.body))) &&
      (skip === 'price' || !state.price || (car.price >= state.price.min && car.price <= state.price.max)) &&
      (state.query === null || car.make === state.query),
  );
const countBy = (cars: readonly Car[], key: (car: Car) => string | null) =>
  cars.reduce<Record<string, number>>((counts, car) => {
    const value = key(car);
    if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});
const most = (counts: Record<string, number>, skip: readonly string[] = []) =>
  Object.entries(counts)
    .filter(([value]) => !skip.includes(value))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0];

let bundle = '';
test.beforeAll(async () => {
  // esbuild: the compat page is a developer's app, bundled the way such apps are, in ~0.5 s.
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'instantsearch', 'compat-app.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  bundle = result.outputFiles[0]!.text;
});

async function openCompat(page: Page, slug: string, config: CompatConfig) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>InstantSearch</title></head><body><div id="app"></div>
<script type="application/json" id="compat-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script><script type="module" src="/__compat/app.js"></script></body></html>`;
  await page.route(siteUrl(slug, '/__compat/instantsearch'), (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.route(siteUrl(slug, '/__compat/app.js'), (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.goto(siteUrl(slug, '/__compat/instantsearch'));
}

/** What the widgets show, read from InstantSearch's documented markup. */
async function screen(page: Page) {
  return page.evaluate(() => {
    // A chosen value stays listed at 0 when other choices leave it no car (InstantSearch's display); counts are the others.
    const facet = (attribute: string) =>
      Object.fromEntries(
        [...document.querySelectorAll(`[data-attribute="${attribute}"] .ais-RefinementList-item`)]
          .map(
            (item) =>
              [
                item.querySelector('.ais-RefinementList-labelText')!.textContent,
                Number(item.querySelector('.ais-RefinementList-count')!.textContent!.replace(/\D/g, '')),
              ] as const,
          )
          .filter(([, count]) => count > 0),
      );
    const inputs = [...document.querySelectorAll<HTMLInputElement>('.ais-RangeInput-input')];
    return {
      nbHits: Number((document.querySelector('.ais-Stats-text')?.textContent ?? '').replace(/,/g, '').match(/\d+/)?.[0] ?? Number.NaN),
      carType: facet('car_type'),
      make: facet('make'),
      body: facet('simple_body'),
      priceBounds: inputs.length ? [inputs[0]!.min, inputs[0]!.max] : [],
      hits: [...document.querySelectorAll<HTMLElement>('[data-object-id]')].map((hit) => ({
        id: hit.dataset.objectId!,
        price: Number(hit.dataset.price),
        marks: [...hit.querySelectorAll('mark')].map((mark) => mark.textContent),
      })),
      pages: [...document.querySelectorAll('.ais-Pagination-item--page')].map((item) => Number(item.textContent)),
      currentPage: Number(document.querySelector('.ais-Pagination-item--selected')?.textContent ?? 1),
    };
  });
}

let checked = 0;
async function expectScreenToMatch(page: Page, cars: readonly Car[], state: State) {
  checked++;
  const found = matching(cars, state);
  const nbPages = Math.ceil(found.length / HITS_PER_PAGE);
  const onPage = Math.max(0, Math.min(HITS_PER_PAGE, found.length - (state.page - 1) * HITS_PER_PAGE));
  const prices = matching(cars, state, 'price').map((car) => car.price);
  await expect(async () => {
    const shown = await screen(page);
    expect(shown.nbHits, 'nbHits').toBe(found.length);
    expect(shown.carType, 'car types (conjunctive: on the result)').toEqual(countBy(found, (car) => car.carType));
    expect(shown.make, 'makes (disjunctive)').toEqual(countBy(matching(cars, state, 'make'), (car) => car.make));
    expect(shown.body, 'bodies (disjunctive)').toEqual(countBy(matching(cars, state, 'body'), (car) => car.body));
    if (prices.length) expect(shown.priceBounds, 'price range from facets_stats').toEqual([String(Math.min(...prices)), String(Math.max(...prices))]);
    expect(shown.hits, 'hits on the page').toHaveLength(onPage);
    const ids = new Set(found.map((car) => car.id));
    expect(
      shown.hits.every((hit) => ids.has(hit.id)),
      'every hit matches',
    ).toBe(true);
    if (found.length <= HITS_PER_PAGE) expect(new Set(shown.hits.map((hit) => hit.id))).toEqual(ids);
    if (state.sort.endsWith('_price_asc')) {
      const sorted = found.map((car) => car.price).sort((a, b) => a - b);
      expect(
        shown.hits.map((hit) => hit.price),
        'prices, lowest first',
      ).toEqual(sorted.slice((state.page - 1) * HITS_PER_PAGE, state.page * HITS_PER_PAGE));
    }
    if (nbPages > 1 && nbPages <= 7) expect(shown.pages, 'pages').toEqual(Array.from({ length: nbPages }, (_, i) => i + 1));
    if (nbPages > 1) expect(shown.currentPage, 'current page').toBe(state.page);
    if (state.query)
      expect(
        shown.hits.every((hit) => hit.marks.some((mark) => mark?.toLowerCase() === state.query!.toLowerCase())),
        '_highlightResult marks the query',
      ).toBe(true);
  }).toPass({ timeout: 10_000 });
}

const facetBox = (page: Page, label: string, value: string) =>
  page
    .getByRole('region', { name: label })
    .getByRole('listitem')
    .filter({ has: page.locator('.ais-RefinementList-labelText', { hasText: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .getByRole('checkbox');

const TENANTS = ['harbour-toyota', 'outback-caravans-and-motorcycles', 'corner-car-yard'] as const;
for (const slug of TENANTS) {
  for (const client of ['embedded', 'hosted'] as const) {
    test(`React InstantSearch on ${slug} (${client === 'embedded' ? 'createEmbeddedSearchClient' : 'lite client over the embedded requester'}): every count and hit matches the stock`, async ({
      page,
    }) => {
      const tenant = resolveDemoTenant(DEMO_TENANT_PLANS.find((plan) => plan.slug === slug)!);
      const base = baseIndexName(tenant.search.service);
      const defaultIndex = replicaIndexName(base, tenant.search.defaultSort);
      const cars = visibleCars(slug, tenant.search.soldVisibleDays);
      await openCompat(page, slug, {
        client,
        indexName: defaultIndex,
        hitsPerPage: HITS_PER_PAGE,
        filters: visibilityFilter(tenant.search, new Date(fetchedAtOf(slug))),
        sortItems: tenant.search.sortOptions.map((sort) => ({ label: sort, value: replicaIndexName(base, sort) })),
      });
      const state: State = { carTypes: [], makes: [], bodies: [], price: null, query: null, sort: defaultIndex, page: 1 };
      checked = 0;
      await expectScreenToMatch(page, cars, state);

      // 1. A conjunctive car type: its list then shows only itself (Algolia's counts, not the island's).
      const type = most(countBy(cars, (car) => car.carType))!;
      await facetBox(page, 'Car type', type).check();
      state.carTypes = [type];
      await expectScreenToMatch(page, cars, state);
      // 2-3. Two makes, ORed: each make keeps its count while chosen.
      for (let i = 0; i < 2; i++) {
        const make = most(
          countBy(matching(cars, state, 'make'), (car) => car.make),
          state.makes,
        );
        if (!make) break;
        await facetBox(page, 'Make', make).check();
        state.makes.push(make);
        await expectScreenToMatch(page, cars, state);
      }
      // 4. A body.
      const body = most(countBy(matching(cars, state), (car) => car.body));
      if (body) {
        await facetBox(page, 'Body', body).check();
        state.bodies = [body];
        await expectScreenToMatch(page, cars, state);
      }
      // 5. A price range strictly inside the result's prices (InstantSearch drops an end equal to the range's bound).
      const prices = [...new Set(matching(cars, state).map((car) => car.price))].sort((a, b) => a - b);
      const price = page.getByRole('region', { name: 'Price' });
      if (prices.length >= 4) {
        state.price = { min: prices[1]!, max: prices[prices.length - 2]! };
        await price.getByRole('spinbutton').first().fill(String(state.price.min));
        await price.getByRole('spinbutton').last().fill(String(state.price.max));
        await price.getByRole('button', { name: 'Go' }).click();
        await expectScreenToMatch(page, cars, state);
      }
      // 6. The lowest-price replica, from the tenant's sorts.
      if (tenant.search.sortOptions.includes('price_asc')) {
        state.sort = replicaIndexName(base, 'price_asc');
        await page.getByRole('combobox').selectOption(state.sort);
        await expectScreenToMatch(page, cars, state);
      }
      // 7. Fewer filters, then page 2.
      if (body) await facetBox(page, 'Body', body).uncheck();
      state.bodies = [];
      if (state.price) {
        await price.getByRole('spinbutton').first().fill('');
        await price.getByRole('spinbutton').last().fill('');
        await price.getByRole('button', { name: 'Go' }).click();
        state.price = null;
      }
      await expectScreenToMatch(page, cars, state);
      if (matching(cars, state).length > HITS_PER_PAGE) {
        await page.getByRole('link', { name: 'Page 2', exact: true }).click();
        state.page = 2;
        await expectScreenToMatch(page, cars, state);
      }
      // 8. A text query (a make no other car's words could match), highlighted in the hits.
      const queryMake = textQueryMakes(
        cars,
        (car) => car.make,
        (car) => car.searchable,
      ).find((make) => state.makes.includes(make));
      expect(queryMake, 'a chosen make to type as the query').toBeDefined();
      await page.getByRole('searchbox').fill(queryMake!.toLowerCase());
      state.query = queryMake!;
      state.page = 1;
      await expectScreenToMatch(page, cars, state);
      test.info().annotations.push({ type: 'refinement combinations compared', description: String(checked) });
      expect(checked).toBeGreaterThanOrEqual(8);
    });
  }
}
