// The dealer's own marketing tags (tenant analytics): Google Tag Manager and the Meta (Facebook) pixel, in the
// vendors' standard snippets. The ids are checked again here, with the schema's patterns, because they are
// written into inline scripts.
import { FACEBOOK_PIXEL_ID, GOOGLE_TAG_MANAGER_ID } from '../tenant/schema/content.ts';

export type AnalyticsIds = { googleTagManagerId: string | null; facebookPixelId: string | null };
/** Markup for the end of <head> and the start of <body>; empty strings when the dealer set no id. */
export type AnalyticsTags = { head: string; body: string };

function checked(id: string, pattern: RegExp, what: string): string {
  if (!pattern.test(id)) throw new Error(`${what} "${id}" is not valid`);
  return id;
}

const tagManagerHead = (id: string) =>
  `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;
const tagManagerBody = (id: string) =>
  `<noscript><iframe title="Google Tag Manager" src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`;
const pixelHead = (id: string) =>
  `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;
const pixelBody = (id: string) =>
  `<noscript><img height="1" width="1" style="display:none" alt="" src="https://www.facebook.com/tr?id=${id}&amp;ev=PageView&amp;noscript=1"></noscript>`;

/**
 * The tags a site's pages carry for the dealer's ids: each vendor's loader in the head, its no-script fallback at
 * the top of the body. Nothing at all for a dealer without ids, so their pages load no third-party script.
 * @example analyticsTags({ googleTagManagerId: null, facebookPixelId: null }) // { head: '', body: '' }
 */
export function analyticsTags(ids: AnalyticsIds): AnalyticsTags {
  const gtm = ids.googleTagManagerId ? checked(ids.googleTagManagerId, GOOGLE_TAG_MANAGER_ID, 'Google Tag Manager id') : null;
  const pixel = ids.facebookPixelId ? checked(ids.facebookPixelId, FACEBOOK_PIXEL_ID, 'Meta pixel id') : null;
  return {
    head: (gtm ? tagManagerHead(gtm) : '') + (pixel ? pixelHead(pixel) : ''),
    body: (gtm ? tagManagerBody(gtm) : '') + (pixel ? pixelBody(pixel) : ''),
  };
}
