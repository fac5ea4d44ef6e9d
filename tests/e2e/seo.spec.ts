// What crawlers and SEO teams get from every demo site: robots.txt and the sitemap index, valid HTML on every page
// type (html-validate, standard and a11y presets), the sold-car policy (noindex, then 410 with similar stock), the
// indexing headers and redirects, and the structured data and share cards.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { embeddedImagePath } from '../../src/domain/media/embedded-image-url.ts';
import { send } from '../../src/server/test-support.ts';
import { primaryLocationPath } from '../../scripts/lib/audit/lighthouse.ts';
import { createHtmlValidator } from '../../scripts/lib/seo-audit/html-validate-config.ts';
import { DEMO_TENANTS, E2E_DATA_DIR, E2E_PORT, expectNoAxeViolations, findCar, siteUrl, stockOf } from './support.ts';

const validator = createHtmlValidator();
const goneOf = (slug: string): Array<{ slug: string; title: string; reason: string }> =>
  JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'sites', slug, '.seo', 'gone.json'), 'utf8'));
const soldPageDays = (slug: string) => (slug === 'corner-car-yard' ? 4 : 30);

/** A request to a demo site from Node, which does not resolve `*.localhost` itself: the server, with the site's Host. */
const get = (slug: string, pagePath: string) => send(E2E_PORT, { host: `${slug}.localhost:${E2E_PORT}`, path: pagePath });

async function htmlProblems(slug: string, pagePath: string, status = 200): Promise<string[]> {
  const response = await get(slug, pagePath);
  expect(response.status, pagePath).toBe(status);
  const report = await validator.validateString(response.body.toString('utf8'));
  return report.results.flatMap((result) => result.messages.map((message) => `${slug}${pagePath}: ${message.ruleId} ${message.message} (${message.selector})`));
}

for (const slug of DEMO_TENANTS) {
  test.describe(slug, () => {
    test('robots.txt names the sitemap index, whose vehicle sitemap lists every car for sale', async () => {
      const robots = await get(slug, '/robots.txt');
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      const text = robots.body.toString();
      expect(text).toMatch(/^Sitemap: https:\/\/[^/]+\/sitemap\.xml$/m);
      expect(text).toContain('Disallow: /search/*?');
      for (const hidden of ['/sign-in', '/my-garage', '/checkout-journey', '/reservation', '/cars/*/checkout', '/cars/*/buy-online'])
        expect(text).toContain(`Disallow: ${hidden}\n`);
      const index = await get(slug, '/sitemap.xml');
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body.toString()).toContain('/sitemap-vehicles.xml</loc>');
      const vehicles = (await get(slug, '/sitemap-vehicles.xml')).body.toString();
      const forSale = stockOf(slug).filter((car) => car.status === 'in_stock' || car.status === 'coming_soon');
      expect(vehicles.match(/<url>/g)).toHaveLength(forSale.length);
      expect(vehicles).toContain(`/cars/${forSale[0]!.slug}</loc>`);
      const location = await primaryLocationPath(slug);
      expect((await get(slug, '/sitemap-locations.xml')).body.toString()).toContain(`${location}</loc>`);
    });

    test('one page of each type has no html-validate finding (standard and a11y presets)', async () => {
      const car = findCar(slug, (c) => c.status === 'in_stock' && c.images.length > 1);
      const site = path.join(E2E_DATA_DIR, 'sites', slug);
      const checkout = ['checkout', 'buy-online']
        .map((segment) => `/cars/${car.slug}/${segment}`)
        .filter((page) => existsSync(path.join(site, `${page}.html`)));
      const pages = [
        '/',
        `/cars/${car.slug}`,
        '/search/new-used-and-demo-cars',
        '/trade-in',
        '/contact',
        (await primaryLocationPath(slug))!,
        '/special-offers',
        '/sign-in',
        ...checkout,
        '/no-such-page',
      ];
      const problems = [];
      for (const page of pages) problems.push(...(await htmlProblems(slug, page, page === '/no-such-page' ? 404 : 200)));
      // The private pages say noindex themselves too, for a crawler that reaches them through a link.
      for (const page of ['/sign-in', ...checkout]) expect((await get(slug, page)).body.toString(), page).toContain('<meta name="robots" content="noindex">');
      const gone = goneOf(slug)[0];
      if (gone) problems.push(...(await htmlProblems(slug, `/cars/${gone.slug}`, 410)));
      expect(problems).toEqual([]);
    });
  });
}

test('a sold car keeps its page, marked noindex, with the recently-sold message and similar cars; then it answers 410 Gone', async ({ page }) => {
  const slug = 'corner-car-yard';
  const fetchedAt = Date.parse(JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'snapshots', slug, 'snapshot.json'), 'utf8')).fetchedAt);
  const soldAge = (car: { soldAt: string | null; updatedAt: string | null }) => (fetchedAt - Date.parse(car.soldAt ?? car.updatedAt ?? '')) / 86_400_000;
  const recent = findCar(slug, (car) => car.status === 'sold' && soldAge(car) < soldPageDays(slug));
  await page.goto(siteUrl(slug, `/cars/${recent.slug}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText("Unfortunately this car recently sold. But don't worry, we can help you find a similar car!")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar Cars In-Stock' })).toBeVisible();

  const old = findCar(slug, (car) => car.status === 'sold' && soldAge(car) >= soldPageDays(slug));
  const response = await page.goto(siteUrl(slug, `/cars/${old.slug}`));
  expect(response?.status()).toBe(410);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^The ${old.year} ${old.make} ${old.model}.* has been sold$`));
  await expect(page.getByRole('heading', { name: 'Similar Cars In-Stock' })).toBeVisible();
  const similar = page.getByRole('link', { name: 'Find Me Something Similar' });
  expect((await get(slug, (await similar.getAttribute('href'))!)).status).toBe(200);
  await expectNoAxeViolations(page);
});

test('search variants are noindex, stray forms of a page redirect to it, and the home page describes the site and the dealer', async ({ page }) => {
  const slug = 'harbour-toyota';
  expect((await get(slug, '/search/used-cars?colour=White&sortBy=price_asc')).headers['x-robots-tag']).toBe('noindex, follow');
  expect((await get(slug, '/search/used-cars')).headers['x-robots-tag']).toBeUndefined();
  const slash = await get(slug, '/search/used-cars/?page=2');
  expect(slash.status).toBe(301);
  expect(slash.headers.location).toBe('/search/used-cars?page=2');

  await page.goto(siteUrl(slug, '/'));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => JSON.parse(text)['@type']);
  expect(types).toEqual(['WebSite', 'Organization']);
  expect(JSON.parse(jsonLd[0]!).potentialAction.target.urlTemplate).toBe(
    'https://www.harbourtoyota.com.au/search/new-used-and-demo-cars?query={search_term_string}',
  );
  const dealer = JSON.parse(jsonLd[1]!);
  expect(dealer.logo).toBe('https://www.harbourtoyota.com.au/brand/logo.svg');
  // Its locations are the AutoDealer entities of their own pages, referred to and not repeated.
  const locationId = dealer.subOrganization[0]['@id'] as string;
  await page.goto(siteUrl(slug, new URL(locationId).pathname));
  const location = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(location['@id']).toBe(locationId);

  const car = findCar(slug, (c) => c.status === 'in_stock' && c.images.length > 1);
  await page.goto(siteUrl(slug, `/cars/${car.slug}`));
  // The share card is the first photo as a 1200 px JPEG through the site's image service (never an SVG or AVIF).
  const photo = `https://www.harbourtoyota.com.au${embeddedImagePath(car.images[0]!.url, 1200, 'jpeg')}`;
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', photo);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', photo);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
