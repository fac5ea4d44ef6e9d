import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from './fixtures.ts';
import { readPdf } from '../pdf-reader.ts';
import { expectNoAxeViolations, findCar, siteUrl, stockOf } from './support.ts';

// The spec sheet PDF download, the tenant switch that hides Twitter sharing, and dealerships whose numbers show
// in full without the reveal click.

type Car = ReturnType<typeof stockOf>[number] & { id: string; dealershipSlug: string | null; badge: string | null; series: string | null };
const car = (tenant: string, predicate: (c: Car) => boolean) => findCar(tenant, (c) => predicate(c as Car)) as Car;
const inStock = (c: Car) => c.status === 'in_stock' && c.priceCents > 1_000_000;

/** The page's analytics events; the beacon is turned off so they go by fetch, where the test can read them. */
async function collectEvents(page: Page): Promise<Array<{ event_id: number; car_id?: string }>> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }));
  const events: Array<{ event_id: number; car_id?: string }> = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/events') && request.method() === 'POST') events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

test.describe('Download PDF', () => {
  const TENANT = 'harbour-toyota';
  const target = car(TENANT, inStock);

  test('downloads the spec sheet as {slug}.pdf, showing Preparing PDF… meanwhile, and sends event 61', async ({ page }) => {
    const events = await collectEvents(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/cars/*.pdf', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(TENANT, `/cars/${target.slug}`));
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toHaveAttribute('download', `${target.slug}.pdf`);

    const downloading = page.waitForEvent('download');
    await link.click();
    await expect(page.getByText('Preparing PDF…')).toBeVisible();
    release();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe(`${target.slug}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const price = (await page.getByTestId('price').innerText()).trim().split(/\s+/)[0]!;
    const { pages } = await readPdf(bytes);
    const text = pages.flat().join(' ');
    expect(text).toContain(heading); // the title may wrap onto two lines, which the join puts back together
    expect(pages.flat()).toContain(price);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect.poll(() => events.some((event) => event.event_id === 61 && event.car_id === target.id)).toBe(true);
  });

  test('tells the shopper in an alert when the PDF cannot be downloaded', async ({ page }) => {
    await page.route('**/cars/*.pdf', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto(siteUrl(TENANT, `/cars/${target.slug}`));
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Download PDF' }).click();
    await expect.poll(() => dialogs).toEqual(['alert: The PDF could not be downloaded (error 503). Please try again later.']);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  });

  test('works as a plain download link without JavaScript, from the keyboard', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(siteUrl(TENANT, `/cars/${target.slug}`));
    await page.getByRole('link', { name: 'Download PDF' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`${target.slug}.pdf`);
    await context.close();
  });

  test('is served as application/pdf, revalidated; a sold car has no PDF link', async ({ page }) => {
    await page.goto(siteUrl(TENANT, `/cars/${target.slug}`)); // fetched from the page: only the browser resolves *.localhost
    const head = (href: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
      }, href);
    expect(await head(`/cars/${target.slug}.pdf`)).toEqual({ status: 200, type: 'application/pdf', cache: 'public, max-age=0, must-revalidate' });

    const sold = car(TENANT, (c) => c.status === 'sold');
    await page.goto(siteUrl(TENANT, `/cars/${sold.slug}`));
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    expect((await head(`/cars/${sold.slug}.pdf`)).status).toBe(404);
  });
});

test.describe('Twitter sharing', () => {
  test('a tenant with hideTwitterShare has no Twitter link; the others do', async ({ page }) => {
    await page.goto(siteUrl('corner-car-yard', `/cars/${car('corner-car-yard', inStock).slug}`));
    const share = page.getByRole('group', { name: 'Share this car' });
    await expect(share.getByRole('link', { name: /Share by Facebook/ })).toBeVisible();
    await expect(share.getByRole('link', { name: /Share by WhatsApp/ })).toBeVisible();
    await expect(share.getByRole('link', { name: /Twitter/ })).toHaveCount(0);
    await expect(page.locator('a[href*="twitter.com"]')).toHaveCount(0);

    for (const tenant of ['harbour-toyota', 'bayside-auto-group']) {
      await page.goto(siteUrl(tenant, `/cars/${car(tenant, inStock).slug}`));
      await expect(page.getByRole('group', { name: 'Share this car' }).getByRole('link', { name: /Share by Twitter/ })).toHaveAttribute(
        'href',
        /^https:\/\/twitter\.com\/intent\/tweet\?/,
      );
    }
  });
});

test.describe('unmasked dealer numbers', () => {
  const TENANT = 'bayside-auto-group';

  test('a dealership flagged for unmasked numbers shows the full number at once; a click calls without a reveal', async ({ page }) => {
    const reveals: unknown[] = [];
    await page.route('**/api/phone-reveal', async (route) => {
      reveals.push(route.request().postDataJSON());
      await route.fulfill({ status: 204 });
    });
    const subaru = car(TENANT, (c) => inStock(c) && c.dealershipSlug === 'bayside-subaru');
    await page.goto(siteUrl(TENANT, `/cars/${subaru.slug}`));
    const box = page.getByRole('region', { name: 'Call the dealer' });
    const number = box.getByRole('link', { name: /^\d\d \d{4} \d{4}$/ });

    await expect(number).toBeVisible();
    await expect(number).toHaveAttribute('href', /^tel:\+61\d{9}$/);
    await expect(page.getByText(/Show number/)).toHaveCount(0);
    await expect(page.getByText(/\dXX XXXX/)).toHaveCount(0);
    await number.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault())); // no dialler in the test browser
    await number.click();
    await page.waitForTimeout(300);
    expect(reveals).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('another dealership of the same group stays masked until clicked', async ({ page }) => {
    const kia = car(TENANT, (c) => inStock(c) && c.dealershipSlug === 'bayside-kia');
    await page.goto(siteUrl(TENANT, `/cars/${kia.slug}`));
    const masked = page.getByRole('region', { name: 'Call the dealer' }).getByRole('link', { name: /Show number$/ });
    await expect(masked.locator('[data-phone-number]')).toHaveText(/^\d\d \d\dXX XXXX$/);
  });
});
