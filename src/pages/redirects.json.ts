import { staticPageData } from '#src/data/static-route-keys.ts';

/**
 * The site's redirect table: older location links (`/contact-us/{name slug}`, `/contact-us/{slug}` under another
 * prefix) to the location pages. The server answers them with a 301 (src/server/redirects.ts); a static site cannot.
 */
export function GET(): Response {
  return new Response(JSON.stringify(staticPageData('src/pages/redirects.json.ts')), { headers: { 'content-type': 'application/json' } });
}
