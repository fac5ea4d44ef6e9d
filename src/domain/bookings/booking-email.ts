// The e-mails a shopper gets about a booking (the outbox's `shopper-email` channel): held (confirm it with the link,
// or it is released), confirmed, cancelled, released. Each carries the signed link to the booking's page, where it
// is confirmed or cancelled. Shopper text is escaped; the subject is one line.
import { escapeHtml } from '../escape.ts';
import type { LeadRecord } from '../leads/lead-record.ts';
import type { ShopperFooter } from '../checkout/shopper-email.ts';
import { describeBooking } from './describe-booking.ts';

export const BOOKING_MESSAGES = ['booking-held', 'booking-confirmed', 'booking-cancelled', 'booking-released'] as const;
export type BookingMessage = (typeof BOOKING_MESSAGES)[number];

export const isBookingMessage = (message: string): message is BookingMessage => (BOOKING_MESSAGES as readonly string[]).includes(message);

const WHAT = { 'test-drive': 'test drive', service: 'service' } as const;

function body(lead: LeadRecord, message: BookingMessage, pageUrl: string): { subject: string; lines: string[]; link: { href: string; text: string } | null } {
  const booking = lead.payload.booking!;
  const what = WHAT[booking.kind];
  const when = describeBooking(booking);
  switch (message) {
    case 'booking-held':
      return {
        subject: `Please confirm your ${what}: ${when}`,
        lines: [
          `We are holding ${when} for your ${what}.`,
          'Please confirm it with the link below. If it is not confirmed soon, the time is released for someone else.',
          `Did not book this? Ignore this e-mail and the time is released.`,
        ],
        link: { href: pageUrl, text: `Confirm or cancel your ${what}` },
      };
    case 'booking-confirmed':
      return {
        subject: `Booked: your ${what}, ${when}`,
        lines: [`Your ${what} is booked for ${when}.`, 'Plans changed? Cancel with the link below and the time is free for someone else.'],
        link: { href: pageUrl, text: `View or cancel your ${what}` },
      };
    case 'booking-cancelled':
      return {
        subject: `Cancelled: your ${what}, ${when}`,
        lines: [`Your ${what} on ${when} is cancelled.`, 'Call us or book again online any time.'],
        link: null,
      };
    default:
      return {
        subject: `Not confirmed: your ${what}, ${when}`,
        lines: [`Your ${what} on ${when} was not confirmed in time, so the time was released.`, 'You are welcome to book again online.'],
        link: null,
      };
  }
}

/**
 * Subject, plain text and HTML of a shopper's booking e-mail.
 * @example renderBookingEmail(lead, 'booking-held', { pageUrl: 'https://acme.example/pages/booking?b=...&t=...', footer: { unsubscribeUrl: null } }).subject
 *   // 'Please confirm your test drive: Wednesday 25 November 2026, 9:30 am at Acme Motors Geelong'
 */
export function renderBookingEmail(
  lead: LeadRecord,
  message: BookingMessage,
  links: { pageUrl: string; footer: ShopperFooter },
): { subject: string; text: string; html: string } {
  if (!lead.payload.booking) throw new Error(`lead ${lead.id} has no booking`);
  const { subject: rawSubject, lines, link } = body(lead, message, links.pageUrl);
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
