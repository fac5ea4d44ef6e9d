import { expect, test, type Locator, type Page } from './fixtures.ts';
import { unsubscribeUrl } from '../../src/server/unsubscribe/unsubscribe.ts';
import { gifNamedPdf, pdfFile } from '../fixtures/files/cv-files.ts';
import { expectLeadSuccess, fillContact, receiversForThisFile, shopperEmails } from './lead-receivers.ts';
import { E2E_UNSUBSCRIBE_SECRET } from './leads-env.ts';
import { freeSlot, siteGet } from './site-http.ts';
import { E2E_PORT, expectNoAxeViolations, HYDRATED_ISLAND, siteUrl } from './support.ts';

// The content pages' forms send their leads through the outbox to the dealer: a service booked into a slot, a test
// drive taking the last place of its slot, a parts enquiry from the catalogue, a careers application with its CV,
// and each as a plain form without JavaScript; and an unsubscribe link that unsubscribes. The receivers live in
// this worker, so the file runs in order in one worker.
test.describe.configure({ mode: 'default' });

const HARBOUR = 'harbour-toyota';
const NEWCASTLE_WEST = 11;
const SERVICE_CENTRE = 12;
const receivers = receiversForThisFile();
const shopperEmail = shopperEmails('content');

async function openForm(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(siteUrl(HARBOUR, path));
  const form = page.getByRole('form', { name });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator(HYDRATED_ISLAND).filter({ has: form })).toHaveCount(1);
  return form;
}

test("a service is booked into one of the service department's free drop-off times", async ({ page }) => {
  const { date, slot } = await freeSlot(HARBOUR, SERVICE_CENTRE, 'service');
  const form = await openForm(page, '/service', 'Book a Service');
  const email = shopperEmail('service');
  await fillContact(form, email);
  await form.getByLabel('Registration').fill('ABC12D');
  await form.getByLabel('Vehicle make').fill('Toyota');
  await form.getByLabel('Vehicle model').fill('RAV4');
  await form.getByLabel('Kilometres').fill('45000');
  await form.getByLabel('Service type').selectOption('Logbook service');
  await form.getByLabel('Location').selectOption({ label: 'Harbour Toyota Service Centre' });
  await form.getByLabel('Service Booking Date').fill(date);
  await expect(form.getByRole('status')).toContainText('free time');
  await form.getByLabel('Time').selectOption(slot.time);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Book Service' }).click();
  await expectLeadSuccess(page);
  const { hook, mail } = await receivers.delivered(HARBOUR, email);
  expect(hook.body).toMatchObject({
    kind: 'service',
    category: 'Service Booking',
    booking: { kind: 'service', locationId: SERVICE_CENTRE, date, time: slot.time },
  });
  expect(hook.body.fields).toMatchObject({ rego: 'ABC12D', kms: 45_000, service_type: 'Logbook service', 'Service Booking Date': `${date}T${slot.time}` });
  expect(mail.text).toContain(`Booked: `);
  // Nobody proved this address: the time is held for a while, and the shopper confirms or cancels with the e-mailed link.
  await expect(page.getByText('Please confirm it with the link we have e-mailed you')).toBeVisible();
  const link = await bookingLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Please confirm your service' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my service' }).click();
  await expect(page.getByRole('status')).toHaveText('Your booking is confirmed.');
  await expect(page.getByRole('heading', { name: 'Your service is booked' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel my service' }).click();
  await expect(page.getByRole('status')).toHaveText('Your booking is cancelled and the time is free for someone else.');
  const free = async () =>
    JSON.parse((await siteGet(HARBOUR, `/api/appointments?location_id=${SERVICE_CENTRE}&date=${date}&kind=service`)).body).slots.find(
      (s: { time: string }) => s.time === slot.time,
    )?.remaining;
  expect(await free()).toBe(slot.remaining);
  // A link with a changed token opens nothing.
  await page.goto(link.replace(/t=[^&]+/, 't=forged'));
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
});

/** The link in the shopper's booking e-mail (sent through the outbox: waited for). */
async function bookingLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = receivers.mails.find((m) => m.to.includes(email) && m.text.includes('/pages/booking?'));
      link = mail && /(http:\/\/[\w.-]+:\d+\/pages\/booking\?b=[^\s"&]+&(?:amp;)?t=[^\s"<]+)/.exec(mail.text)?.[1]?.replace(/&amp;/g, '&');
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('two shoppers after the last place of a test drive slot: one books it, the other is told and keeps their answers', async ({ page, browser }) => {
  const { date, slot } = await freeSlot(HARBOUR, NEWCASTLE_WEST, 'test-drive');
  const second = await (await browser.newContext()).newPage();
  const [firstForm, secondForm] = await Promise.all([
    openForm(page, '/book-test-drive', 'Book a Test Drive'),
    openForm(second, '/book-test-drive', 'Book a Test Drive'),
  ]);
  const emails = [shopperEmail('drive-first'), shopperEmail('drive-second')];
  for (const [index, form] of [firstForm, secondForm].entries()) {
    await fillContact(form, emails[index]!);
    await form.getByLabel('Model').selectOption({ index: 1 });
    await expect(form.getByLabel('Location')).toHaveValue('harbour-toyota-newcastle-west'); // the only sales yard
    await form.getByLabel('Test Drive Booking Date').fill(date);
    await form.getByLabel('Time').selectOption(slot.time);
  }
  await firstForm.getByRole('button', { name: 'Book Test Drive' }).click();
  await expectLeadSuccess(page);
  await secondForm.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(secondForm.getByRole('alert')).toContainText('Sorry, that time has just been booked. Please choose another time.');
  await expect(secondForm.getByLabel('First name')).toHaveValue('Jane');
  await expect(second).toHaveURL(/\/book-test-drive$/);
  const { hook } = await receivers.delivered(HARBOUR, emails[0]!);
  expect(hook.body).toMatchObject({ kind: 'test-drive', booking: { locationId: NEWCASTLE_WEST, date, time: slot.time } });
  expect(
    JSON.parse((await siteGet(HARBOUR, `/api/appointments?location_id=${NEWCASTLE_WEST}&date=${date}`)).body).slots.map((s: { time: string }) => s.time),
  ).not.toContain(slot.time);
  await second.context().close();
});

test('a part found in the catalogue search is enquired about with its number', async ({ page }) => {
  await page.goto(siteUrl(HARBOUR, '/parts/search'));
  const search = page.getByRole('searchbox', { name: 'Part name, number or model' });
  await expect(search).toBeEnabled(); // the catalogue has loaded
  await search.fill('rav4 tow');
  await expect(page.getByRole('status').filter({ hasText: 'parts for' })).toHaveText(/^2 parts for .rav4 tow.\.$/);
  await page.getByRole('link', { name: 'Enquire about the Towbar kit' }).click();
  const form = page.getByRole('form', { name: 'Parts Enquiry' });
  await expect(form.getByLabel('Part number (if you know it)')).toHaveValue('HT-TOW-1001');
  await expect(form.getByLabel('Part description')).toHaveValue(/Towbar kit \(HT-TOW-1001\)/);
  const email = shopperEmail('parts');
  await fillContact(form, email);
  await form.getByRole('button', { name: 'Send Parts Enquiry' }).click();
  await expectLeadSuccess(page);
  const { hook } = await receivers.delivered(HARBOUR, email);
  expect(hook.body).toMatchObject({ kind: 'parts', location: { slug: 'harbour-toyota-parts' }, fields: { part_number: 'HT-TOW-1001' } });
});

test('a careers application: a file that is not a CV is refused without losing the answers; the CV reaches the dealer', async ({ page }) => {
  const form = await openForm(page, '/careers/light-vehicle-technician', 'Apply Now');
  const email = shopperEmail('careers');
  await fillContact(form, email);
  await form.getByLabel('About you').fill('Ten years on Toyotas, hybrid trained.');
  await form.getByLabel(/Your CV/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: gifNamedPdf() });
  await form.getByRole('button', { name: 'Send Application' }).click();
  await expect(form.getByRole('alert')).toContainText('Please attach your CV as a PDF or Word document (.pdf, .doc or .docx).');
  await expect(form.getByLabel('About you')).toHaveValue('Ten years on Toyotas, hybrid trained.');
  await form.getByLabel(/Your CV/).setInputFiles({ name: 'Jane CV.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
  await form.getByRole('button', { name: 'Send Application' }).click();
  await expectLeadSuccess(page);
  const { hook, mail } = await receivers.delivered(HARBOUR, email);
  expect(hook.body).toMatchObject({
    kind: 'careers',
    subcategory: 'Career Enquiry',
    fields: { position: 'Light Vehicle Technician' },
    attachments: [{ filename: 'Jane CV.pdf', contentType: 'application/pdf' }],
  });
  expect(mail.text).toContain('Attached: Jane CV.pdf');
  expect(mail.text).toContain('%PDF-1.4'); // the file itself, attached
});

test.describe('an unsubscribe link', () => {
  const link = (email: string) =>
    unsubscribeUrl({ siteOrigin: `http://${HARBOUR}.localhost:${E2E_PORT}`, tenant: HARBOUR, email, secret: E2E_UNSUBSCRIBE_SECRET });

  test('asks first, then unsubscribes the address from this dealer', async ({ page }) => {
    await page.goto(link('kim@example.com'));
    await expect(page.getByText("Unsubscribe kim@example.com from Harbour Toyota's offers and news?")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText('Done: kim@example.com is unsubscribed. Harbour Toyota will send it no more offers or news.');
  });

  test('refuses a changed link, and explains the page without one', async ({ page }) => {
    await page.goto(link('kim@example.com').replace('kim%40', 'tim%40'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('This unsubscribe link is not complete or has been changed.');
    await page.goto(siteUrl(HARBOUR, '/pages/unsubscribe'));
    await expect(page.getByRole('status')).toContainText('This page works from the unsubscribe link at the foot of our e-mails.');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const plainForm = (page: Page) => page.locator('#enquiry-form form[method="post"][action="/api/leads"], #apply form[method="post"][action="/api/leads"]');

  test('a service booking posts its date and time as a plain form and is booked', async ({ page }) => {
    const { date, slot } = await freeSlot(HARBOUR, SERVICE_CENTRE, 'service');
    await page.goto(siteUrl(HARBOUR, '/service'));
    const form = plainForm(page);
    const email = shopperEmail('nojs-service');
    await fillContact(form, email);
    await form.getByLabel('Registration').fill('XYZ789');
    await form.getByLabel('Location').selectOption({ label: 'Harbour Toyota Service Centre' });
    await form.getByLabel('Service Booking Date').fill(`${date}T${slot.time}`);
    await form.getByRole('button', { name: 'Book Service' }).click();
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body).toMatchObject({ kind: 'service', booking: { locationId: SERVICE_CENTRE, date, time: slot.time } });
  });

  test('a test drive at a time that is not offered comes back with the reason, then books an offered one', async ({ page }) => {
    const { date, slot } = await freeSlot(HARBOUR, NEWCASTLE_WEST, 'test-drive');
    await page.goto(siteUrl(HARBOUR, '/book-test-drive'));
    const email = shopperEmail('nojs-drive');
    const fill = async (time: string) => {
      const form = plainForm(page);
      await fillContact(form, email);
      await form.getByLabel('Model').selectOption({ index: 1 });
      await form.getByLabel('Test Drive Booking Date').fill(`${date}T${time}`);
      await form.getByRole('button', { name: 'Book Test Drive' }).click();
    };
    await fill('23:30');
    await expect(page.getByRole('listitem')).toHaveText(['That time is not one of our booking times. Please choose one of the times shown.']);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await fill(slot.time);
    await expectLeadSuccess(page);
    const { hook } = await receivers.delivered(HARBOUR, email);
    expect(hook.body).toMatchObject({ kind: 'test-drive', booking: { time: slot.time }, fields: { model: expect.any(String) } });
  });

  test('the parts, fleet and careers forms post as plain forms (the CV as multipart) and reach the dealer', async ({ page }) => {
    // Three forms, each posted and followed to the thank-you page: past 30 s on a busy machine (it timed out there once).
    test.slow();
    const parts = shopperEmail('nojs-parts');
    await page.goto(siteUrl(HARBOUR, '/vehicle-parts-and-accessories'));
    await fillContact(plainForm(page), parts);
    await plainForm(page).getByLabel('Part description').fill('Floor mats for a 2021 Corolla hatch');
    await plainForm(page).getByRole('button', { name: 'Send Parts Enquiry' }).click();
    await expectLeadSuccess(page);

    const fleet = shopperEmail('nojs-fleet');
    await page.goto(siteUrl(HARBOUR, '/fleet'));
    await fillContact(plainForm(page), fleet);
    await plainForm(page).getByLabel('Company or organisation').fill('Hunter Plumbing Pty Ltd');
    await plainForm(page).getByLabel('Vehicles in your fleet').fill('12');
    await plainForm(page).getByLabel('The vehicles you need').fill('Six dual-cab utes with canopies.');
    await plainForm(page).getByRole('button', { name: 'Send Fleet Enquiry' }).click();
    await expectLeadSuccess(page);

    const careers = shopperEmail('nojs-careers');
    await page.goto(siteUrl(HARBOUR, '/careers'));
    await fillContact(plainForm(page), careers);
    await plainForm(page).getByLabel('About you').fill('Parts interpreter, eight years.');
    await plainForm(page)
      .getByLabel(/Your CV/)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await plainForm(page).getByRole('button', { name: 'Send Application' }).click();
    await expectLeadSuccess(page);

    expect((await receivers.delivered(HARBOUR, parts)).hook.body).toMatchObject({ kind: 'parts', category: 'Parts Enquiry' });
    expect((await receivers.delivered(HARBOUR, fleet)).hook.body).toMatchObject({
      kind: 'contact',
      category: 'Fleet Enquiry',
      fields: { company: 'Hunter Plumbing Pty Ltd', fleet_size: 12 },
    });
    expect((await receivers.delivered(HARBOUR, careers)).hook.body).toMatchObject({
      kind: 'careers',
      fields: { position: 'General application' },
      attachments: [{ filename: 'cv.pdf' }],
    });
  });

  test("the unsubscribe page's form unsubscribes the address its link names", async ({ page }) => {
    await page.goto(
      unsubscribeUrl({ siteOrigin: `http://${HARBOUR}.localhost:${E2E_PORT}`, tenant: HARBOUR, email: 'lee@example.com', secret: E2E_UNSUBSCRIBE_SECRET }),
    );
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
    await expect(page.getByText('lee@example.com is unsubscribed: Harbour Toyota will send it no more offers or news.')).toBeVisible();
  });
});
