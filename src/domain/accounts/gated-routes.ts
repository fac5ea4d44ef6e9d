// Gated routes (spec 2 sections 4 and 6): pages a shopper must be signed in to open. The pages are static, so the
// server asks this module about every page request and sends a shopper without a session to /sign-in first.
import { PERSONALISED_FINANCE_PATH } from '../finance/finance-link.ts';
import type { SignInType } from './return-path.ts';

/**
 * Routes a tenant may put behind sign-in besides the ones every site gates (spec 2 section 6: "on some sites").
 * Spec 2 section 6 also names "equifax finance", but neither spec gives it a route, a page or a call (its route table
 * has `/personalised/finance` only), and the platform has no Equifax page: a gate for it would guard nothing. It is
 * added here with its page when one is built. Spec 2's `/spin-to-win` is not a gate either: a prize game needs the
 * dealer's prizes and its trade-promotion terms, which no tenant setting holds, so the platform has no such page
 * (README, "Shopper accounts").
 */
export const OPTIONAL_GATES = ['checkout', 'personalised-finance'] as const;
export type OptionalGate = (typeof OPTIONAL_GATES)[number];

/** The garage: the shopper's watchlist, saved searches and account (where `features.garage` is on). */
export const GARAGE_PATH = '/my-garage';

export type GateConfig = { garage: boolean; gatedRoutes: readonly OptionalGate[] };

const trimmed = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const under = (path: string, root: string): boolean => path === root || path.startsWith(`${root}/`);

/**
 * The sign-in type a page path needs, or null when anyone may open it. `/online-payment` and the garage are always
 * gated (the garage only where it is on); checkout and the finance pages where the tenant says so.
 * Checkout is gated only once the car is known (spec 2 section 4): `/cars/{slug}/checkout` and `/checkout-journey`
 * with a `car_id`.
 * @example gateFor('/my-garage', new URLSearchParams(), { garage: true, gatedRoutes: [] }) // 'garage'
 * @example gateFor('/checkout-journey', new URLSearchParams(), { garage: true, gatedRoutes: ['checkout'] }) // null
 */
export function gateFor(rawPath: string, query: URLSearchParams, config: GateConfig): SignInType | null {
  const path = trimmed(rawPath.toLowerCase());
  if (under(path, '/online-payment')) return 'payment';
  if (config.garage && under(path, GARAGE_PATH)) return 'garage';
  const gates = new Set(config.gatedRoutes);
  if (gates.has('checkout')) {
    if (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path)) return 'checkout';
    if (path === '/checkout-journey' && (query.get('car_id') ?? '') !== '') return 'checkout';
  }
  if (gates.has('personalised-finance') && path === PERSONALISED_FINANCE_PATH) return 'finance';
  return null;
}
