// How a lead describes its reservation to the dealer (e-mail rows, ADF comments): the deposit, how it is paid, and
// until when the car is held, in the yard's own time.
import { formatMoney } from '../money.ts';
import { localTime } from '../checkout/shopper-email.ts';
import type { ReservationFacts } from './lead-record.ts';

const PAYMENT: Readonly<Record<ReservationFacts['payment'], string>> = {
  card: 'paid online by card',
  dealership: 'to pay at the dealership',
  none: 'no deposit asked',
};

/**
 * The reservation as label/value rows.
 * @example reservationRows(facts) // [['Reservation', 'held (id ...)'], ['Deposit', '$200, paid online by card (paid)'], ['Held until', 'Sun 22 Nov 2026, 11:00 am']]
 */
export function reservationRows(facts: ReservationFacts): [string, string][] {
  const rows: [string, string][] = [
    ['Reservation', `${facts.status}${facts.endReason ? ` (${facts.endReason})` : ''}, number ${facts.id}`],
    ['Deposit', facts.payment === 'none' ? PAYMENT.none : `${formatMoney(facts.depositCents)}, ${PAYMENT[facts.payment]} (${facts.depositState})`],
  ];
  if (facts.holdExpiresAt) rows.push(['Held until', localTime(facts.holdExpiresAt, facts.timeZone)]);
  if (facts.guaranteeHours) rows.push(['Money-back guarantee', `${facts.guaranteeHours} hours`]);
  return rows;
}
