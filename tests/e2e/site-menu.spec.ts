import { expect, test, type Page } from './fixtures.ts';
import { siteUrl } from './support.ts';

const desktopMenu = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const dropdownButton = (page: Page, label: string) => desktopMenu(page).locator('summary', { hasText: label });
const header = (page: Page) => page.getByRole('banner');

test.describe('desktop header menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one dropdown open at a time; Escape closes it and puts focus back on its button; a click elsewhere closes it', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'));
    const stock = dropdownButton(page, 'Our Stock');
    await stock.click();
    await expect(desktopMenu(page).getByRole('link', { name: 'Used Cars' })).toBeVisible();
    await expect(header(page)).toHaveAttribute('data-menu-open', 'true');

    await dropdownButton(page, 'More').click();
    await expect(desktopMenu(page).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(desktopMenu(page).getByRole('link', { name: 'Used Cars' })).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(desktopMenu(page).getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await expect(dropdownButton(page, 'More')).toBeFocused();
    await expect(header(page)).toHaveAttribute('data-menu-open', 'false');

    await stock.click();
    // Anywhere else on the page: the footer's first heading (the home page's h1 may be visually hidden behind a slider).
    await page.getByRole('contentinfo').getByRole('heading').first().click();
    await expect(desktopMenu(page).getByRole('link', { name: 'Used Cars' })).toBeHidden();
  });

  test('opens from the keyboard', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'));
    await dropdownButton(page, 'Our Stock').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(desktopMenu(page).getByRole('link', { name: 'All Stock' })).toBeFocused();
  });

  test("a site with openDropdownOnHover opens a menu under the mouse and closes it when the mouse leaves; others don't", async ({ page }) => {
    await page.goto(siteUrl('bayside-auto-group'));
    await dropdownButton(page, 'Our Stock').hover();
    const usedCars = desktopMenu(page).getByRole('link', { name: 'Used Cars' });
    await expect(usedCars).toBeVisible();
    await usedCars.hover(); // across the gap into the panel: it stays open
    await expect(usedCars).toBeVisible();
    await dropdownButton(page, 'Our Stock').click(); // a click on the menu the mouse opened keeps it open
    await expect(usedCars).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(usedCars).toBeHidden();

    await page.goto(siteUrl('harbour-toyota'));
    await dropdownButton(page, 'Our Stock').hover();
    await page.waitForTimeout(300);
    await expect(desktopMenu(page).getByRole('link', { name: 'Used Cars' })).toBeHidden();
  });
});

test.describe('mobile header menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a dropdown opens inside the open menu; Escape closes both and focus goes back to Menu', async ({ page }) => {
    await page.goto(siteUrl('bayside-auto-group'));
    const menuButton = header(page).locator('summary', { hasText: 'Menu' });
    await menuButton.click();
    const mobileMenu = page.getByRole('navigation', { name: 'Main menu' });
    await mobileMenu.locator('summary', { hasText: 'Our Stock' }).click();
    await expect(mobileMenu.getByRole('link', { name: 'Used Cars' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobileMenu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
