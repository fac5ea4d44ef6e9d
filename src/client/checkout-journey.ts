// The buy-online journey (/checkout-journey?car_id={slug}): six steps, each posted to the server, which settles it and
// answers what to fix when it cannot (kind 'order' on POST /api/leads; the deposit through POST /api/reservations).
// The step is in the URL (?step=), so Back and reload land on it; every step's answers are kept in the tab's session
// storage, so nothing typed is lost on reload, on Back, or on a trip to the card payment page.
import { RESERVE_TEXT } from '#src/domain/checkout/texts.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { $calculatorInputs, presetCalculatorPrice } from '#src/stores/finance-calculator.ts';
import { browserErrors, clearMessages, showFieldErrors, showStatus } from './form-messages.ts';

const STEPS = ['car', 'trade-in', 'payment', 'delivery', 'deposit', 'summary'] as const;
type Step = (typeof STEPS)[number] | 'placed';
type Car = { id: string; slug: string; title: string; path: string; priceText: string; priceType: string | null; priceCents: number; imageUrl: string | null; similarPath: string; terms: { depositCents: number | null; lines: string[] } };
type Availability = { reservable: boolean; message: string | null; payment: 'card' | 'dealership' | 'none'; car: Car | null };
type State = { leadId: string | null; reached: number; values: Record<string, Record<string, string>>; tradeInLeadId: string | null; valuation: string | null; reservation: { id: string; token: string } | null; summary: string[] };

const root = document.querySelector<HTMLElement>('[data-journey]');

const blank = (): State => ({ leadId: null, reached: 0, values: {}, tradeInLeadId: null, valuation: null, reservation: null, summary: [] });

async function post(url: string, body: Record<string, unknown>, key: string): Promise<{ status: number; answer: Record<string, unknown> }> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
    return { status: response.status, answer: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
  } catch {
    return { status: 0, answer: { error: SPEC_TEXT.unexpected } };
  }
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  return values;
}

function fill(form: HTMLFormElement, values: Record<string, string> | undefined) {
  for (const [name, value] of Object.entries(values ?? {})) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) for (const input of field) (input as HTMLInputElement).checked = (input as HTMLInputElement).value === value;
    else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === field.value;
    else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) field.value = value;
  }
}

async function start(root: HTMLElement) {
  const params = new URLSearchParams(location.search);
  const slug = params.get('car_id') ?? '';
  const carBox = root.querySelector<HTMLElement>('[data-journey-car]')!;
  const say = (text: string, link?: { href: string; text: string }) => {
    const p = document.createElement('p');
    p.textContent = text;
    carBox.replaceChildren(p);
    if (link) {
      const a = document.createElement('a');
      a.href = link.href;
      a.textContent = link.text;
      a.className = 'btn btn-primary mt-2';
      carBox.append(a);
    }
  };
  if (root.dataset.enabled !== 'true') return say('This site does not sell cars online. Please contact us.', { href: '/contact', text: 'Contact us' });
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(slug)) return say("We couldn't find that car.", { href: '/search/new-used-and-demo-cars', text: 'Browse all stock' });
  let availability: Availability;
  try {
    availability = (await (await fetch(`/api/reservations/car?car_id=${encodeURIComponent(slug)}`, { cache: 'no-store' })).json()) as Availability;
  } catch {
    return say(`${SPEC_TEXT.unexpected}. Please reload the page.`);
  }
  const car = availability.car;
  const storageKey = `journey:${slug}`;
  const state: State = { ...blank(), ...(JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') ?? {}) };
  const save = () => sessionStorage.setItem(storageKey, JSON.stringify(state));
  // A car that cannot be reserved cannot be bought online, unless this shopper holds it already.
  if (!car || (!availability.reservable && !state.reservation)) return say(availability.message ?? RESERVE_TEXT.unknownCar, { href: car?.similarPath ?? '/search/new-used-and-demo-cars', text: 'See similar cars' });

  carBox.replaceChildren();
  if (car.imageUrl) carBox.insertAdjacentHTML('beforeend', `<img alt="" width="240" height="160" class="mb-2 rounded-tenant object-cover">`);
  const img = carBox.querySelector('img');
  if (img) img.src = car.imageUrl!;
  const title = document.createElement('p');
  title.className = 'text-lg font-semibold';
  const link = document.createElement('a');
  link.href = car.path;
  link.textContent = car.title;
  title.append(link);
  const price = document.createElement('p');
  price.textContent = `${car.priceText}${car.priceType ? ` ${car.priceType}` : ' drive away'}`;
  carBox.append(title, price);
  presetCalculatorPrice(car.priceCents);

  const sections = new Map([...root.querySelectorAll<HTMLElement>('[data-step]')].map((section) => [section.dataset.step as Step, section]));
  const formOf = (step: Step) => sections.get(step)!.querySelector('form')!;
  const progress = root.querySelector<HTMLElement>('[data-journey-progress]')!;
  const keys: Record<string, string> = {};
  const keyFor = (what: string) => (keys[what] ??= `journey-${crypto.randomUUID()}`);

  function show(step: Step, focus = true) {
    for (const [id, section] of sections) section.hidden = id !== step;
    const index = STEPS.indexOf(step as (typeof STEPS)[number]);
    progress.textContent = index >= 0 ? `Step ${index + 1} of ${STEPS.length}` : '';
    if (step === 'deposit') renderDeposit();
    if (step === 'summary') renderSummary();
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
    const index = STEPS.indexOf(step as (typeof STEPS)[number]);
    if (step === 'placed' && state.reached >= STEPS.length) return 'placed';
    return index >= 0 && index <= state.reached ? (step as Step) : STEPS[Math.min(state.reached, STEPS.length - 1)]!;
  };
  addEventListener('popstate', () => show(allowed(new URLSearchParams(location.search).get('step')), true));
  for (const back of root.querySelectorAll('[data-journey-back]')) {
    back.addEventListener('click', () => history.back());
  }
  for (const step of STEPS) fill(formOf(step), state.values[step]);

  /** Posts one order step; a refusal is shown on its form with what to fix. */
  async function orderStep(step: (typeof STEPS)[number], form: HTMLFormElement, body: Record<string, unknown>): Promise<Record<string, unknown> | null> {
    const { status, answer } = await post('/api/leads', { kind: 'order', step, ...(state.leadId ? { lead_id: state.leadId } : {}), form_completed: step === 'summary', ...body }, keyFor(`order-${step}-${JSON.stringify(body)}`));
    if (status >= 200 && status < 300 && typeof answer.lead_id === 'string') {
      state.leadId = answer.lead_id;
      const order = answer.order as { summary?: string[] } | undefined;
      if (order?.summary) state.summary = order.summary;
      return answer;
    }
    if (answer.fields && typeof answer.fields === 'object') showFieldErrors(form, answer.fields as Record<string, string>);
    else showStatus(form, String(answer.error ?? SPEC_TEXT.unexpected), null, 'error');
    return null;
  }
  function advance(step: (typeof STEPS)[number], values: Record<string, string>) {
    state.values[step] = values;
    const next = STEPS.indexOf(step) + 1;
    state.reached = Math.max(state.reached, next);
    save();
    go(STEPS[next] ?? 'placed');
  }
  const guard = (form: HTMLFormElement, handler: (form: HTMLFormElement) => Promise<void>) => {
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
  };

  guard(formOf('car'), async (form) => {
    const values = valuesOf(form);
    if (await orderStep('car', form, { ...values, car_id: car.id })) advance('car', values);
  });

  const tradeInForm = formOf('trade-in');
  const tradeInCar = tradeInForm.querySelector<HTMLElement>('[data-trade-in-car]')!;
  const valuationNote = tradeInForm.querySelector<HTMLElement>('[data-trade-in-valuation]')!;
  const syncTradeIn = () => {
    tradeInCar.hidden = (tradeInForm.elements.namedItem('has_trade_in') as RadioNodeList).value !== 'Yes';
    if (state.valuation) {
      valuationNote.hidden = false;
      valuationNote.textContent = state.valuation;
    }
  };
  tradeInForm.addEventListener('change', syncTradeIn);
  syncTradeIn();
  guard(tradeInForm, async (form) => {
    const values = valuesOf(form);
    if (values.has_trade_in !== 'Yes') {
      if (await orderStep('trade-in', form, { has_trade_in: 'No' })) advance('trade-in', values);
      return;
    }
    const contact = state.values.car ?? {};
    const answers = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[data-question]:checked')].map((input) => [input.dataset.question!, input.value]));
    const carFields = Object.fromEntries(['rego', 'regoState', 'Vehicle Make', 'Vehicle Model', 'year', 'kms'].filter((name) => values[name]).map((name) => [name, values[name]]));
    if (!values.kms) return showFieldErrors(form, { kms: 'Please enter the kilometres.' });
    if (Object.keys(answers).length < form.querySelectorAll('fieldset:has(input[data-question])').length) return showStatus(form, 'Please answer every question about the condition of your car.', null, 'error');
    // The existing trade-in valuation: its first step makes the trade-in lead, its second gives the server's valuation.
    let tradeInLeadId = state.tradeInLeadId;
    const carStep = await post('/api/leads', { kind: 'trade-in', ...contact, ...carFields, ...(tradeInLeadId ? { lead_id: tradeInLeadId, step: 'rego' } : { step: 'create' }), form_completed: false }, keyFor(`trade-car-${JSON.stringify(carFields)}`));
    if (typeof carStep.answer.lead_id !== 'string') return carStep.answer.fields ? showFieldErrors(form, carStep.answer.fields as Record<string, string>) : showStatus(form, String(carStep.answer.error ?? SPEC_TEXT.unexpected), null, 'error');
    tradeInLeadId = carStep.answer.lead_id;
    state.tradeInLeadId = tradeInLeadId;
    const condition = await post('/api/leads', { kind: 'trade-in', step: 'adjustments', lead_id: tradeInLeadId, form_completed: true, adjustmentAnswers: answers, message: `Trade-in for an online order of the ${car.title}` }, keyFor(`trade-condition-${JSON.stringify(answers)}`));
    if (typeof condition.answer.lead_id !== 'string') return showStatus(form, String(condition.answer.error ?? SPEC_TEXT.unexpected), null, 'error');
    const order = await orderStep('trade-in', form, { has_trade_in: 'Yes', trade_in_lead_id: tradeInLeadId });
    if (!order) return;
    const line = state.summary.find((text) => text.startsWith('Trade-in:'));
    state.valuation = line ?? null;
    advance('trade-in', values);
  });

  const paymentForm = formOf('payment');
  const financeBox = root.querySelector<HTMLElement>('[data-journey-finance]');
  const syncPayment = () => {
    if (financeBox) financeBox.hidden = (paymentForm.elements.namedItem('payment_method') as RadioNodeList).value !== 'dealer-finance';
  };
  paymentForm.addEventListener('change', syncPayment);
  syncPayment();
  guard(paymentForm, async (form) => {
    const values = valuesOf(form);
    const inputs = $calculatorInputs.get();
    const finance = values.payment_method === 'dealer-finance' ? { finance_term_years: inputs.termYears, finance_deposit: Math.round(inputs.depositCents / 100), finance_frequency: inputs.frequency } : {};
    if (await orderStep('payment', form, { payment_method: values.payment_method, ...finance })) advance('payment', values);
  });

  const deliveryForm = formOf('delivery');
  const address = deliveryForm.querySelector<HTMLElement>('[data-delivery-address]')!;
  const syncDelivery = () => (address.hidden = (deliveryForm.elements.namedItem('delivery_method') as RadioNodeList).value !== 'delivery');
  deliveryForm.addEventListener('change', syncDelivery);
  syncDelivery();
  guard(deliveryForm, async (form) => {
    const values = valuesOf(form);
    const body = values.delivery_method === 'delivery' ? { delivery_method: 'delivery', delivery_street: values.delivery_street, delivery_suburb: values.delivery_suburb, delivery_postcode: values.delivery_postcode } : { delivery_method: 'pickup' };
    if (await orderStep('delivery', form, body)) advance('delivery', values);
  });

  function renderDeposit() {
    const form = formOf('deposit');
    form.querySelector('[data-journey-terms]')!.replaceChildren(...car!.terms.lines.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
    form.querySelector('[data-journey-payment-note]')!.textContent =
      availability.payment === 'card' ? 'You pay the deposit by card on the secure payment page, then come back here.' : availability.payment === 'dealership' ? 'You pay the deposit at the dealership: we hold the car now, no card needed.' : 'No deposit is needed.';
    if (state.reservation) showStatus(form, 'The car is held for you. Continue to the summary.', null, 'info');
  }
  /** The reservation is held: the order step records it. */
  async function recordDeposit(form: HTMLFormElement, reservation: { id: string; token: string }) {
    state.reservation = reservation;
    save();
    if (await orderStep('deposit', form, { reservation_id: reservation.id })) advance('deposit', { terms_conditions: 'true' });
  }
  guard(formOf('deposit'), async (form) => {
    if (state.reservation) return recordDeposit(form, state.reservation);
    const contact = state.values.car ?? {};
    const { status, answer } = await post('/api/reservations', { ...contact, car_id: car.id, terms_conditions: true, return_to: 'journey' }, keyFor('reserve'));
    if ((status === 200 || status === 201) && typeof answer.reservation_id === 'string') {
      const reservation = { id: answer.reservation_id, token: String(answer.token) };
      if (typeof answer.payment_url === 'string') {
        state.reservation = null;
        save();
        location.assign(answer.payment_url);
        return;
      }
      return recordDeposit(form, reservation);
    }
    if (status === 409 || status === 404) return showStatus(form, String(answer.error ?? RESERVE_TEXT.justReserved), { href: String(answer.similar_path ?? car.similarPath), text: 'See similar cars' }, 'info');
    if (answer.fields) return showFieldErrors(form, answer.fields as Record<string, string>);
    showStatus(form, String(answer.error ?? SPEC_TEXT.unexpected), null, 'error');
  });

  function renderSummary() {
    const list = formOf('summary').querySelector('[data-journey-summary]')!;
    const contact = state.values.car ?? {};
    list.replaceChildren(...[`${car!.title}`, ...state.summary, `Contact: ${[contact.name, contact.last_name].filter(Boolean).join(' ')}, ${contact.email ?? ''}, ${contact.phone ?? ''}`].map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  }
  guard(formOf('summary'), async (form) => {
    if (!state.reservation) return showStatus(form, RESERVE_TEXT.paymentFailed, null, 'error');
    if (await orderStep('summary', form, { reservation_id: state.reservation.id })) {
      const link = root.querySelector<HTMLAnchorElement>('[data-journey-reservation]')!;
      link.href = `/reservation?${new URLSearchParams({ r: state.reservation.id, t: state.reservation.token })}`;
      advance('summary', {});
    }
  });

  // Back from the card payment page: confirm (or let go) the payment, then carry on from the deposit step.
  const returned = params.get('r') && params.get('t') ? { id: params.get('r')!, token: params.get('t')! } : null;
  if (returned && params.get('step') === 'deposit') {
    const action = params.get('payment') === 'cancelled' ? 'abandon' : 'confirm';
    const { answer } = await post(`/api/reservations/${encodeURIComponent(returned.id)}/${action}`, { t: returned.token }, keyFor(action));
    const view = answer.reservation as { status?: string } | undefined;
    show('deposit', false);
    history.replaceState({ step: 'deposit' }, '', `${location.pathname}?car_id=${encodeURIComponent(slug)}&step=deposit`);
    if (view?.status === 'held') return void recordDeposit(formOf('deposit'), returned);
    return showStatus(formOf('deposit'), RESERVE_TEXT.paymentFailed, null, 'error');
  }
  if (state.reached >= STEPS.length) {
    const link = root.querySelector<HTMLAnchorElement>('[data-journey-reservation]')!;
    if (state.reservation) link.href = `/reservation?${new URLSearchParams({ r: state.reservation.id, t: state.reservation.token })}`;
  }
  const first = allowed(params.get('step'));
  history.replaceState({ step: first }, '', (() => {
    const url = new URL(location.href);
    url.searchParams.set('step', first);
    return url;
  })());
  show(first, false);
}

// Last: every helper above is defined by the time the page's form is set up.
if (root) void start(root);
