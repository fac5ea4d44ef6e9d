import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../resolve-tenant-config.ts';

const acme = (leads: unknown) => ({
  slug: 'acme',
  name: 'Acme Cars',
  url: 'https://www.acme.example',
  dealerships: [{ id: 7, slug: 'acme', name: 'Acme' }],
  locations: [
    {
      id: 1,
      name: 'Acme Parramatta',
      slug: 'acme-parramatta',
      primary: true,
      location_type: 'sales',
      dealership_id: 7,
      dealership_slug: 'acme',
      phone: '02 9000 0000',
      address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.81, long: 151.0 },
    },
  ],
  feed: { source: 'feed.json', format: 'json' },
  leads,
});

describe('tenant leads config', () => {
  it('defaults to no channel and the spec form rules', () => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme(undefined), 'tenants/acme/tenant.ts');
    expect(result.ok && result.config.leads).toEqual({
      email: null,
      adf: null,
      webhook: null,
      routing: [],
      valuations: false,
      incompleteDeliveryDelayMinutes: 30,
      form: { messageRequired: true, phoneRequired: true, postcodeRequired: false, terms: 'optional', leadFormFields: false },
    });
  });

  it("merges a tenant's channels over the defaults", () => {
    const result = resolveTenantConfig(
      DEFAULT_TENANT,
      acme({ email: { to: ['sales@acme.example'] }, adf: { to: ['crm@acme.example'] }, form: { terms: 'required' } }),
      'x',
    );
    expect(result.ok && result.config.leads).toMatchObject({
      email: { to: ['sales@acme.example'] },
      adf: { to: ['crm@acme.example'], format: 'body' },
      form: { terms: 'required', messageRequired: true },
    });
  });

  it.each([
    [{ email: { to: ['not an address'] } }, 'leads.email.to.0'],
    [{ email: { to: [] } }, 'leads.email.to'],
    [{ webhook: { url: 'ftp://crm.example' } }, 'leads.webhook.url'],
    [{ routing: [{ dealershipSlug: 'other', emailTo: ['a@b.example'] }] }, 'leads.routing.0.dealershipSlug'],
    [{ email: { to: ['a@b.example'], password: 'x' } }, 'leads.email'],
  ])('refuses %j naming %s', (leads, field) => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme(leads), 'tenants/acme/tenant.ts');
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.join('\n')).toContain(`tenants/acme/tenant.ts: ${field}`);
  });
});
