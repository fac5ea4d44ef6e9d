import { describe, expect, it } from 'vitest';
import { analyticsTags } from './tag-snippets.ts';

describe('analyticsTags', () => {
  it('adds nothing for a dealer without ids', () => {
    expect(analyticsTags({ googleTagManagerId: null, facebookPixelId: null })).toEqual({ head: '', body: '' });
  });

  it("loads the dealer's Tag Manager container, with its no-script frame in the body", () => {
    const tags = analyticsTags({ googleTagManagerId: 'GTM-AB12CD', facebookPixelId: null });
    expect(tags.head).toContain("(window,document,'script','dataLayer','GTM-AB12CD')");
    expect(tags.head).toContain('https://www.googletagmanager.com/gtm.js?id=');
    expect(tags.head).not.toContain('fbq');
    expect(tags.body).toBe(
      '<noscript><iframe title="Google Tag Manager" src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    );
  });

  it("starts the dealer's Meta pixel with a page view, and its no-script image in the body", () => {
    const tags = analyticsTags({ googleTagManagerId: null, facebookPixelId: '1234567890' });
    expect(tags.head).toContain("fbq('init','1234567890');fbq('track','PageView');");
    expect(tags.head).not.toContain('googletagmanager');
    expect(tags.body).toContain('src="https://www.facebook.com/tr?id=1234567890&amp;ev=PageView&amp;noscript=1"');
  });

  it('carries both when both are set, Tag Manager first', () => {
    const tags = analyticsTags({ googleTagManagerId: 'GTM-AB12CD', facebookPixelId: '1234567890' });
    expect(tags.head.indexOf('GTM-AB12CD')).toBeLessThan(tags.head.indexOf('1234567890'));
    expect(tags.body.indexOf('GTM-AB12CD')).toBeLessThan(tags.body.indexOf('1234567890'));
  });

  it.each([
    [{ googleTagManagerId: "GTM-1');alert(1);('", facebookPixelId: null }, /Google Tag Manager id .* is not valid/],
    [{ googleTagManagerId: null, facebookPixelId: '12<script>' }, /Meta pixel id .* is not valid/],
  ])('refuses an id that is not one, rather than write it into a script', (ids, error) => {
    expect(() => analyticsTags(ids)).toThrow(error);
  });
});
