import { expect, test } from './fixtures.ts';
import { DEMO_TENANTS, E2E_PORT, expectNoAxeViolations, manifestOf, siteUrl } from './support.ts';

test('the platform index lists every demo tenant with a link to its site', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/`);
  for (const slug of DEMO_TENANTS) {
    await expect(page.getByRole('link', { name: new RegExp(manifestOf(slug).tenant.name) })).toHaveAttribute('href', siteUrl(slug));
  }
});

for (const slug of DEMO_TENANTS) {
  test.describe(slug, () => {
    test('home page shows the dealer, its menus and cars just arrived', async ({ page }) => {
      const { tenant } = manifestOf(slug);
      await page.goto(siteUrl(slug));
      await expect(page).toHaveTitle(new RegExp(tenant.name));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Just arrived' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Buyer Tools' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('search page lists the first 21 cars and opens a vehicle page', async ({ page }) => {
      await page.goto(siteUrl(slug, '/search/new-used-and-demo-cars'));
      const count = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(manifestOf(slug).vehicles);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(21, count));
      await expectNoAxeViolations(page);

      const firstCard = page.getByRole('article').first();
      const title = (await firstCard.getByRole('heading').innerText()).trim();
      const price = (await firstCard.locator('p.text-2xl').innerText()).trim();
      await firstCard.getByRole('link', { name: /Explore Vehicle|Find Me Something Similar/ }).click();
      await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await expect(page.getByTestId('price')).toContainText(price.split(/\s/)[0]!);
      await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('an unknown car gets the dealer 404 page with status 404', async ({ page }) => {
      const response = await page.goto(siteUrl(slug, '/cars/no-such-car-here'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(manifestOf(slug).tenant.name));
    });
  });
}
