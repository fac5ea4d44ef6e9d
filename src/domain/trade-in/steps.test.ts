import { describe, expect, it } from 'vitest';
import {
  acceptOfferPost,
  carStepErrors,
  carStepPost,
  carUpdatePost,
  conditionAnswers,
  conditionStepErrors,
  conditionStepPost,
  leavesCarToLookup,
  readPlateLookup,
  readValuation,
  stepProgress,
  valuationSavePost,
  valuerCallPost,
} from './steps.ts';

const leadId = '0b3f8f0e-7c7e-4d44-9a55-7a4f2a4b8c11';
const lead = { id: leadId, token: 'k3Vx2-token-from-the-first-step' };

describe('the trade-in form steps', () => {
  it('announces the progress', () => {
    expect([1, 2, 3].map((step) => stepProgress(step as 1 | 2 | 3))).toEqual(['Step 1 of 3', 'Step 2 of 3', 'Step 3 of 3']);
  });

  it("creates the lead open, adds the answers to it, then completes it by accepting or by asking for a call, each later step with the lead's token", () => {
    expect(carStepPost({ kind: 'trade-in', rego: 'ABC123' })).toEqual({ kind: 'trade-in', rego: 'ABC123', step: 'create', form_completed: false });
    expect(carUpdatePost(lead, { kind: 'trade-in', step: 'create', subcategory: '1. Valuation Requested', rego: 'ABC123' })).toEqual({
      kind: 'trade-in',
      rego: 'ABC123',
      step: 'rego',
      lead_id: leadId,
      lead_token: lead.token,
      form_completed: false,
    });
    expect(conditionStepPost(lead, { 'Service history': 'Full' })).toEqual({
      kind: 'trade-in',
      step: 'adjustments',
      lead_id: leadId,
      lead_token: lead.token,
      form_completed: false,
      adjustmentAnswers: { 'Service history': 'Full' },
    });
    expect(acceptOfferPost(lead, { low: 19_300, offer: 19_800, high: 20_400, comparables: 4 })).toEqual({
      kind: 'trade-in',
      step: 'offer-accepted',
      lead_id: leadId,
      lead_token: lead.token,
      offer_accepted: true,
      offer_amount: 19_800,
      subcategory: '3. Offer Accepted',
      form_completed: true,
    });
    expect(valuerCallPost(lead)).toMatchObject({ lead_id: leadId, lead_token: lead.token, form_completed: true, message: 'Please ask a valuer to call me.' });
  });

  it('asks for the kilometres and an answer to every condition question', () => {
    expect(carStepErrors({ rego: 'ABC123', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: '2021' })).toEqual({ kms: 'Please enter the kilometres.' });
    expect(carStepErrors({ kms: '48,210', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5', year: '2021' })).toEqual({});
    const answers = conditionAnswers({ 'Service history': 'Full', 'Overall condition': 'Good', name: 'Jane' });
    expect(answers).toEqual({ 'Service history': 'Full', 'Overall condition': 'Good' });
    expect(Object.values(conditionStepErrors(answers))).toEqual([
      'Please answer: Has the car been in an accident?',
      'Please answer: Number of keys',
      'Please answer: Is there finance owing on the car?',
    ]);
  });

  it("reads the server's valuation from its answer, and nothing else", () => {
    const estimate = { low: 19_300, offer: 19_800, high: 20_400, comparables: 4 };
    expect(readValuation({ lead_id: leadId, valuation: { estimate, reason: null } })).toEqual({ estimate, reason: null });
    expect(readValuation({ valuation: { estimate: null, reason: 'too-old' } })).toEqual({ estimate: null, reason: 'too-old' });
    expect(readValuation({ valuation: { estimate: { ...estimate, offer: '19800' }, reason: 'made-up' } })).toEqual({ estimate: null, reason: 'unknown-car' });
    expect(readValuation({ lead_id: leadId })).toBeNull();
    expect(readValuation(null)).toBeNull();
  });

  it.each<[string, Record<string, string>, { plateLookup: boolean; askCar?: boolean }, Record<string, string>]>([
    [
      'without a plate lookup, a rego alone: the make, model and year are asked for',
      { kms: '40000', rego: 'ABC123' },
      { plateLookup: false },
      {
        'Vehicle Make': 'Please enter the make of your car.',
        'Vehicle Model': 'Please enter the model of your car.',
        year: 'Please enter the year of your car, e.g. 2019.',
      },
    ],
    [
      'without a plate lookup, a year that is not 4 digits',
      { kms: '1', 'Vehicle Make': 'Kia', 'Vehicle Model': 'Rio', year: '19' },
      { plateLookup: false },
      { year: 'Please enter the year of your car, e.g. 2019.' },
    ],
    ['with a plate lookup, the rego is enough', { kms: '40000', rego: 'ABC123' }, { plateLookup: true }, {}],
    [
      'with a plate lookup, neither rego nor car',
      { kms: '40000' },
      { plateLookup: true },
      { 'Vehicle Make': "Please enter your car's rego, or its make, model and year." },
    ],
    [
      'with a plate lookup, a plate it did not find',
      { kms: '40000', rego: 'ZZZ999' },
      { plateLookup: true, askCar: true },
      {
        'Vehicle Make': 'Please enter the make of your car.',
        'Vehicle Model': 'Please enter the model of your car.',
        year: 'Please enter the year of your car, e.g. 2019.',
      },
    ],
  ])('step 1: %s', (_name, answers, options, expected) => {
    expect(carStepErrors(answers, options)).toEqual(expected);
  });

  it('leaves the car to the lookup only when the rego comes without the make, model and year', () => {
    expect(leavesCarToLookup({ rego: 'ABC123', kms: '1' })).toBe(true);
    expect(leavesCarToLookup({ rego: 'ABC123', 'Vehicle Make': 'Kia', 'Vehicle Model': 'Rio', year: '2020' })).toBe(false);
    expect(leavesCarToLookup({ 'Vehicle Make': 'Kia' })).toBe(false);
  });

  it('reads what the plate lookup found: the car, none, or no lookup; nothing else', () => {
    const vehicle = { make: 'Toyota', model: 'RAV4', year: 2022, badge: 'GX' };
    expect(readPlateLookup({ lead_id: leadId, plate_lookup: { vehicle } })).toEqual(vehicle);
    expect(readPlateLookup({ plate_lookup: { vehicle: { ...vehicle, badge: undefined } } })).toEqual({ ...vehicle, badge: null });
    expect(readPlateLookup({ plate_lookup: { vehicle: null } })).toBeNull();
    expect(readPlateLookup({ plate_lookup: { vehicle: { ...vehicle, year: '2022' } } })).toBeNull();
    expect(readPlateLookup({ lead_id: leadId })).toBeUndefined();
  });

  it('reads a valuation from market data (no count of cars)', () => {
    const estimate = { low: 23_600, offer: 25_000, high: 26_400, comparables: null, basis: 'Based on national market data (AutoGrab).' };
    expect(readValuation({ valuation: { estimate, reason: null } })).toEqual({ estimate, reason: null });
    expect(readValuation({ valuation: { estimate: null, reason: 'no-market-price' } })).toEqual({ estimate: null, reason: 'no-market-price' });
  });

  it("saves the valuation as spec 2's miscellaneous record: the result plus column_name 'valuation', with its lead and car", () => {
    const valuation = { estimate: { low: 19_300, offer: 19_800, high: 20_400, comparables: 4 }, reason: null };
    expect(valuationSavePost(leadId, '101', valuation)).toEqual({ column_name: 'valuation', lead_id: leadId, car_id: '101', ...valuation });
    expect(valuationSavePost(leadId, null, { estimate: null, reason: 'too-old' })).toEqual({
      column_name: 'valuation',
      lead_id: leadId,
      estimate: null,
      reason: 'too-old',
    });
  });
});
