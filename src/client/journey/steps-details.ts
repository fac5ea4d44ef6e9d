// The journey's first two steps: the shopper's details (prefilled from the signed-in shopper's account), and the
// trade-in through the existing trade-in valuation (its first step makes the trade-in lead, its second values it).
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { showFieldErrors, showStatus } from '../form-messages.ts';
import { fill, post, valuesOf, type Journey } from './journey-core.ts';

export function setUpDetails(journey: Journey) {
  const { car } = journey;
  const form = journey.formOf('car');
  // A signed-in shopper's phone and e-mail, where the shopper has not typed (or kept) their own.
  const shopper = journey.availability.shopper;
  if (shopper) fill(form, { phone: shopper.phone, email: shopper.email }, true);
  journey.guard(form, async (form) => {
    const values = valuesOf(form);
    if (await journey.orderStep('car', form, { ...values, car_id: car.id })) journey.advance('car', values);
  });
}

export function setUpTradeIn(journey: Journey) {
  const { car, state } = journey;
  const tradeInForm = journey.formOf('trade-in');
  const tradeInCar = tradeInForm.querySelector<HTMLElement>('[data-trade-in-car]')!;
  const valuationNote = tradeInForm.querySelector<HTMLElement>('[data-trade-in-valuation]')!;
  const sync = () => {
    tradeInCar.hidden = (tradeInForm.elements.namedItem('has_trade_in') as RadioNodeList).value !== 'Yes';
    if (state.valuation) {
      valuationNote.hidden = false;
      valuationNote.textContent = state.valuation;
    }
  };
  tradeInForm.addEventListener('change', sync);
  sync();
  journey.guard(tradeInForm, async (form) => {
    const values = valuesOf(form);
    if (values.has_trade_in !== 'Yes') {
      if (await journey.orderStep('trade-in', form, { has_trade_in: 'No' })) journey.advance('trade-in', values);
      return;
    }
    const contact = state.values.car ?? {};
    const answers = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[data-question]:checked')].map((input) => [input.dataset.question!, input.value]),
    );
    const carFields = Object.fromEntries(
      ['rego', 'regoState', 'Vehicle Make', 'Vehicle Model', 'year', 'kms'].filter((name) => values[name]).map((name) => [name, values[name]]),
    );
    if (!values.kms) return showFieldErrors(form, { kms: 'Please enter the kilometres.' });
    if (Object.keys(answers).length < form.querySelectorAll('fieldset:has(input[data-question])').length)
      return showStatus(form, 'Please answer every question about the condition of your car.', null, 'error');
    const known = state.tradeInLeadId && state.tradeInLeadToken ? { lead_id: state.tradeInLeadId, lead_token: state.tradeInLeadToken } : null;
    const carStep = await post(
      '/api/leads',
      { kind: 'trade-in', ...contact, ...carFields, ...(known ? { ...known, step: 'rego' } : { step: 'create' }), form_completed: false },
      journey.keyFor(`trade-car-${JSON.stringify(carFields)}`),
    );
    if (typeof carStep.answer.lead_id !== 'string' || typeof carStep.answer.lead_token !== 'string')
      return carStep.answer.fields
        ? showFieldErrors(form, carStep.answer.fields as Record<string, string>)
        : showStatus(form, String(carStep.answer.error ?? SPEC_TEXT.unexpected), null, 'error');
    const tradeInLeadId = carStep.answer.lead_id;
    const tradeInLeadToken = carStep.answer.lead_token;
    state.tradeInLeadId = tradeInLeadId;
    state.tradeInLeadToken = tradeInLeadToken;
    const condition = await post(
      '/api/leads',
      {
        kind: 'trade-in',
        step: 'adjustments',
        lead_id: tradeInLeadId,
        lead_token: tradeInLeadToken,
        form_completed: true,
        adjustmentAnswers: answers,
        message: `Trade-in for an online order of the ${car.title}`,
      },
      journey.keyFor(`trade-condition-${JSON.stringify(answers)}`),
    );
    if (typeof condition.answer.lead_id !== 'string') return showStatus(form, String(condition.answer.error ?? SPEC_TEXT.unexpected), null, 'error');
    if (!(await journey.orderStep('trade-in', form, { has_trade_in: 'Yes', trade_in_lead_id: tradeInLeadId, trade_in_lead_token: tradeInLeadToken }))) return;
    state.valuation = state.summary.find((text) => text.startsWith('Trade-in:')) ?? null;
    journey.advance('trade-in', values);
  });
}
