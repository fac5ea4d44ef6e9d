import { describe, expect, it } from 'vitest';
import { formatPhone } from '../locations/phone.ts';
import { acmeMotors, GEELONG_YARD } from '#tests/fixtures/acme-motors.ts';
import { PROMISE_PAGE_IDS, resolveContent, unconfirmedPagesWarning, unconfirmedPromisePages, type RawEntry } from './content-set.ts';

const page = (id: string, frontmatter: Record<string, unknown>, origin: RawEntry['origin'] = 'default', body = 'Some text.'): RawEntry => ({
  collection: 'pages',
  id,
  origin,
  body,
  frontmatter: { title: id, description: `The ${id} page of the site.`, updated: '2026-11-01', ...frontmatter },
  file: origin === 'default' ? `tenants/_content/pages/${id}.md` : `tenants/acme-motors/content/pages/${id}.md`,
});
const defaults = [
  page('about-us', {}),
  page('fleet', { template: 'fleet' }),
  page('privacy-policy', {}),
  page('terms-and-conditions', { template: 'terms' }),
  page('pages/unsubscribe', { template: 'unsubscribe' }),
  page('service', { template: 'service' }),
];
const category = (id: string): RawEntry => ({
  collection: 'blog-categories',
  id,
  origin: 'default',
  file: `tenants/_content/blog-categories/${id}.md`,
  body: '',
  frontmatter: { heading: 'Vehicle Reviews', description: 'Our team drives the cars we sell.', linkText: 'All reviews' },
});
const post = (frontmatter: Record<string, unknown>): RawEntry => ({
  collection: 'posts',
  id: 'rav4-review',
  origin: 'tenant',
  file: 'tenants/acme-motors/content/posts/rav4-review.md',
  body: 'Text',
  frontmatter: {
    title: 'RAV4 review',
    description: 'We drove the RAV4 for a week around Geelong.',
    date: '2026-10-01',
    category: 'vehicle-reviews',
    author: 'Sam',
    image: { src: '/brand/blog/rav4.svg', alt: 'A RAV4', width: 1200, height: 630 },
    ...frontmatter,
  },
});
/** Resolved for Acme, which has confirmed every promise page unless `overrides.pages` says otherwise. */
const resolve = (raw: RawEntry[], overrides: Record<string, unknown> = {}) =>
  resolveContent(raw, acmeMotors({ ...overrides, pages: { confirmed: [...PROMISE_PAGE_IDS], ...(overrides.pages as object | undefined) } }), { formatPhone });

describe("a tenant's content", () => {
  it("is the platform defaults with the tenant's own files over them, less the pages it switched off", () => {
    const result = resolve([...defaults, page('about-us', { title: 'About Acme' }, 'tenant'), page('pages/home-drive', {}, 'tenant')], {
      pages: { off: ['fleet'] },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.pages.map((p) => p.id)).toEqual([
      'about-us',
      'pages/home-drive',
      'pages/unsubscribe',
      'privacy-policy',
      'service',
      'terms-and-conditions',
    ]);
    expect(result.content.pages.find((p) => p.id === 'about-us')).toMatchObject({ origin: 'tenant', data: { title: 'About Acme', template: 'article' } });
  });

  it("fills the placeholders of default texts with the dealer's name, phone and address", () => {
    const result = resolve([
      page(
        'faqs',
        { template: 'faqs', faqs: [{ question: 'Where are you?', answer: 'At {{address}}.' }] },
        'default',
        '{{dealer}} is at {{address}}; call {{phone}} ({{state}}, {{website}}).',
      ),
    ]);
    expect(result.ok && result.content.pages[0]!.body).toBe(
      'Acme Motors is at 12 Malop St, Geelong VIC 3220; call 03 5222 1234 (VIC, https://www.acmemotors.com.au).',
    );
    expect(result.ok && result.content.pages[0]!.data.faqs).toEqual([{ question: 'Where are you?', answer: 'At 12 Malop St, Geelong VIC 3220.' }]);
    expect(resolve([page('faqs', { template: 'faqs', faqs: [{ question: 'Where are you?', answer: 'At {{adress}}.' }] })])).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^tenants\/_content\/pages\/faqs\.md: faqs\.0\.answer: unknown placeholder \{\{adress\}\}/)],
    });
  });

  it('names the file and the field of every broken entry, like a broken tenant.ts', () => {
    const result = resolve([
      ...defaults,
      page('about-us', { title: 42, updated: '1 Nov' }, 'tenant'),
      page('faqs', { template: 'faqs' }),
      page('Bad Name', {}),
      page('fleet', {}, 'default', 'Hi {{dealr}}'),
    ]);
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        'tenants/acme-motors/content/pages/about-us.md: title: Invalid input: expected string, received number',
        'tenants/acme-motors/content/pages/about-us.md: updated: expected a date such as 2026-11-01',
        "tenants/_content/pages/faqs.md: faqs: the 'faqs' template needs a list of questions and answers",
        'tenants/_content/pages/Bad Name.md: (file name): expected a page id such as "fleet" or "parts/search"',
        'tenants/_content/pages/fleet.md: (text): unknown placeholder {{dealr}} (known: {{dealer}}, {{phone}}, {{address}}, {{state}}, {{website}})',
      ]),
    });
  });

  it('refuses unknown frontmatter fields, so a typo is caught', () => {
    const result = resolve([page('about-us', { titel: 'About' })]);
    expect(result.ok ? [] : result.errors).toEqual(['tenants/_content/pages/about-us.md: (root): Unrecognized key: "titel"']);
  });

  it("keeps the unsubscribe page and the pages the forms' terms line links, and refuses to switch off a page that does not exist", () => {
    const result = resolve(defaults, { pages: { off: ['pages/unsubscribe', 'privacy-policy', 'flet'] }, leads: { form: { terms: 'required-with-policy' } } });
    expect(result.ok ? [] : result.errors).toEqual([
      expect.stringMatching(/^tenants\/acme-motors\/tenant\.ts: pages\.off\.2: no platform page "flet" to switch off/),
      'tenants/acme-motors/tenant.ts: pages.off: "pages/unsubscribe" cannot be switched off: every e-mail to a shopper links it',
      'tenants/acme-motors/tenant.ts: pages.off: "privacy-policy" cannot be switched off: the lead forms\' terms line links it (leads.form.terms)',
    ]);
  });

  it("builds a default page that makes the dealer's promises only once the dealer confirms it, or writes its own", () => {
    const ids = (pages: Record<string, unknown>, raw: RawEntry[] = defaults) => {
      const result = resolveContent(raw, acmeMotors({ pages }), { formatPhone });
      return result.ok ? result.content.pages.map((p) => p.id) : result.errors;
    };
    // Nothing confirmed: about-us and fleet (promise pages) are left out; the others stay.
    expect(ids({})).toEqual(['pages/unsubscribe', 'privacy-policy', 'service', 'terms-and-conditions']);
    expect(ids({ confirmed: ['fleet'] })).toEqual(['fleet', 'pages/unsubscribe', 'privacy-policy', 'service', 'terms-and-conditions']);
    // The dealer's own about-us needs no confirming: it is its own text.
    expect(ids({}, [...defaults, page('about-us', { title: 'About Acme' }, 'tenant')])).toContain('about-us');
    expect(ids({ confirmed: ['about-uss', 'privacy-policy'] })).toEqual([
      'tenants/acme-motors/tenant.ts: pages.confirmed.0: "about-uss" is not a page that needs confirming (they are: about-us, buying, warranty, roadside-assist, capped-price-servicing, fleet)',
      'tenants/acme-motors/tenant.ts: pages.confirmed.1: "privacy-policy" is not a page that needs confirming (they are: about-us, buying, warranty, roadside-assist, capped-price-servicing, fleet)',
    ]);
    // The build names the pages left out, once; a page switched off is not among them.
    const tenant = acmeMotors({ pages: { off: ['fleet', 'capped-price-servicing'], confirmed: ['about-us', 'buying'] } });
    expect(unconfirmedPromisePages(tenant)).toEqual(['warranty', 'roadside-assist']);
    expect(unconfirmedPagesWarning('acme-motors', unconfirmedPromisePages(tenant))).toBe(
      '[acme-motors] default pages left out until the dealer confirms their promises (pages.confirmed): warranty, roadside-assist',
    );
    expect(unconfirmedPagesWarning('acme-motors', [])).toBeNull();
  });

  it('refuses a page named like another route of the site', () => {
    const result = resolve([page('finance', {}, 'tenant')]);
    expect(result.ok ? [] : result.errors).toEqual([
      'tenants/acme-motors/content/pages/finance.md: (file name): "/finance" is another page of the site; choose another name',
    ]);
  });

  it('builds no service booking page for a dealer where no location takes services, unless its brand books online', () => {
    const ids = (overrides: Record<string, unknown>) => {
      const result = resolve([page('about-us', {}), page('service', { template: 'service' })], overrides);
      return result.ok ? result.content.pages.map((p) => p.id) : result.errors;
    };
    expect(ids({})).toEqual(['about-us', 'service']);
    expect(ids({ locations: [GEELONG_YARD] })).toEqual(['about-us']);
    expect(ids({ locations: [GEELONG_YARD], bookings: { service: { externalUrl: 'https://brand.example/book' } } })).toEqual(['about-us', 'service']);
  });

  it("checks that a post's category and a job's location exist", () => {
    const job: RawEntry = {
      collection: 'jobs',
      id: 'technician',
      origin: 'tenant',
      file: 'tenants/acme-motors/content/jobs/technician.md',
      body: 'Text',
      frontmatter: {
        title: 'Technician',
        summary: "Service our customers' cars in Geelong.",
        location: 'nowhere',
        type: 'Full-time',
        department: 'Service',
        updated: '2026-11-01',
      },
    };
    const result = resolve([category('vehicle-reviews'), post({ category: 'reviews' }), job]);
    expect(result.ok ? [] : result.errors).toEqual([
      'tenants/acme-motors/content/posts/rav4-review.md: category: no blog category "reviews" (categories: vehicle-reviews)',
      'tenants/acme-motors/content/jobs/technician.md: location: no location with slug "nowhere"',
    ]);
    expect(resolve([category('vehicle-reviews'), post({})]).ok).toBe(true);
  });
});
