// What a trade-in valuation step does to its lead besides adding the answers: the condition (adjustments) and rego
// steps value the car from the platform's market and keep that valuation on the lead; the offer step records the
// kept offer. An amount the browser sends is never recorded: the offer is always the server's own.
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import { LEAD_TEXT, SPEC_TEXT } from '#src/domain/leads/messages.ts';
import type { tradeInLeadSchema } from '#src/domain/leads/schemas.ts';
import { tradeInCarOf, valuationRecord, type ValuationRecord } from '#src/domain/trade-in/valuation-record.ts';
import { tradeInValuation } from '#src/domain/trade-in/valuation.ts';
import type { z } from 'zod';
import type { MarketBasis } from '#src/domain/vehicle/market-basis.ts';
import type { MarketLookup } from './market.ts';
import type { Refusal } from './request.ts';

type TradeInSubmission = z.infer<typeof tradeInLeadSchema>;
type Fields = Record<string, unknown>;

/** Thrown inside the step's transaction to refuse it (and roll it back). */
export class StepRefused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.error);
    this.refusal = refusal;
  }
}

/** Steps whose answer carries the valuation. */
export const valuesTheCar = (lead: TradeInSubmission): boolean => lead.step === 'adjustments' || lead.step === 'rego';

/** Offer fields as the server last recorded them, whatever the browser sent. */
function withoutSentOffer(fields: Fields, recorded: Fields): Fields {
  const { offer_amount: _amount, offer_accepted: _accepted, ...rest } = fields;
  return {
    ...rest,
    ...(recorded.offer_accepted !== undefined ? { offer_accepted: recorded.offer_accepted } : {}),
    ...(recorded.offer_amount !== undefined ? { offer_amount: recorded.offer_amount } : {}),
  };
}

/** The first step's answers: no offer exists yet, so none is recorded. */
export const firstStepFields = (fields: Fields): Fields => withoutSentOffer(fields, {});

/**
 * A later step's fields and valuation, from the stored lead and the step's merged answers.
 * @example tradeInStep({ step: 'offer-accepted', offer_accepted: true, ... }, stored, fields, null, now)
 *   // { fields: { ..., offer_accepted: true, offer_amount: 19800 }, valuation: stored.valuation }
 */
export function tradeInStep(
  lead: TradeInSubmission,
  stored: LeadPayload,
  merged: Fields,
  lookup: MarketLookup | null,
  now: Date,
  basis?: MarketBasis,
): { fields: Fields; valuation: ValuationRecord | null } {
  let valuation = stored.valuation ?? null;
  if (valuesTheCar(lead)) {
    const car = tradeInCarOf(merged);
    const listings = lookup && car.make && car.model ? lookup(car.make, car.model) : [];
    const answers = merged.adjustmentAnswers as Record<string, unknown> | undefined;
    valuation = valuationRecord(tradeInValuation(car, listings, answers, now), basis);
  }
  const fields = withoutSentOffer(merged, stored.fields);
  if (lead.step === 'offer-accepted' || lead.offer_accepted === true) {
    if (!valuation?.estimate) throw new StepRefused({ status: 422, error: SPEC_TEXT.fixErrors, fields: { offer_accepted: LEAD_TEXT.noOfferToAccept } });
    fields.offer_accepted = true;
    fields.offer_amount = valuation.estimate.offer;
  }
  return { fields, valuation };
}
