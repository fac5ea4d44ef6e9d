import { describe, expect, it } from 'vitest';
import { buildMenu, linkHasPage } from './navigation.ts';

const cars = [{ make: 'Toyota', carType: 'used' as const }];
const pages = new Set(['/', '/contact-us', '/trade-in', '/finance']);
const hasPage = (href: string) => linkHasPage(href, pages, ['/cars/', '/search/']);

describe('menus leave out links to pages the site does not have', () => {
  it('keeps built pages, generated paths and links off the site', () => {
    expect(['/contact-us', '/trade-in/', '/finance#finance-form', '/search/used-cars?page=2', '/cars/x', 'https://dealer.example/', 'tel:+61255504180', '#top'].filter(hasPage))
      .toHaveLength(8);
  });

  it('drops /fleet and /careers, and a dropdown left empty', () => {
    const menu = buildMenu(
      [
        { label: 'Home', href: '/' },
        { label: 'Finance', href: '/finance' },
        { label: 'Service', children: [{ label: 'Book a Service', href: '/service' }] },
        { label: 'More', children: [{ label: 'Sell My Car', href: '/trade-in' }, { label: 'Fleet', href: '/fleet' }, { label: 'Careers', href: '/careers' }] },
        { label: 'Our Stock', dynamic: 'stock' },
      ],
      cars,
      'Used',
      { hasPage },
    );
    expect(menu.map((item) => item.label)).toEqual(['Home', 'Finance', 'More', 'Our Stock']);
    expect(menu[2]).toEqual({ label: 'More', children: [{ label: 'Sell My Car', href: '/trade-in' }] });
  });

  it('keeps every link when nothing says which pages exist', () => {
    expect(buildMenu([{ label: 'Fleet', href: '/fleet' }], cars, 'Used')).toEqual([{ label: 'Fleet', href: '/fleet' }]);
  });
});

describe('the Locations entry', () => {
  it('is a dropdown of the links it is given, and left out without them', () => {
    const links = [{ label: 'Dealer Locator', href: '/dealer-locator' }];
    expect(buildMenu([{ label: 'Locations', dynamic: 'locations' }], cars, 'Used', { locationLinks: links })).toEqual([{ label: 'Locations', children: links }]);
    expect(buildMenu([{ label: 'Locations', dynamic: 'locations' }], cars, 'Used')).toEqual([]);
  });
});
