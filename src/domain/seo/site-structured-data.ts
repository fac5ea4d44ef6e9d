// Site-wide structured data for the home page: WebSite with a SearchAction for the site search, and the dealer as an
// AutoDealer with its logo. Typed against schema.org's vocabulary (schema-dts), so a wrong type or property fails tsc.
import type { AutoDealer, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { absoluteUrl } from '../absolute-url.ts';
import { DEFAULT_SEARCH_PATH } from '../search/url-state.ts';

export type SiteIdentity = {
  name: string;
  url: string;
  logoUrl: string;
  phone: string | null;
  address: { street: string; city: string; state: string; postcode: string; lat?: number; long?: number } | null;
};

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
 * The dealer as schema.org AutoDealer (an Organization and a LocalBusiness): name, site, logo, phone and the primary
 * yard's address.
 */
export function dealerStructuredData(site: SiteIdentity): WithContext<AutoDealer> {
  const home = absoluteUrl('/', site.url);
  const logo = absoluteUrl(site.logoUrl, site.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${home}#dealer`,
    name: site.name,
    url: home,
    logo,
    image: logo,
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address
      ? { address: { '@type': 'PostalAddress', streetAddress: site.address.street, addressLocality: site.address.city, addressRegion: site.address.state, postalCode: site.address.postcode, addressCountry: 'AU' } }
      : {}),
    ...(site.address?.lat !== undefined && site.address.long !== undefined ? { geo: { '@type': 'GeoCoordinates', latitude: site.address.lat, longitude: site.address.long } } : {}),
  };
}
