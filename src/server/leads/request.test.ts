import { describe, expect, it } from 'vitest';
import { checkFormToken, issueFormToken } from './form-token.ts';
import { createRateLimiter } from './rate-limit.ts';
import { formToObject } from './request.ts';

describe('formToObject', () => {
  it('turns a plain form post into the JSON a form island would send', () => {
    const params = new URLSearchParams(
      'kind=contact&name=Jane&additional_services[]=Tint&additional_services[]=Mats&custom[colour]=Red&adjustmentAnswers[Any damage?]=No&tag=a&tag=b',
    );
    expect(formToObject(params)).toEqual({
      kind: 'contact',
      name: 'Jane',
      additional_services: ['Tint', 'Mats'],
      custom: { colour: 'Red' },
      adjustmentAnswers: { 'Any damage?': 'No' },
      tag: ['a', 'b'],
    });
  });

  it('keeps __proto__ an ordinary field (refused later), never a prototype', () => {
    const object = formToObject(new URLSearchParams('__proto__=x&constructor[prototype]=y&kind=contact'));
    expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
    expect(Object.keys(object).sort()).toEqual(['__proto__', 'constructor', 'kind']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('createRateLimiter', () => {
  it('allows a burst of perMinute, then refills at perMinute/60 a second', () => {
    let now = 0;
    const limiter = createRateLimiter({ perMinute: 3, now: () => now });
    expect([1, 2, 3, 4].map(() => limiter.take('ip').ok)).toEqual([true, true, true, false]);
    expect(limiter.take('ip')).toEqual({ ok: false, retryAfterSeconds: 20 });
    expect(limiter.take('other-ip').ok).toBe(true);
    now += 20_000;
    expect(limiter.take('ip').ok).toBe(true);
    expect(limiter.take('ip').ok).toBe(false);
  });

  it('forgets the longest idle keys past maxKeys', () => {
    const limiter = createRateLimiter({ perMinute: 1, maxKeys: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c'); // 'a' is forgotten: its bucket starts full again
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(false);
  });
});

describe('form tokens', () => {
  const secret = 'form-token-secret-0123456789';
  it('measures the fill time of a token issued for this tenant', () => {
    const token = issueFormToken(secret, 'alpha', 1_700_000_000_000);
    expect(checkFormToken(secret, 'alpha', token, 1_700_000_001_000, 3000)).toEqual({ kind: 'too-fast', ageMs: 1000 });
    expect(checkFormToken(secret, 'alpha', token, 1_700_000_010_000, 3000)).toEqual({ kind: 'ok', ageMs: 10_000 });
  });

  it('treats forged, foreign, expired and missing tokens as no token', () => {
    const token = issueFormToken(secret, 'alpha', 1_700_000_000_000);
    expect(checkFormToken(secret, 'beta', token, 1_700_000_000_500, 3000).kind).toBe('none');
    expect(checkFormToken('another-secret-0123456789', 'alpha', token, 1_700_000_000_500, 3000).kind).toBe('none');
    expect(checkFormToken(secret, 'alpha', token, 1_700_000_000_000 + 25 * 3600_000, 3000).kind).toBe('none');
    expect(checkFormToken(secret, 'alpha', `${token}x`, 1_700_000_000_500, 3000).kind).toBe('none');
    expect(checkFormToken(secret, 'alpha', undefined, 1_700_000_000_500, 3000).kind).toBe('none');
  });
});
