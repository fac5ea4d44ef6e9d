// The reservation page (/reservation?r=<id>&t=<token>): shows the shopper's reservation from the checkout API; after a
// card payment (`paid=1`) it asks the API to confirm it (the webhook may have done so already: either way once), and
// waits a little while the payment is still being confirmed. The cancel form posts to the API (a plain form works
// without this script); with it, the answer is shown in place.
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';

type View = {
  id: string;
  status: 'pending' | 'held' | 'completed' | 'released' | 'cancelled' | 'failed';
  payment: 'card' | 'dealership' | 'none';
  depositCents: number;
  depositState: string;
  holdExpiresAt: string | null;
  mayCancel: boolean;
  car: { title: string; path: string; priceText: string; similarPath: string; terms: { lines: string[] } } | null;
  shopper: { name: string; email: string };
};

const root = document.querySelector<HTMLElement>('[data-reservation]');

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-AU')}`;
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

function paragraph(text: string, className = ''): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

function link(href: string, text: string, className: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  a.className = className;
  return a;
}

function describe(view: View): { heading: string; lines: string[] } {
  const car = view.car?.title ?? 'your car';
  const deposit =
    view.payment === 'none'
      ? 'No deposit was needed.'
      : view.payment === 'card'
        ? `Deposit: ${dollars(view.depositCents)}, paid by card.`
        : `Deposit: ${dollars(view.depositCents)}, to pay at the dealership.`;
  switch (view.status) {
    case 'held':
      return {
        heading: `Reserved: the ${car} is held for you`,
        lines: [
          `We hold it for you until ${view.holdExpiresAt ? when(view.holdExpiresAt) : 'we call you'}.`,
          deposit,
          `We have sent the details to ${view.shopper.email} and will call you to arrange the next steps.`,
        ],
      };
    case 'pending':
      return { heading: 'Confirming your payment...', lines: ['This takes a few seconds. Please keep this page open.'] };
    case 'failed':
      return { heading: 'Your payment did not go through', lines: ['Nothing was charged and the car is not held. You can try again.'] };
    case 'cancelled':
      return {
        heading: 'Your reservation is cancelled',
        lines: [
          view.payment === 'card'
            ? `Your ${dollars(view.depositCents)} deposit is ${view.depositState === 'refunded' ? 'refunded' : 'being refunded'} to your card.`
            : 'The car is back on sale.',
        ],
      };
    case 'released':
      return {
        heading: 'Your hold has ended',
        lines: [
          'The car is back on sale.',
          ...(view.payment === 'card' && view.depositState === 'paid'
            ? ['Your deposit is still fully refundable: call us and we will refund it or put it towards a car.']
            : []),
        ],
      };
    default:
      return { heading: 'Your car is on its way to you', lines: ['The sale has gone ahead. Thank you!'] };
  }
}

function render(root: HTMLElement, view: View, token: string) {
  const { heading, lines } = describe(view);
  root.querySelector('[data-reservation-heading]')!.textContent = heading;
  const body = root.querySelector<HTMLElement>('[data-reservation-body]')!;
  body.replaceChildren(...lines.map((line) => paragraph(line)));
  if (view.car) {
    const car = paragraph('', 'font-medium');
    car.append(link(view.car.path, view.car.title, 'underline'), ` - ${view.car.priceText}`);
    body.prepend(car);
    if (view.status === 'failed') body.append(link(`${view.car.path}`, 'Back to the car', 'btn btn-primary'));
    if (view.status === 'released' || view.status === 'cancelled') body.append(link(view.car.similarPath, 'See similar cars', 'btn btn-primary'));
  }
  const cancel = root.querySelector<HTMLFormElement>('[data-reservation-cancel]')!;
  cancel.hidden = !view.mayCancel;
  cancel.action = `/api/reservations/${encodeURIComponent(view.id)}/cancel`;
  (cancel.elements.namedItem('t') as HTMLInputElement).value = token;
}

async function call(path: string, token: string, method: 'GET' | 'POST'): Promise<View | string> {
  const response = await fetch(method === 'GET' ? `${path}?t=${encodeURIComponent(token)}` : path, {
    method,
    cache: 'no-store',
    ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ t: token }) } : {}),
  });
  const answer = (await response.json().catch(() => ({}))) as { reservation?: View; error?: string };
  return answer.reservation ?? answer.error ?? SPEC_TEXT.unexpected;
}

async function start(root: HTMLElement) {
  const params = new URLSearchParams(location.search);
  const id = params.get('r') ?? '';
  const token = params.get('t') ?? '';
  const body = root.querySelector<HTMLElement>('[data-reservation-body]')!;
  const fail = (message: string) => body.replaceChildren(paragraph(message));
  if (root.dataset.takesReservations !== 'true') return fail('This site does not take reservations online. Please contact us.');
  if (!/^[0-9a-f-]{36}$/.test(id) || !token) return fail('We could not find that reservation. Please use the link in your e-mail.');
  const base = `/api/reservations/${id}`;
  let view = await call(params.get('paid') ? `${base}/confirm` : base, token, params.get('paid') ? 'POST' : 'GET').catch(() => SPEC_TEXT.unexpected);
  // A card payment the webhook has not confirmed yet: ask again for up to half a minute.
  for (let tries = 0; typeof view !== 'string' && view.status === 'pending' && tries < 15; tries += 1) {
    render(root, view, token);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    view = await call(`${base}/confirm`, token, 'POST').catch(() => SPEC_TEXT.unexpected);
  }
  if (typeof view === 'string') return fail(view);
  render(root, view, token);
  root.querySelector<HTMLFormElement>('[data-reservation-cancel]')!.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = (event.currentTarget as HTMLFormElement).querySelector('button')!;
    button.disabled = true;
    const answer = await call(`${base}/cancel`, token, 'POST').catch(() => SPEC_TEXT.unexpected);
    button.disabled = false;
    if (typeof answer === 'string') return void body.append(paragraph(answer, 'text-red-800'));
    render(root, answer, token);
    root.querySelector<HTMLElement>('[data-reservation-heading]')!.focus();
  });
}

// Last: every helper above is defined by the time the page's form is set up.
if (root) void start(root);
