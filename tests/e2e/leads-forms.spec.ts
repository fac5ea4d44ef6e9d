import { expect, test, type Locator, type Page, type Request } from './fixtures.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile, shopperEmails, shopperPhone } from './lead-receivers.ts';
import { freeSlot } from './site-http.ts';
import { expectNoAxeViolations, findCar, siteUrl, HYDRATED_ISLAND } from './support.ts';

// Shoppers send every lead form, from a vehicle page and from the contact page, with and without JavaScript; each
// lead reaches the right tenant's SMTP inbox and signed webhook. The receivers live in this worker, so the file
// runs in order in one worker.
test.describe.configure({ mode: 'default' });

const HARBOUR = 'harbour-toyota';
const BAYSIDE = 'bayside-auto-group';
const CORNER = 'corner-car-yard';
const OUTBACK = 'outback-caravans-and-motorcycles';
type Car = { id: string; slug: string; status: string; priceCents: number; locationId: number | null; carType: string };
const inStock = (tenant: string) => findCar(tenant, (c) => c.status === 'in_stock' && c.priceCents > 100_000) as unknown as Car;
const harbourCar = inStock(HARBOUR);

const receivers = receiversForThisFile();
const shopperEmail = shopperEmails('shopper');

type SentEvent = { event_id: number; car_id?: string; lead_id?: string; data?: Record<string, unknown> };

/**
 * The analytics events the page sends, parsed. A beacon's body is not visible to the test, so the page is made to
 * use its fallback (a keepalive fetch with the same body).
 */
async function collectEvents(page: Page): Promise<SentEvent[]> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }));
  const events: SentEvent[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/events') && request.method() === 'POST') events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

/** The events sent about one lead, in order: the success event, then the follow-up lead record (spec 2 section 7). */
const eventsOfLead = (events: SentEvent[], leadId: unknown) =>
  events.filter((event) => event.lead_id === leadId).map(({ event_id, car_id, data }) => ({ event_id, car_id, data: { ...data, path: undefined } }));

async function openDialog(page: Page, tenant: string, car: Car, id: string, name: string): Promise<Locator> {
  await page.goto(siteUrl(tenant, `/cars/${car.slug}#${id}`));
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(HYDRATED_ISLAND)).toHaveCount(1); // hydrated
  return dialog;
}

test.describe('from a vehicle page', () => {
  // Each form's success event and the follow-up that records the lead with its category and the car's type.
  const forms = [
    { id: 'enquire', name: 'Enquire about this car', submit: 'Enquire Now', kind: 'enquiry', events: [15, 14], category: 'General Enquiry' },
    { id: 'quick-enquiry', name: 'Quick Enquiry', submit: 'Enquire Now', kind: 'quick-enquiry', events: [15, 14], category: 'General Enquiry' },
    { id: 'test-drive', name: 'Book a test drive', submit: 'Book Test Drive', kind: 'test-drive', events: [48, 17], category: 'Test Drive' },
    { id: 'request-photos', name: 'Request photos', submit: 'Request Photos', kind: 'request-photos', events: [15, 14], category: 'General Enquiry' },
    // The Trade-In Valuation dialog is a three-step form: tests/e2e/trade-in-offer.spec.ts.
  ];
  for (const form of forms) {
    test(`${form.name}: the shopper sees /success, the dealer gets the lead, events ${form.events.join(' and ')} are sent`, async ({ page }) => {
      const events = await collectEvents(page);
      const dialog = await openDialog(page, HARBOUR, harbourCar, form.id, form.name);
      const email = shopperEmail(form.id);
      await fillContact(dialog, email, { lastName: form.id !== 'quick-enquiry', postcode: form.id === 'quick-enquiry' ? false : undefined });
      // The test drive takes one of the car's yard's free slots.
      const booked = form.id === 'test-drive' ? await freeSlot(HARBOUR, harbourCar.locationId!, 'test-drive') : null;
      if (booked) {
        await dialog.getByLabel('Test Drive Booking Date').fill(booked.date);
        await dialog.getByLabel('Time').selectOption(booked.slot.time);
      }
      await dialog.getByRole('button', { name: form.submit }).click();
      await expectLeadSuccess(page);

      const { mail, hook } = await receivers.delivered(HARBOUR, email);
      expect(hook.body.kind).toBe(form.kind);
      expect((hook.body.car as { id: string }).id).toBe(harbourCar.id);
      expect(mail.text).toContain('Jane');
      if (booked)
        expect(hook.body).toMatchObject({
          fields: { 'Test Drive Booking Date': `${booked.date}T${booked.slot.time}` },
          booking: { locationId: harbourCar.locationId, date: booked.date, time: booked.slot.time },
        });
      const stored = await page.evaluate((slug) => [localStorage.getItem(`${slug}:remembered-user`), localStorage.getItem(`${slug}:lead-success`)], HARBOUR);
      expect(JSON.parse(stored[0]!)).toMatchObject({ name: 'Jane', email, phone: shopperPhone(email) });
      expect(JSON.parse(stored[1]!)).toMatchObject({ kind: form.kind, lead_id: hook.body.lead_id, car_id: harbourCar.id });
      expect(eventsOfLead(events, hook.body.lead_id)).toEqual([
        { event_id: form.events[0], car_id: harbourCar.id, data: {} },
        { event_id: form.events[1], car_id: harbourCar.id, data: { category: form.category, car_type: harbourCar.carType } },
      ]);
    });
  }

  test('a lead tells the dealer the campaign the visit came from, the pages seen, and the extra services ticked', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-suvs&gclid=Cj0KCQ&make=Toyota'));
    await page.goto(siteUrl(HARBOUR, '/contact?utm_source=dealer-banner')); // the dealer's own tagged link: the campaign stays
    const dialog = await openDialog(page, HARBOUR, harbourCar, 'enquire', 'Enquire about this car');
    const email = shopperEmail('campaign');
    await fillContact(dialog, email);
    const services = dialog.getByRole('group', { name: 'Additional services (optional)' });
    await services.getByRole('checkbox', { name: 'Finance', exact: true }).check();
    await services.getByRole('checkbox', { name: 'Extended warranty' }).check();
    await dialog.getByRole('button', { name: 'Enquire Now' }).click();
    await expectLeadSuccess(page);
    const { mail, hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body.lead_attributes).toEqual({
      visited_pages: ['/', expect.stringMatching(/^\/contact\/?$/), expect.stringMatching(new RegExp(`^/cars/${harbourCar.slug}/?$`))],
      linked_query_params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-suvs', gclid: 'Cj0KCQ' },
    });
    expect(hook.body.fields.additional_services).toEqual(['Finance', 'Extended warranty']);
    expect(mail.text).toContain('Campaign: utm_source=newsletter, utm_medium=email, utm_campaign=spring-suvs, gclid=Cj0KCQ');
    expect(mail.text).toMatch(/Pages visited: \/ > \/contact\/? > \/cars\//);
    expect(mail.text).toContain('Additional services: Finance, Extended warranty');
  });

  test('the next form starts with the remembered shopper', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/'));
    await page.evaluate((slug) => localStorage.setItem(`${slug}:remembered-user`, JSON.stringify({ name: 'Jane', email: 'jane@example.com' })), HARBOUR);
    const dialog = await openDialog(page, HARBOUR, harbourCar, 'test-drive', 'Book a test drive');
    await expect(dialog.getByLabel('First name')).toHaveValue('Jane');
    await expect(dialog.getByLabel('Email')).toHaveValue('jane@example.com');
  });

  test("bayside's Get Finance opens the 'Finance Enquiry' modal; its lead has the amount and goes to the CRM as ADF", async ({ page }) => {
    const car = inStock(BAYSIDE);
    await page.goto(siteUrl(BAYSIDE, `/cars/${car.slug}`));
    await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Get Finance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Amount to finance', { exact: true })).toHaveValue(Math.round(car.priceCents / 100).toLocaleString('en-AU'));
    await expectNoAxeViolations(page);
    const email = shopperEmail('finance');
    await fillContact(dialog, email);
    await dialog.getByRole('button', { name: '$20,000' }).click();
    await expect(dialog.getByLabel('Amount to finance', { exact: true })).toHaveValue('20,000');
    await dialog.getByRole('button', { name: 'Get Finance Now' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(BAYSIDE, email);
    expect(hook.body).toMatchObject({ kind: 'finance', category: 'Finance Enquiry' });
    expect(hook.body.fields.vehiclePriceBudget).toBe(20_000);
    await expect.poll(() => receivers.mails.some((m) => m.to.includes(`crm@${BAYSIDE}.example`) && m.headers['x-lead-id'] === hook.body.lead_id)).toBe(true);
  });

  test('a double click on submit makes one lead', async ({ page }) => {
    const dialog = await openDialog(page, HARBOUR, harbourCar, 'enquire', 'Enquire about this car');
    const email = shopperEmail('double');
    await fillContact(dialog, email);
    await dialog.getByRole('button', { name: 'Enquire Now' }).dblclick();
    await expectLeadSuccess(page);
    await receivers.delivered(HARBOUR, email);
    await receivers.deliveredOnce(email);
  });
});

test.describe('from the contact page', () => {
  test('/contact sends a contact lead with its category, location, extra services and page id, then events 15 and 14; it passes axe', async ({ page }) => {
    const events = await collectEvents(page);
    await page.goto(siteUrl(HARBOUR, '/contact'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form.getByLabel('Enquiry type')).toHaveValue('General Enquiry');
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const email = shopperEmail('contact');
    await fillContact(form, email);
    await form.getByLabel('Enquiry type').selectOption('Service Enquiry');
    await form.getByLabel('Location').selectOption({ label: 'Harbour Toyota Service Centre' });
    await form.getByLabel('Comments').fill('When can I book a service?');
    await form.getByRole('group', { name: 'Additional services (optional)' }).getByRole('checkbox', { name: 'Capped price servicing' }).check();
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body).toMatchObject({ kind: 'contact', category: 'Service Enquiry', location: { slug: 'harbour-toyota-service-centre' } });
    // The enquiry form's submission fields (spec 2 section 3): the extra services ticked and the page's id.
    expect(hook.body.fields).toMatchObject({ additional_services: ['Capped price servicing'], page_id: 'contact' });
    expect(eventsOfLead(events, hook.body.lead_id)).toEqual([
      { event_id: 15, car_id: undefined, data: {} },
      { event_id: 14, car_id: undefined, data: { category: 'Service Enquiry' } },
    ]);
  });

  test("the menus' Contact Us link leads to the contact form", async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/contact-us'));
    await expect(page.getByRole('form', { name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
  });

  test('a yard with one location has it chosen; its terms line links the privacy policy', async ({ page }) => {
    await page.goto(siteUrl(CORNER, '/contact'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form.getByLabel('Location')).toHaveValue('corner-car-yard-sunshine');
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    const email = shopperEmail('corner');
    await fillContact(form, email);
    await form.getByLabel('Comments').fill('Do you buy cars?');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(form.getByRole('alert')).toContainText('* You must agree to the terms of use before submitting the form.');
    await form.getByRole('checkbox', { name: /I agree to the terms of use/ }).check();
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expectLeadSuccess(page);
    await receivers.delivered(CORNER, email);
  });

  test("a group's contact form asks for a dealership", async ({ page }) => {
    await page.goto(siteUrl(BAYSIDE, '/contact'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1); // hydrated: the browser's own checks would stop the post
    await expect(form.getByLabel('Dealership')).toHaveValue('');
    await expect(form.getByLabel('Dealership').locator('option').first()).toHaveText('Select a Preferred Dealership');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(form.getByRole('alert')).toContainText('Select a Preferred Dealership');
    await expect(form.getByRole('alert')).toContainText('Please choose a location.');
  });
});

test.describe('invalid input', () => {
  test('each message shows under Please fix the following errors:, and the fields are marked', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/contact'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Please fix the following errors:');
    for (const message of [
      'Please enter your first name.',
      'Please enter your email address.',
      'Please enter your phone number.',
      'Please enter your comments.',
      'Please choose a location.',
    ]) {
      await expect(alert).toContainText(message);
    }
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(alert).toBeFocused();

    await form.getByLabel('First name').fill('Jane');
    await form.getByLabel('Email').fill('jane@');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Postcode').fill('30');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    for (const message of [
      'Please enter a valid email address.',
      'Please enter a valid Australian phone number',
      'Invalid postcode. Please enter a 4-digit number.',
    ]) {
      await expect(alert).toContainText(message);
    }
  });

  test("a postcode that is not Australian comes back from the server as 'Invalid postcode'", async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/contact'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    await fillContact(form, shopperEmail('postcode'));
    await form.getByLabel('Postcode').fill('0999');
    await form.getByLabel('Location').selectOption({ index: 1 });
    await form.getByLabel('Comments').fill('Hello');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(form.getByRole('alert')).toContainText('Please fix the following errors:');
    await expect(form.getByRole('alert')).toContainText(/^Please fix the following errors:Invalid postcode$/);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the tenant lead form requires the postcode and the terms ('*You must agree...')", async ({ page }) => {
    await page.goto(siteUrl(OUTBACK, '/contact'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    await expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(form.getByLabel('Kilometres')).toBeHidden();
    await form.getByRole('group', { name: 'Do you have a trade-in?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel('Kilometres')).toBeVisible();
    await fillContact(form, shopperEmail('outback'), { postcode: false });
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(form.getByRole('alert')).toContainText('Invalid postcode. Please enter a 4-digit number.');
    await expect(form.getByRole('alert')).toContainText('*You must agree to the terms of use before submitting.');
    await expect(form.getByRole('alert')).not.toContainText('Please enter your comments.');
  });

  test("a failed send alerts 'An error occurred when submitting this form' and shows the error; the form can be sent again", async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/leads', (route) => route.abort('connectionreset'));
    const dialog = await openDialog(page, HARBOUR, harbourCar, 'request-photos', 'Request photos');
    await fillContact(dialog, shopperEmail('offline'));
    await dialog.getByRole('button', { name: 'Request Photos' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An unexpected error occured');
    expect(alerts).toEqual(['An error occurred when submitting this form']);
    await expect(dialog.getByRole('button', { name: 'Request Photos' })).toBeEnabled();
  });

  test('errors of a plain post the server sent back show in the dialog it came from', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/'));
    await page.evaluate(() => sessionStorage.setItem('lead-dialog', 'enquire'));
    await page.goto(
      siteUrl(HARBOUR, `/cars/${harbourCar.slug}?form_error=Please+fix+the+following+errors%3A&fe.phone=Please+enter+a+valid+Australian+phone+number.`),
    );
    const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('Please fix the following errors:');
    await expect(dialog.getByRole('alert')).toContainText('Please enter a valid Australian phone number.');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Enquire dialog posts a plain form and reaches /success; the lead is delivered', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, `/cars/${harbourCar.slug}`));
    await page.getByRole('group', { name: 'Actions for this car' }).getByRole('link', { name: 'Enquire Now' }).click();
    const form = page.locator('#enquire form[method="post"][action="/api/leads"]');
    await expect(form).toBeVisible();
    const email = shopperEmail('nojs');
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body.kind).toBe('enquiry');
  });

  test('the contact form posts and reaches /success; the same post sent twice makes one lead', async ({ page }) => {
    const email = shopperEmail('nojs-contact');
    for (let i = 0; i < 2; i++) {
      await page.goto(siteUrl(HARBOUR, '/contact'));
      const form = page.locator('form[action="/api/leads"]');
      await fillContact(form, email);
      await form.getByLabel('Location').selectOption({ index: 1 });
      await form.getByLabel('Comments').fill('Please call me.');
      await form.getByRole('checkbox', { name: 'Trade-in appraisal' }).check();
      await form.getByRole('checkbox', { name: 'Finance', exact: true }).check();
      await form.getByRole('button', { name: 'Enquire Now' }).click();
      await expectLeadSuccess(page);
    }
    const { hook } = await receivers.delivered(HARBOUR, email);
    await receivers.deliveredOnce(email);
    expect(hook.body.fields).toMatchObject({ additional_services: ['Finance', 'Trade-in appraisal'], page_id: 'contact' });
  });
  test('a refused post shows what to fix on a page of its own, with a way back to the form', async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/contact'));
    const form = page.locator('form[action="/api/leads"]');
    await fillContact(form, shopperEmail('nojs-refused'));
    await form.getByLabel('Postcode').fill('0999'); // 4 digits, so the browser lets it through; not an Australian postcode
    await form.getByLabel('Location').selectOption({ index: 1 });
    await form.getByLabel('Comments').fill('Please call me.');
    await form.getByRole('button', { name: 'Enquire Now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please fix the following errors:');
    await expect(page.getByRole('listitem')).toHaveText(['Invalid postcode']);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/contact\/?\?form_error=/);
    await expect(page.locator('form[action="/api/leads"]')).toBeVisible();
  });
});
