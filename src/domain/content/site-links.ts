// Links to content pages in the site's menus: a page's frontmatter may place its link in a header dropdown or a
// footer group; and every link the platform's default menus name must have a page on every site, unless the
// tenant switched that page off (then the link drops out). A default link without a page fails the build.
import type { MenuItem } from '../tenant/schema/content.ts';
import type { MenuPlacement } from './schema.ts';

/** A content page's link and where its frontmatter places it. */
export type PlacedLink = { href: string; title: string; placement: MenuPlacement };

type Menus = { header: MenuItem[]; footer: { title: string; items: MenuItem[] }[] };

/** Every href a menu names (dropdown children included). */
export function menuHrefs(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.href ? [item.href] : []), ...menuHrefs(item.children ?? [])]);
}

const byOrder = (a: PlacedLink, b: PlacedLink) => a.placement.order - b.placement.order || a.title.localeCompare(b.title);
const link = (placed: PlacedLink): MenuItem => ({ label: placed.placement.label ?? placed.title, href: placed.href });

/**
 * The tenant's menus with the placed links added: into the header dropdown of that label (a top-level link when
 * there is none), the footer group of that title, or the footer's own group ('dealer'). A link the menu names
 * already is not added twice.
 * @example placeContentLinks({ header: [{ label: 'More', children: [] }], footer: [] }, [{ href: '/pages/home-drive', title: 'Home Test Drives', placement: { header: 'More', order: 0 } }])
 *   // { menus: { header: [{ label: 'More', children: [{ label: 'Home Test Drives', href: '/pages/home-drive' }] }], footer: [] }, dealer: [] }
 */
export function placeContentLinks(menus: Menus, placed: readonly PlacedLink[]): { menus: Menus; dealer: MenuItem[] } {
  const links = [...placed].sort(byOrder);
  const named = new Set([...menuHrefs(menus.header), ...menus.footer.flatMap((group) => menuHrefs(group.items))]);
  const header = menus.header.map((item) => ({ ...item, ...(item.children ? { children: [...item.children] } : {}) }));
  const footer = menus.footer.map((group) => ({ ...group, items: [...group.items] }));
  const dealer: MenuItem[] = [];
  for (const placedLink of links) {
    const { header: dropdown, footer: group } = placedLink.placement;
    if (dropdown && !menuHrefs(header).includes(placedLink.href)) {
      const target = header.find((item) => item.label === dropdown && item.children);
      if (target) target.children!.push(link(placedLink));
      else header.push(link(placedLink));
    }
    if (group === 'dealer') dealer.push(link(placedLink));
    else if (group) {
      const target = footer.find((entry) => entry.title === group);
      if (target && !named.has(placedLink.href) && !menuHrefs(target.items).includes(placedLink.href)) target.items.push(link(placedLink));
    }
  }
  return { menus: { header, footer }, dealer };
}

/**
 * The site paths the default menus (and the forms) link that this site neither builds nor switched off: the build
 * fails on any, as a shopper would meet a 404.
 * @example defaultLinksWithoutPage(['/fleet', '/careers', 'https://x.example'], (href) => href === '/careers', () => false) // ['/fleet']
 */
export function defaultLinksWithoutPage(hrefs: readonly string[], hasPage: (href: string) => boolean, switchedOff: (href: string) => boolean): string[] {
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !hasPage(href) && !switchedOff(href)))];
}

const CAR_TYPE_LINK = /^\/search\/(new|demo|used)-cars\/?$/;

/**
 * The default menus' car-type links (`/search/new-cars`...) for this site: in its search path style (the used-car
 * variant's `/used-car/used/`), and none for a car type it has no stock of (that landing page is not built).
 * @example carTypeLinks(new Set(['used']), (type) => `/used-car/${type}/`).rewrite('/search/used-cars') // '/used-car/used/'
 * @example carTypeLinks(new Set(['used']), (type) => `/used-car/${type}/`).noStock('/search/new-cars') // true
 */
export function carTypeLinks(
  inStock: ReadonlySet<string>,
  pathOf: (type: 'new' | 'demo' | 'used') => string,
): { rewrite: (href: string) => string; noStock: (href: string) => boolean } {
  const typeOf = (href: string) => CAR_TYPE_LINK.exec(href)?.[1] as 'new' | 'demo' | 'used' | undefined;
  return {
    rewrite: (href) => {
      const type = typeOf(href);
      return type && inStock.has(type) ? pathOf(type) : href;
    },
    noStock: (href) => {
      const type = typeOf(href);
      return type !== undefined && !inStock.has(type);
    },
  };
}
