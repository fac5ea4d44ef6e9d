// Site-wide structured data for the home page: WebSite with a SearchAction for the site search, and the dealer as an
// Organization with its logo and its locations. Typed against schema.org's vocabulary (schema-dts), so a wrong type or property fails tsc.
import type { Organization, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { absoluteUrl } from '../absolute-url.ts';
import { DEFAULT_SEARCH_PATH } from '../search/url-state.ts';

/** `logoUrl` null: a dealer without a logo (its header shows the name), described without one. */
export type SiteIdentity = { name: string; url: string; logoUrl: string | null; phone: string | null };

/**
 * schema.org WebSite with a SearchAction: the site's text search (`?query=`), as Google and Bing read it.
 * @example websiteStructuredData({ name: 'Acme', url: 'https://acme.com.au', ... }).potentialAction // { '@type': 'SearchAction', target: { urlTemplate: 'https://acme.com.au/search/new-used-and-demo-cars?query={search_term_string}' }, ... }
 */
export function websiteStructuredData(site: SiteIdentity): WithContext<WebSite> {
  const home = absoluteUrl('/', site.url);
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(DEFAULT_SEARCH_PATH, site.url)}?query={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return { '@context': 'https://schema.org', '@type': 'WebSite', '@id': `${home}#website`, name: site.name, url: home, potentialAction: search };
}

/**
 * The dealer business as a schema.org Organization: name, site, logo and phone, with its locations by `@id` only.
 * Each location's own page carries its full AutoDealer / AutoRepair / AutoPartsStore markup (address, geo, hours;
 * src/domain/locations/structured-data.ts), so the home page refers to those entities instead of repeating them.
 * @example dealerStructuredData(site, ['https://acme.com.au/contact-us/acme-geelong'])['subOrganization'] // [{ '@id': 'https://acme.com.au/contact-us/acme-geelong#location' }]
 */
export function dealerStructuredData(site: SiteIdentity, locationPageUrls: readonly string[] = []): WithContext<Organization> {
  const home = absoluteUrl('/', site.url);
  const logo = site.logoUrl ? absoluteUrl(site.logoUrl, site.url) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#dealer`,
    name: site.name,
    url: home,
    ...(logo ? { logo, image: logo } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(locationPageUrls.length ? { subOrganization: locationPageUrls.map((url) => ({ '@id': `${url}#location` })) } : {}),
  };
}
