// Leads for the database tests: a contact lead of a tenant with one e-mail delivery.
import { randomUUID } from 'node:crypto';
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import type { NewLead } from './leads-repo.ts';

export const payload = (name: string): LeadPayload => ({
  source: 'Website',
  site: { name: 'Alpha Motors', url: 'https://www.alpha-motors.com.au' },
  fields: { name, email: `${name.toLowerCase()}@example.com` },
  car: null,
  dealership: null,
  location: null,
  url: null,
  user_agent: null,
  lead_attributes: null,
  event_id: 15,
});

export const newLead = (tenant: string, key: string, name = 'Jane', extra: Partial<NewLead> = {}): NewLead => ({
  id: randomUUID(),
  tenant,
  idempotencyKey: key,
  kind: 'contact',
  category: 'General Enquiry',
  subcategory: null,
  dealershipSlug: null,
  locationId: null,
  carId: null,
  status: 'complete',
  payload: payload(name),
  clientIp: '127.0.0.1',
  deliveries: [{ channel: 'email', target: { to: [`sales@${tenant}.example`] } }],
  deliveryDelaySeconds: 0,
  ...extra,
});
