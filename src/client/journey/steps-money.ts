// The journey's money steps: payment (cash, the dealer's finance with the finance calculator, which also sends the
// dealer the existing finance enquiry, or own finance), delivery or pickup (priced by the server), the deposit (a
// reservation through the checkout API; a card payment leaves for the payment page and comes back), and the summary.
import { RESERVE_TEXT } from '#src/domain/checkout/texts.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { $calculatorInputs } from '#src/stores/finance-calculator.ts';
import { codeOf, codeStepOf, keepProof, keptProof, showCodeStep, wireResend } from '../contact-code.ts';
import { showFieldErrors, showStatus } from '../form-messages.ts';
import { listItems, post, valuesOf, type Journey } from './journey-core.ts';

/** The dealer's finance enquiry (kind 'finance', the finance form's lead) for this car, once per order. */
async function financeEnquiry(journey: Journey): Promise<void> {
  const { car, state } = journey;
  if (state.financeLeadId) return;
  const payment = state.summary.find((line) => line.startsWith('Payment:')) ?? 'Payment: Finance through the dealer';
  const { answer } = await post(
    '/api/leads',
    {
      kind: 'finance',
      ...(state.values.car ?? {}),
      car_id: car.id,
      vehiclePriceBudget: Math.round(car.priceCents / 100),
      'do-you-have-a-trade-in': state.tradeInLeadId ? 'Yes' : 'No',
      message: `Finance for an online order of the ${car.title}. ${payment}`,
      form_completed: true,
    },
    journey.keyFor('finance-enquiry'),
  );
  // The order already says the shopper wants finance: an enquiry that could not be sent is not worth stopping for.
  if (typeof answer.lead_id === 'string') state.financeLeadId = answer.lead_id;
}

export function setUpPayment(journey: Journey) {
  const paymentForm = journey.formOf('payment');
  const financeBox = journey.root.querySelector<HTMLElement>('[data-journey-finance]');
  const sync = () => {
    if (financeBox) financeBox.hidden = (paymentForm.elements.namedItem('payment_method') as RadioNodeList).value !== 'dealer-finance';
  };
  paymentForm.addEventListener('change', sync);
  sync();
  journey.guard(paymentForm, async (form) => {
    const values = valuesOf(form);
    const inputs = $calculatorInputs.get();
    const dealerFinance = values.payment_method === 'dealer-finance';
    const finance = dealerFinance
      ? { finance_term_years: inputs.termYears, finance_deposit: Math.round(inputs.depositCents / 100), finance_frequency: inputs.frequency }
      : {};
    if (!(await journey.orderStep('payment', form, { payment_method: values.payment_method, ...finance }))) return;
    if (dealerFinance) await financeEnquiry(journey);
    journey.advance('payment', values);
  });
}

export function setUpDelivery(journey: Journey) {
  const deliveryForm = journey.formOf('delivery');
  const address = deliveryForm.querySelector<HTMLElement>('[data-delivery-address]')!;
  const sync = () => (address.hidden = (deliveryForm.elements.namedItem('delivery_method') as RadioNodeList).value !== 'delivery');
  deliveryForm.addEventListener('change', sync);
  sync();
  journey.guard(deliveryForm, async (form) => {
    const values = valuesOf(form);
    const body =
      values.delivery_method === 'delivery'
        ? {
            delivery_method: 'delivery',
            delivery_street: values.delivery_street,
            delivery_suburb: values.delivery_suburb,
            delivery_postcode: values.delivery_postcode,
          }
        : { delivery_method: 'pickup' };
    if (await journey.orderStep('delivery', form, body)) journey.advance('delivery', values);
  });
}

/** The reservation is held: the order's deposit step records it. */
export async function recordDeposit(journey: Journey, reservation: { id: string; token: string }) {
  journey.state.reservation = reservation;
  journey.save();
  if (await journey.orderStep('deposit', journey.formOf('deposit'), { reservation_id: reservation.id }))
    journey.advance('deposit', { terms_conditions: 'true' });
}

export function renderDeposit(journey: Journey) {
  const form = journey.formOf('deposit');
  const { payment } = journey.availability;
  form.querySelector('[data-journey-terms]')!.replaceChildren(...listItems(journey.car.terms.lines));
  form.querySelector('[data-journey-payment-note]')!.textContent =
    payment === 'card'
      ? 'You pay the deposit by card on the secure payment page, then come back here.'
      : payment === 'dealership'
        ? 'You pay the deposit at the dealership: we hold the car now, no card needed.'
        : 'No deposit is needed.';
  if (journey.state.reservation) showStatus(form, 'The car is held for you. Continue to the summary.', null, 'info');
}

export function setUpDeposit(journey: Journey) {
  const { car, state } = journey;
  const codeStep = codeStepOf(journey.formOf('deposit'));
  const contact = () => ({ email: state.values.car?.email ?? '', phone: state.values.car?.phone ?? '' });
  if (codeStep) wireResend(codeStep, journey.formOf('deposit'), contact);
  journey.guard(journey.formOf('deposit'), async (form) => {
    if (state.reservation) return recordDeposit(journey, state.reservation);
    const code = codeOf(codeStep);
    const { status, answer } = await post(
      '/api/reservations',
      { ...(state.values.car ?? {}), car_id: car.id, terms_conditions: true, return_to: 'journey', ...keptProof(), ...(code ? { code } : {}) },
      journey.keyFor(`reserve-${code ?? ''}`),
    );
    keepProof(answer);
    // The deposit holds the car only for a proven contact: the API sent a code and holds nothing yet.
    if (status === 202 && codeStep && typeof answer.message === 'string') return showCodeStep(codeStep, form, answer.message);
    if ((status === 200 || status === 201) && typeof answer.reservation_id === 'string') {
      if (typeof answer.payment_url === 'string') {
        state.reservation = null;
        journey.save();
        location.assign(answer.payment_url);
        return;
      }
      return recordDeposit(journey, { id: answer.reservation_id, token: String(answer.token) });
    }
    if (status === 401 && typeof answer.sign_in === 'string') return showStatus(form, String(answer.error), { href: answer.sign_in, text: 'Sign in' }, 'info');
    if (status === 404 || (status === 409 && answer.similar_path))
      return showStatus(
        form,
        String(answer.error ?? RESERVE_TEXT.justReserved),
        { href: String(answer.similar_path ?? car.similarPath), text: 'See similar cars' },
        'info',
      );
    if (answer.fields) return showFieldErrors(form, answer.fields as Record<string, string>);
    showStatus(form, String(answer.error ?? SPEC_TEXT.unexpected), null, 'error');
  });
}

export const reservationHref = (reservation: { id: string; token: string }) =>
  `/reservation?${new URLSearchParams({ r: reservation.id, t: reservation.token })}`;

export function renderSummary(journey: Journey) {
  const { car, state } = journey;
  const contact = state.values.car ?? {};
  const lines = [
    car.title,
    ...state.summary,
    `Contact: ${[contact.name, contact.last_name].filter(Boolean).join(' ')}, ${contact.email ?? ''}, ${contact.phone ?? ''}`,
  ];
  journey
    .formOf('summary')
    .querySelector('[data-journey-summary]')!
    .replaceChildren(...listItems(lines));
}

export function setUpSummary(journey: Journey) {
  const { state } = journey;
  journey.guard(journey.formOf('summary'), async (form) => {
    if (!state.reservation) return showStatus(form, RESERVE_TEXT.paymentFailed, null, 'error');
    if (await journey.orderStep('summary', form, { reservation_id: state.reservation.id })) {
      journey.root.querySelector<HTMLAnchorElement>('[data-journey-reservation]')!.href = reservationHref(state.reservation);
      journey.advance('summary', {});
    }
  });
}
