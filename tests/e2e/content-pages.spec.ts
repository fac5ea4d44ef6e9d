import { expect, test } from './fixtures.ts';
import { DEMO_TENANTS, expectNoAxeViolations, findCar, siteUrl } from './support.ts';
import { siteGet } from './site-http.ts';

// Content pages, the blog and the links every demo site's menus, footers and forms make.

test('a content page names the dealer, its address and when it changed, and passes axe', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/about-us'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByText('Harbour Toyota is a locally run car dealership.')).toBeVisible();
  await expect(page.getByText('846 Hunter Street, Newcastle West NSW 2302')).toBeVisible();
  await expect(page.getByText(/^Last updated 1 November 2026$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('the terms on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('are an accordion whose sections open and close; a link to a section opens it', async ({ page }) => {
    await page.goto(siteUrl('corner-car-yard', '/terms-and-conditions'));
    const prices = page.locator('details[id="prices"]');
    await expect(prices).not.toHaveAttribute('open');
    await expect(page.getByText('Prices are in Australian dollars and include GST.')).toBeHidden();
    await prices.locator('summary').click();
    await expect(page.getByText('Prices are in Australian dollars and include GST.')).toBeVisible();
    await prices.locator('summary').click();
    await expect(page.getByText('Prices are in Australian dollars and include GST.')).toBeHidden();
    await page.goto(siteUrl('corner-car-yard', '/terms-and-conditions#14-day-money-back-or-exchange-policy'));
    const policy = page.locator('details[id="14-day-money-back-or-exchange-policy"]');
    await expect(policy).toHaveAttribute('open', '');
    for (const rule of ['14 days.', 'At most 500 km.', 'A quarter tank.', 'Consumers only.', 'Free of encumbrance.'])
      await expect(policy.getByText(rule, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('on a wide screen every section of the terms is open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('corner-car-yard', '/terms-and-conditions'));
  await expect(page.locator('[data-terms-accordion] > details:not([open])')).toHaveCount(0);
});

test('the FAQs open one by one, filled in for the dealer, and describe themselves as a FAQPage', async ({ page }) => {
  await page.goto(siteUrl('outback-caravans-and-motorcycles', '/faqs'));
  const question = page.getByText('Can I test drive a car before I buy it?');
  const answer = page.getByText(/Book a test drive online at a time that suits you, or call us on 07 5550 2210\./);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter'); // the summary has focus: the keyboard closes it again
  await expect(answer).toBeHidden();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity).toHaveLength(10);
  expect(jsonLd.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Can I test drive a car before I buy it?', acceptedAnswer: { '@type': 'Answer' } });
  await expectNoAxeViolations(page);
});

test('the blog: cards with date, heading, image, a description of at most 80 characters and Read More +; an article with Article JSON-LD; an RSS feed', async ({
  page,
}) => {
  await page.goto(siteUrl('harbour-toyota', '/blog'));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: 'Getting your car ready for a summer road trip' })).toBeVisible();
  await expect(first.locator('time')).toHaveText('18 November 2026');
  await expect(first.locator('img')).toHaveAttribute('src', '/brand/blog/summer-road-trip.svg');
  for (const text of await cards.locator('.card-body > p:nth-of-type(2)').allTextContents()) expect(text.length).toBeLessThanOrEqual(80);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
  await first.getByRole('link', { name: /Read More \+/ }).click();
  await expect(page).toHaveURL(/\/blog\/ownership\/summer-road-trip$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting your car ready for a summer road trip');
  const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(article).toMatchObject({
    '@type': 'Article',
    headline: 'Getting your car ready for a summer road trip',
    datePublished: '2026-11-18',
    author: { name: 'Chris Baxter, Service Manager' },
    publisher: { name: 'Harbour Toyota' },
  });
  await expect(page.getByRole('heading', { name: 'More from our blog' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Servicing and Ownership' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicing and Ownership');
  const rss = await siteGet('harbour-toyota', '/blog/rss.xml');
  expect(rss.status).toBe(200);
  expect(rss.body).toContain('<title>Harbour Toyota blog</title>');
  expect(rss.body.match(/<item>/g)).toHaveLength(3);
  expect(rss.body).toContain('<link>https://www.harbourtoyota.com.au/blog/vehicle-reviews/rav4-hybrid-week</link>');
});

test('careers lists the open jobs; each has its page and application form with a CV upload', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/careers'));
  await expect(page.getByRole('heading', { name: 'Jobs open now' })).toBeVisible();
  await page.getByRole('link', { name: /^View and apply\W+Sales Consultant$/ }).click();
  await expect(page).toHaveURL(/\/careers\/sales-consultant#apply$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales Consultant');
  await expect(page.getByText('Applications close 31 January 2027.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply Now' });
  await expect(form.getByLabel(/Your CV \(PDF or Word, at most 5 MB\)/)).toHaveAttribute('type', 'file');
  await expect(form.locator('input[name="position"]')).toHaveValue('Sales Consultant');
});

test("a car tagged 'Test Drive Only' offers Book a Test Drive in finance's place, and the test drive page starts on it", async ({ page }) => {
  const car = findCar('bayside-auto-group', (c) => c.status === 'in_stock' && (c as unknown as { tag: string | null }).tag === 'Test Drive Only');
  await page.goto(siteUrl('bayside-auto-group', `/cars/${car.slug}`));
  const actions = page.getByRole('group', { name: 'Actions for this car' });
  await expect(actions.getByRole('link', { name: 'Book a Test Drive' })).toHaveCount(1);
  await expect(actions.getByRole('link', { name: 'Get Finance' })).toHaveCount(0);
  await page.goto(siteUrl('bayside-auto-group', `/book-test-drive/?car_id=${car.id}`));
  const form = page.getByRole('form', { name: 'Book a Test Drive' });
  await expect(form.getByText('The car you will drive')).toBeVisible();
  await expect(form.getByRole('link', { name: new RegExp(`${car.year} ${car.make} ${car.model}`) })).toHaveAttribute('href', `/cars/${car.slug}`);
});

/** A link's status; a gated page (My Garage) sends a shopper without a session to sign in, whose page must answer. */
async function landingStatus(slug: string, href: string): Promise<number> {
  const first = await siteGet(slug, href);
  const location = first.headers.location;
  if ([302, 303].includes(first.status) && typeof location === 'string' && location.startsWith('/sign-in')) return (await siteGet(slug, location)).status;
  return first.status;
}

test("every link of every demo site's menus, footer and forms leads to a page", async () => {
  test.setTimeout(90_000);
  for (const slug of DEMO_TENANTS) {
    const links = new Set<string>();
    for (const path of ['/', '/contact']) {
      const html = (await siteGet(slug, path)).body;
      const parts = [/<header[\s\S]*?<\/header>/, /<footer[\s\S]*?<\/footer>/, /<form[^>]*action="\/api\/leads"[\s\S]*?<\/form>/].map(
        (pattern) => pattern.exec(html)?.[0] ?? '',
      );
      for (const part of parts) for (const match of part.matchAll(/href="(\/[^"#]*)/g)) links.add(match[1]!.replace(/&amp;/g, '&'));
    }
    expect(links.size, slug).toBeGreaterThan(10);
    for (const href of links) expect(`${slug} ${href} ${await landingStatus(slug, href)}`).toBe(`${slug} ${href} 200`);
  }
});
