import { describe, expect, it } from 'vitest';
import {
  codeMessage,
  codeState,
  deleteCodeMessage,
  internationalMobile,
  isCodeShaped,
  maskedMobile,
  sendDecision,
  sendRefusalMessage,
  SIGN_IN_RULES,
  signInPhone,
  textForCode,
  tryOutcome,
} from './sign-in.ts';

const now = Date.UTC(2026, 10, 25, 1, 0, 0);
const quiet = { lastSentToPhoneAt: null, sentToPhoneLastHour: 0, sentToPhoneLastHourAllSites: 0, sentToClientLastHour: 0, sentByTenantLastHour: 0 };

describe('the sign-in number', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(04) 1234-5678', '0412345678'],
  ])('%s is the mobile %s', (raw, digits) => expect(signInPhone(raw)).toBe(digits));

  it.each(['02 5550 4180', '1300 975 707', '041234567', '+1 415 555 0100', 'call me', ''])('%s is refused: only a mobile gets a text', (raw) => {
    expect(signInPhone(raw)).toBeNull();
  });

  it('goes to the SMS provider in international form and shows masked', () => {
    expect(internationalMobile('0412345678')).toBe('+61412345678');
    expect(maskedMobile('0412345678')).toBe('0412 XXX 678');
  });
});

describe('sending a code', () => {
  it('sends when nothing was sent lately', () => expect(sendDecision(quiet, now)).toEqual({ ok: true }));

  it('waits 60 s between two codes to one number, and says how long is left', () => {
    expect(sendDecision({ ...quiet, lastSentToPhoneAt: now - 20_000, sentToPhoneLastHour: 1 }, now)).toEqual({
      ok: false,
      reason: 'cooldown',
      retryAfterSeconds: 40,
    });
    expect(sendDecision({ ...quiet, lastSentToPhoneAt: now - 60_000, sentToPhoneLastHour: 1 }, now)).toEqual({ ok: true });
  });

  it('sends at most 5 codes an hour to a number, 10 to a client address and 500 for a site', () => {
    expect(sendDecision({ ...quiet, sentToPhoneLastHour: 4 }, now).ok).toBe(true);
    expect(sendDecision({ ...quiet, sentToPhoneLastHour: 5 }, now)).toMatchObject({ ok: false, reason: 'phone-limit' });
    expect(sendDecision({ ...quiet, sentToClientLastHour: 10 }, now)).toMatchObject({ ok: false, reason: 'client-limit' });
    expect(sendDecision({ ...quiet, sentByTenantLastHour: 500 }, now)).toMatchObject({ ok: false, reason: 'tenant-limit' });
  });

  it('sends at most 10 codes an hour to a number from every site of the platform together', () => {
    expect(SIGN_IN_RULES.perPhonePerHourAllSites).toBe(10);
    expect(sendDecision({ ...quiet, sentToPhoneLastHour: 1, sentToPhoneLastHourAllSites: 9 }, now).ok).toBe(true);
    expect(sendDecision({ ...quiet, sentToPhoneLastHour: 1, sentToPhoneLastHourAllSites: 10 }, now)).toEqual({
      ok: false,
      reason: 'phone-limit-all-sites',
      retryAfterSeconds: 3600,
    });
    expect(sendDecision({ ...quiet, sentToPhoneLastHourAllSites: 3 }, now, { ...SIGN_IN_RULES, perPhonePerHourAllSites: 3 }).ok).toBe(false);
    expect(sendRefusalMessage({ ok: false, reason: 'phone-limit-all-sites', retryAfterSeconds: 3600 })).toBe(
      'Too many codes were asked for. Please try again in an hour.',
    );
  });

  it('tells the shopper why in words', () => {
    expect(sendRefusalMessage({ ok: false, reason: 'cooldown', retryAfterSeconds: 40 })).toBe(
      'A code was sent a moment ago. You can ask for another in 40 seconds.',
    );
    expect(sendRefusalMessage({ ok: false, reason: 'phone-limit', retryAfterSeconds: 3600 })).toBe(
      'Too many codes were asked for. Please try again in an hour.',
    );
  });
});

describe('a code', () => {
  const fresh = { expiresAt: now + SIGN_IN_RULES.codeTtlMs, usedAt: null, attempts: 0 };
  it('is usable for 10 minutes, once, for 5 tries', () => {
    expect(SIGN_IN_RULES).toMatchObject({ codeLength: 6, codeTtlMs: 600_000, maxAttempts: 5 });
    expect(codeState(fresh, now)).toBe('usable');
    expect(codeState(fresh, now + 599_999)).toBe('usable');
    expect(codeState(fresh, now + 600_000)).toBe('expired');
    expect(codeState({ ...fresh, usedAt: now }, now)).toBe('used');
    expect(codeState({ ...fresh, attempts: 4 }, now)).toBe('usable');
    expect(codeState({ ...fresh, attempts: 5 }, now)).toBe('locked');
  });

  it.each([
    [1, false, 'wrong'],
    [4, false, 'wrong'],
    [5, false, 'locked'],
    [1, true, 'right'],
    [5, true, 'right'],
  ] as const)('a claimed try, the %ith, of a code that matches: %s is %s', (attempts, matches, outcome) => {
    expect(tryOutcome(attempts, matches)).toBe(outcome);
  });

  it('is six digits, leading zeros included', () => {
    expect(isCodeShaped('004217')).toBe(true);
    for (const bad of ['04217', '0042171', '00421a', ' 004217']) expect(isCodeShaped(bad)).toBe(false);
  });

  it('arrives in a text naming the site', () => {
    expect(codeMessage('Harbour Toyota', '004217')).toBe(
      'Harbour Toyota: your sign-in code is 004217. It expires in 10 minutes. Never share it: we will never ask you for it.',
    );
    expect(textForCode('sign-in', 'Harbour Toyota', '004217')).toBe(codeMessage('Harbour Toyota', '004217'));
  });

  it('to delete an account arrives in a text that says so, and that nothing is deleted without it', () => {
    expect(deleteCodeMessage('Harbour Toyota', '004217')).toBe(
      'Harbour Toyota: your code to delete your account and data is 004217. It expires in 10 minutes. If you did not ask for this, ignore this text: nothing is deleted without it.',
    );
    expect(textForCode('delete-account', 'Harbour Toyota', '004217')).toBe(deleteCodeMessage('Harbour Toyota', '004217'));
  });
});
