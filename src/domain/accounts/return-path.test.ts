import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref, signInType } from './return-path.ts';

describe('sign-in return paths', () => {
  it.each(['/cars/2021-toyota-hilux-sr5', '/search/used-cars?make=Toyota&price=10000-30000', '/my-garage', '/'])('keeps the site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'cars/x',
    '/x\nSet-Cookie: a=b',
    '/sign-in?type=garage',
    '',
    null,
    `/${'a'.repeat(2000)}`,
  ])('refuses %j (another site, a scheme, a header break, a loop back to sign-in, or too long)', (path) => expect(safeReturnPath(path)).toBeNull());
});

describe('the sign-in link', () => {
  it('carries type, redirect and back (spec 2 section 2)', () => {
    const href = signInHref('watchlist', '/cars/x', '/search/used-cars?make=Ford');
    expect(href).toBe('/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fsearch%2Fused-cars%3Fmake%3DFord');
    expect(Object.fromEntries(new URL(href, 'https://site.example').searchParams)).toEqual({
      type: 'watchlist',
      redirect: '/cars/x',
      back: '/search/used-cars?make=Ford',
    });
  });

  it('reads an unknown type as a plain sign-in', () => {
    expect(signInType('garage')).toBe('garage');
    expect(signInType('<script>')).toBe('account');
    expect(signInType(null)).toBe('account');
  });
});
