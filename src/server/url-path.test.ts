import { describe, expect, it } from 'vitest';
import { candidateFiles, parseSitePath } from './url-path.ts';

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
