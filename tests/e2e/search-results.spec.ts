import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, fetchedAtOf, siteUrl, stockOf, hydratedIsland } from './support.ts';

const GROUP = 'bayside-auto-group';
const YARD = 'corner-car-yard';
const PAGE_SIZE = 21;

type Car = ReturnType<typeof stockOf>[number] & { id: string; status: string };

/** The tenant's cars search shows (spec 2 section 4: in stock, coming soon, or sold within 3 days). */
function visibleStock(slug: string): Car[] {
  const fetchedAt = fetchedAtOf(slug);
  return (stockOf(slug) as Car[]).filter((car) => {
    if (car.status === 'in_stock' || car.status === 'coming_soon') return true;
    const soldAt = Date.parse(car.soldAt ?? car.updatedAt ?? '');
    return car.status === 'sold' && Number.isFinite(soldAt) && fetchedAt - soldAt <= 3 * 86_400_000;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hydrated = (page: Page) => expect(page.locator(hydratedIsland('SearchApp'))).toHaveCount(1);
const results = (page: Page) => page.getByRole('main').getByRole('list').first();

test('a dated promo card shows only between its start and expiry dates, at its position', async ({ page }) => {
  // corner-car-yard's 'Roadworthy Included' runs 2026-09-01 to 2027-08-31 (Brisbane time), position 3.
  const promo = () => page.getByRole('complementary', { name: 'Roadworthy Included' });
  for (const [when, shown] of [
    ['2026-08-31T23:00:00+10:00', false],
    ['2026-10-01T10:00:00+10:00', true],
    ['2027-08-31T23:59:00+10:00', true],
    ['2027-09-01T00:01:00+10:00', false],
  ] as const) {
    await page.clock.setFixedTime(new Date(when));
    await page.goto(siteUrl(YARD, '/search/new-used-and-demo-cars'));
    await hydrated(page);
    if (shown) {
      await expect(promo()).toBeVisible();
      await expect(promo().getByRole('link', { name: 'Ask Us How' })).toHaveAttribute('href', '/contact-us');
      // Before the result at index 3: three cars, then the card.
      const kinds = await results(page)
        .locator(':scope > li')
        .evaluateAll((items) => items.slice(0, 5).map((li) => (li.querySelector('aside') ? 'promo' : 'car')));
      expect(kinds).toEqual(['car', 'car', 'car', 'promo', 'car']);
    } else {
      await expect(promo()).toHaveCount(0);
    }
  }
  await expectNoAxeViolations(page);
});

test('the group variant: We Want Your Car! 3 to 5 places after position 30 on used searches; never an expired card', async ({ page }) => {
  // The island loads the 5,000-car index before it shows page 2: allow for it.
  await page.goto(siteUrl(GROUP, '/search/used-cars?page=2'));
  await hydrated(page);
  const card = page.getByRole('complementary', { name: 'We Want Your Car!' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const index = await results(page)
    .locator(':scope > li')
    .evaluateAll((items) => items.findIndex((li) => li.querySelector('aside')));
  // Page 2 starts at result 21: position 30 + 3..5 is index 12..14 on it.
  expect(index).toBeGreaterThanOrEqual(12);
  expect(index).toBeLessThanOrEqual(14);
  await expect(page.getByRole('complementary', { name: 'End of Financial Year Sale' })).toHaveCount(0);
  // A used-car card stays off a new-car search: page 2 of new cars, once its cars are shown, has none.
  await page.goto(siteUrl(GROUP, '/search/new-cars'));
  const firstOnPageOne = await page.getByRole('main').getByRole('article').first().getByRole('heading').innerText();
  await hydrated(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPageOne, { timeout: 20_000 });
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(card).toHaveCount(0);
});

test('consecutive sold cars collapse into one card that opens to show the rest', async ({ page }) => {
  // Sold cars rank last: the last page of a make's used cars ends with its sold ones.
  const used = visibleStock(GROUP).filter((car) => car.carType === 'used');
  const makes = [...new Set(used.map((car) => car.make))].map((make) => {
    const cars = used.filter((car) => car.make === make);
    const sold = cars.filter((car) => car.status === 'sold').length;
    return { make, total: cars.length, sold, onLastPage: cars.length - Math.floor((cars.length - 1) / PAGE_SIZE) * PAGE_SIZE };
  });
  const pick = makes.find((m) => m.sold >= 2 && m.onLastPage > m.sold && m.total < 1000);
  expect(pick, 'a make with 2+ sold used cars sharing a page with cars in stock').toBeDefined();
  const lastPage = Math.ceil(pick!.total / PAGE_SIZE);
  await page.goto(siteUrl(GROUP, `/search/used-cars?make=${encodeURIComponent(pick!.make)}${lastPage > 1 ? `&page=${lastPage}` : ''}`));
  await hydrated(page);
  const run = page.getByTestId('sold-run');
  await expect(run).toHaveCount(1);
  await expect(run.getByRole('article')).toHaveCount(1);
  await expect(run.getByRole('article').getByText('JUST SOLD')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(pick!.onLastPage - pick!.sold + 1);
  const more = `${pick!.sold - 1} more recently sold ${pick!.sold - 1 === 1 ? 'car' : 'cars'}`;
  await run.getByRole('button', { name: `Show ${more}` }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(pick!.onLastPage);
  await expect(run.getByRole('button', { name: `Hide ${more}` })).toHaveAttribute('aria-expanded', 'true');
  // A sold car offers Find Me Something Similar, not the in-stock buttons.
  await expect(run.getByRole('link', { name: /Find Me Something Similar/ })).toBeVisible();
  await expect(run.getByRole('link', { name: /Quick Enquiry/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('past 20 makes the make list shows popular makes, and all the others behind Show all makes', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/search/new-used-and-demo-cars'));
  await hydrated(page);
  const popular = page.getByRole('group', { name: 'Popular makes' });
  await expect(popular.getByRole('checkbox')).toHaveCount(10);
  const counts = await popular.locator('label').evaluateAll((labels) => labels.map((label) => Number(label.lastElementChild!.textContent!.replace(/\D/g, ''))));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const others = page.getByRole('group', { name: 'All other makes' });
  await expect(others).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all makes' }).click();
  const makesInStock = new Set(visibleStock(GROUP).map((car) => car.make));
  await expect(others.getByRole('checkbox')).toHaveCount(makesInStock.size - 10);
  const names = await others.locator('label').evaluateAll((labels) => labels.map((label) => label.querySelector('span')!.textContent!));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' })));
  await others.getByRole('checkbox').first().check();
  await expect(page).toHaveURL(new RegExp(`/search/${names[0]!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`));
  await page.getByRole('button', { name: 'Hide extra makes' }).click();
  // Collapsed, the chosen make stays listed.
  await expect(others.getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('the used-car variant: /used-car/{car type}/ paths, in the menu, the URL and back and forward', async ({ page }) => {
  await page.goto(siteUrl(YARD, '/'));
  await page.getByRole('main').getByRole('link', { name: 'Pre-Owned Cars' }).click();
  await expect(page).toHaveURL(/\/used-car\/used\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-Owned Cars');
  await hydrated(page);
  const used = visibleStock(YARD).filter((car) => car.carType === 'used');
  await expect.poll(async () => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''))).toBe(used.length);
  const make = used[0]!.make;
  const model = used.find((car) => car.make === make)!.model;
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.getByRole('button', { name: 'Show all makes' }).click();
  const makeBox = page.getByRole('checkbox', { name: new RegExp(`^${escape(make)} \\d+$`) });
  await makeBox.check();
  await expect(page).toHaveURL(new RegExp(`/used-car/used/\\?make=${escape(encodeURIComponent(make))}$`));
  await page.getByRole('button', { name: `Select models of ${make}` }).click();
  await page
    .getByRole('group', { name: `${make} models` })
    .getByRole('checkbox', { name: new RegExp(`^${escape(model)} \\d+$`) })
    .check();
  await expect(page).toHaveURL(new RegExp(`/used-car/used/${slug(make)}/${slug(model)}/$`));
  await expect
    .poll(async () => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, '')))
    .toBe(used.filter((car) => car.make === make && car.model === model).length);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/used-car/used/\\?make=${escape(encodeURIComponent(make))}$`));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/used-car/used/${slug(make)}/${slug(model)}/$`));
  // The make/model page is prerendered: a reload shows it with the choice made.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pre-Owned ${make} ${model}`);
  await expect(makeBox).toBeChecked();
});

test('card buttons: Explore, Quick Enquiry, Reserve with the deposit, Save shared with the car page, Compare', async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/search/used-cars'));
  await hydrated(page);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Reserve This Car/ }) })
    .first();
  const href = await card.getByRole('link', { name: /Explore Vehicle/ }).getAttribute('href');
  const slug = href!.replace('/cars/', '');
  const car = stockOf(GROUP).find((c) => c.slug === slug)! as Car & { reserveDepositCents?: number | null };
  await expect(card.getByRole('link', { name: /Quick Enquiry/ })).toHaveAttribute('href', `/cars/${slug}#quick-enquiry`);
  const deposit = `$${((car.reserveDepositCents ?? 20_000) / 100).toLocaleString('en-AU')}`;
  await expect(card.getByRole('link', { name: new RegExp(`^Reserve This Car \\${deposit}`) })).toHaveAttribute('href', `/cars/${slug}/checkout`);

  // Signed in (the account API answered here; tests/e2e/accounts.spec.ts runs it for real): saved, with the toast.
  await page.route('**/api/watchlist/save-car', (route) => route.fulfill({ json: { success: true } }));
  const save = card.getByRole('button', { name: /^SAVE/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(card.getByRole('button', { name: /^SAVED/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'to your watchlist' }).getByRole('link', { name: 'View List' })).toHaveAttribute(
    'href',
    '/my-garage',
  );
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('bayside-auto-group:favourites') ?? '[]') as Array<{ id: string; slug: string }>);
  expect(saved.map((entry) => entry.slug)).toEqual([slug]);
  const compare = card.getByRole('button', { name: /^Compare/ });
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bayside-auto-group:compare') ?? '[]'))).toEqual([saved[0]!.id]);
  await expectNoAxeViolations(page);

  // Quick Enquiry opens the car page's Quick Enquiry dialog; the car page's Fave shows the save.
  await card.getByRole('link', { name: /Quick Enquiry/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${slug}#quick-enquiry$`));
  await expect(page.getByRole('dialog', { name: 'Quick Enquiry' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /SAVED/ })).toBeVisible();
});

test("the card's finance button: the weekly estimate, a link the keyboard follows to the car page's finance calculator", async ({ page }) => {
  await page.goto(siteUrl(GROUP, '/search/used-cars'));
  await hydrated(page);
  const financeName = /^Only \$[\d,]+ \/wk\* finance estimate: /;
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: financeName }) })
    .first();
  const finance = card.getByRole('link', { name: financeName });
  const weekly = (await finance.innerText()).match(/^Only \$[\d,]+ \/wk\*/)?.[0];
  expect(weekly, "the link reads 'Only $X /wk*'").toBeDefined();
  const carHref = await card.getByRole('link', { name: /Explore Vehicle/ }).getAttribute('href');
  await expect(finance).toHaveAttribute('href', `${carHref}#finance-calculator`);
  await finance.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escape(carHref!)}#finance-calculator$`));
  await expect(page.getByRole('region', { name: 'Finance Calculator' })).toBeInViewport();
  await expect(page.getByTestId('weekly-estimate')).toHaveText(weekly!); // the car page's own estimate
});

test("a tenant's card variant: Corner Car Yard's cards say Enquire Now, which opens the car page's enquiry dialog", async ({ page }) => {
  await page.goto(siteUrl(YARD, '/used-car/used/'));
  await hydrated(page);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Explore Vehicle/ }) })
    .first();
  const slug = (await card.getByRole('link', { name: /^Explore Vehicle/ }).getAttribute('href'))!.replace('/cars/', '');
  const enquire = card.getByRole('link', { name: /^Enquire Now ?: / });
  await expect(enquire).toHaveAttribute('href', `/cars/${slug}#quick-enquiry`);
  await expect(page.getByRole('main').getByRole('link', { name: /Quick Enquiry/ })).toHaveCount(0);
  await enquire.click();
  await expect(page.getByRole('dialog', { name: 'Quick Enquiry' })).toBeVisible();
});

test('capped totals: a car-type count above 1999 reads as a lower bound', async ({ page }) => {
  const stock = visibleStock(GROUP);
  const used = stock.filter((car) => car.carType === 'used').length;
  const fresh = stock.filter((car) => car.carType === 'new').length;
  expect(used).toBeGreaterThan(1999);
  expect(fresh).toBeLessThanOrEqual(1999);
  await page.goto(siteUrl(GROUP, '/search/new-used-and-demo-cars'));
  await expect(page.getByTestId('result-count')).toHaveText(`${stock.length.toLocaleString('en-AU')}+ cars found`);
  await page.goto(siteUrl(GROUP, '/search/used-cars'));
  await expect(page.getByTestId('result-count')).toHaveText(`${used.toLocaleString('en-AU')}+ cars found`);
  await page.goto(siteUrl(GROUP, '/search/new-cars'));
  await hydrated(page);
  await expect(page.getByTestId('result-count')).toHaveText(`${fresh.toLocaleString('en-AU')} cars found`);
});
