// The trade-in valuation form's three steps (spec 2 section 4 "Multi-step enquiry form"): Your car, Condition,
// Your valuation. What each step posts to POST /api/leads, what it checks before posting, and how the
// valuation in the API's answer is read. Earlier steps go to the next; the last one completes the lead.
import { OFFER_ACCEPTED_SUBCATEGORY } from '../leads/categories.ts';
import type { FieldErrors } from '../leads/validate.ts';
import { CONDITION_QUESTIONS, unansweredQuestions } from './condition.ts';
import { namesTheCar, type PlateVehicle } from './plate.ts';
import type { ValuationEstimate, ValuationRecord } from './valuation-record.ts';
import type { NoEstimateReason } from './valuation.ts';

export const TRADE_IN_STEP_TITLES = ['Your car', 'Condition', 'Your valuation'] as const;
export type TradeInFormStep = 1 | 2 | 3;

/** @example stepProgress(2) // 'Step 2 of 3' */
export const stepProgress = (step: TradeInFormStep): string => `Step ${step} of ${TRADE_IN_STEP_TITLES.length}`;

/** The comment a lead finished without accepting the offer carries, for the dealer. */
export const VALUER_CALL_MESSAGE = 'Please ask a valuer to call me.';
export const KMS_REQUIRED = 'Please enter the kilometres.';
export const CAR_TEXT = {
  makeRequired: 'Please enter the make of your car.',
  modelRequired: 'Please enter the model of your car.',
  yearRequired: 'Please enter the year of your car, e.g. 2019.',
  /** With a plate lookup: the rego and state are enough. */
  regoOrCarRequired: "Please enter your car's rego, or its make, model and year.",
  /** Shown when the plate was not found (or could not be looked up): the form asks for the car instead, without blame. */
  askForCar: 'Please tell us the make, model and year of your car.',
} as const;
export const answerRequired = (question: string): string => `Please answer: ${question}`;

type Post = Record<string, unknown>;

/** The lead step 1 made: its id and the token the API answered with it (a later step is refused without it). */
export type LeadRef = { id: string; token: string };
const named = (lead: LeadRef) => ({ lead_id: lead.id, lead_token: lead.token });

/**
 * Step 1 creates the lead, still open: `form_completed: false` (spec: isLastStep false).
 * @example carStepPost({ kind: 'trade-in', name: 'Jane' }) // { kind: 'trade-in', name: 'Jane', step: 'create', form_completed: false }
 */
export const carStepPost = (answers: Post): Post => ({ ...answers, step: 'create', form_completed: false });

/**
 * Step 1 again, after Back: the lead exists, so the answers update it (as the rego step) instead of making another.
 * @example carUpdatePost({ id: '0b3f...', token: 'k3...' }, { kind: 'trade-in', step: 'create', subcategory: '1. Valuation Requested', rego: 'ABC123' })
 *   // { kind: 'trade-in', rego: 'ABC123', step: 'rego', lead_id: '0b3f...', lead_token: 'k3...', form_completed: false }
 */
export function carUpdatePost(lead: LeadRef, answers: Post): Post {
  const { subcategory: _subcategory, step: _step, ...rest } = answers;
  return { ...rest, step: 'rego', ...named(lead), form_completed: false };
}

/** Step 2 adds the condition answers to the lead; the answer carries the server's valuation. */
export const conditionStepPost = (lead: LeadRef, answers: Record<string, string>): Post => ({
  kind: 'trade-in',
  step: 'adjustments',
  ...named(lead),
  form_completed: false,
  adjustmentAnswers: answers,
});

/** Step 3, accepting: completes the lead as '3. Offer Accepted'. The server records its own offer, not this amount. */
export const acceptOfferPost = (lead: LeadRef, estimate: ValuationEstimate): Post => ({
  kind: 'trade-in',
  step: 'offer-accepted',
  ...named(lead),
  offer_accepted: true,
  offer_amount: estimate.offer,
  subcategory: OFFER_ACCEPTED_SUBCATEGORY,
  form_completed: true,
});

/** Step 3, not accepting (or no online estimate): completes the lead with a request for a valuer's call. */
export const valuerCallPost = (lead: LeadRef): Post => ({
  kind: 'trade-in',
  step: 'adjustments',
  ...named(lead),
  form_completed: true,
  message: VALUER_CALL_MESSAGE,
});

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What only the form asks of step 1 besides the API's rules: the kilometres, which every valuation needs, and the car.
 * With a plate lookup (`plateLookup`) the rego and state are enough, unless the plate was not found (`askCar`);
 * without one the make, model and year are needed.
 * @example carStepErrors({ kms: '40000', rego: 'ABC123' }, { plateLookup: false }) // { 'Vehicle Make': 'Please enter the make of your car.', ... }
 * @example carStepErrors({ kms: '40000', rego: 'ABC123' }, { plateLookup: true }) // {}
 */
export function carStepErrors(answers: Post, options: { plateLookup: boolean; askCar?: boolean } = { plateLookup: false }): FieldErrors {
  const fields: FieldErrors = blank(answers.kms) ? { kms: KMS_REQUIRED } : {};
  if (options.plateLookup && !options.askCar) {
    if (blank(answers.rego) && !namesTheCar(answers)) fields['Vehicle Make'] = CAR_TEXT.regoOrCarRequired;
    return fields;
  }
  if (blank(answers['Vehicle Make'])) fields['Vehicle Make'] = CAR_TEXT.makeRequired;
  if (blank(answers['Vehicle Model'])) fields['Vehicle Model'] = CAR_TEXT.modelRequired;
  if (!/^\d{4}$/.test(String(answers.year ?? '').trim())) fields.year = CAR_TEXT.yearRequired;
  return fields;
}

/** Whether step 1's answers leave the car to the plate lookup (a rego, but not the make, model and year). */
export const leavesCarToLookup = (answers: Post): boolean => !blank(answers.rego) && !namesTheCar(answers);

/**
 * What the plate lookup found, from a step's answer: the car, `null` when it found none, `undefined` when no lookup was made.
 * @example readPlateLookup({ lead_id: 'x', plate_lookup: { vehicle: null } }) // null
 */
export function readPlateLookup(answer: unknown): PlateVehicle | null | undefined {
  const lookup = (answer as { plate_lookup?: { vehicle?: Record<string, unknown> | null } } | null)?.plate_lookup;
  if (!lookup || typeof lookup !== 'object') return undefined;
  const vehicle = lookup.vehicle;
  if (!vehicle || typeof vehicle.make !== 'string' || typeof vehicle.model !== 'string' || !isWhole(vehicle.year)) return null;
  const badge = typeof vehicle.badge === 'string' && vehicle.badge.length <= 100 ? vehicle.badge : null;
  return { make: vehicle.make.slice(0, 100), model: vehicle.model.slice(0, 100), year: vehicle.year, badge };
}

/**
 * The valuation as saved for tenants that keep them (spec 2 section 7: `POST /api/miscellaneous`, the valuation
 * result plus `column_name: 'valuation'`), naming its lead and the car the trade-in is for.
 * @example valuationSavePost('0b3f...', null, { estimate: { low: 19300, offer: 19800, high: 20400, comparables: 4 }, reason: null })
 *   // { column_name: 'valuation', lead_id: '0b3f...', estimate: { ... }, reason: null }
 */
export const valuationSavePost = (leadId: string, carId: string | null, valuation: ValuationRecord): Post => ({
  column_name: 'valuation',
  lead_id: leadId,
  ...(carId ? { car_id: carId } : {}),
  estimate: valuation.estimate,
  reason: valuation.reason,
});

/**
 * Every condition question needs an answer.
 * @example conditionStepErrors({}) // { 'Has the car been in an accident?': 'Please answer: Has the car been in an accident?', ... }
 */
export const conditionStepErrors = (answers: Record<string, string>): FieldErrors =>
  Object.fromEntries(unansweredQuestions(answers).map((question) => [question, answerRequired(question)]));

/** The condition answers from a form's values, in the questions' order. */
export const conditionAnswers = (values: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(CONDITION_QUESTIONS.flatMap(({ question }) => (typeof values[question] === 'string' ? [[question, values[question] as string]] : [])));

const REASONS: readonly NoEstimateReason[] = ['unknown-car', 'too-old', 'too-many-km', 'too-few-comparables', 'too-low', 'no-market-price'];
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The valuation in the API's answer to step 2, or null when the answer has none in the expected shape.
 * @example readValuation({ lead_id: 'x', valuation: { estimate: null, reason: 'too-old' } }) // { estimate: null, reason: 'too-old' }
 */
export function readValuation(answer: unknown): ValuationRecord | null {
  const valuation = (answer as { valuation?: unknown } | null)?.valuation as { estimate?: Record<string, unknown> | null; reason?: unknown } | undefined;
  if (!valuation || typeof valuation !== 'object') return null;
  const { estimate, reason } = valuation;
  const comparables = estimate?.comparables === null ? null : estimate?.comparables;
  if (estimate && isWhole(estimate.low) && isWhole(estimate.offer) && isWhole(estimate.high) && (comparables === null || isWhole(comparables))) {
    const basis = typeof estimate.basis === 'string' && estimate.basis.length <= 200 ? { basis: estimate.basis } : {};
    return { estimate: { low: estimate.low, offer: estimate.offer, high: estimate.high, comparables, ...basis }, reason: null };
  }
  return { estimate: null, reason: REASONS.includes(reason as NoEstimateReason) ? (reason as NoEstimateReason) : 'unknown-car' };
}
