// The lead a reservation makes for the dealer (e-mail, ADF and webhook through the outbox, with the deposit and the
// hold's end) and the shopper's confirmation e-mail, written with the reservation in one transaction.
import { randomUUID } from 'node:crypto';
import type { CheckoutCar } from '#src/domain/checkout/checkout-car.ts';
import { guaranteeHours } from '#src/domain/checkout/terms.ts';
import { KIND_DEFAULTS } from '#src/domain/leads/categories.ts';
import type { LeadPayload, ReservationFacts } from '#src/domain/leads/lead-record.ts';
import { formatPhone } from '#src/domain/locations/phone.ts';
import { timeZoneOfState } from '#src/domain/time/zoned-time.ts';
import type { NewLead } from '../db/leads-repo.ts';
import type { ReservationRow } from '../db/schema.ts';
import { defaultFrom, deliveryTargets } from '../delivery/targets.ts';
import type { StockIndex } from '../leads/stock-index.ts';
import type { TenantLeads } from '../leads/tenant-context.ts';

/** Where the car is: its own location, else the tenant's primary one (for the time zone and the dealer's phone). */
export function placeOfCar(leads: TenantLeads, car: CheckoutCar) {
  const location =
    (car.locationId !== null ? leads.locationById.get(car.locationId) : undefined) ??
    leads.config.locations.find((l) => l.primary) ??
    leads.config.locations[0]!;
  const dealership =
    (car.dealershipSlug ? leads.dealershipBySlug.get(car.dealershipSlug) : undefined) ?? leads.dealershipById.get(location.dealership_id) ?? null;
  return { location, dealership, timeZone: timeZoneOfState(location.address.state) };
}

/**
 * The reservation as its lead tells it. A car that has left the stock (sold elsewhere, taken off the site) still has
 * its reservation cancelled, expired or refunded: its yard's time zone and guarantee then come from what the lead
 * said before (`previous`), else the site's primary yard.
 */
export function reservationFacts(row: ReservationRow, leads: TenantLeads, car: CheckoutCar | undefined, previous?: ReservationFacts): ReservationFacts {
  const primary = leads.config.locations.find((l) => l.primary) ?? leads.config.locations[0]!;
  const timeZone = car ? placeOfCar(leads, car).timeZone : (previous?.timeZone ?? timeZoneOfState(primary.address.state));
  const guarantee = car ? guaranteeHours(car, leads.config.features.checkout.moneyBackGuarantee) : (previous?.guaranteeHours ?? null);
  return {
    id: row.id,
    status: row.status,
    depositCents: row.deposit_cents,
    payment: row.deposit_cents === 0 ? 'none' : row.provider === 'dealership' ? 'dealership' : 'card',
    depositState: row.deposit_state,
    holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
    holdHours: leads.config.features.checkout.holdHours,
    timeZone,
    origin: row.origin,
    guaranteeHours: guarantee,
    endReason: row.end_reason,
  };
}

/** The shopper e-mail's sender: the dealer's lead sender. */
export const shopperFrom = (leads: TenantLeads, mailFrom: string | undefined): string =>
  leads.config.leads.email?.from ?? defaultFrom(leads.config.name, mailFrom);

/** The reservation lead, stored when the car becomes held. */
export function reservationLead(input: {
  row: ReservationRow;
  leads: TenantLeads;
  car: CheckoutCar;
  stock: StockIndex;
  mailFrom: string | undefined;
  clientIp: string | null;
  userAgent: string | null;
}): NewLead {
  const { row, leads, car } = input;
  const { location, dealership } = placeOfCar(leads, car);
  const stockCar = input.stock.byId(car.id);
  const { locationId: _locationId, ...carSnapshot } = stockCar ?? { locationId: null };
  const facts = reservationFacts(row, leads, car);
  const payload: LeadPayload = {
    source: 'Website',
    site: { name: leads.config.name, url: leads.config.url },
    fields: { ...row.shopper, car_id: car.id },
    car: stockCar ? (carSnapshot as LeadPayload['car']) : null,
    dealership: dealership ? { id: dealership.id, slug: dealership.slug, name: dealership.name } : null,
    location: { id: location.id, slug: location.slug, name: location.name },
    url: `${row.origin}/cars/${car.slug}`,
    user_agent: input.userAgent,
    lead_attributes: null,
    event_id: null,
    reservation: facts,
    vendorContact: { name: location.name, phone: formatPhone(location.phone), email: leads.config.leads.email?.to[0] ?? null },
  };
  const shopperTarget = {
    channel: 'shopper-email' as const,
    target: { to: [row.shopper.email], from: shopperFrom(leads, input.mailFrom), message: 'reservation-held' as const },
  };
  return {
    id: randomUUID(),
    tenant: row.tenant,
    idempotencyKey: `reservation:${row.id}`,
    kind: 'reservation',
    category: KIND_DEFAULTS.reservation.category,
    subcategory: facts.payment === 'card' ? 'Deposit Paid Online' : facts.payment === 'dealership' ? 'Deposit At Dealership' : 'Car Held',
    dealershipSlug: dealership?.slug ?? null,
    locationId: location.id,
    carId: car.id,
    status: 'complete',
    payload,
    clientIp: input.clientIp,
    deliveries: [...deliveryTargets(leads.config, dealership?.slug ?? null, input.mailFrom), shopperTarget],
    deliveryDelaySeconds: 0,
  };
}
