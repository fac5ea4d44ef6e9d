// The signed form-start time (`form_started`): the form asks `GET /api/form-token` when it appears and
// posts the token back. A post that comes back sooner than a person could fill the form is refused.
// A missing, forged or expired token only costs the post its "slow enough" credit: a form without
// JavaScript has no token and must still work.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, tenant: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`${tenant}.${issuedAt}`).digest('base64url').slice(0, 32);

/** `<issued-at ms>.<signature>`, bound to the tenant. */
export function issueFormToken(secret: string, tenant: string, nowMs: number): string {
  return `${nowMs}.${sign(secret, tenant, nowMs)}`;
}

export type FormTokenCheck = { kind: 'none' } | { kind: 'too-fast'; ageMs: number } | { kind: 'ok'; ageMs: number };

export function checkFormToken(secret: string, tenant: string, token: unknown, nowMs: number, minFillMs: number): FormTokenCheck {
  if (typeof token !== 'string') return { kind: 'none' };
  const match = /^(\d{10,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return { kind: 'none' };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, tenant, issuedAt));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'none' };
  const ageMs = nowMs - issuedAt;
  if (ageMs < -60_000 || ageMs > FORM_TOKEN_MAX_AGE_MS) return { kind: 'none' };
  return ageMs < minFillMs ? { kind: 'too-fast', ageMs } : { kind: 'ok', ageMs };
}
