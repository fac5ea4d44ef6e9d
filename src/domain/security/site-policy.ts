// A site's Content-Security-Policy and Permissions-Policy (issue 24). Astro computes the hashes of its own scripts and
// styles at build time (security.csp); this module says what else a dealer's pages may load: the dealer's tag
// vendors (Google Tag Manager, the Meta pixel), hosted search, video players, the dealer's chat and deal providers
// (only for a tenant that configures one: src/domain/vehicle/provider-widgets.ts), and nothing else (the location
// map's raster tiles are images, which img-src's https: allows).
import type { TenantConfig } from '../tenant/schema/index.ts';
import { providerOrigins, type ProviderOrigins } from '../vehicle/provider-widgets.ts';

/** Where each outside service loads from (the vendors' documented hosts). */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  frame: ['https://www.googletagmanager.com'],
};
export const META_PIXEL_SOURCES = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  frame: [] as string[],
};
export const ALGOLIA_SOURCES = { connect: ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'] };
/** The gallery's embedded players (src/domain/vehicle/gallery.ts: YouTube and Vimeo embeds). */
export const VIDEO_PLAYER_SOURCES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export type SitePolicy = {
  /** `script-src` sources besides 'self' and Astro's hashes. */
  scriptSources: string[];
  /** Every other directive, as Astro's `security.csp.directives` takes them. */
  directives: string[];
};

const list = (...groups: string[][]) => [...new Set(groups.flat())].join(' ');

/**
 * The policy of a tenant's pages. Images come from the dealer's feed, which may name any https CDN.
 * @example sitePolicy({ analytics: { googleTagManagerId: null, facebookPixelId: null }, search: { service: { kind: 'embedded' } } }).scriptSources // []
 * @example sitePolicy({ ...noTags, chat: { provider: 'livechat', license: 12345678 } }).scriptSources // ['https://*.livechatinc.com']
 */
export function sitePolicy(tenant: {
  analytics: TenantConfig['analytics'];
  search: { service: TenantConfig['search']['service'] };
  feed?: { mediaOrigins: readonly string[] };
  chat?: TenantConfig['chat'];
  deal?: TenantConfig['deal'];
}): SitePolicy {
  const media = tenant.feed?.mediaOrigins ?? [];
  const gtm = tenant.analytics.googleTagManagerId ? TAG_MANAGER_SOURCES : null;
  const pixel = tenant.analytics.facebookPixelId ? META_PIXEL_SOURCES : null;
  const algolia = tenant.search.service.kind === 'algolia' ? ALGOLIA_SOURCES.connect : [];
  // The chat and deal providers' hosts, allowed before the click that loads them (a policy cannot change later).
  const providers = [tenant.chat, tenant.deal].flatMap((provider) => (provider ? [providerOrigins(provider)] : []));
  const provided = (directive: keyof ProviderOrigins) => providers.flatMap((origins) => origins[directive]);
  return {
    scriptSources: [...new Set([...(gtm?.script ?? []), ...(pixel?.script ?? []), ...provided('script')])],
    directives: [
      "default-src 'self'",
      `connect-src ${list(["'self'"], gtm?.connect ?? [], pixel?.connect ?? [], algolia, provided('connect'))}`,
      `img-src ${list(["'self'", 'data:', 'blob:', 'https:'], [...media], provided('img'))}`,
      `media-src ${list(["'self'", 'https:'], [...media], provided('media'))}`,
      `font-src ${list(["'self'", 'data:'], provided('font'))}`,
      `frame-src ${list(["'self'"], VIDEO_PLAYER_SOURCES, gtm?.frame ?? [], provided('frame'))}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      // A plain reserve form's post answers with a redirect to the payment page (Stripe Checkout).
      "form-action 'self' https://checkout.stripe.com",
    ],
  };
}

/**
 * What every response says beside a page's own policy: directives a `<meta>` policy cannot carry (frame-ancestors),
 * and the browser features the site uses (fullscreen gallery, copy link, embedded video, payments on its own
 * pages); every other powerful feature is denied.
 */
export const RESPONSE_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'fullscreen=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'picture-in-picture=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');
