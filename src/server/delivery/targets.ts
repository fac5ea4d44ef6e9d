// Which channels a lead goes to, and the recipients of each, from the tenant's `leads` config. Decided
// when the lead is stored and kept on its delivery rows, so a retry goes where the first try went.
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { DeliveryChannel, DeliveryTarget } from '../db/schema.ts';

/** `"Bayside Auto Group website" <leads@localhost>`, with characters that would break the header removed. */
export function defaultFrom(tenantName: string, mailFrom: string | undefined): string {
  if (mailFrom) return mailFrom;
  const name = tenantName.replace(/["<>\\\r\n]/g, '').trim();
  return `"${name} website" <leads@localhost>`;
}

/**
 * The deliveries of a lead for the dealership it belongs to: a `leads.routing` entry for that dealership
 * replaces the channel's default recipients.
 * @example deliveryTargets(config, 'bayside-kia', undefined) // [{ channel: 'email', target: { to: ['kia@...'], from: '...' } }]
 */
export function deliveryTargets(
  config: TenantConfig,
  dealershipSlug: string | null,
  mailFrom: string | undefined,
): { channel: DeliveryChannel; target: DeliveryTarget }[] {
  const { leads } = config;
  const route = dealershipSlug ? leads.routing.find((entry) => entry.dealershipSlug === dealershipSlug) : undefined;
  const from = leads.email?.from ?? defaultFrom(config.name, mailFrom);
  const targets: { channel: DeliveryChannel; target: DeliveryTarget }[] = [];
  if (leads.email) targets.push({ channel: 'email', target: { to: route?.emailTo ?? leads.email.to, from } });
  if (leads.adf) targets.push({ channel: 'adf', target: { to: route?.adfTo ?? leads.adf.to, from, format: leads.adf.format } });
  if (leads.webhook) targets.push({ channel: 'webhook', target: { url: leads.webhook.url } });
  return targets;
}
