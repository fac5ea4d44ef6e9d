// Delivery channels of the demo tenants. Recipients are made-up addresses on the reserved `.example` domain;
// where the mail and webhooks actually go comes from the environment, never from this file:
//   SMTP_URL                        the mail server for e-mail and ADF (default smtp://127.0.0.1:2525)
//   DEMO_LEADS_WEBHOOK_URL          base URL of the demo webhook receiver; each tenant posts to <base>/<slug>
//                                   (default http://127.0.0.1:4480/leads)
//   LEAD_WEBHOOK_SECRET_<SLUG>      each tenant's signing secret (unset: its webhook deliveries wait, then fail)
import type { LeadsConfig } from '#src/domain/tenant/schema/leads.ts';

export const DEFAULT_DEMO_WEBHOOK_URL = 'http://127.0.0.1:4480/leads';

/**
 * A demo tenant's channels: a readable e-mail to its sales desk, optionally ADF/XML to a CRM address, and a signed
 * JSON webhook.
 * @example demoLeadChannels('harbour-toyota', 'Harbour Toyota').webhook // { url: 'http://127.0.0.1:4480/leads/harbour-toyota' }
 */
export function demoLeadChannels(slug: string, name: string, options: { adf?: boolean } = {}): Pick<LeadsConfig, 'email' | 'adf' | 'webhook'> {
  const base = (process.env.DEMO_LEADS_WEBHOOK_URL?.trim() || DEFAULT_DEMO_WEBHOOK_URL).replace(/\/+$/, '');
  return {
    email: { to: [`sales@${slug}.example`], from: `${name} Website <leads@${slug}.example>` },
    adf: options.adf ? { to: [`crm@${slug}.example`], format: 'attachment' } : null,
    webhook: { url: `${base}/${slug}` },
  };
}
