// Reserving a car: the checkout API's rules on the server. The car and the amount come from the tenant's stock and
// settings; the database decides who holds the car (one active reservation per car); the payment provider takes the
// deposit (or the embedded provider leaves it to the dealership). Every change of hold tells `onHoldsChanged`, which
// brings the site's RESERVED tags along (holds-sync.ts).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkoutCarView, REFUSAL_TEXT, reservability, type CheckoutCar, type CheckoutCarView } from '#src/domain/checkout/checkout-car.ts';
import { holdContacts, holdLimitMessage } from '#src/domain/checkout/contact-proof.ts';
import { checkReservation, RESERVE_TEXT, shopperOf } from '#src/domain/checkout/reservation-request.ts';
import { holdExpiresAt, paymentDeadline, shopperMayCancel, type ReservationStatus } from '#src/domain/checkout/reservation.ts';
import { reserveTerms } from '#src/domain/checkout/terms.ts';
import { carTitle } from '#src/domain/leads/lead-record.ts';
import { createReservation, findReservation, findReservationByKey, type NewReservation } from '../db/reservations-repo.ts';
import type { DB, ReservationRow } from '../db/schema.ts';
import type { Refusal } from '../leads/request.ts';
import type { StockIndexes } from '../leads/stock-index.ts';
import type { TenantLeads, TenantLeadsCache } from '../leads/tenant-context.ts';
import { checkReservationToken, RESERVATION_PAGE, reservationToken } from './links.ts';
import type { ContactVerification } from './contact-verification.ts';
import { createReservationProof, type CodeNeeded } from './reservation-proof.ts';
import { createReservationMoves, type ReservationMoves } from './reservation-moves.ts';
import { reservationLead } from './reservation-lead.ts';
import type { PaymentProviders } from './payments/payment-config.ts';
import { PaymentProviderError } from './payments/provider.ts';

export type ReservationServiceDeps = {
  db: Kysely<DB>;
  stock: StockIndexes;
  tenants: TenantLeadsCache;
  providers: PaymentProviders;
  linkSecret: string;
  mailFrom: string | undefined;
  isKnownPostcode: (postcode: string) => boolean;
  /** Codes that prove a shopper's e-mail or mobile (contact-verification.ts). */
  verification: ContactVerification;
  /** The cars held changed for this tenant: the site should show it (see holds-sync.ts). */
  onHoldsChanged: (tenant: string) => void;
  /** New outbox rows are due (wakes the delivery worker). */
  onQueued: () => void;
  now?: () => number;
  log?: (message: string) => void;
};

export type ReserveInput = {
  tenant: string;
  leads: TenantLeads;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  origin: string;
  clientIp: string;
  userAgent: string | null;
  /** The signed-in shopper's mobile (10 digits), from the session: a proven contact. */
  sessionPhone: string | null;
};

/** What the reservation page is told (the shopper's own reservation, through its signed link). */
export type ReservationView = {
  id: string;
  status: ReservationStatus;
  payment: 'card' | 'dealership' | 'none';
  depositCents: number;
  depositState: string;
  holdExpiresAt: string | null;
  mayCancel: boolean;
  endReason: string | null;
  car: CheckoutCarView | null;
  shopper: { name: string; email: string };
  returnTo: 'checkout' | 'journey';
};

/**
 * `proof`: the signed contact proof once a code was right (or a proof was given), so the shopper can try again, or
 * reserve another car, without a new code. `verify`: nothing is held yet; a code went to the contact to prove.
 */
export type ReserveResult =
  | { ok: true; created: boolean; view: ReservationView; token: string; paymentUrl: string | null; proof: string | null }
  | ({ ok: false; similarPath?: string; proof?: string | null } & Refusal)
  | { ok: false; status: 502; error: string; proof?: string | null }
  | CodeNeeded;

export function createReservationService(deps: ReservationServiceDeps) {
  const now = deps.now ?? Date.now;
  const moves: ReservationMoves = createReservationMoves(deps);

  async function carOf(tenant: string, idOrSlug: string): Promise<CheckoutCar | undefined> {
    return (await deps.stock.get(tenant)).checkoutCar(idOrSlug);
  }

  function viewOf(row: ReservationRow, car: CheckoutCar | undefined, leads: TenantLeads): ReservationView {
    return {
      id: row.id,
      status: row.status,
      payment: row.deposit_cents === 0 ? 'none' : row.provider === 'dealership' ? 'dealership' : 'card',
      depositCents: row.deposit_cents,
      depositState: row.deposit_state,
      holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
      mayCancel: shopperMayCancel({ status: row.status, holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).getTime() : null }, now()),
      endReason: row.end_reason,
      car: car ? checkoutCarView(car, leads.config, { usedCarVariant: leads.config.search.usedCarVariantPath }) : null,
      shopper: { name: row.shopper.name, email: row.shopper.email },
      returnTo: row.return_to,
    };
  }

  const token = (tenant: string, id: string) => reservationToken(deps.linkSecret, tenant, id);

  function repeatOf(row: ReservationRow, car: CheckoutCar | undefined, leads: TenantLeads, proof: string | null): ReserveResult {
    const paymentUrl = row.status === 'pending' ? row.payment_url : null;
    return { ok: true, created: false, view: viewOf(row, car, leads), token: token(row.tenant, row.id), paymentUrl, proof };
  }

  /** The URLs a card payment returns to: the page the shopper reserved from, with the reservation's signed link. */
  function returnUrls(row: ReservationRow, car: CheckoutCar, leads: TenantLeads) {
    const signed = new URLSearchParams({ r: row.id, t: token(row.tenant, row.id) }).toString();
    // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
    if (row.return_to === 'journey') {
      const journey = `${row.origin}/checkout-journey?car_id=${encodeURIComponent(car.slug)}&step=deposit&${signed}`;
      return { successUrl: `${journey}&paid=1&session_id={CHECKOUT_SESSION_ID}`, cancelUrl: `${journey}&payment=cancelled` };
    }
    return {
      successUrl: `${row.origin}${RESERVATION_PAGE}?${signed}&paid=1&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${row.origin}/cars/${car.slug}/${leads.config.features.checkout.path}?${signed}&payment=cancelled`,
    };
  }

  const proofs = createReservationProof(deps.verification, deps.mailFrom);

  return {
    moves,
    sendCode: proofs.sendCode,

    /** GET /api/reservations/car: the car, its terms, whether it can be reserved now and how the deposit is paid. */
    async carAvailability(tenant: string, leads: TenantLeads, idOrSlug: string) {
      const car = await carOf(tenant, idOrSlug);
      let state = reservability(car, leads.config);
      if (state === 'reservable' && (await moves.activeOf(tenant, car!.id))) state = 'reserved';
      const provider = deps.providers.forTenant(tenant);
      const view = car && car.showOnDealerWebsite ? checkoutCarView(car, leads.config, { usedCarVariant: leads.config.search.usedCarVariantPath }) : null;
      const terms = car ? reserveTerms(car, leads.config.features.checkout) : null;
      return {
        car: view,
        reservable: state === 'reservable',
        reason: state === 'reservable' ? null : state,
        message: state === 'reservable' ? null : REFUSAL_TEXT[state],
        payment: !terms?.depositCents ? 'none' : provider.kind === 'dealership' ? 'dealership' : 'card',
      } as const;
    },

    async reserve(input: ReserveInput): Promise<ReserveResult> {
      const { code: _code, contact_proof: _proof, ...fields } = input.body;
      const checked = checkReservation(fields, deps.isKnownPostcode);
      if (!checked.ok) return { ok: false, status: 422, error: checked.error, fields: checked.fields };
      const request = checked.request;
      const { leads, tenant } = input;
      const car = await carOf(tenant, request.car_id);
      const state = reservability(car, leads.config);
      const similarPath = car
        ? checkoutCarView(car, leads.config, { usedCarVariant: leads.config.search.usedCarVariantPath }).similarPath
        : '/search/new-used-and-demo-cars';
      if (state !== 'reservable') return { ok: false, status: state === 'unknown' ? 404 : 409, error: REFUSAL_TEXT[state], similarPath };
      // A car sold through a reservation stays reserved until the feed says sold (the unique index covers live holds).
      if ((await moves.activeOf(tenant, car!.id))?.status === 'completed') return { ok: false, status: 409, error: RESERVE_TEXT.justReserved, similarPath };
      const terms = reserveTerms(car!, leads.config.features.checkout);
      const provider = deps.providers.forTenant(tenant);
      const byCard = terms.depositCents !== null && provider.kind !== 'dealership';
      // A retry of a request that already reserved (a lost answer) gets its reservation, whatever its code was.
      const key = input.idempotencyKey ?? request.idempotency_key ?? null;
      const seen = key ? await findReservationByKey(deps.db, tenant, key) : undefined;
      if (seen) return repeatOf(seen, car, leads, null);
      const proven = await proofs.prove(input, { email: request.email, phone: request.phone }, byCard);
      if (!proven.ok) return proven;
      const contactProof = proven.proof;
      const startedAt = now();
      const reservation: NewReservation = {
        id: randomUUID(),
        tenant,
        carId: car!.id,
        carSlug: car!.slug,
        status: byCard ? 'pending' : 'held',
        depositCents: terms.depositCents ?? 0,
        depositState: byCard ? 'unpaid' : 'none',
        provider: byCard ? provider.kind : 'dealership',
        paymentExpiresAt: byCard ? new Date(paymentDeadline(startedAt)) : null,
        heldAt: byCard ? null : new Date(startedAt),
        holdExpiresAt: byCard ? null : new Date(holdExpiresAt(startedAt, terms.holdHours)),
        shopper: shopperOf(request),
        origin: input.origin,
        returnTo: request.return_to ?? 'checkout',
        idempotencyKey: key ?? `auto:${randomUUID()}`,
        contacts: holdContacts({ email: request.email, phone: request.phone }, input.sessionPhone),
        clientIp: input.clientIp,
      };
      const stockNow = await deps.stock.get(tenant);
      const lead = byCard
        ? null
        : (row: ReservationRow) =>
            reservationLead({ row, leads, car: car!, stock: stockNow, mailFrom: deps.mailFrom, clientIp: input.clientIp, userAgent: input.userAgent });
      const max = leads.config.features.checkout.maxActiveHoldsPerContact;
      const result = await createReservation(deps.db, reservation, lead, { maxActive: max, now: new Date(startedAt) });
      if (result.kind === 'taken') return { ok: false, status: 409, error: RESERVE_TEXT.justReserved, similarPath, proof: contactProof };
      if (result.kind === 'limit') return { ok: false, status: 409, error: holdLimitMessage(max), proof: contactProof };
      const row = result.row;
      if (result.kind === 'repeat') return repeatOf(row, car, leads, contactProof);
      if (!byCard) {
        deps.onQueued();
        deps.onHoldsChanged(tenant);
        return { ok: true, created: true, view: viewOf(row, car, leads), token: token(tenant, row.id), paymentUrl: null, proof: contactProof };
      }
      try {
        const urls = returnUrls(row, car!, leads);
        const started = await provider.startPayment({
          reservationId: row.id,
          tenant,
          carId: car!.id,
          description: `Refundable deposit: ${carTitle({ year: car!.year, make: car!.make, model: car!.model, badge: car!.badge })}`,
          amountCents: row.deposit_cents,
          email: row.shopper.email,
          successUrl: urls.successUrl,
          cancelUrl: urls.cancelUrl,
          expiresAtMs: paymentDeadline(startedAt),
        });
        const saved = await moves.recordPaymentStart(row, started);
        return { ok: true, created: true, view: viewOf(saved, car, leads), token: token(tenant, row.id), paymentUrl: started.url, proof: contactProof };
      } catch (error) {
        // Nothing is held: the pending row is let go at once, so the car is free and the shopper can try again.
        (deps.log ?? console.log)(`[reservations] ${tenant}: payment could not start for ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
        await moves.failPayment(row, 'payment-failed', error instanceof PaymentProviderError ? error.message : 'payment start failed');
        return { ok: false, status: 502, error: RESERVE_TEXT.paymentUnavailable, proof: contactProof };
      }
    },

    /** The shopper's reservation by its signed link; null when the link is wrong or the reservation is another site's. */
    async view(tenant: string, leads: TenantLeads, id: string, given: unknown): Promise<ReservationView | null> {
      if (!checkReservationToken(deps.linkSecret, tenant, id, given)) return null;
      const row = await findReservation(deps.db, tenant, id);
      if (!row) return null;
      return viewOf(row, await carOf(tenant, row.car_id), leads);
    },

    /** The shopper came back from paying (or asks again): the provider says whether it was paid. */
    async confirm(tenant: string, leads: TenantLeads, id: string, given: unknown): Promise<ReservationView | null> {
      if (!checkReservationToken(deps.linkSecret, tenant, id, given)) return null;
      const row = await findReservation(deps.db, tenant, id);
      if (!row) return null;
      const after = row.status === 'pending' ? await moves.settleWithProvider(row, 'ask') : row;
      return viewOf(after, await carOf(tenant, row.car_id), leads);
    },

    /** The shopper left the payment page without paying: the car is let go at once (unless it was paid after all). */
    async abandon(tenant: string, leads: TenantLeads, id: string, given: unknown): Promise<ReservationView | null> {
      if (!checkReservationToken(deps.linkSecret, tenant, id, given)) return null;
      const row = await findReservation(deps.db, tenant, id);
      if (!row) return null;
      const after = row.status === 'pending' ? await moves.settleWithProvider(row, 'abandon') : row;
      return viewOf(after, await carOf(tenant, row.car_id), leads);
    },

    /** The shopper cancels within the hold: the car goes back on sale and a card deposit is refunded. */
    async cancel(tenant: string, leads: TenantLeads, id: string, given: unknown): Promise<{ view: ReservationView } | { refused: string } | null> {
      if (!checkReservationToken(deps.linkSecret, tenant, id, given)) return null;
      const row = await findReservation(deps.db, tenant, id);
      if (!row) return null;
      const car = await carOf(tenant, row.car_id);
      if (row.status === 'cancelled') return { view: viewOf(row, car, leads) };
      if (!shopperMayCancel({ status: row.status, holdExpiresAt: row.hold_expires_at ? new Date(row.hold_expires_at).getTime() : null }, now())) {
        return { refused: 'This reservation can no longer be cancelled online: the hold has ended. Please call us about your deposit.' };
      }
      const after = await moves.cancel(row, 'shopper');
      return { view: viewOf(after ?? row, car, leads) };
    },

    handleWebhook: moves.handleWebhook,
    runDue: moves.runDue,
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
