// The buy-online journey (/checkout-journey?car_id={slug}): six steps, each posted to the server, which settles it and
// answers what to fix when it cannot (kind 'order' on POST /api/leads; the deposit through POST /api/reservations).
// The step is in the URL (?step=), so Back and reload land on it; every step's answers are kept in the tab's session
// storage, so nothing typed is lost on reload, on Back, or on a trip to the card payment page. This file loads the
// car and runs the steps; the steps themselves are in ./journey/.
import { RESERVE_TEXT } from '#src/domain/checkout/texts.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { presetCalculatorPrice } from '#src/stores/finance-calculator.ts';
import { browserErrors, clearMessages, showFieldErrors, showStatus } from './form-messages.ts';
import { blankState, fill, post, STEPS, type Availability, type Car, type Journey, type OrderStep, type State, type Step } from './journey/journey-core.ts';
import { setUpDetails, setUpTradeIn } from './journey/steps-details.ts';
import {
  recordDeposit,
  renderDeposit,
  renderSummary,
  reservationHref,
  setUpDelivery,
  setUpDeposit,
  setUpPayment,
  setUpSummary,
} from './journey/steps-money.ts';

const root = document.querySelector<HTMLElement>('[data-journey]');

/** The car box: a message with a way on, for a car that cannot be bought online. */
function say(carBox: HTMLElement, text: string, link?: { href: string; text: string }) {
  const p = document.createElement('p');
  p.textContent = text;
  carBox.replaceChildren(p);
  if (link) carBox.append(Object.assign(document.createElement('a'), { href: link.href, textContent: link.text, className: 'btn btn-primary mt-2' }));
}

function showCar(carBox: HTMLElement, car: Car) {
  carBox.replaceChildren();
  if (car.imageUrl)
    carBox.append(
      Object.assign(document.createElement('img'), { alt: '', width: 240, height: 160, className: 'mb-2 rounded-tenant object-cover', src: car.imageUrl }),
    );
  const title = Object.assign(document.createElement('p'), { className: 'text-lg font-semibold' });
  title.append(Object.assign(document.createElement('a'), { href: car.path, textContent: car.title }));
  const price = Object.assign(document.createElement('p'), { textContent: `${car.priceText}${car.priceType ? ` ${car.priceType}` : ' drive away'}` });
  carBox.append(title, price);
}

async function start(root: HTMLElement) {
  const params = new URLSearchParams(location.search);
  const slug = params.get('car_id') ?? '';
  const carBox = root.querySelector<HTMLElement>('[data-journey-car]')!;
  if (root.dataset.enabled !== 'true') return say(carBox, 'This site does not sell cars online. Please contact us.', { href: '/contact', text: 'Contact us' });
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(slug))
    return say(carBox, "We couldn't find that car.", { href: '/search/new-used-and-demo-cars', text: 'Browse all stock' });
  let availability: Availability;
  try {
    availability = (await (await fetch(`/api/reservations/car?car_id=${encodeURIComponent(slug)}`, { cache: 'no-store' })).json()) as Availability;
  } catch {
    return say(carBox, `${SPEC_TEXT.unexpected}. Please reload the page.`);
  }
  const car = availability.car;
  const storageKey = `journey:${slug}`;
  const state: State = { ...blankState(), ...(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') ?? {}) };
  // A car that cannot be reserved cannot be bought online, unless this shopper holds it already.
  if (!car || (!availability.reservable && !state.reservation))
    return say(carBox, availability.message ?? RESERVE_TEXT.unknownCar, {
      href: car?.similarPath ?? '/search/new-used-and-demo-cars',
      text: 'See similar cars',
    });
  showCar(carBox, car);
  presetCalculatorPrice(car.priceCents);

  const sections = new Map([...root.querySelectorAll<HTMLElement>('[data-step]')].map((section) => [section.dataset.step as Step, section]));
  const progress = root.querySelector<HTMLElement>('[data-journey-progress]')!;
  const keys: Record<string, string> = {};
  const journey: Journey = {
    root,
    car,
    availability,
    state,
    save: () => sessionStorage.setItem(storageKey, JSON.stringify(state)),
    formOf: (step) => sections.get(step)!.querySelector('form')!,
    keyFor: (what) => (keys[what] ??= `journey-${crypto.randomUUID()}`),
    async orderStep(step, form, body) {
      const { status, answer } = await post(
        '/api/leads',
        {
          kind: 'order',
          step,
          ...(state.leadId ? { lead_id: state.leadId, lead_token: state.leadToken } : {}),
          form_completed: step === 'summary',
          ...body,
        },
        journey.keyFor(`order-${step}-${JSON.stringify(body)}`),
      );
      if (status >= 200 && status < 300 && typeof answer.lead_id === 'string' && typeof answer.lead_token === 'string') {
        state.leadId = answer.lead_id;
        state.leadToken = answer.lead_token;
        const order = answer.order as { summary?: string[] } | undefined;
        if (order?.summary) state.summary = order.summary;
        return answer;
      }
      if (answer.fields && typeof answer.fields === 'object') showFieldErrors(form, answer.fields as Record<string, string>);
      else showStatus(form, String(answer.error ?? SPEC_TEXT.unexpected), null, 'error');
      return null;
    },
    advance(step, values) {
      state.values[step] = values;
      const next = STEPS.indexOf(step) + 1;
      state.reached = Math.max(state.reached, next);
      journey.save();
      go(STEPS[next] ?? 'placed');
    },
    guard(form, handler) {
      let busy = false;
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        if (busy) return;
        clearMessages(form);
        const invalid = browserErrors(form, { terms_conditions: RESERVE_TEXT.termsRequired });
        if (Object.keys(invalid).length) return showFieldErrors(form, invalid);
        busy = true;
        for (const button of form.querySelectorAll('button')) button.disabled = true;
        await handler(form);
        busy = false;
        for (const button of form.querySelectorAll('button')) button.disabled = false;
      });
    },
  };

  function show(step: Step, focus = true) {
    for (const [id, section] of sections) section.hidden = id !== step;
    const index = STEPS.indexOf(step as OrderStep);
    progress.textContent = index >= 0 ? `Step ${index + 1} of ${STEPS.length}` : '';
    if (step === 'deposit') renderDeposit(journey);
    if (step === 'summary') renderSummary(journey);
    if (focus) sections.get(step)?.querySelector<HTMLElement>('h2')?.focus();
  }
  function go(step: Step, push = true) {
    const url = new URL(location.href);
    url.searchParams.set('step', step);
    for (const extra of ['r', 't', 'paid', 'session_id', 'payment']) url.searchParams.delete(extra);
    if (push) history.pushState({ step }, '', url);
    else history.replaceState({ step }, '', url);
    show(step);
  }
  const allowed = (step: string | null): Step => {
    const index = STEPS.indexOf(step as OrderStep);
    if (step === 'placed' && state.reached >= STEPS.length) return 'placed';
    return index >= 0 && index <= state.reached ? (step as Step) : STEPS[Math.min(state.reached, STEPS.length - 1)]!;
  };
  addEventListener('popstate', () => show(allowed(new URLSearchParams(location.search).get('step')), true));
  for (const back of root.querySelectorAll('[data-journey-back]')) back.addEventListener('click', () => history.back());
  for (const step of STEPS) fill(journey.formOf(step), state.values[step]);
  for (const setUp of [setUpDetails, setUpTradeIn, setUpPayment, setUpDelivery, setUpDeposit, setUpSummary]) setUp(journey);

  // Back from the card payment page: confirm (or let go) the payment, then carry on from the deposit step.
  const returned = params.get('r') && params.get('t') ? { id: params.get('r')!, token: params.get('t')! } : null;
  if (returned && params.get('step') === 'deposit') {
    const action = params.get('payment') === 'cancelled' ? 'abandon' : 'confirm';
    const { answer } = await post(`/api/reservations/${encodeURIComponent(returned.id)}/${action}`, { t: returned.token }, journey.keyFor(action));
    const view = answer.reservation as { status?: string } | undefined;
    show('deposit', false);
    history.replaceState({ step: 'deposit' }, '', `${location.pathname}?car_id=${encodeURIComponent(slug)}&step=deposit`);
    if (view?.status === 'held') return void recordDeposit(journey, returned);
    return showStatus(journey.formOf('deposit'), RESERVE_TEXT.paymentFailed, null, 'error');
  }
  if (state.reached >= STEPS.length && state.reservation)
    root.querySelector<HTMLAnchorElement>('[data-journey-reservation]')!.href = reservationHref(state.reservation);
  const first = allowed(params.get('step'));
  const url = new URL(location.href);
  url.searchParams.set('step', first);
  history.replaceState({ step: first }, '', url);
  show(first, false);
}

// Last: every helper above is defined by the time the page's form is set up.
if (root) void start(root);
