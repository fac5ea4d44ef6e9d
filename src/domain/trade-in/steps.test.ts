import { describe, expect, it } from 'vitest';
import {
  acceptOfferPost,
  carStepErrors,
  carStepPost,
  carUpdatePost,
  conditionAnswers,
  conditionStepErrors,
  conditionStepPost,
  readValuation,
  stepProgress,
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
    expect(carStepErrors({ rego: 'ABC123' })).toEqual({ kms: 'Please enter the kilometres.' });
    expect(carStepErrors({ kms: '48,210' })).toEqual({});
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
});
