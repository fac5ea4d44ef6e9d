import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import { linkHasPage } from '../navigation.ts';
import { carTypeLinks, defaultLinksWithoutPage, menuHrefs, placeContentLinks } from './site-links.ts';

describe('content pages placed in the menus', () => {
  const menus = {
    header: [
      { label: 'Home', href: '/' },
      { label: 'More', children: [{ label: 'Fleet', href: '/fleet' }] },
    ],
    footer: [{ title: 'Servicing and Parts', items: [{ label: 'Book a Service', href: '/service' }] }],
  };
  const placed = (href: string, title: string, placement: Record<string, unknown>) => ({ href, title, placement: { order: 0, ...placement } });

  it("go into the header dropdown and footer group they name, in their order, and the footer's own group", () => {
    const result = placeContentLinks(menus, [
      placed('/pages/home-drive', 'Home Test Drives', { header: 'More', order: 2 }),
      placed('/buying', 'Buying a Car With Us', { header: 'More', order: 1, label: 'Buying' }),
      placed('/roadside-assist', 'Roadside Assistance', { footer: 'Servicing and Parts' }),
      placed('/privacy-policy', 'Privacy Policy', { footer: 'dealer' }),
    ]);
    expect(result.menus.header[1]).toEqual({
      label: 'More',
      children: [
        { label: 'Fleet', href: '/fleet' },
        { label: 'Buying', href: '/buying' },
        { label: 'Home Test Drives', href: '/pages/home-drive' },
      ],
    });
    expect(result.menus.footer[0]!.items.map((item) => item.href)).toEqual(['/service', '/roadside-assist']);
    expect(result.dealer).toEqual([{ label: 'Privacy Policy', href: '/privacy-policy' }]);
    expect(menus.header[1]!.children).toHaveLength(1); // the tenant's menus are not changed
  });

  it('become a top-level link when the dropdown is not there, and are not added twice', () => {
    const result = placeContentLinks(menus, [
      placed('/pages/eofy', 'EOFY Sale', { header: 'Offers' }),
      placed('/fleet', 'Fleet', { header: 'More', footer: 'Servicing and Parts' }),
    ]);
    expect(result.menus.header.map((item) => item.label)).toEqual(['Home', 'More', 'EOFY Sale']);
    expect(menuHrefs(result.menus.header).filter((href) => href === '/fleet')).toHaveLength(1);
    expect(result.menus.footer[0]!.items).toHaveLength(1);
  });
});

describe("the platform's default links", () => {
  const defaults = [...menuHrefs(DEFAULT_TENANT.menus.header), ...DEFAULT_TENANT.menus.footer.flatMap((group) => menuHrefs(group.items))];

  it('name the content pages every site builds unless the dealer switches them off', () => {
    expect(defaults).toEqual(
      expect.arrayContaining(['/service', '/vehicle-parts-and-accessories', '/fleet', '/careers', '/about-us', '/terms-and-conditions', '/book-test-drive']),
    );
  });

  it('without a page, and not switched off, are what fails the build', () => {
    const pages = new Set([
      '/',
      '/special-offers',
      '/sell-my-car',
      '/contact-us',
      '/trade-in',
      '/about-us',
      '/careers',
      '/terms-and-conditions',
      '/book-test-drive',
      '/finance',
      '/service',
      '/my-garage',
    ]);
    const hasPage = (href: string) => linkHasPage(href, pages, ['/search/']);
    const off = new Set(['/fleet']);
    expect(defaultLinksWithoutPage(defaults, hasPage, (href) => off.has(href))).toEqual(['/vehicle-parts-and-accessories']);
    expect(
      defaultLinksWithoutPage(
        [...defaults, 'https://brand.example/service', 'tel:1300'],
        (href) => hasPage(href) || href === '/vehicle-parts-and-accessories',
        (href) => off.has(href),
      ),
    ).toEqual([]);
  });
});

describe("the default footer's car-type links", () => {
  it("follow the site's search path style and drop out for a car type without stock", () => {
    const yard = carTypeLinks(new Set(['used']), (type) => `/used-car/${type}/`);
    expect(yard.rewrite('/search/used-cars')).toBe('/used-car/used/');
    expect([yard.noStock('/search/new-cars'), yard.noStock('/search/demo-cars'), yard.noStock('/search/used-cars'), yard.noStock('/special-offers')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(yard.rewrite('/search/new-cars')).toBe('/search/new-cars');
  });
});
