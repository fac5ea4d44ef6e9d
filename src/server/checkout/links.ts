// Signed links a shopper gets about a reservation (view and cancel it): `/reservation?r=<id>&t=<token>`, the token
// an HMAC-SHA256 of the tenant and reservation id. The key is RESERVATION_LINK_SECRET, or one made once and kept in
// `${DATA_DIR}/secrets/reservation-links.key` (mode 0600), so links in e-mails outlive restarts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keptSecret } from '#src/files/kept-secret.ts';

/** The reservation page every link goes to. */
export const RESERVATION_PAGE = '/reservation';

export function reservationToken(secret: string, tenant: string, reservationId: string): string {
  return createHmac('sha256', secret).update(`reservation:${tenant}:${reservationId}`).digest('base64url');
}

export function checkReservationToken(secret: string, tenant: string, reservationId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(reservationToken(secret, tenant, reservationId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `https://www.acme.com.au/reservation?r=<id>&t=<token>` */
export function reservationLink(origin: string, secret: string, tenant: string, reservationId: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ r: reservationId, t: reservationToken(secret, tenant, reservationId), ...extra });
  return `${origin}${RESERVATION_PAGE}?${query}`;
}

/** The links key: from the environment, else the one kept in the data folder (made on first use). */
export const loadLinkSecret = (dataDir: string, fromEnv: string | undefined): Promise<string> => keptSecret(dataDir, 'reservation-links.key', fromEnv);
