import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '#src/domain/leads/form-setup.ts';
import { LEAD_TEXT, SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { $leadForms, $rememberedUser } from '#src/stores/lead-forms.ts';
import LeadForm from './LeadForm.tsx';

/** The contact page's form as the page renders it: the island, with the page's hidden fields inside. */
function renderContactForm() {
  const { form, hidden } = contactForm('/contact');
  render(
    <LeadForm {...form}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </LeadForm>,
  );
  return screen.getByRole('form', { name: 'Contact Us' });
}

/** The leads API: a form token, then `answer` for the lead; analytics beacons are accepted and ignored. */
function fakeApi(answer: { status: number; body: Record<string, unknown> }) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/form-token') return Response.json({ form_started: 'token-1' });
    if (url === '/api/leads') return Response.json(answer.body, { status: answer.status });
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
  return { leadPosts: () => fetch.mock.calls.filter(([url]) => url === '/api/leads') };
}

const field = (role: 'textbox' | 'combobox', name: RegExp) => screen.getByRole(role, { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; phone?: string; message?: string }) {
  if (values.name) await user.type(field('textbox', /^First name/), values.name);
  if (values.email) await user.type(field('textbox', /^Email/), values.email);
  if (values.phone) await user.type(field('textbox', /^Phone/), values.phone);
  if (values.message) await user.type(field('textbox', /^Comments/), values.message);
}

describe('the contact form island', () => {
  const assign = vi.fn();
  beforeEach(() => {
    // A first visit: no form sent yet, no shopper remembered from an earlier lead.
    $leadForms.set({});
    $rememberedUser.set({});
    // jsdom does not navigate: the success redirect is recorded instead.
    vi.stubGlobal('location', Object.assign(new URL('http://localhost/contact'), { assign }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('submitted empty, lists what to fix under the spec heading and marks each field with its message, sending nothing', async () => {
    const api = fakeApi({ status: 200, body: {} });
    const user = userEvent.setup();
    renderContactForm();

    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(SPEC_TEXT.fixErrors)).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([LEAD_TEXT.nameRequired, LEAD_TEXT.emailRequired, LEAD_TEXT.phoneRequired, LEAD_TEXT.messageRequired, LEAD_TEXT.locationRequired]);
    expect(screen.getByRole('textbox', { name: /^First name/, description: LEAD_TEXT.nameRequired })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Email/, description: LEAD_TEXT.emailRequired })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Phone/, description: LEAD_TEXT.phoneRequired })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Comments/, description: LEAD_TEXT.messageRequired })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Location/, description: LEAD_TEXT.locationRequired })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Last name/ }).getAttribute('aria-invalid')).toBeNull();
    expect(api.leadPosts()).toEqual([]);
  });

  it('clears the errors of the fields fixed and keeps the others on the next submit', async () => {
    fakeApi({ status: 200, body: {} });
    const user = userEvent.setup();
    renderContactForm();
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));

    await fillIn(user, { name: 'Jane', email: 'jane@example.com' });
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([LEAD_TEXT.phoneRequired, LEAD_TEXT.messageRequired, LEAD_TEXT.locationRequired]);
    expect(field('textbox', /^First name/).getAttribute('aria-invalid')).toBeNull();
    expect(field('textbox', /^Email/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Phone/, description: LEAD_TEXT.phoneRequired })).toBeTruthy();
  });

  it('says when an e-mail address is not one', async () => {
    fakeApi({ status: 200, body: {} });
    const user = userEvent.setup();
    renderContactForm();

    await fillIn(user, { name: 'Jane', email: 'jane.example.com', phone: '0412 345 678', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));

    expect(within(screen.getByRole('alert')).getByText(LEAD_TEXT.emailInvalid)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Email/, description: LEAD_TEXT.emailInvalid })).toBeTruthy();
  });

  it('sends a valid form once as JSON, with the page fields and the form token, then goes to the thank-you page', async () => {
    const api = fakeApi({ status: 200, body: { lead_id: 'lead-1', event_id: 15 } });
    const user = userEvent.setup();
    renderContactForm();
    await fillIn(user, { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', message: 'Do you have a white HiLux?' });
    await user.selectOptions(field('combobox', /^Location/), 'Acme Motors Service');

    await user.dblClick(screen.getByRole('button', { name: 'Enquire Now' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    expect(api.leadPosts()).toHaveLength(1);
    const [, init] = api.leadPosts()[0]!;
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': expect.stringMatching(/^lead-/) } });
    expect(JSON.parse(init!.body as string)).toMatchObject({
      kind: 'contact',
      source: 'Website',
      url: '/contact',
      page_id: 'contact',
      category: 'General Enquiry',
      location: 'acme-motors-service',
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412 345 678',
      message: 'Do you have a white HiLux?',
      website: '',
      form_started: 'token-1',
    });
    expect(screen.getByRole('button', { name: /^Enquire Now\s*\(sending\)$/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the errors the API refuses a lead with under their fields, and stays on the page', async () => {
    fakeApi({ status: 422, body: { error: SPEC_TEXT.fixErrors, fields: { postcode: SPEC_TEXT.postcodeUnknown } } });
    const user = userEvent.setup();
    renderContactForm();
    await fillIn(user, { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', message: 'Hello' });
    await user.type(field('textbox', /^Postcode/), '0001');
    await user.selectOptions(field('combobox', /^Location/), 'Acme Motors Geelong');

    await user.click(screen.getByRole('button', { name: 'Enquire Now' }));

    expect(await within(screen.getByRole('alert')).findByText(SPEC_TEXT.postcodeUnknown)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Postcode/, description: SPEC_TEXT.postcodeUnknown })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enquire Now' }).hasAttribute('disabled')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
