import { describe, expect, it } from 'vitest';
import {
  codeMessage,
  codeRefusalMessage,
  codeSendDecision,
  codeSentMessage,
  contactCodeState,
  contactToVerify,
  holdContacts,
  holdLimitMessage,
  isContactCode,
  maskedContact,
} from './contact-proof.ts';

const quiet = { lastSentToContactAt: null, sentToContactLastHour: 0, sentToClientLastHour: 0, sentByTenantLastHour: 0 };
const NOW = 10_000_000;

describe('the contact a reservation proves', () => {
  it.each([
    ['email', { email: ' Jane@Example.COM ', phone: '02 5550 4180' }, { channel: 'email', value: 'jane@example.com' }],
    ['phone', { email: 'jane@example.com', phone: '+61 412 345 678' }, { channel: 'phone', value: '0412345678' }],
    ['phone', { email: 'jane@example.com', phone: '(02) 5550 4180' }, null],
    ['sign-in', { email: 'jane@example.com', phone: '0412 345 678' }, null],
  ] as const)('%s verifies %j as %j', (mode, typed, expected) => {
    expect(contactToVerify(mode, typed)).toEqual(expected);
  });

  it('counts a hold against the e-mail and the phone, the signed-in number first', () => {
    expect(holdContacts({ email: 'Jane@example.com', phone: '0412 345 678' }, null)).toEqual({ email: 'jane@example.com', phone: '0412345678' });
    expect(holdContacts({ email: 'jane@example.com', phone: '0412 345 678' }, '0499888777')).toEqual({ email: 'jane@example.com', phone: '0499888777' });
  });

  it('masks where the code went', () => {
    expect(maskedContact({ channel: 'email', value: 'jane@example.com' })).toBe('j***@example.com');
    expect(maskedContact({ channel: 'phone', value: '0412345678' })).toBe('0412 XXX 678');
    expect(codeSentMessage({ channel: 'email', value: 'sam@example.com' })).toBe(
      'We e-mailed a 6-digit code to s***@example.com. Enter it to reserve the car: it works for 10 minutes.',
    );
  });

  it('takes six digits and nothing else as a code', () => {
    expect([' 012345 ', '12345', '1234567', 'abcdef', 123456, undefined].map(isContactCode)).toEqual([true, false, false, false, false, false]);
  });
});

describe('sending codes', () => {
  it.each([
    [{ ...quiet }, { ok: true }],
    [
      { ...quiet, lastSentToContactAt: NOW - 45_000, sentToContactLastHour: 1 },
      { ok: false, reason: 'cooldown', retryAfterSeconds: 15 },
    ],
    [{ ...quiet, lastSentToContactAt: NOW - 60_000, sentToContactLastHour: 1 }, { ok: true }],
    [
      { ...quiet, lastSentToContactAt: NOW - 600_000, sentToContactLastHour: 5 },
      { ok: false, reason: 'contact-limit', retryAfterSeconds: 3600 },
    ],
    [
      { ...quiet, sentToClientLastHour: 6 },
      { ok: false, reason: 'client-limit', retryAfterSeconds: 3600 },
    ],
    [
      { ...quiet, sentByTenantLastHour: 300 },
      { ok: false, reason: 'tenant-limit', retryAfterSeconds: 600 },
    ],
  ])('%j -> %j', (history, expected) => {
    expect(codeSendDecision(history, NOW)).toEqual(expected);
  });

  it('says why a code was not sent', () => {
    expect(codeRefusalMessage({ ok: false, reason: 'cooldown', retryAfterSeconds: 15 })).toBe(
      'A code was sent a moment ago. You can ask for another in 15 seconds.',
    );
    expect(codeRefusalMessage({ ok: false, reason: 'client-limit', retryAfterSeconds: 3600 })).toBe(
      'Too many codes were asked for. Please try again in an hour.',
    );
  });

  it("names the site and the code's life in the message", () => {
    expect(codeMessage('Bayside Auto Group', '042917')).toEqual({
      subject: 'Bayside Auto Group: your reservation code',
      text: 'Bayside Auto Group: your code to reserve a car is 042917. It works for 10 minutes. If you did not ask for it, ignore this message: nothing is reserved.',
    });
  });
});

describe('a stored code', () => {
  it.each([
    [{ expiresAt: NOW + 1, usedAt: null, attempts: 0 }, 'usable'],
    [{ expiresAt: NOW + 1, usedAt: null, attempts: 4 }, 'usable'],
    [{ expiresAt: NOW + 1, usedAt: null, attempts: 5 }, 'locked'],
    [{ expiresAt: NOW, usedAt: null, attempts: 0 }, 'expired'],
    [{ expiresAt: NOW + 1, usedAt: NOW - 1, attempts: 1 }, 'used'],
  ] as const)('%j is %s', (code, expected) => {
    expect(contactCodeState(code, NOW)).toBe(expected);
  });

  it('refuses a third hold in words', () => {
    expect(holdLimitMessage(2)).toBe('You already have 2 cars reserved on this site. Cancel one with the link in its e-mail, or call us, to reserve another.');
  });
});
