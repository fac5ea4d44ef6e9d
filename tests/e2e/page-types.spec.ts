// Every page type (each page route in src/pages) on two demo tenants, one page each: the HTML the server sends
// passes html-validate (the audit's configuration: standard and a11y presets, nothing relaxed) and the page in the
// browser passes axe. A route neither tenant builds is tried on the first demo tenant that does; a new route with
// no finder below fails until it gets one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { primaryLocationPath } from '../../scripts/lib/audit/lighthouse.ts';
import { createHtmlValidator } from '../../scripts/lib/seo-audit/html-validate-config.ts';
import { freshMobile, signIn } from './accounts-support.ts';
import { DEMO_TENANTS, E2E_DATA_DIR, expectNoAxeViolations, siteUrl, stockOf } from './support.ts';

const TENANTS = ['harbour-toyota', 'bayside-auto-group'] as const;
const validator = createHtmlValidator();
const siteDir = (slug: string) => path.join(E2E_DATA_DIR, 'sites', slug);
const built = (slug: string, pagePath: string) => existsSync(path.join(siteDir(slug), `${pagePath.replace(/\/$/, '') || '/index'}.html`));
/** The first page (as a URL path) in a folder of the built site whose file name passes `keep`. */
function firstPage(slug: string, folder: string, keep: (file: string) => boolean = () => true): string | null {
  const dir = path.join(siteDir(slug), folder);
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.html') && keep(name))
    .sort()[0];
  return file ? `/${path.posix.join(folder, file.replace(/\.html$/, ''))}` : null;
}
const ifBuilt = (slug: string, pagePath: string) => (built(slug, pagePath) ? pagePath : null);
/** A model of the catalogue: a root page with an accessories page beside it. */
const modelPath = (slug: string) => {
  const accessories = readdirSync(siteDir(slug), { withFileTypes: true }).find(
    (entry) => entry.isDirectory() && existsSync(path.join(siteDir(slug), entry.name, 'accessories.html')),
  );
  return accessories ? `/${accessories.name}` : null;
};
const carForSale = (slug: string) => stockOf(slug).find((car) => car.status === 'in_stock' && car.images.length > 1 && built(slug, `/cars/${car.slug}`));

type Finder = (slug: string) => Promise<string | null> | string | null;
/** One page of each route, as a tenant builds it (null: this tenant has no such page). */
const FINDERS: Record<string, Finder> = {
  '404.astro': () => '/no-such-page',
  '[...contentPage].astro': (slug) => ifBuilt(slug, '/about-us'),
  '[...financePage].astro': (slug) => ifBuilt(slug, '/finance'),
  '[brand]/overview.astro': (slug) => {
    const brand = readdirSync(siteDir(slug)).find((name) => existsSync(path.join(siteDir(slug), name, 'overview.html')));
    return brand ? `/${brand}/overview` : null;
  },
  '[garage].astro': (slug) => ifBuilt(slug, '/my-garage'),
  '[locationBase]/[slug].astro': async (slug) => (await primaryLocationPath(slug)) ?? null,
  '[model].astro': modelPath,
  '[model]/accessories.astro': (slug) => (modelPath(slug) ? `${modelPath(slug)}/accessories` : null),
  'blog/[...page].astro': (slug) => ifBuilt(slug, '/blog'),
  'blog/[category]/[post].astro': (slug) => {
    const blog = path.join(siteDir(slug), 'blog');
    const category = existsSync(blog) ? readdirSync(blog, { withFileTypes: true }).find((entry) => entry.isDirectory()) : undefined;
    return category ? firstPage(slug, `blog/${category.name}`) : null;
  },
  'brands/[...index].astro': (slug) => ifBuilt(slug, '/brands'),
  'budget-finder.astro': (slug) => ifBuilt(slug, '/budget-finder'),
  'budget-finder/price-range.astro': (slug) => ifBuilt(slug, '/budget-finder/price-range'),
  'careers/[job].astro': (slug) => firstPage(slug, 'careers'),
  'cars/[slug].astro': (slug) => (carForSale(slug) ? `/cars/${carForSale(slug)!.slug}` : null),
  'cars/[slug]/[checkout].astro': (slug) => {
    const car = stockOf(slug).find((c) => ['checkout', 'buy-online'].some((segment) => built(slug, `/cars/${c.slug}/${segment}`)));
    return car ? ['checkout', 'buy-online'].map((segment) => `/cars/${car.slug}/${segment}`).find((page) => built(slug, page))! : null;
  },
  'cars/index.astro': (slug) => (built(slug, '/cars') ? '/cars/' : null),
  'cars/trade-in.astro': (slug) => ifBuilt(slug, '/cars/trade-in'),
  'checkout-journey.astro': (slug) => ifBuilt(slug, '/checkout-journey'),
  'checkout-unavailable.astro': (slug) => ifBuilt(slug, '/checkout-unavailable'),
  'compare/[...index].astro': (slug) => ifBuilt(slug, '/compare'),
  'contact-us.astro': (slug) => ifBuilt(slug, '/contact-us'),
  'contact.astro': (slug) => ifBuilt(slug, '/contact'),
  'dealer-locator/[...locator].astro': (slug) => ifBuilt(slug, '/dealer-locator'),
  'gone/[slug].astro': (slug) => {
    const gone = JSON.parse(readFileSync(path.join(siteDir(slug), '.seo', 'gone.json'), 'utf8')) as Array<{ slug: string }>;
    return gone[0] ? `/cars/${gone[0].slug}` : null;
  },
  'index.astro': () => '/',
  'models/[...index].astro': (slug) => ifBuilt(slug, '/models'),
  'online-payment.astro': (slug) => ifBuilt(slug, '/online-payment'),
  'personalised/[page].astro': (slug) => firstPage(slug, 'personalised'),
  'print.astro': (slug) => ifBuilt(slug, '/print'),
  'reservation.astro': (slug) => ifBuilt(slug, '/reservation'),
  'search/[...path].astro': (slug) => ifBuilt(slug, '/search/new-used-and-demo-cars'),
  'used-car/[...path].astro': (slug) => (built(slug, '/used-car/used') ? '/used-car/used/' : null),
  'sell-my-car.astro': (slug) => ifBuilt(slug, '/sell-my-car'),
  'sell-your-car.astro': (slug) => ifBuilt(slug, '/sell-your-car'),
  'sign-in.astro': (slug) => ifBuilt(slug, '/sign-in'),
  'special-offers.astro': (slug) => ifBuilt(slug, '/special-offers'),
  'success.astro': (slug) => ifBuilt(slug, '/success'),
  'trade-in.astro': (slug) => ifBuilt(slug, '/trade-in'),
};
/** Content pages with forms of their own (the test-drive and service bookings), beside the plain content page. */
const CONTENT_FORMS: Record<string, Finder> = {
  'book a test drive': (slug) => ifBuilt(slug, '/book-test-drive'),
  'book a service': (slug) => ifBuilt(slug, '/service'),
};
const STATUS: Record<string, number> = { '404.astro': 404, 'gone/[slug].astro': 410 };
/** Pages behind sign-in (the garage, Payment Options, and personalised finance where a tenant gates it). */
const SIGNED_IN = new Set(['[garage].astro', 'online-payment.astro', 'personalised/[page].astro']);

const pagesDir = path.resolve(import.meta.dirname, '..', '..', 'src', 'pages');
const routes = (readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.astro'))
  .map((file) => file.split(path.sep).join('/'));

test('every page route has a finder here', () => {
  expect(routes.filter((route) => !FINDERS[route])).toEqual([]);
});

/** The route's page on `slug`, or on the first demo tenant that builds it when neither tested tenant does. */
async function pageFor(slug: string, finder: Finder): Promise<{ slug: string; path: string } | null> {
  const own = await finder(slug);
  if (own) return { slug, path: own };
  if (slug !== TENANTS[0]) return null;
  for (const tenant of TENANTS.slice(1)) if (await finder(tenant)) return null; // tried there
  for (const other of DEMO_TENANTS.filter((tenant) => !(TENANTS as readonly string[]).includes(tenant))) {
    const found = await finder(other);
    if (found) return { slug: other, path: found };
  }
  throw new Error('no demo tenant builds this page type');
}

const cases = [...Object.entries(FINDERS).filter(([route]) => routes.includes(route)), ...Object.entries(CONTENT_FORMS)];
for (const slug of TENANTS) {
  test.describe(slug, () => {
    for (const [name, finder] of cases) {
      test(`${name}: valid HTML and no axe violation`, async ({ page }) => {
        const target = await pageFor(slug, finder);
        test.skip(!target, `${slug} builds no such page (tried on the other tenant)`);
        const { slug: site, path: pagePath } = target!;
        const status = STATUS[name] ?? 200;
        // axe on a long page (a search page's results, a location's map) takes a while on a busy machine.
        test.slow();
        if (SIGNED_IN.has(name)) await signIn(page, site, freshMobile(), pagePath);
        const visit = await page.goto(siteUrl(site, pagePath));
        expect(visit?.status(), `${site}${pagePath}`).toBe(status);
        // The HTML as the server sent it (before any script ran).
        const report = await validator.validateString(await visit!.text(), `${site}${pagePath}`);
        expect(report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`))).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }
  });
}
