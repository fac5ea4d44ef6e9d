// The server's part of each buy-online step (kind 'order' on POST /api/leads): it settles what the browser only
// proposes. The trade-in's valuation comes from the shopper's trade-in lead, the repayment from the finance rules,
// the delivery price from the delivery rates, the deposit from the reservation, so the dealer's order is the
// server's own. A step it cannot accept is refused with the field to fix.
import type { Kysely } from 'kysely';
import { deliveryPostcodeTable } from '#src/files/delivery-postcodes.ts';
import { orderSummaryLines, type OrderFacts } from '#src/domain/checkout/order.ts';
import { checkDelivery } from '#src/domain/delivery/estimate.ts';
import { calculate, calculatorLimits, establishmentFeeCents } from '#src/domain/finance/index.ts';
import { carTitle, type LeadPayload } from '#src/domain/leads/lead-record.ts';
import { ORDER_TEXT, SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { normalisePhone } from '#src/domain/locations/phone.ts';
import type { LeadSubmission } from '#src/domain/leads/schemas.ts';
import { findLead } from '../db/leads-repo.ts';
import { findReservation } from '../db/reservations-repo.ts';
import type { DB, ReservationRow } from '../db/schema.ts';
import type { Refusal } from '../leads/request.ts';
import type { StockIndex } from '../leads/stock-index.ts';
import type { TenantLeads } from '../leads/tenant-context.ts';
import { reservationFacts } from './reservation-lead.ts';

type Order = Extract<LeadSubmission, { kind: 'order' }>;
export type OrderPatch = { ok: true; patch: (payload: LeadPayload) => LeadPayload; reservationId: string | null } | { ok: false; refusal: Refusal };

const refuse = (field: string, message: string): OrderPatch => ({
  ok: false,
  refusal: { status: 422, error: SPEC_TEXT.fixErrors, fields: { [field]: message } },
});

/** The reservation was made by the order's shopper: the same e-mail, or the same phone. */
function sameShopper(reservation: ReservationRow, fields: LeadPayload['fields']): boolean {
  const email = typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : null;
  const phone = typeof fields.phone === 'string' ? normalisePhone(fields.phone) : null;
  return (email !== null && reservation.shopper.email.toLowerCase() === email) || (phone !== null && normalisePhone(reservation.shopper.phone) === phone);
}

export function createOrderSteps(deps: { db: Kysely<DB> }) {
  return {
    /** What this step settles, worked out before the lead's transaction; `lead.lead_id` is set (a later step). */
    async prepare(tenant: string, leads: TenantLeads, stock: StockIndex, lead: Order & { lead_id: string }): Promise<OrderPatch> {
      const stored = await findLead(deps.db, tenant, lead.lead_id);
      if (!stored || stored.kind !== 'order') return { ok: true, patch: (payload) => payload, reservationId: null }; // the update answers 404/409
      const carId = stored.payload.car?.id;
      const car = carId ? stock.checkoutCar(carId) : undefined;
      const order: OrderFacts = { ...stored.payload.order };
      let reservationPatch: LeadPayload['reservation'] | undefined;
      let reservationId: string | null = null;

      if (lead.step === 'trade-in') {
        if (lead.has_trade_in === 'No') order.tradeIn = null;
        else {
          const tradeIn = lead.trade_in_lead_id ? await findLead(deps.db, tenant, lead.trade_in_lead_id) : null;
          if (!tradeIn || tradeIn.kind !== 'trade-in') return refuse('trade_in_lead_id', ORDER_TEXT.valuationRequired);
          const f = tradeIn.payload.fields;
          const described =
            [f.year, f['Vehicle Make'], f['Vehicle Model']].filter(Boolean).join(' ') || [f.rego, f.regoState].filter(Boolean).join(' ') || "the shopper's car";
          order.tradeIn = { leadId: tradeIn.id, car: String(described), valuation: tradeIn.payload.valuation ?? null };
        }
      }
      if (lead.step === 'payment' && lead.payment_method) {
        order.payment = { method: lead.payment_method };
        const { finance } = leads.config;
        if (lead.payment_method === 'dealer-finance') {
          if (!finance.provider || !car)
            return refuse('payment_method', 'Finance through the dealer is not offered for this car: please choose another way to pay.');
          const result = calculate(
            {
              priceCents: car.priceCents,
              termYears: lead.finance_term_years ?? finance.defaultTermMonths / 12,
              interestRatePct: finance.defaultInterestRatePct,
              depositCents: (lead.finance_deposit ?? 0) * 100,
              residualCents: 0,
              frequency: lead.finance_frequency ?? 'weekly',
            },
            { limits: calculatorLimits(finance), establishmentFeeCents: establishmentFeeCents(finance.provider, null) },
          );
          if (result.priceError) return refuse('finance_deposit', result.priceError);
          order.payment = {
            method: 'dealer-finance',
            termYears: result.inputs.termYears,
            depositCents: result.inputs.depositCents,
            frequency: result.inputs.frequency,
            repaymentText: result.repaymentText,
          };
        }
      }
      if (lead.step === 'delivery' && lead.delivery_method) {
        const location = (car?.locationId != null ? leads.locationById.get(car.locationId) : undefined) ?? leads.config.locations.find((l) => l.primary)!;
        if (lead.delivery_method === 'pickup')
          order.delivery = {
            method: 'pickup',
            yard: `${location.name}, ${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
          };
        else {
          if (!leads.config.delivery.enabled) return refuse('delivery_method', 'This dealer does not deliver cars: please choose pickup.');
          const checked = checkDelivery(
            lead.delivery_postcode ?? '',
            { lat: location.address.lat, long: location.address.long },
            await deliveryPostcodeTable(),
            leads.config.delivery,
          );
          if (checked.kind !== 'estimate') return refuse('delivery_postcode', checked.kind === 'none' ? ORDER_TEXT.noDelivery : checked.message);
          order.delivery = {
            method: 'delivery',
            priceCents: checked.estimate.priceCents,
            regionName: checked.estimate.regionName,
            address: `${lead.delivery_street}, ${lead.delivery_suburb} ${lead.delivery_postcode}`,
          };
        }
      }
      if (lead.step === 'deposit' || lead.step === 'summary') {
        const id = lead.reservation_id ?? stored.payload.reservation?.id;
        const reservation = id ? await findReservation(deps.db, tenant, id) : undefined;
        // The order's own hold: this car, held (its contact proven), and made with the contact the order gave.
        if (
          !reservation ||
          reservation.car_id !== carId ||
          !['held', 'completed'].includes(reservation.status) ||
          !car ||
          !sameShopper(reservation, stored.payload.fields)
        )
          return refuse('reservation_id', ORDER_TEXT.depositRequired);
        reservationPatch = reservationFacts(reservation, leads, car);
        reservationId = reservation.id;
      }
      if (lead.step === 'summary') order.placedAt = new Date().toISOString();
      const priceCents = car?.priceCents ?? stored.payload.car?.priceCents ?? null;
      return {
        ok: true,
        reservationId: lead.step === 'summary' ? reservationId : null,
        patch: (payload) => ({
          ...payload,
          order,
          orderSummary: orderSummaryLines(order, priceCents),
          ...(reservationPatch ? { reservation: reservationPatch } : {}),
        }),
      };
    },
  };
}

export type OrderSteps = ReturnType<typeof createOrderSteps>;
export { carTitle };
