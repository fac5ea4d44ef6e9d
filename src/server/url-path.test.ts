import { describe, expect, it } from 'vitest';
import { candidateFiles, canonicalSpelling, pagePath, parseSitePath, pathOfTarget, queryOfTarget } from './url-path.ts';

describe('parseSitePath', () => {
  it('decodes segments and drops the query', () => {
    expect(parseSitePath('/cars/toyota%20hilux/?page=2')).toEqual({
      ok: true,
      segments: ['cars', 'toyota hilux'],
      trailingSlash: true,
      urlPath: '/cars/toyota hilux/',
    });
    expect(parseSitePath('/')).toMatchObject({ ok: true, segments: [], urlPath: '/' });
    expect(parseSitePath('/.well-known/security.txt')).toMatchObject({ ok: true });
  });

  it.each(['/../x', '/a/../../x', '/%2e%2e/', '/%2E%2e/x', '/./x', '/..%2fx', '/a%5c..%5cx', '/a\\..\\x', '/a%00.html', '/.env', '/.git/config'])(
    'refuses %s with 404',
    (target) => {
      expect(parseSitePath(target)).toMatchObject({ ok: false, status: 404 });
    },
  );

  it('refuses broken percent-encoding with 400', () => {
    expect(parseSitePath('/%zz')).toMatchObject({ ok: false, status: 400 });
    expect(parseSitePath('*')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('candidateFiles', () => {
  it('finds the page Astro writes as x.html, then a folder page x/index.html', () => {
    expect(candidateFiles([], true)).toEqual(['index.html']);
    expect(candidateFiles(['cars', 'x'], false)).toEqual(['cars/x', 'cars/x.html', 'cars/x/index.html']);
    expect(candidateFiles(['cars', 'x'], true)).toEqual(['cars/x.html', 'cars/x/index.html']);
  });
});

describe('one reading of a path for the gate, the file server and the SEO step', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/my%2Dgarage', '/my-garage'],
    ['//my-garage', '/my-garage'],
    ['/My-Garage/', '/my-garage'],
    ['/my-garage.html', '/my-garage'],
    ['/my-garage.HTML', '/my-garage'],
    ['/my-garage/index.html', '/my-garage'],
    ['/cars//x/checkout.html', '/cars/x/checkout'],
    ['/', '/'],
    ['/index.html', '/'],
  ])('%s stands for the page %s', (target, page) => {
    const parsed = parseSitePath(target);
    expect(parsed.ok && pagePath(parsed.segments)).toBe(page);
  });

  it.each([
    ['//my-garage', '/my-garage'],
    ['/my%2Dgarage', '/my-garage'],
    ['/my%2dgarage', '/my-garage'],
    ['/%7Euser/%41', '/~user/A'],
    ['/cars/a%20b/', '/cars/a%20b/'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/a%252D', '/a%252D'],
    ['/cars/x', '/cars/x'],
  ])('spells %s canonically as %s', (raw, canonical) => {
    expect(canonicalSpelling(raw)).toBe(canonical);
  });

  it('splits a raw target into its path and query', () => {
    expect([pathOfTarget('/a?b=1#c'), queryOfTarget('/a?b=1#c')]).toEqual(['/a', 'b=1']);
    expect([pathOfTarget('/a'), queryOfTarget('/a')]).toEqual(['/a', '']);
  });
});
