// What a trade-in valuation step does to its lead besides adding the answers: the rego and state step fills in the
// car a plate lookup found (trade-in-sources.ts); the condition (adjustments) and rego steps value the car from the
// tenant's market (its stock, or market data) and keep that valuation on the lead; the offer step records the kept
// offer. An amount the browser sends is never recorded: the offer is always the server's own.
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import { LEAD_TEXT, SPEC_TEXT } from '#src/domain/leads/messages.ts';
import type { tradeInLeadSchema } from '#src/domain/leads/schemas.ts';
import { withPlateVehicle, type PlateLookupRecord } from '#src/domain/trade-in/plate.ts';
import { tradeInCarOf, valuationRecord, type ValuationRecord } from '#src/domain/trade-in/valuation-record.ts';
import { marketPriceValuation, tradeInValuation, type TradeInCar } from '#src/domain/trade-in/valuation.ts';
import type { z } from 'zod';
import type { Refusal } from './request.ts';
import type { TradeInMarket } from './trade-in-sources.ts';

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

const sameCar = (a: TradeInCar, b: TradeInCar) => a.make === b.make && a.model === b.model && a.year === b.year && a.km === b.km;

/** The valuation of the lead's car from its market (a market price asked for another car counts as none). */
function valueCar(car: TradeInCar, market: TradeInMarket | null, answers: Record<string, unknown> | undefined, now: Date): ValuationRecord {
  if (market?.kind === 'market-data') {
    const retail = sameCar(car, market.car) ? market.retailCents : null;
    return valuationRecord(marketPriceValuation(car, retail, answers, now), market.basis);
  }
  const listings = market?.lookup && car.make && car.model ? market.lookup(car.make, car.model) : [];
  return valuationRecord(tradeInValuation(car, listings, answers, now), market?.basis);
}

/**
 * A later step's fields and valuation, from the stored lead, the step's merged answers and what the plate lookup
 * found (`plate`: a lookup made for this step, whose car fills the make, model and year the shopper left blank).
 * @example tradeInStep({ step: 'offer-accepted', offer_accepted: true, ... }, stored, fields, null, now)
 *   // { fields: { ..., offer_accepted: true, offer_amount: 19800 }, valuation: stored.valuation }
 */
export function tradeInStep(
  lead: TradeInSubmission,
  stored: LeadPayload,
  merged: Fields,
  market: TradeInMarket | null,
  now: Date,
  plate: PlateLookupRecord | null = null,
): { fields: Fields; valuation: ValuationRecord | null } {
  let valuation = stored.valuation ?? null;
  // A lookup made now fills in the car (replacing one an earlier lookup of another plate filled in).
  const answered = plate ? withPlateVehicle(merged, plate.vehicle, stored.plateLookup?.vehicle ?? null) : merged;
  if (valuesTheCar(lead)) valuation = valueCar(tradeInCarOf(answered), market, answered.adjustmentAnswers as Record<string, unknown> | undefined, now);
  const fields = withoutSentOffer(answered, stored.fields);
  if (lead.step === 'offer-accepted' || lead.offer_accepted === true) {
    if (!valuation?.estimate) throw new StepRefused({ status: 422, error: SPEC_TEXT.fixErrors, fields: { offer_accepted: LEAD_TEXT.noOfferToAccept } });
    fields.offer_accepted = true;
    fields.offer_amount = valuation.estimate.offer;
  }
  return { fields, valuation };
}
