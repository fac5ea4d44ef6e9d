import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { jsonForScript } from '#src/domain/escape.ts';
import { locationPath } from '#src/domain/locations/location-routes.ts';
import { dealerStructuredData, websiteStructuredData, type SiteIdentity } from '#src/domain/seo/site-structured-data.ts';
import { shownLocations } from './locations.ts';
import { tenant } from './site.ts';

/**
 * The home page's site-wide JSON-LD: WebSite with the site search, and the dealer as an Organization whose locations
 * are the entities their own pages describe (referred to by `@id`, not repeated).
 */
export function siteJsonLd(): string[] {
  const primary = tenant.locations.find((location) => location.primary) ?? tenant.locations[0]!;
  const site: SiteIdentity = { name: tenant.name, url: tenant.url, logoUrl: tenant.branding.logo?.url ?? null, phone: primary.phone };
  const locationPages = shownLocations().map((location) => absoluteUrl(locationPath(tenant.locationPages.routePrefix, location.slug), tenant.url));
  return [jsonForScript(websiteStructuredData(site)), jsonForScript(dealerStructuredData(site, locationPages))];
}
