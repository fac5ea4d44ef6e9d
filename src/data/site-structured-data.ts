import { dealerStructuredData, websiteStructuredData, type SiteIdentity } from '#src/domain/seo/site-structured-data.ts';
import { jsonForScript } from '#src/domain/escape.ts';
import { tenant } from './site.ts';

/** The home page's site-wide JSON-LD: WebSite with the site search, and the dealer (primary location) as AutoDealer. */
export function siteJsonLd(): string[] {
  const primary = tenant.locations.find((location) => location.primary) ?? tenant.locations[0]!;
  const site: SiteIdentity = { name: tenant.name, url: tenant.url, logoUrl: tenant.branding.logo.url, phone: primary.phone, address: primary.address };
  return [jsonForScript(websiteStructuredData(site)), jsonForScript(dealerStructuredData(site))];
}
