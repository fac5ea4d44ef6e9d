// Table types for Kysely. Every table carries `tenant`; every query filters on it (the delivery worker,
// which serves all tenants, reads each lead with its own delivery row's tenant).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ReservationShopper } from '#src/domain/checkout/reservation-request.ts';
import type { DepositState, ReservationStatus } from '#src/domain/checkout/reservation.ts';
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import type { BookingStatus } from '#src/domain/bookings/booking-holds.ts';
import type { BookingMessage } from '#src/domain/bookings/booking-email.ts';
import type { AlertItem } from '#src/domain/accounts/alerts.ts';
import type { AccountsTables } from './accounts-schema.ts';
import type { CheckoutContactTables } from './checkout-contacts-schema.ts';
import type { JobsTables } from './jobs-schema.ts';
import type { BudgetsTables } from './budgets-schema.ts';
import type { SharedStateTables } from './shared-state-schema.ts';

/** timestamptz: read as Date; written as Date, ISO text or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read parsed; written as JSON text (the same for PGlite and node-postgres). */
type Json<T> = ColumnType<T, string, string>;

/**
 * `shopper-email`: a message to the shopper (a reservation's confirmation, a price alert), not to the dealer;
 * `shopper-sms`: a text to the shopper (a price alert) through the SMS sender.
 */
export type DeliveryChannel = 'email' | 'adf' | 'webhook' | 'shopper-email' | 'shopper-sms';
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export type LeadsTable = {
  id: string;
  tenant: string;
  kind: string;
  category: string;
  subcategory: string | null;
  dealership_slug: string | null;
  location_id: number | null;
  car_id: string | null;
  status: 'open' | 'complete';
  /** Unique per tenant: a retried or double-clicked submission finds its first lead. */
  idempotency_key: string;
  payload: Json<LeadPayload>;
  client_ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** What a delivery goes to: e-mail addresses, a mobile (international form), or a webhook URL. Resolved when queued. */
export type DeliveryTarget = {
  to?: string[];
  from?: string;
  phone?: string;
  url?: string;
  format?: 'body' | 'attachment';
  message?: ShopperMessageKind;
};

/** The shopper messages the outbox sends (channels `shopper-email` and `shopper-sms`). */
export type ShopperMessageKind = 'reservation-held' | 'reservation-cancelled' | 'reservation-released' | 'price-alert' | BookingMessage;

/** A price and stock alert's content (an outbox row without a lead): rendered and signed when it is sent. */
export type AlertContent = { siteName: string; origin: string; items: AlertItem[] };

/**
 * The outbox: one row per lead, channel and revision (a later step of a delivered lead adds a revision), or one per
 * shopper alert (no lead: the shopper, the day and the alert's content; at most one a day per shopper and site).
 */
export type LeadDeliveriesTable = {
  id: string;
  tenant: string;
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  shopper_id: ColumnType<string | null, string | null | undefined, string | null>;
  alert_day: ColumnType<string | Date | null, string | null | undefined, string | null>;
  alert: ColumnType<AlertContent | null, string | null | undefined, string | null>;
  channel: DeliveryChannel;
  revision: ColumnType<number, number | undefined, number>;
  target: Json<DeliveryTarget>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** Set while a worker holds the row; a crashed worker's lease runs out and the row is claimed again. */
  lease_token: string | null;
  lease_expires_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PhoneRevealsTable = {
  id: Generated<number>;
  tenant: string;
  car_id: string;
  dealership_id: number | null;
  website_id: string | null;
  created_at: Timestamp;
};

export type AnalyticsEventsTable = {
  id: Generated<number>;
  tenant: string;
  event_id: number;
  car_id: string | null;
  lead_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: Timestamp;
};

export type CarViewsTable = {
  tenant: string;
  car_slug: string;
  views: number;
  updated_at: Timestamp;
};

/** Saved results of other tools (spec 2 section 7: POST /api/miscellaneous, column_name 'valuation'). */
export type MiscellaneousTable = {
  id: string;
  tenant: string;
  column_name: string;
  car_id: string | null;
  lead_id: string | null;
  payload: Json<Record<string, unknown>>;
  created_at: Timestamp;
};

/** A slot that has been booked: each booking of it locks this row first (see bookings-repo.ts). */
export type BookingSlotsTable = {
  tenant: string;
  kind: 'test-drive' | 'service';
  location_id: number;
  starts_at: Timestamp;
  updated_at: Timestamp;
};

/** The slot a lead booked. */
export type BookingsTable = {
  id: string;
  tenant: string;
  kind: 'test-drive' | 'service';
  location_id: number;
  starts_at: Timestamp;
  lead_id: string;
  car_id: string | null;
  created_at: Timestamp;
  /** Migration 2026-11-28-3307-booking-holds (booking-holds-migration.ts). */
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  contact_email: string | null;
  contact_phone: string | null;
  hold_expires_at: Date | null;
  confirmed_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
};

/** A file a lead carries (a careers application's CV), delivered with the dealer's e-mail. */
export type LeadAttachmentsTable = {
  id: string;
  tenant: string;
  lead_id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  created_at: Timestamp;
};

/** An address that unsubscribed from a tenant's marketing and alerts: an e-mail (lower case) or a mobile (+614...). */
export type SuppressionsTable = {
  tenant: string;
  address: string;
  kind: ColumnType<'email' | 'phone', 'email' | 'phone' | undefined, 'email' | 'phone'>;
  /** How: 'link' (the unsubscribe page), 'one-click' (a mail client's List-Unsubscribe-Post). */
  source: string;
  created_at: Timestamp;
};

export type ReservationsTable = {
  id: string;
  tenant: string;
  car_id: string;
  car_slug: string;
  status: ReservationStatus;
  deposit_cents: number;
  deposit_state: DepositState;
  /** `dealership` (the embedded provider: paid at the dealership) or `stripe`. */
  provider: string;
  /** The provider's checkout (a Stripe Checkout Session id). */
  provider_ref: string | null;
  /** The provider's payment page for a pending payment. */
  payment_url: string | null;
  /** The payment to refund (a Stripe PaymentIntent id). */
  payment_ref: string | null;
  refund_ref: string | null;
  payment_expires_at: Date | null;
  held_at: Date | null;
  hold_expires_at: Date | null;
  end_reason: string | null;
  shopper: Json<ReservationShopper>;
  /** The site origin the shopper reserved on (from the validated Host): links in e-mails and payment returns. */
  origin: string;
  /** Where a card payment returns: the car's checkout page or the buy-online journey. */
  return_to: 'checkout' | 'journey';
  lead_id: string | null;
  idempotency_key: string;
  last_error: string | null;
  /** The contacts an active hold counts against (`features.checkout.maxActiveHoldsPerContact`): the e-mail in lower case, the phone's digits. */
  contact_email: string | null;
  contact_phone: string | null;
  /** The client address a pending card payment came from (pending payments per address are capped too). */
  client_ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentEventsTable = {
  tenant: string;
  provider: string;
  event_id: string;
  reservation_id: string | null;
  created_at: Timestamp;
};

export type DB = {
  reservations: ReservationsTable;
  payment_events: PaymentEventsTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  phone_reveals: PhoneRevealsTable;
  analytics_events: AnalyticsEventsTable;
  car_views: CarViewsTable;
  miscellaneous: MiscellaneousTable;
  booking_slots: BookingSlotsTable;
  bookings: BookingsTable;
  lead_attachments: LeadAttachmentsTable;
  suppressions: SuppressionsTable;
} & AccountsTables &
  CheckoutContactTables &
  JobsTables &
  SharedStateTables &
  BudgetsTables;

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type DeliveryRow = Selectable<LeadDeliveriesTable>;
export type NewDeliveryRow = Insertable<LeadDeliveriesTable>;
export type ReservationRow = Selectable<ReservationsTable>;
