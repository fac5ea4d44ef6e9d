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
