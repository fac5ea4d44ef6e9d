import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#src/domain/escape.ts';
import { renderPlatformIndex } from './platform-index.ts';

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('renderPlatformIndex', () => {
  it('tells how to build when no site exists', () => {
    const html = renderPlatformIndex({ sites: [], port: '4321', sitesDir: '/data/sites' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Dealer sites on this machine</title>');
    expect(html).toContain('Run <code>npm run build</code>');
  });

  it('escapes manifest fields, including attribute contexts', () => {
    const html = renderPlatformIndex({
      port: undefined,
      sitesDir: '/data/sites',
      sites: [
        {
          slug: 'alpha',
          dir: '/data/sites/alpha',
          manifest: {
            tenant: { slug: 'alpha', name: '"><img src=x onerror=alert(1)>', url: 'javascript:alert(1)' },
            buildId: '<b>',
            builtAt: 'not a date <i>',
            feedHash: 'x',
            pages: { '<cars>': 3 },
          },
        },
      ],
    });
    expect(html).not.toMatch(/<img|<b>|<i>|<cars>/);
    expect(html).toContain('href="http://alpha.localhost/"');
    expect(html).not.toContain('href="javascript:'); // the live URL is shown as text, not linked
  });
});

describe('the SEO audit on the platform index', () => {
  const site = (buildId: string) => ({
    slug: 'alpha',
    dir: '/data/sites/alpha',
    manifest: {
      tenant: { slug: 'alpha', name: 'Alpha', url: 'https://alpha.example' },
      buildId,
      builtAt: '2026-11-20T00:00:00Z',
      feedHash: 'x',
      pages: { cars: 1 },
      seoAudit: { errors: 0, warnings: 3 },
    },
  });
  const gate = {
    buildId: 'b2',
    at: '2026-11-21T00:00:00Z',
    publish: false,
    reason: 'refused: 2 SEO errors the live site does not have',
    errors: 2,
    warnings: 3,
    report: { html: '/data/builds/alpha/b2/.seo/audit.html' },
  };

  it("shows the live build's counts, and a refused newer build with the reason and its report", () => {
    const html = renderPlatformIndex({ sites: [site('b1')], port: undefined, sitesDir: '/data/sites', gates: new Map([['alpha', gate]]) });
    expect(html).toContain(
      '<dt>SEO audit</dt><dd>0 errors, 3 warnings. <strong>Build b2 was not published: refused: 2 SEO errors the live site does not have.</strong> Report: <code>/data/builds/alpha/b2/.seo/audit.html</code></dd>',
    );
    expect(
      renderPlatformIndex({ sites: [site('b2')], port: undefined, sitesDir: '/data/sites', gates: new Map([['alpha', { ...gate, publish: true }]]) }),
    ).toContain('<dt>SEO audit</dt><dd>0 errors, 3 warnings</dd>');
  });
});
