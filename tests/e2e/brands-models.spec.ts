import { expect, test } from './fixtures.ts';
import { modelFromPrice } from '../../src/domain/models/catalogue.ts';
import { HARBOUR_TOYOTA_MODELS } from '../../tenants/harbour-toyota/models.ts';
import { expectNoAxeViolations, siteUrl, stockOf } from './support.ts';

const TOYOTA_RED = 'rgb(235, 10, 30)';

test("bayside-auto-group: the brands directory and a brand page in its maker's button colours", async ({ page }) => {
  await page.goto(siteUrl('bayside-auto-group', '/brands'));
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
  for (const kind of ['Car brands', 'Truck brands', 'Group brands']) await expect(page.getByRole('heading', { level: 2, name: kind })).toBeVisible();
  // skipPage brands go straight to their search; Isuzu Trucks to the maker's site; a make without a logo gets a badge.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'MG', exact: true })).toHaveAttribute('href', '/search/mg');
  await expect(main.getByRole('link', { name: /^Isuzu Trucks/ })).toHaveAttribute('href', 'https://www.isuzu.com.au');
  const badge = main.getByRole('listitem').filter({ hasText: 'Mazda' }).locator('img');
  await expect(badge).toHaveAttribute('src', '/brand-logos/mazda.svg');
  expect(await page.evaluate(async () => (await fetch('/brand-logos/mazda.svg')).headers.get('content-type'))).toMatch(/^image\/svg\+xml/);
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: 'Toyota', exact: true }).click();
  await expect(page).toHaveURL(/\/toyota\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Toyota logo' })).toHaveAttribute('src', '/brand/brands/toyota.svg');
  const toyotaModels = new Set(
    stockOf('bayside-auto-group')
      .filter((car) => car.make === 'Toyota' && car.status === 'in_stock')
      .map((car) => car.model),
  );
  const models = page.getByRole('region', { name: 'Models we sell' }).getByRole('listitem');
  expect(await models.count()).toBeGreaterThanOrEqual(toyotaModels.size);
  await expect(models.filter({ hasText: 'HiLux' }).getByRole('link')).toHaveAttribute('href', '/search/toyota/hilux');
  const cards = page.getByRole('region', { name: 'Toyota in stock' }).getByRole('article');
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByRole('link', { name: /Explore Vehicle/ })).toHaveCSS('background-color', TOYOTA_RED);
  await expect(page.getByRole('region', { name: 'Where to find Toyota' }).getByRole('heading', { level: 3 }).first()).toContainText('Toyota');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Browse all \d+ Toyota cars$/ }).click();
  await expect(page).toHaveURL(/\/search\/toyota$/);
});

test('harbour-toyota: the Vehicles menu by body, /models filtered by body and text, a model page and its accessories', async ({ page }) => {
  // Four pages, an axe run and the menus: it ran past 30 s (in axe) while the browser stage was starting on a 2-core machine.
  test.slow();
  await page.goto(siteUrl('harbour-toyota', '/models'));
  const suvs = HARBOUR_TOYOTA_MODELS.filter((model) => model.body === 'SUV');
  await expect(page.locator('[data-model]')).toHaveCount(HARBOUR_TOYOTA_MODELS.length);
  await page.getByRole('navigation', { name: 'Models by body' }).getByRole('link', { name: /^SUV/ }).click();
  await expect(page).toHaveURL(/\/models\?body=suv$/);
  await expect(page.getByRole('status')).toHaveText(`${suvs.length} models found`);
  await expect(page.locator('[data-model]:visible')).toHaveCount(suvs.length);
  // Words match from their start, as in the stock search: 'landcruiser' finds the Prado and the 300.
  await page.getByRole('searchbox', { name: 'Search models' }).fill('landcruiser');
  await expect(page.locator('[data-model]:visible')).toHaveCount(suvs.filter((model) => model.name.startsWith('LandCruiser')).length);
  // The text replaces the URL's entry; back returns to the unfiltered list.
  await expect(page).toHaveURL(/\/models\?body=suv&query=landcruiser$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/models$/);
  await expect(page.locator('[data-model]:visible')).toHaveCount(HARBOUR_TOYOTA_MODELS.length);
  await expect(page.getByRole('searchbox', { name: 'Search models' })).toHaveValue('');
  await expectNoAxeViolations(page);

  // The header's Vehicles dropdown: models under their bodies.
  await page.setViewportSize({ width: 1280, height: 900 });
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await menu.getByText('Vehicles').click();
  await expect(menu.getByText('SUV', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'RAV4', exact: true }).click();

  const rav4 = HARBOUR_TOYOTA_MODELS.find((model) => model.slug === 'rav4')!;
  await expect(page).toHaveURL(/\/rav4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toyota RAV4' })).toBeVisible();
  await expect(page.getByTestId('model-from-price')).toHaveText(modelFromPrice(rav4).text);
  await expect(page.getByTestId('variant-price')).toHaveCount(rav4.variants.length);
  const inStock = stockOf('harbour-toyota').filter((car) => car.model === 'RAV4' && car.status === 'in_stock');
  await expect(page.getByRole('link', { name: `${inStock.length} in stock` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'RAV4 in stock' }).getByRole('article')).toHaveCount(Math.min(6, inStock.length));
  await expect(page.getByRole('form', { name: 'Book a test drive' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Book a test drive' }).getByRole('textbox', { name: /Comments/ })).toHaveValue(
    "I'd like to test drive the Toyota RAV4.",
  );
  await expect(page.getByRole('link', { name: 'Book a test drive' })).toHaveCSS('background-color', TOYOTA_RED);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /genuine accessories for the RAV4/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'RAV4 Accessories' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(rav4.accessories.length);
  await expectNoAxeViolations(page);
});
