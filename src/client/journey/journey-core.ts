// What the buy-online journey's parts share (src/client/checkout-journey.ts runs it): the steps, the state kept in
// the tab's session storage, the car as the checkout API describes it, and the small form helpers.
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import type { CheckoutCarView } from '#src/domain/checkout/checkout-car.ts';
import { withLeadAttributes } from '#src/stores/attribution.ts';

export const STEPS = ['car', 'trade-in', 'payment', 'delivery', 'deposit', 'summary'] as const;
export type OrderStep = (typeof STEPS)[number];
export type Step = OrderStep | 'placed';
/** The car as the checkout API describes it (GET /api/reservations/car). */
export type Car = CheckoutCarView;
export type Availability = {
  reservable: boolean;
  message: string | null;
  payment: 'card' | 'dealership' | 'none';
  car: Car | null;
  shopper?: { phone: string; email: string | null } | null;
};
export type State = {
  leadId: string | null;
  /** The order lead's token (each later step sends it back); the tab's session storage only, never a URL or an event. */
  leadToken: string | null;
  reached: number;
  values: Record<string, Record<string, string>>;
  tradeInLeadId: string | null;
  tradeInLeadToken: string | null;
  /** The finance enquiry sent when the shopper chose the dealer's finance (once per order). */
  financeLeadId: string | null;
  valuation: string | null;
  reservation: { id: string; token: string } | null;
  summary: string[];
};

export const blankState = (): State => ({
  leadId: null,
  leadToken: null,
  reached: 0,
  values: {},
  tradeInLeadId: null,
  tradeInLeadToken: null,
  financeLeadId: null,
  valuation: null,
  reservation: null,
  summary: [],
});

/** What a step needs of the running journey. */
export type Journey = {
  root: HTMLElement;
  car: Car;
  availability: Availability;
  state: State;
  save(): void;
  formOf(step: Step): HTMLFormElement;
  keyFor(what: string): string;
  /** Posts one order step; a refusal is shown on its form with what to fix (null). */
  orderStep(step: OrderStep, form: HTMLFormElement, body: Record<string, unknown>): Promise<Record<string, unknown> | null>;
  /** Keeps a step's answers and goes on to the next step. */
  advance(step: OrderStep, values: Record<string, string>): void;
  /** Runs a step's submit after the browser's checks, one at a time, with its buttons disabled meanwhile. */
  guard(form: HTMLFormElement, handler: (form: HTMLFormElement) => Promise<void>): void;
};

export async function post(url: string, body: Record<string, unknown>, key: string): Promise<{ status: number; answer: Record<string, unknown> }> {
  // Each lead the journey makes (the order, its trade-in, its finance enquiry) carries the visit's attribution.
  const site = document.body.dataset.site;
  const sent = url === '/api/leads' && site ? withLeadAttributes(site, body) : body;
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(sent) });
    return { status: response.status, answer: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
  } catch {
    return { status: 0, answer: { error: SPEC_TEXT.unexpected } };
  }
}

export function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  return values;
}

/** Puts kept answers back into a form; `onlyEmpty` leaves what the shopper typed (prefill). */
export function fill(form: HTMLFormElement, values: Record<string, string | null | undefined> | undefined, onlyEmpty = false) {
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value == null) continue;
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) for (const input of field) (input as HTMLInputElement).checked = (input as HTMLInputElement).value === value;
    else if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === field.value;
    else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
      if (!onlyEmpty || field.value === '') field.value = value;
    }
  }
}

export const listItems = (lines: readonly string[]): HTMLLIElement[] => lines.map((text) => Object.assign(document.createElement('li'), { textContent: text }));
