// The reserve page's form (src/components/ReserveForm.astro): asks the checkout API whether the car is still free and
// how the deposit is paid, sends the shopper's details as JSON with an idempotency key (kept for a retry after a lost
// answer), then goes where the API says: the code step (the API sent a code to prove the shopper's contact and holds
// nothing yet), the card payment page, or the reservation page. Entries are kept in the tab's session storage, so a
// payment that fails or is abandoned brings the shopper back to a filled-in form.
import { RESERVE_TEXT } from '#src/domain/checkout/texts.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { codeOf, codeStepOf, keepProof, keptProof, showCodeStep, wireResend } from './contact-code.ts';
import { browserErrors, showFieldErrors, showStatus } from './form-messages.ts';

const form = document.querySelector<HTMLFormElement>('[data-reserve-form]');

type Availability = {
  reservable: boolean;
  message: string | null;
  payment: 'card' | 'dealership' | 'none';
  car: { similarPath: string; terms: { depositCents: number | null } } | null;
  shopper?: { phone: string; email: string | null } | null;
};

const storageKey = (carId: string) => `reserve:${carId}`;
const FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode', 'message'];

/** The car can no longer be reserved: say why, offer similar cars, and take the form away. */
function closeForm(form: HTMLFormElement, message: string, similarPath: string) {
  showStatus(form, message, { href: similarPath, text: 'See similar cars' }, 'info');
  for (const element of form.querySelectorAll<HTMLElement>('.lead-form > div:not([data-reserve-status]), [data-payment-note]')) element.hidden = true;
}

function restore(form: HTMLFormElement, carId: string) {
  const saved = sessionStorage.getItem(storageKey(carId));
  if (!saved) return;
  const values = JSON.parse(saved) as Record<string, string>;
  for (const name of FIELDS) {
    const input = form.elements.namedItem(name);
    if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && values[name]) input.value = values[name];
  }
}

async function start(form: HTMLFormElement) {
  const carId = form.dataset.carId!;
  const params = new URLSearchParams(location.search);
  restore(form, carId);
  // Back from the payment page without paying: let the pending payment go at once and say so.
  if (params.get('payment') === 'cancelled' && params.get('r') && params.get('t')) {
    await fetch(`/api/reservations/${encodeURIComponent(params.get('r')!)}/abandon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: params.get('t') }),
    }).catch(() => null);
    showStatus(form, RESERVE_TEXT.paymentFailed, null, 'error');
    history.replaceState(null, '', location.pathname);
  }
  try {
    const response = await fetch(`/api/reservations/car?car_id=${encodeURIComponent(carId)}`, { cache: 'no-store' });
    const availability = (await response.json()) as Availability;
    if (!availability.reservable)
      return closeForm(form, availability.message ?? RESERVE_TEXT.notReservable, availability.car?.similarPath ?? '/search/new-used-and-demo-cars');
    // A signed-in shopper's phone and e-mail, where nothing was typed or kept.
    for (const [name, value] of Object.entries({ phone: availability.shopper?.phone, email: availability.shopper?.email })) {
      const input = form.elements.namedItem(name);
      if (value && input instanceof HTMLInputElement && input.value === '') input.value = value;
    }
    const note = form.querySelector<HTMLElement>('[data-payment-note]')!;
    const deposit = form.querySelector<HTMLElement>('[data-reserve-submit]')!.textContent ?? '';
    if (availability.payment === 'card')
      note.textContent = 'You pay the deposit by card on the next, secure payment page. It is refunded in full if you cancel within the hold.';
    if (availability.payment === 'dealership')
      note.textContent = `${deposit.replace('Reserve with ', 'Your ')} is paid at the dealership: we hold the car now, with no card needed. Cancel within the hold and the car goes back on sale.`;
  } catch {
    // The API will answer the post itself.
  }

  let key: string | null = null;
  let busy = false;
  form.noValidate = true;
  const codeStep = codeStepOf(form);
  const typed = (name: string) => String(new FormData(form).get(name) ?? '').trim();
  if (codeStep) wireResend(codeStep, form, () => ({ email: typed('email'), phone: typed('phone') }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const invalid = browserErrors(form, { terms_conditions: RESERVE_TEXT.termsRequired });
    if (Object.keys(invalid).length > 0) return showFieldErrors(form, invalid);
    busy = true;
    const button = form.querySelector<HTMLButtonElement>('[data-reserve-submit]')!;
    button.disabled = true;
    const data = new FormData(form);
    const body: Record<string, unknown> = {
      car_id: carId,
      terms_conditions: data.get('terms_conditions') === 'true',
      opt_in: data.get('opt_in') === 'true',
      website: data.get('website') ?? '',
    };
    for (const name of FIELDS) if (String(data.get(name) ?? '').trim()) body[name] = String(data.get(name)).trim();
    Object.assign(body, keptProof());
    const code = codeOf(codeStep);
    if (code) body.code = code;
    sessionStorage.setItem(storageKey(carId), JSON.stringify(Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')]))));
    key ??= `reserve-${crypto.randomUUID()}`;
    try {
      const response = await fetch('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        next?: string;
        error?: string;
        message?: string;
        fields?: Record<string, string>;
        similar_path?: string;
        sign_in?: string;
      };
      keepProof(answer);
      if (response.ok && answer.next) {
        location.assign(answer.next);
        return;
      }
      key = null; // a definite answer: the next attempt is a new reservation
      if (response.status === 202 && codeStep && answer.message) showCodeStep(codeStep, form, answer.message);
      else if (response.status === 401 && answer.sign_in)
        showStatus(form, answer.error ?? SPEC_TEXT.unexpected, { href: answer.sign_in, text: 'Sign in' }, 'info');
      else if (response.status === 422 && answer.fields) showFieldErrors(form, answer.fields);
      else if (response.status === 404 || (response.status === 409 && answer.similar_path))
        closeForm(form, answer.error ?? RESERVE_TEXT.justReserved, answer.similar_path ?? '/search/new-used-and-demo-cars');
      else showStatus(form, answer.error ?? SPEC_TEXT.unexpected, null, 'error');
    } catch {
      showStatus(form, `${SPEC_TEXT.unexpected}. Your details are still here: please try again.`, null, 'error'); // the same key is kept for the retry
    }
    busy = false;
    button.disabled = false;
  });
}

// Last: every helper above is defined by the time the page's form is set up.
if (form) void start(form);
