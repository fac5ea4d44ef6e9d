// The buy-online order (/checkout-journey): what each step settled, worked out by the server (the trade-in's
// valuation, the finance repayment, the delivery price, the reservation), and the summary lines the dealer reads.
import { formatMoney } from '../money.ts';
import { describeValuation } from '../trade-in/valuation-record.ts';
import type { ValuationRecord } from '../trade-in/valuation-record.ts';

export type OrderFacts = {
  tradeIn?: { leadId: string; car: string; valuation: ValuationRecord | null } | null;
  payment?: { method: 'cash' | 'dealer-finance' | 'own-finance'; termYears?: number; depositCents?: number; frequency?: string; repaymentText?: string } | null;
  delivery?: { method: 'pickup'; yard: string } | { method: 'delivery'; priceCents: number; regionName: string; address: string } | null;
  /** Set by the last step. */
  placedAt?: string;
};

const METHODS = { cash: 'Cash or bank transfer', 'dealer-finance': 'Finance through the dealer', 'own-finance': 'My own finance' } as const;

/**
 * The order as lines for the dealer (e-mail, ADF comments).
 * @example orderSummaryLines({ payment: { method: 'cash' }, delivery: { method: 'pickup', yard: 'Geelong' } }, 2_899_000) // ['Drive-away price: $28,990', 'Payment: Cash or bank transfer', 'Pickup from Geelong']
 */
export function orderSummaryLines(order: OrderFacts, priceCents: number | null): string[] {
  const lines: string[] = [];
  if (priceCents && priceCents > 0) lines.push(`Drive-away price: ${formatMoney(priceCents)}`);
  if (order.tradeIn === null) lines.push('Trade-in: none');
  if (order.tradeIn)
    lines.push(
      `Trade-in: ${order.tradeIn.car}${order.tradeIn.valuation ? `, online valuation ${describeValuation(order.tradeIn.valuation)}` : ''} (trade-in lead ${order.tradeIn.leadId})`,
    );
  if (order.payment) {
    const finance =
      order.payment.method === 'dealer-finance' && order.payment.repaymentText
        ? `: about ${order.payment.repaymentText} ${order.payment.frequency} over ${order.payment.termYears} years with ${formatMoney(order.payment.depositCents ?? 0)} down`
        : '';
    lines.push(`Payment: ${METHODS[order.payment.method]}${finance}`);
  }
  if (order.delivery?.method === 'pickup') lines.push(`Pickup from ${order.delivery.yard}`);
  if (order.delivery?.method === 'delivery')
    lines.push(`Delivery to ${order.delivery.address} (${order.delivery.regionName}): ${formatMoney(order.delivery.priceCents)}`);
  if (order.placedAt) lines.push(`Order placed online at ${order.placedAt}`);
  return lines;
}
