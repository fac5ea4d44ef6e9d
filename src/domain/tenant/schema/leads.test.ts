import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { resolveTenantConfig } from '../resolve-tenant-config.ts';
import { acmeSite } from '../acme.test-support.ts';

const acme = (leads: unknown) => acmeSite({ leads });

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
      form: { messageRequired: true, phoneRequired: true, postcodeRequired: false, terms: 'optional', leadFormFields: false, additionalServices: [] },
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
    [{ form: { additionalServices: ['Finance', 'Finance'] } }, 'leads.form.additionalServices'],
    [{ form: { additionalServices: [''] } }, 'leads.form.additionalServices.0'],
  ])('refuses %j naming %s', (leads, field) => {
    const result = resolveTenantConfig(DEFAULT_TENANT, acme(leads), 'tenants/acme/tenant.ts');
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.join('\n')).toContain(`tenants/acme/tenant.ts: ${field}`);
  });
});
