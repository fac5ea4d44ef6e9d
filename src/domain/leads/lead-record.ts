// The lead as stored and delivered: the shopper's answers plus what the server knows for sure (the car
// from the tenant's own stock, the dealership and location from the tenant's config). Delivery reads
// only this record, so what the dealer receives never depends on stock that changed since.
import type { LeadBooking } from '../bookings/booking-request.ts';
import type { OrderFacts } from '../checkout/order.ts';
import type { PlateLookupRecord } from '../trade-in/plate.ts';
import type { ValuationRecord } from '../trade-in/valuation-record.ts';
import type { LeadKind } from './categories.ts';
import type { LeadSubmission } from './schemas.ts';

/** The car at the time of the lead, from the tenant's stock (not from the form). */
export type CarSnapshot = {
  id: string;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stockNumber: string | null;
  priceCents: number;
  carType: 'new' | 'demo' | 'used';
  status: string;
  dealershipSlug: string | null;
};

/** A car as the stock snapshot stores it (a `Vehicle`); optional fields may be missing from older snapshots. */
export type StockVehicle = Pick<CarSnapshot, 'id' | 'slug' | 'year' | 'make' | 'model' | 'carType' | 'status'> &
  Partial<Pick<CarSnapshot, 'badge' | 'vin' | 'stockNumber' | 'priceCents' | 'dealershipSlug'>>;

/**
 * The car a lead records, from the tenant's stock: the one place that decides which facts a lead keeps.
 * @example carSnapshot({ id: '7', slug: '2019-mazda-cx-5-t7', year: 2019, make: 'Mazda', model: 'CX-5', carType: 'used', status: 'in_stock' })
 *   // { id: '7', slug: '2019-mazda-cx-5-t7', ..., badge: null, vin: null, stockNumber: null, priceCents: 0, dealershipSlug: null }
 */
export function carSnapshot(vehicle: StockVehicle): CarSnapshot {
  return {
    id: String(vehicle.id),
    slug: vehicle.slug,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge ?? null,
    vin: vehicle.vin ?? null,
    stockNumber: vehicle.stockNumber ?? null,
    priceCents: vehicle.priceCents ?? 0,
    carType: vehicle.carType,
    status: vehicle.status,
    dealershipSlug: vehicle.dealershipSlug ?? null,
  };
}

export type LeadDealership = { id: number; slug: string; name: string };
export type LeadLocation = { id: number; slug: string; name: string };

/** Stored in `leads.payload` (jsonb). */
export type LeadPayload = {
  source: 'Website';
  /** The dealer group's name and public site, for the e-mail footer and the ADF provider block. */
  site: { name: string; url: string };
  /** The shopper's answers: the submission without routing fields (kind, lead_id, keys, page meta). */
  fields: Record<string, unknown>;
  car: CarSnapshot | null;
  dealership: LeadDealership | null;
  location: LeadLocation | null;
  url: string | null;
  user_agent: string | null;
  lead_attributes: LeadSubmission['lead_attributes'] | null;
  /** Analytics event the form sends on success (14/15, 17/48, 18, 51). */
  event_id: number | null;
  /** A trade-in's online valuation, worked out by the server at the condition step (the offer a shopper accepts). */
  valuation?: ValuationRecord | null;
  /** A trade-in's plate lookup: the rego and state looked up and the car found (its make, model and year fill the fields the shopper left blank), or none. */
  plateLookup?: PlateLookupRecord | null;
  /** The slot a test drive or service took (src/domain/bookings). */
  booking?: LeadBooking | null;
  /** Files the lead carries (a careers application's CV), stored beside it and attached to the dealer's e-mail. */
  attachments?: LeadAttachment[];
  /** A reservation lead's hold: the deposit, how it is paid and until when the car is held. */
  reservation?: ReservationFacts;
  /** The buy-online order, as the server settled each step. */
  order?: OrderFacts;
  /** The buy-online order's answers as lines for the dealer (trade-in, payment, delivery, deposit). */
  orderSummary?: string[];
  /** Who the dealer's CRM should reply as (ADF vendor contact): the location's or the dealer's phone. */
  vendorContact?: { name: string; phone: string | null; email: string | null };
};

/** What a reservation lead (and the shopper's e-mail about it) says about the hold. */
export type ReservationFacts = {
  id: string;
  status: 'pending' | 'held' | 'completed' | 'released' | 'cancelled' | 'failed';
  depositCents: number;
  /** `card`: paid online; `dealership`: to pay at the dealership; `none`: no deposit asked. */
  payment: 'card' | 'dealership' | 'none';
  depositState: string;
  /** ISO time the hold ends. */
  holdExpiresAt: string | null;
  holdHours: number;
  /** IANA zone of the car's yard, for the times shown. */
  timeZone: string;
  /** The site the shopper reserved on, e.g. `https://www.acme.com.au`. */
  origin: string;
  guaranteeHours: number | null;
  endReason: string | null;
};

/** A file a lead carries, as its payload names it (the content is stored beside the lead). */
export type LeadAttachment = { id: string; filename: string; contentType: string; sizeBytes: number; sha256: string };

/** A lead row as delivery and the operator commands see it. */
export type LeadRecord = {
  id: string;
  tenant: string;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  /** 'open' while a multi-step form is still being filled in. */
  status: 'open' | 'complete';
  createdAt: Date;
  updatedAt: Date;
  payload: LeadPayload;
};

const ROUTING_FIELDS = new Set(['kind', 'lead_id', 'idempotency_key', 'form_completed', 'url', 'source', 'lead_attributes', 'category', 'subcategory']);

/**
 * The shopper's answers from a submission: everything but routing fields, with empty values dropped.
 * @example shopperFields({ kind: 'contact', name: 'Jane', lead_id: undefined }) // { name: 'Jane' }
 */
export function shopperFields(submission: LeadSubmission): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(submission)) {
    if (ROUTING_FIELDS.has(key) || value === undefined) continue;
    fields[key] = value;
  }
  return fields;
}

/**
 * The dealership a lead belongs to: the car's own dealership first (a car enquiry goes to the dealer that
 * has the car), then the one the shopper picked, then the location's, then the tenant's only dealership.
 * @example resolveDealershipSlug({ carDealership: 'bayside-kia', picked: 'bayside-ford', locationDealership: null, only: null }) // 'bayside-kia'
 */
export function resolveDealershipSlug(input: {
  carDealership: string | null | undefined;
  picked: string | null | undefined;
  locationDealership: string | null | undefined;
  only: string | null | undefined;
}): string | null {
  return input.carDealership || input.picked || input.locationDealership || input.only || null;
}

/**
 * A later step's answers merged over the stored ones. `adjustmentAnswers` merge key by key, so each step of
 * a trade-in valuation adds to what the earlier steps said.
 * @example mergeFields({ name: 'Jane', adjustmentAnswers: { a: 1 } }, { adjustmentAnswers: { b: 2 } })
 *   // { name: 'Jane', adjustmentAnswers: { a: 1, b: 2 } }
 */
export function mergeFields(stored: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...stored, ...update };
  const before = stored.adjustmentAnswers;
  const after = update.adjustmentAnswers;
  if (before && after && typeof before === 'object' && typeof after === 'object') merged.adjustmentAnswers = { ...before, ...after };
  return merged;
}

/**
 * Name of the car as the dealer reads it.
 * @example carTitle({ year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport' }) // '2019 Mazda CX-5 Maxx Sport'
 */
export function carTitle(car: Pick<CarSnapshot, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/**
 * The shopper's name as given.
 * @example shopperName({ name: 'Jane', last_name: 'Citizen' }) // 'Jane Citizen'
 */
export function shopperName(fields: Record<string, unknown>): string {
  return [fields.name, fields.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
}
