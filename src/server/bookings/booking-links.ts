// The signed link a shopper gets about a booking: `/pages/booking?b=<id>&t=<token>`, where it is confirmed or
// cancelled. The token is an HMAC-SHA256 of the tenant and the booking's id under the reservation links' key
// (RESERVATION_LINK_SECRET, or the one kept in DATA_DIR), with its own prefix so a reservation's token is no
// booking's. Links are signed when an e-mail is sent: no link is ever stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The page every booking link goes to (served by the server: src/server/bookings/booking-page.ts). */
export const BOOKING_PAGE = '/pages/booking';

export function bookingToken(secret: string, tenant: string, bookingId: string): string {
  return createHmac('sha256', secret).update(`booking:${tenant}:${bookingId}`).digest('base64url');
}

export function checkBookingToken(secret: string, tenant: string, bookingId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(bookingToken(secret, tenant, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `https://www.acme.com.au/pages/booking?b=<id>&t=<token>` */
export function bookingLink(origin: string, secret: string, tenant: string, bookingId: string): string {
  return `${origin}${BOOKING_PAGE}?${new URLSearchParams({ b: bookingId, t: bookingToken(secret, tenant, bookingId) })}`;
}
