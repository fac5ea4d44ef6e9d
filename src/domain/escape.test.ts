import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, jsonForScript } from './escape.ts';

describe('escapers', () => {
  it('HTML: the five specials, in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('plain-slug-42')).toBe('plain-slug-42');
    expect(escapeHtml(42)).toBe('42');
  });

  it('XML: the five entities, and characters XML 1.0 forbids removed', () => {
    expect(escapeXml(`Tom & "Jerry" <x> it's`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;x&gt; it&apos;s');
    expect(escapeXml('bell\u0007 tab\t form\u000c end\uFFFE')).toBe('bell tab\t form end');
  });

  it('JSON in a script element cannot close it or start markup', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', note: 'A & B\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'A & B\u2028' });
  });
});
