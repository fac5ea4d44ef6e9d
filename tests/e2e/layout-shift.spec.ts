// No layout shift on a phone (issue 34: CLS 0): the first view of a vehicle, search, home and content page of two
// tenants does not move while its styles, photos and islands arrive. Something an island shows only once it hydrates
// (a button that needs JavaScript, a form's progress line) keeps its place in the server's HTML instead.
import { expect, test, type Page } from './fixtures.ts';
import { findCar, siteUrl } from './support.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

/** Every layout shift not caused by input, from the start of the page, once the islands in view have hydrated. */
async function shiftsOnLoad(page: Page, url: string): Promise<Array<{ value: number; sources: string[] }>> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  // The islands in the first view hydrate (client:load, client:idle and client:visible ones alike).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
            const box = island.getBoundingClientRect();
            return island.checkVisibility() && box.height > 0 && box.top < innerHeight && box.bottom > 0;
          }).length,
      ),
    )
    .toBe(0);
  // Two frames for what hydration changed to be laid out and reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts);
}

for (const slug of ['harbour-toyota', 'bayside-auto-group']) {
  const car = () => findCar(slug, (candidate) => candidate.status === 'in_stock' && candidate.images.filter((image) => !image.isVideo).length >= 4);
  const pages: Array<[string, () => string]> = [
    ['vehicle', () => `/cars/${car().slug}`],
    ['search', () => '/search/new-used-and-demo-cars'],
    ['home', () => '/'],
    ['trade-in', () => '/trade-in'],
  ];
  for (const [name, pagePath] of pages) {
    test(`${slug}: the ${name} page does not shift while it loads and hydrates on a phone`, async ({ page }) => {
      const shifts = await shiftsOnLoad(page, siteUrl(slug, pagePath()));
      expect(shifts, 'layout shifts (value and what moved)').toEqual([]);
    });
  }
}
