import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, sitePolicy } from './site-policy.ts';

const none = { googleTagManagerId: null, facebookPixelId: null };
const embedded = { service: { kind: 'embedded' as const } };

describe("a site's content security policy", () => {
  it('allows only the site itself for scripts, connections and frames but the video players, when the dealer has no tags', () => {
    const policy = sitePolicy({ analytics: none, search: embedded });
    expect(policy.scriptSources).toEqual([]);
    expect(policy.directives).toContain("connect-src 'self'");
    expect(policy.directives).toContain("frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(policy.directives).toContain("object-src 'none'");
  });

  it("adds the dealer's tag vendors and hosted search, and nothing else", () => {
    const policy = sitePolicy({
      analytics: { googleTagManagerId: 'GTM-ABC123', facebookPixelId: '1234567890' },
      search: { service: { kind: 'algolia', appId: 'A', searchApiKey: 'k', indexName: 'cars' } },
    });
    expect(policy.scriptSources).toEqual(['https://www.googletagmanager.com', 'https://connect.facebook.net']);
    const connect = policy.directives.find((directive) => directive.startsWith('connect-src'))!;
    expect(connect).toContain('https://www.google-analytics.com');
    expect(connect).toContain('https://www.facebook.com');
    expect(connect).toContain('https://*.algolia.net');
  });

  it("lets photos and videos load from the feed's http image host, and only there besides https", () => {
    const plain = sitePolicy({ analytics: none, search: embedded });
    expect(plain.directives).toContain("img-src 'self' data: blob: https:");
    const withHost = sitePolicy({ analytics: none, search: embedded, feed: { mediaOrigins: ['http://127.0.0.1:4390'] } });
    expect(withHost.directives).toContain("img-src 'self' data: blob: https: http://127.0.0.1:4390");
    expect(withHost.directives).toContain("media-src 'self' https: http://127.0.0.1:4390");
  });

  it('denies the browser features the site does not use', () => {
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) expect(PERMISSIONS_POLICY).toContain(denied);
    expect(PERMISSIONS_POLICY).toContain('payment=(self)');
  });
});
