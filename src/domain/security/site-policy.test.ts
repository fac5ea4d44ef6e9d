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

  it("allows a chat or deal provider's hosts only for a tenant that configures one", () => {
    const plain = sitePolicy({ analytics: none, search: embedded, chat: null, deal: null });
    expect(plain).toEqual(sitePolicy({ analytics: none, search: embedded }));
    const withChat = sitePolicy({ analytics: none, search: embedded, chat: { provider: 'livechat', license: 12345678 }, deal: null });
    expect(withChat.scriptSources).toEqual(['https://*.livechatinc.com']);
    expect(withChat.directives).toContain("connect-src 'self' https://*.livechatinc.com wss://*.livechatinc.com");
    expect(withChat.directives.find((directive) => directive.startsWith('frame-src'))).toContain('https://*.livechatinc.com');
    const withDeal = sitePolicy({
      analytics: none,
      search: embedded,
      chat: { provider: 'intercom', appId: 'abc12345', region: 'us' },
      deal: {
        provider: 'custom',
        script: 'https://widgets.dealtool.example/loader.js',
        open: 'DealTool.open',
        origins: { connect: ['https://api.dealtool.example'], frame: ['https://app.dealtool.example'], img: [] },
      },
    });
    expect(withDeal.scriptSources).toEqual([
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
      'https://widgets.dealtool.example',
    ]);
    expect(withDeal.directives.find((directive) => directive.startsWith('connect-src'))).toContain('https://api.dealtool.example');
    expect(withDeal.directives.find((directive) => directive.startsWith('frame-src'))).toContain('https://app.dealtool.example');
    expect(withDeal.directives.find((directive) => directive.startsWith('font-src'))).toBe(
      "font-src 'self' data: https://js.intercomcdn.com https://fonts.intercomcdn.com",
    );
  });

  it("adds nothing for a provider script the site serves itself ('self' allows it)", () => {
    const own = { provider: 'custom' as const, script: '/brand/widgets/chat.js', open: 'Chat.open', origins: { connect: [], frame: [], img: [] } };
    expect(sitePolicy({ analytics: none, search: embedded, chat: own, deal: own })).toEqual(sitePolicy({ analytics: none, search: embedded }));
  });

  it('denies the browser features the site does not use', () => {
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) expect(PERMISSIONS_POLICY).toContain(denied);
    expect(PERMISSIONS_POLICY).toContain('payment=(self)');
  });
});
