// Turns a validated lead form post into a stored lead: the car from the tenant's stock, the dealership
// and location from its config, the channels it goes to. A first step goes through the group-commit
// batcher; a later step of a multi-step form updates the lead the first step made (same tenant only).
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fileSubmission } from '#src/domain/leads/categories.ts';
import { mergeFields, resolveDealershipSlug, shopperFields, type LeadPayload } from '#src/domain/leads/lead-record.ts';
import type { LeadSubmission } from '#src/domain/leads/schemas.ts';
import { validateLead } from '#src/domain/leads/validate.ts';
import { ORDER_TEXT, SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { BOOKING_DATE_FIELD, bookingRequest } from '#src/domain/bookings/booking-request.ts';
import { SLOT_TEXT, type BookingKind } from '#src/domain/bookings/slots.ts';
import { bookedMessage, bookingCapMessage, bookingContacts, holdUntil } from '#src/domain/bookings/booking-holds.ts';
import type { Contact } from '#src/domain/checkout/contact-proof.ts';
import { shopperFrom } from '../checkout/reservation-lead.ts';
import { formatPhone } from '#src/domain/locations/phone.ts';
import { storeAttachment, summarise, type LeadFile } from '../db/attachments-repo.ts';
import { takeSlot } from '../db/bookings-repo.ts';
import { insertLeadWith } from '../db/lead-with-extras.ts';
import type { ValuationRecord } from '#src/domain/trade-in/valuation-record.ts';
import type { Batcher } from '../db/batcher.ts';
import { findLead, updateLeadStep, type NewLead, type StoredLead } from '../db/leads-repo.ts';
import type { DB } from '../db/schema.ts';
import { deliveryTargets } from '../delivery/targets.ts';
import type { Refusal } from './request.ts';
import { withPlateVehicle, type PlateLookupRecord } from '#src/domain/trade-in/plate.ts';
import { tradeInCarOf } from '#src/domain/trade-in/valuation-record.ts';
import type { TradeInProviders } from '../market/trade-in-providers.ts';
import type { Market } from './market.ts';
import { lookUpPlate, tradeInMarket } from './trade-in-sources.ts';
import type { StockIndex } from './stock-index.ts';
import type { TenantLeads } from './tenant-context.ts';
import { jsonBytes, type Charge } from '#src/domain/budgets/write-budget.ts';
import { checkLeadToken } from './lead-token.ts';
import { OverBudget, type WriteBudgets } from './write-budgets.ts';
import { firstStepFields, StepRefused, tradeInStep, valuesTheCar } from './trade-in-step.ts';
import type { OrderSteps } from '../checkout/order-step.ts';

export type LeadServiceDeps = {
  db: Kysely<DB>;
  batcher: Batcher<NewLead, StoredLead>;
  mailFrom: string | undefined;
  /** The used-car market trade-in valuations compare against. */
  market: Market;
  /** The tenants' plate lookups and market-data services (none: the embedded defaults only). */
  tradeIn?: TradeInProviders;
  /** The buy-online order's steps (kind 'order'), and what to do with the reservation once the order is placed. */
  orders?: { steps: OrderSteps; placed(tenant: string, reservationId: string, leadId: string): Promise<void> };
  /** Signs and checks lead tokens (lead-token.ts): a later step must bring its lead's token. */
  leadTokenKey: Buffer;
  /** The site's quotas for what strangers store (write-budgets.ts): a lead stored with a booking or a file claims here. */
  budgets: Pick<WriteBudgets, 'claim'>;
  /** Whether a contact proof (a code's signed answer, contact-verification.ts) is this contact's on this site. */
  proves?: (tenant: string, contact: Contact, token: unknown) => boolean;
  now?: () => number;
};

export type SubmitInput = {
  tenant: string;
  leads: TenantLeads;
  stock: StockIndex;
  body: Record<string, unknown>;
  /** From the header or the body; null makes one from the post itself (see `derivedKey`). */
  idempotencyKey: string | null;
  clientIp: string;
  userAgent: string | null;
  /** A file sent with the form (a careers application's CV), already checked by the route. */
  attachment?: LeadFile;
  /** Why the file sent with the form was refused: reported with the form's other errors. */
  attachmentError?: { field: string; message: string };
  /** The tokens the post brought (`lead_token`, `trade_in_lead_token`): a lead it names is only taken with its own. */
  tokens?: { lead?: unknown; tradeInLead?: unknown };
  /** The signed-in shopper's mobile (from the session, never the body): a booking for it is confirmed at once. */
  sessionPhone?: string | null;
  /** The post's `contact_proof`: a booking whose e-mail or phone it proves is confirmed at once. */
  contactProof?: unknown;
  /** The site origin the shopper is on: the booking's links point there. */
  origin?: string;
};

export type SubmitResult =
  /** `valuation`: the trade-in's online valuation, answered by the steps that value the car. */
  | {
      ok: true;
      leadId: string;
      created: boolean;
      eventId: number | null;
      valuation?: ValuationRecord;
      /** A trade-in step's plate lookup, when one was made: the car found, or none. */
      plateLookup?: PlateLookupRecord;
      order?: { summary: string[]; facts: unknown };
      /** A booked slot: its id, whether it waits for the shopper's confirmation, and what the shopper is told. */
      booking?: { id: string; status: 'unconfirmed' | 'confirmed'; message: string };
    }
  | ({ ok: false } & Refusal);

/**
 * What a lead (and a file it brings) costs against the site's budgets: a row and its stored JSON, and the file's bytes.
 * The group-commit writer charges the same for the leads it stores (platform.ts).
 */
export function leadCharges(lead: Pick<NewLead, 'tenant' | 'payload'>, file: { byteLength: number } | null = null): Charge[] {
  const charges: Charge[] = [{ tenant: lead.tenant, kind: 'leads', rows: 1, bytes: jsonBytes(lead.payload) }];
  if (file) charges.push({ tenant: lead.tenant, kind: 'cv-files', rows: 1, bytes: file.byteLength });
  return charges;
}

/** Past a quota a lead is refused, never dropped: the shopper is told to call, with the site's number. */
function overBudget(leads: TenantLeads, error: OverBudget): SubmitResult {
  const yard = leads.config.locations.find((location) => location.primary) ?? leads.config.locations[0]!;
  const what = error.kind === 'cv-files' ? 'applications with a CV' : 'enquiries';
  return {
    ok: false,
    status: 429,
    error: `We can't take more ${what} online today. Please call us on ${formatPhone(yard.phone)}.`,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}

const UNKNOWN_LEAD: SubmitResult = { ok: false, status: 404, error: 'No such lead for this site', fields: { lead_id: 'Unknown lead_id' } };

/**
 * Without a key (a form posted without JavaScript), the same post from the same address within the same
 * 10 minutes is the same lead: a double click on a plain form still makes one lead.
 */
export function derivedKey(tenant: string, clientIp: string, body: Record<string, unknown>, nowMs: number): string {
  const window = Math.floor(nowMs / 600_000);
  return `auto:${createHash('sha256')
    .update(JSON.stringify([tenant, clientIp, body, window]))
    .digest('base64url')}`;
}

/** The car (from stock), location and dealership (from config) a lead belongs to. */
function placeOf(input: SubmitInput, lead: LeadSubmission) {
  const { leads, stock } = input;
  const car = lead.car_id ? stock.byId(lead.car_id) : undefined;
  const location =
    (lead.location ? leads.locationBySlug.get(lead.location) : undefined) ??
    (lead.location_id !== undefined ? leads.locationById.get(lead.location_id) : undefined) ??
    (car?.locationId ? leads.locationById.get(car.locationId) : undefined);
  const picked =
    lead.dealership_slug ??
    (lead.kind === 'finance' ? lead.preferredDealership : undefined) ??
    (lead.car_dealership_id !== undefined ? leads.dealershipById.get(lead.car_dealership_id)?.slug : undefined);
  const only = leads.config.dealerships.length === 1 ? leads.config.dealerships[0]!.slug : null;
  const slug = resolveDealershipSlug({ carDealership: car?.dealershipSlug, picked, locationDealership: location?.dealership_slug, only });
  return { car, location, dealership: slug ? leads.dealershipBySlug.get(slug) : undefined };
}

function payloadFor(
  input: SubmitInput,
  lead: LeadSubmission,
  eventId: number | null,
): { payload: LeadPayload; dealershipSlug: string | null; locationId: number | null; location: ReturnType<typeof placeOf>['location'] } {
  const { car, location, dealership } = placeOf(input, lead);
  const { locationId: _locationId, ...carSnapshot } = car ?? { locationId: null };
  // The dealer's contact for the CRM (ADF's vendor contact needs a phone or an e-mail): the lead's yard, else the main one.
  const yard = location ?? input.leads.config.locations.find((l) => l.primary) ?? input.leads.config.locations[0]!;
  return {
    location,
    dealershipSlug: dealership?.slug ?? null,
    locationId: location?.id ?? null,
    payload: {
      source: 'Website',
      site: { name: input.leads.config.name, url: input.leads.config.url },
      fields: lead.kind === 'trade-in' ? firstStepFields(shopperFields(lead)) : shopperFields(lead),
      car: car ? (carSnapshot as LeadPayload['car']) : null,
      dealership: dealership ? { id: dealership.id, slug: dealership.slug, name: dealership.name } : null,
      location: location ? { id: location.id, slug: location.slug, name: location.name } : null,
      url: lead.url ?? null,
      user_agent: input.userAgent,
      lead_attributes: lead.lead_attributes ?? null,
      event_id: eventId,
      vendorContact: { name: yard.name, phone: formatPhone(yard.phone), email: input.leads.config.leads.email?.to[0] ?? null },
    },
  };
}

export function createLeadService(deps: LeadServiceDeps) {
  const now = deps.now ?? Date.now;

  async function updateStep(input: SubmitInput, lead: LeadSubmission & { lead_id: string }): Promise<SubmitResult> {
    const filed = fileSubmission(lead);
    // A later step re-files the lead only when it says something about it (trade-in steps always do).
    const refiles = lead.kind === 'trade-in' || lead.kind === 'order' || lead.kind === 'careers' || Boolean(lead.category) || Boolean(lead.subcategory);
    const values = lead.kind === 'trade-in' && valuesTheCar(lead);
    // The plate lookup and the market are asked before the transaction, from the lead as stored now: the valuation
    // inside it then only reads memory (a market price asked for another car than the transaction sees counts as none).
    const site = { tenant: input.tenant, config: input.leads.config };
    const prior = lead.kind === 'trade-in' ? await findLead(deps.db, input.tenant, lead.lead_id) : null;
    const priorFields = mergeFields(prior?.kind === 'trade-in' ? prior.payload.fields : {}, shopperFields(lead));
    const plate = lead.kind === 'trade-in' ? await lookUpPlate(deps.tradeIn, site, priorFields, prior?.payload.plateLookup ?? null) : null;
    const car = tradeInCarOf(plate ? withPlateVehicle(priorFields, plate.vehicle, prior?.payload.plateLookup?.vehicle ?? null) : priorFields);
    const regoState = typeof priorFields.regoState === 'string' ? priorFields.regoState : null;
    const market = values ? await tradeInMarket(deps.tradeIn, deps.market, site, car, regoState, new Date(now())) : null;
    const order = lead.kind === 'order' && deps.orders ? await deps.orders.steps.prepare(input.tenant, input.leads, input.stock, lead) : null;
    if (order && !order.ok) return { ok: false, ...order.refusal };
    const valued: { record: ValuationRecord | null } = { record: null };
    let updated: Awaited<ReturnType<typeof updateLeadStep>>;
    try {
      updated = await updateLeadStep(deps.db, input.tenant, lead.lead_id, {
        kind: lead.kind,
        completing: lead.form_completed !== false,
        delaySeconds: input.leads.config.leads.incompleteDeliveryDelayMinutes * 60,
        apply: (stored) => {
          const fields = mergeFields(stored.payload.fields, shopperFields(lead));
          const step = lead.kind === 'trade-in' ? tradeInStep(lead, stored.payload, fields, market, new Date(now()), plate) : null;
          valued.record = step?.valuation ?? null;
          const next = {
            ...stored.payload,
            fields: step?.fields ?? fields,
            event_id: filed.eventId ?? stored.payload.event_id,
            ...(step ? { valuation: step.valuation } : {}),
            ...(plate ? { plateLookup: plate } : {}),
          };
          return {
            payload: order?.ok ? order.patch(next) : next,
            category: refiles ? filed.category : stored.category,
            subcategory: refiles ? filed.subcategory : stored.subcategory,
          };
        },
      });
    } catch (error) {
      if (error instanceof StepRefused) return { ok: false, ...error.refusal };
      throw error;
    }
    if (!updated) return UNKNOWN_LEAD;
    if (updated === 'other-kind')
      return { ok: false, status: 409, error: 'This lead_id belongs to another form', fields: { lead_id: 'This lead_id belongs to another form' } };
    const answer = { ...(values && valued.record ? { valuation: valued.record } : {}), ...(plate ? { plateLookup: plate } : {}) };
    // The order is placed: the reservation's hold becomes the sale (it stays RESERVED until the feed says sold).
    if (order?.ok && order.reservationId && updated.status === 'complete') await deps.orders!.placed(input.tenant, order.reservationId, updated.id);
    return {
      ok: true,
      leadId: updated.id,
      created: false,
      eventId: updated.payload.event_id,
      ...answer,
      ...(updated.payload.order ? { order: { summary: updated.payload.orderSummary ?? [], facts: updated.payload.order } } : {}),
    };
  }

  /** The booking's hold: who it counts against, whether it is confirmed at once, the shopper's e-mail about it. */
  function bookingHold(input: SubmitInput, lead: LeadSubmission, request: Extract<ReturnType<typeof bookingRequest>, { kind: 'slot' }>) {
    const rules = input.leads.config.bookings;
    const at = new Date(now());
    const typed = lead as { email?: string; phone?: string };
    const contacts = bookingContacts({ email: typed.email ?? '', phone: typed.phone }, input.sessionPhone ?? null);
    const proves = (contact: Contact) => deps.proves?.(input.tenant, contact, input.contactProof) ?? false;
    const proven =
      Boolean(input.sessionPhone) ||
      (contacts.email !== '' && proves({ channel: 'email', value: contacts.email })) ||
      (contacts.phone !== null && proves({ channel: 'phone', value: contacts.phone }));
    const holdExpiresAt = holdUntil(at, proven, rules.unconfirmedHoldMinutes);
    const id = randomUUID();
    return {
      id,
      contacts: contacts.email === '' && contacts.phone === null ? null : contacts,
      holdExpiresAt,
      limits: { maxPerContact: rules.maxFutureBookingsPerContact, capMessage: bookingCapMessage(rules.maxFutureBookingsPerContact), now: at },
      message: bookedMessage(contacts.email, holdExpiresAt, rules.unconfirmedHoldMinutes),
      facts: {
        id,
        status: holdExpiresAt ? ('unconfirmed' as const) : ('confirmed' as const),
        holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
        origin: input.origin ?? input.leads.config.url.replace(/\/$/, ''),
      },
      shopperTarget: (from: string) => ({
        channel: 'shopper-email' as const,
        target: { to: [typed.email ?? ''], from, message: holdExpiresAt ? ('booking-held' as const) : ('booking-confirmed' as const) },
      }),
      request,
    };
  }

  const service = {
    async submit(input: SubmitInput): Promise<SubmitResult> {
      const validation = validateLead(input.body, { ...input.leads.validation, isKnownCar: (id) => input.stock.byId(id) !== undefined });
      const fileError = input.attachmentError ? { [input.attachmentError.field]: input.attachmentError.message } : {};
      if (!validation.ok) return { ok: false, status: 422, error: validation.error, fields: { ...validation.fields, ...fileError } };
      if (input.attachmentError) return { ok: false, status: 422, error: SPEC_TEXT.fixErrors, fields: fileError };
      const lead = validation.lead;
      // A lead named without its token is answered as a lead that does not exist: ids cannot be probed.
      const tokenFor = (leadId: string, token: unknown) => checkLeadToken(deps.leadTokenKey, input.tenant, leadId, token);
      if (lead.lead_id && !tokenFor(lead.lead_id, input.tokens?.lead)) return UNKNOWN_LEAD;
      if (lead.kind === 'order' && lead.trade_in_lead_id && !tokenFor(lead.trade_in_lead_id, input.tokens?.tradeInLead))
        return { ok: false, status: 422, error: SPEC_TEXT.fixErrors, fields: { trade_in_lead_id: ORDER_TEXT.valuationRequired } };
      if (lead.lead_id) return updateStep(input, { ...lead, lead_id: lead.lead_id });

      const filed = fileSubmission(lead);
      const { payload, dealershipSlug, locationId, location } = payloadFor(input, lead, filed.eventId);
      // A trade-in's rego and state without the car: the plate lookup fills in the make, model and year (or finds none).
      const plate =
        lead.kind === 'trade-in' ? await lookUpPlate(deps.tradeIn, { tenant: input.tenant, config: input.leads.config }, payload.fields, null) : null;
      if (plate) Object.assign(payload, { fields: withPlateVehicle(payload.fields, plate.vehicle), plateLookup: plate });
      const request = bookingRequest(lead, location, input.leads.config.bookings, new Date(now()));
      if (request.kind === 'refused') return { ok: false, status: 422, error: SPEC_TEXT.fixErrors, fields: { [request.field]: request.message } };
      const file = input.attachment ? { summary: summarise(input.attachment), content: input.attachment } : null;
      if (file) payload.attachments = [file.summary];
      const open = lead.form_completed === false;
      const newLead: NewLead = {
        id: randomUUID(),
        tenant: input.tenant,
        idempotencyKey: input.idempotencyKey ?? derivedKey(input.tenant, input.clientIp, input.body, now()),
        kind: lead.kind,
        category: filed.category,
        subcategory: filed.subcategory,
        dealershipSlug,
        locationId: request.kind === 'slot' ? request.booking.locationId : locationId,
        carId: payload.car?.id ?? null,
        status: open ? 'open' : 'complete',
        payload,
        clientIp: input.clientIp,
        deliveries: deliveryTargets(input.leads.config, dealershipSlug, deps.mailFrom),
        deliveryDelaySeconds: open ? input.leads.config.leads.incompleteDeliveryDelayMinutes * 60 : 0,
      };
      const slot = request.kind === 'slot' ? bookingHold(input, lead, request) : null;
      if (slot) {
        payload.booking = { ...slot.request.booking, ...slot.facts };
        newLead.deliveries = [...newLead.deliveries, slot.shopperTarget(shopperFrom(input.leads, deps.mailFrom))];
      }
      if (request.kind === 'slot' || file) {
        // A booking or a file is stored in one transaction with its lead (not through the batcher).
        const result = await insertLeadWith(deps.db, newLead, async (trx, leadId) => {
          await deps.budgets.claim(trx, leadCharges(newLead, file ? file.content.content : null));
          if (request.kind === 'slot' && slot) {
            const { booking } = request;
            await takeSlot(
              trx,
              input.tenant,
              leadId,
              {
                id: slot.id,
                kind: booking.kind,
                locationId: booking.locationId,
                startsAt: booking.start,
                capacity: request.capacity,
                carId: newLead.carId,
                contacts: slot.contacts,
                holdExpiresAt: slot.holdExpiresAt,
                limits: slot.limits,
              },
              SLOT_TEXT.full,
            );
          }
          if (file) await storeAttachment(trx, input.tenant, leadId, file.summary, file.content);
        });
        if (!result.ok)
          return { ok: false, status: 409, error: result.reason, fields: { [result.field ?? BOOKING_DATE_FIELD[lead.kind as BookingKind]]: result.reason } };
        return {
          ok: true,
          leadId: result.stored.leadId,
          created: result.stored.created,
          eventId: filed.eventId,
          ...(slot && result.stored.created
            ? { booking: { id: slot.id, status: slot.holdExpiresAt ? 'unconfirmed' : 'confirmed', message: slot.message } }
            : {}),
        };
      }
      const stored = await deps.batcher.submit(newLead);
      return { ok: true, leadId: stored.leadId, created: stored.created, eventId: filed.eventId, ...(plate ? { plateLookup: plate } : {}) };
    },
  };
  return {
    async submit(input: SubmitInput): Promise<SubmitResult> {
      try {
        return await service.submit(input);
      } catch (error) {
        // Past a quota (write-budgets.ts) nothing was stored: the shopper is told so, and to call.
        if (error instanceof OverBudget) return overBudget(input.leads, error);
        throw error;
      }
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
