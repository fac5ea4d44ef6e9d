import { describe, expect, it } from 'vitest';
import {
  hasSignedInHint,
  isDevelopmentHost,
  SESSION_MAX_AGE_MS,
  SESSION_TTL_MS,
  sessionCookieName,
  sessionExpiry,
  sessionState,
  signedInHintCookieName,
} from './session.ts';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 25);

describe('a shopper session', () => {
  it('lasts 30 days from its last extension', () => {
    expect(SESSION_TTL_MS).toBe(30 * day);
    expect(sessionExpiry(now)).toBe(now + 30 * day);
  });

  it('slides: seen again after a day it is extended, within the day it is left alone, past its expiry it is over', () => {
    expect(sessionState({ createdAt: now - 0.5 * day, expiresAt: now + 29.5 * day, lastSeenAt: now - 0.5 * day }, now)).toBe('valid');
    expect(sessionState({ createdAt: now - 5 * day, expiresAt: now + 25 * day, lastSeenAt: now - 5 * day }, now)).toBe('extend');
    expect(sessionState({ createdAt: now - 30 * day, expiresAt: now, lastSeenAt: now - 30 * day }, now)).toBe('expired');
  });

  it('ends 90 days after its sign-in however often it was renewed, or earlier when the server says so', () => {
    expect(SESSION_MAX_AGE_MS).toBe(90 * day);
    const signedIn = now - 89 * day;
    const renewedDaily = { createdAt: signedIn, expiresAt: now + 20 * day, lastSeenAt: now - 0.5 * day };
    expect(sessionState(renewedDaily, now)).toBe('valid');
    expect(sessionState(renewedDaily, signedIn + 90 * day)).toBe('expired');
    expect(sessionState(renewedDaily, now, 30 * day)).toBe('expired');
    // An extension never reaches past the absolute lifetime.
    expect(sessionExpiry(now, signedIn)).toBe(signedIn + 90 * day);
    expect(sessionExpiry(now, now - 10 * day)).toBe(now + 30 * day);
    expect(sessionExpiry(now, now - 10 * day, 20 * day)).toBe(now + 10 * day);
  });
});

describe('the session cookie', () => {
  it('is a __Host- cookie on a real site and plain-named only on plain-HTTP development hosts', () => {
    expect(sessionCookieName('www.harbourtoyota.com.au')).toBe('__Host-shopper_session');
    expect(sessionCookieName('harbour-toyota.localhost:4321')).toBe('shopper_session');
    expect(sessionCookieName('localhost')).toBe('shopper_session');
    expect(isDevelopmentHost('127.0.0.1:4321')).toBe(true);
    expect(isDevelopmentHost('localhost.evil.example')).toBe(false);
  });

  it('has a readable signed-in hint beside it, for the header of cached pages (never for access)', () => {
    expect(signedInHintCookieName('harbour-toyota.localhost:4321')).toBe('shopper_signed_in');
    expect(signedInHintCookieName('www.harbourtoyota.com.au')).toBe('__Host-shopper_signed_in');
    expect(hasSignedInHint('a=b; shopper_signed_in=1')).toBe(true);
    expect(hasSignedInHint('__Host-shopper_signed_in=1; a=b')).toBe(true);
    expect(hasSignedInHint('shopper_signed_in=0')).toBe(false);
    expect(hasSignedInHint('not_shopper_signed_in=1')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
