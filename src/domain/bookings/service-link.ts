// Spec 1 section 2: one brand variant books services on the manufacturer's own site. With
// bookings.service.externalUrl set, the menus' service links go there and /service points shoppers to it.

/** The site's service booking page, as the default menus link it. */
export const SERVICE_PATH = '/service';

/**
 * A menu link rewriter sending the service booking link to the brand's booking site.
 * @example externalServiceLinks('https://brand.example/book')('/service') // 'https://brand.example/book'
 * @example externalServiceLinks('https://brand.example/book')('/finance') // '/finance'
 */
export function externalServiceLinks(externalUrl: string): (href: string) => string {
  return (href) => (href.replace(/[?#].*$/, '').replace(/\/+$/, '') === SERVICE_PATH ? externalUrl : href);
}
