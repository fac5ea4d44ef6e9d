// The Payment Options page (/online-payment?car_id=<slug>): asks the checkout API about the car named, then shows it
// and lists the ways to pay for it (deposit and how it is paid, its reserve, journey and finance links) from the same
// rules the page was built with (src/domain/checkout/payment-options.ts). Without a car, or when the car cannot be
// found, the general list the page came with stays.
import { paymentOptions, type PaymentOption, type PaymentOptionsCar } from '#src/domain/checkout/payment-options.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

type Settings = Parameters<typeof paymentOptions>[0];
type CarAnswer = {
  car: {
    id: string;
    slug: string;
    title: string;
    path: string;
    priceText: string;
    priceCents: number;
    terms: { depositCents: number | null; holdHours: number };
  } | null;
  reservable: boolean;
  reason: 'unknown' | 'sold' | 'coming-soon' | 'reserved' | 'not-reservable' | null;
  message: string | null;
  payment: PaymentOptionsCar['payment'];
};

const root = document.querySelector<HTMLElement>('[data-payment-options]');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function optionItem(option: PaymentOption): HTMLLIElement {
  const item = element('li', 'rounded-tenant border border-black/10 p-4');
  item.dataset.paymentOption = option.id;
  item.append(element('h2', 'text-lg font-semibold', option.heading), element('p', 'mt-1', option.text));
  if (option.link) {
    const line = element('p', 'mt-3');
    const link = element('a', 'btn btn-outline', option.link.label);
    link.href = option.link.href;
    line.append(link);
    item.append(line);
  }
  return item;
}

async function start(root: HTMLElement) {
  const carId = new URLSearchParams(location.search).get('car_id') ?? '';
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(carId)) return;
  const settings = JSON.parse(root.dataset.settings ?? '{}') as Settings & { features: Pick<TenantConfig['features'], 'checkout' | 'tradeInOnline'> };
  const status = root.querySelector<HTMLElement>('[data-payment-car]')!;
  const response = await fetch(`/api/reservations/car?car_id=${encodeURIComponent(carId)}`, { cache: 'no-store' }).catch(() => null);
  const answer = response ? ((await response.json().catch(() => null)) as CarAnswer | null) : null;
  if (!answer?.car) {
    status.replaceChildren(element('p', '', response?.status === 404 ? 'We could not find that car: these are the ways to pay for any of our cars.' : ''));
    return;
  }
  const { car } = answer;
  const summary = element('p', 'font-medium');
  const link = element('a', 'underline', car.title);
  link.href = car.path;
  summary.append('For the ', link, ` - ${car.priceText}`);
  // Why the car cannot be reserved, where the site takes reservations; a car that cannot be bought keeps the general list.
  const why = answer.message && (settings.features.checkout.enabled || answer.reason === 'sold') ? [element('p', 'text-muted', answer.message)] : [];
  status.replaceChildren(summary, ...why);
  if (answer.reason === 'sold' || answer.reason === 'coming-soon' || answer.reason === 'unknown') return;
  const options = paymentOptions(settings, {
    id: car.id,
    slug: car.slug,
    priceCents: car.priceCents,
    reservable: answer.reservable,
    payment: answer.payment,
    depositCents: car.terms.depositCents,
    holdHours: car.terms.holdHours,
  });
  root.querySelector<HTMLElement>('[data-payment-list]')!.replaceChildren(...options.map(optionItem));
}

if (root) void start(root);
