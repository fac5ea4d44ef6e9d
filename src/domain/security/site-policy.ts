// A site's Content-Security-Policy and Permissions-Policy (issue 24). Astro computes the hashes of its own scripts and
// styles at build time (security.csp); this module says what else a dealer's pages may load: the dealer's tag
// vendors (Google Tag Manager, the Meta pixel), hosted search, video players, and nothing else (the location map's
// raster tiles are images, which img-src's https: allows).
import type { TenantConfig } from '../tenant/schema/index.ts';

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
 */
export function sitePolicy(tenant: {
  analytics: TenantConfig['analytics'];
  search: { service: TenantConfig['search']['service'] };
  feed?: { mediaOrigins: readonly string[] };
}): SitePolicy {
  const media = tenant.feed?.mediaOrigins ?? [];
  const gtm = tenant.analytics.googleTagManagerId ? TAG_MANAGER_SOURCES : null;
  const pixel = tenant.analytics.facebookPixelId ? META_PIXEL_SOURCES : null;
  const algolia = tenant.search.service.kind === 'algolia' ? ALGOLIA_SOURCES.connect : [];
  return {
    scriptSources: [...(gtm?.script ?? []), ...(pixel?.script ?? [])],
    directives: [
      "default-src 'self'",
      `connect-src ${list(["'self'"], gtm?.connect ?? [], pixel?.connect ?? [], algolia)}`,
      `img-src ${list(["'self'", 'data:', 'blob:', 'https:'], [...media])}`,
      `media-src ${list(["'self'", 'https:'], [...media])}`,
      "font-src 'self' data:",
      `frame-src ${list(["'self'"], VIDEO_PLAYER_SOURCES, gtm?.frame ?? [])}`,
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
