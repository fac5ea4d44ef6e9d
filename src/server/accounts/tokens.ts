// Random codes, session tokens and their hashes, from @oslojs/crypto (the primitives the Lucia session guide uses):
// no hand-written crypto. The code is stored only as an HMAC under the server's key; a session only as the sha256 of
// its token, so neither a leaked database nor a log gives a usable code or session.
import { getRandomValues } from 'node:crypto';
import { hmac } from '@oslojs/crypto/hmac';
import { generateRandomIntegerNumber, type RandomReader } from '@oslojs/crypto/random';
import { SHA256, sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const random: RandomReader = { read: (bytes) => void getRandomValues(bytes) };
const text = new TextEncoder();

/** A uniformly random 6-digit code, leading zeros kept. */
export function newSignInCode(): string {
  return String(generateRandomIntegerNumber(random, 1_000_000)).padStart(6, '0');
}

/** HMAC-SHA256 of the code, bound to its site, number and code row (a hash from one row is worthless for another). */
export function signInCodeHash(key: Uint8Array, parts: { tenant: string; phone: string; codeId: string; code: string }): string {
  return encodeHexLowerCase(hmac(SHA256, key, text.encode(`${parts.tenant}\n${parts.phone}\n${parts.codeId}\n${parts.code}`)));
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && constantTimeEqual(text.encode(a), text.encode(b));
}

/** 160 random bits for the session cookie. */
export function newSessionToken(): string {
  const bytes = new Uint8Array(20);
  random.read(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The session row's id: the token's sha256. */
export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(text.encode(token)));
}

/** A token as the cookie carries it: 32 base32 characters (anything else is not looked up). */
export const isTokenShaped = (token: string): boolean => /^[a-z2-7]{32}$/.test(token);
