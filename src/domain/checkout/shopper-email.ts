// The e-mails a shopper gets about a reservation (the outbox's `shopper-email` channel): the hold and its terms with
// a link to cancel, then a note when it is cancelled or has ended. Shopper text is escaped; the subject is one line.
import { formatMoney } from '../money.ts';
import { escapeHtml } from '../escape.ts';
import { carTitle, type LeadRecord, type ReservationFacts } from '../leads/lead-record.ts';
import { zonedParts } from '../time/zoned-time.ts';

export type ShopperMessage = 'reservation-held' | 'reservation-cancelled' | 'reservation-released';

export type ShopperEmail = { subject: string; text: string; html: string };

/**
 * Links a shopper e-mail's footer carries. Reservation e-mails are transactional and go to every shopper, an
 * unsubscribed one too; the signed unsubscribe link (for the offers a shopper opted in to) comes from the
 * platform's suppression-list module (`shopperUnsubscribeLink` in src/server/unsubscribe), so every shopper e-mail
 * gets it from one place.
 */
export type ShopperFooter = { unsubscribeUrl: string | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A moment as the yard's clock shows it.
 * @example localTime('2026-11-22T01:00:00.000Z', 'Australia/Brisbane') // 'Sun 22 Nov 2026, 11:00 am'
 */
export function localTime(iso: string, timeZone: string): string {
  const parts = zonedParts(new Date(iso), timeZone);
  const hour = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${DAYS[parts.weekday]} ${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}, ${hour}:${String(parts.minute).padStart(2, '0')} ${parts.hour < 12 ? 'am' : 'pm'}`;
}

function depositLine(facts: ReservationFacts): string {
  if (facts.payment === 'none') return 'No deposit was needed.';
  if (facts.payment === 'card') return `Deposit: ${formatMoney(facts.depositCents)}, paid by card and 100% refundable.`;
  return `Deposit: ${formatMoney(facts.depositCents)}, to pay at the dealership (100% refundable).`;
}

function body(
  lead: LeadRecord,
  facts: ReservationFacts,
  message: ShopperMessage,
  cancelUrl: string,
): { subject: string; lines: string[]; link: { href: string; text: string } | null } {
  const car = lead.payload.car ? carTitle(lead.payload.car) : 'your car';
  const dealer = lead.payload.dealership?.name ?? lead.payload.site.name;
  const until = facts.holdExpiresAt ? localTime(facts.holdExpiresAt, facts.timeZone) : null;
  if (message === 'reservation-held') {
    return {
      subject: `Reserved: ${car} is held for you until ${until ?? 'we call you'}`,
      lines: [
        `${dealer} is holding the ${car} for you${until ? ` until ${until}` : ''} (${facts.holdHours} hours).`,
        depositLine(facts),
        facts.payment === 'card'
          ? `Changed your mind? Cancel before the hold ends and we refund your deposit in full.`
          : 'Changed your mind? Cancel before the hold ends and the car goes back on sale.',
        ...(facts.guaranteeHours ? [`Buy it and it comes with our ${facts.guaranteeHours}-hour money-back guarantee.`] : []),
        `We will call you to arrange an inspection, finance or your trade-in. Reservation number: ${facts.id}.`,
      ],
      link: { href: cancelUrl, text: 'View or cancel your reservation' },
    };
  }
  if (message === 'reservation-cancelled') {
    const refund =
      facts.payment === 'card'
        ? `Your ${formatMoney(facts.depositCents)} deposit is being refunded to your card; it usually shows within 5 to 10 business days.`
        : 'No deposit was taken, so there is nothing to refund.';
    return {
      subject: `Cancelled: your reservation of the ${car}`,
      lines: [`Your reservation of the ${car} at ${dealer} is cancelled.`, refund, `Reservation number: ${facts.id}.`],
      link: null,
    };
  }
  const refund =
    facts.payment === 'card'
      ? `Your ${formatMoney(facts.depositCents)} deposit is still fully refundable: reply to this e-mail or call us and we will refund it or put it towards the car.`
      : '';
  return {
    subject: `Your hold on the ${car} has ended`,
    lines: [
      `The ${facts.holdHours}-hour hold on the ${car} at ${dealer} has ended and the car is back on sale.`,
      refund,
      `Reservation number: ${facts.id}.`,
    ].filter(Boolean),
    link: null,
  };
}

/**
 * Subject, plain text and HTML of a shopper's reservation e-mail.
 * @example renderShopperEmail(lead, 'reservation-held', { cancelUrl: 'https://acme.example/reservation?r=...', footer: { unsubscribeUrl: null } }).subject
 *   // 'Reserved: 2019 Mazda CX-5 Maxx is held for you until Sun 22 Nov 2026, 11:00 am'
 */
export function renderShopperEmail(lead: LeadRecord, message: ShopperMessage, links: { cancelUrl: string; footer: ShopperFooter }): ShopperEmail {
  const facts = lead.payload.reservation;
  if (!facts) throw new Error(`lead ${lead.id} is not a reservation`);
  const { subject: rawSubject, lines, link } = body(lead, facts, message, links.cancelUrl);
  const subject = rawSubject.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const name = typeof lead.payload.fields.name === 'string' ? lead.payload.fields.name : '';
  const greeting = `Hi${name ? ` ${name}` : ''},`;
  const site = lead.payload.site;
  const footer = [`${site.name}, ${site.url}`, ...(links.footer.unsubscribeUrl ? [`Unsubscribe from offers: ${links.footer.unsubscribeUrl}`] : [])];
  const text = [greeting, '', ...lines, ...(link ? ['', `${link.text}: ${link.href}`] : []), '', ...footer, ''].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font:15px/1.5 system-ui,sans-serif;color:#14181f">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}
<p style="color:#5b6472">${footer.map((line) => escapeHtml(line)).join('<br>')}</p>
</body></html>
`;
  return { subject, text, html };
}
