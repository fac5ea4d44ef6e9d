import { describe, expect, it } from 'vitest';
import { buildMenu, linkHasPage, modelMenuLinks } from './navigation.ts';

const cars = [{ make: 'Toyota', carType: 'used' as const }];
const pages = new Set(['/', '/contact-us', '/trade-in', '/finance']);
const hasPage = (href: string) => linkHasPage(href, pages, ['/cars/', '/search/']);

describe('menus leave out links to pages the site does not have', () => {
  it('keeps built pages, generated paths and links off the site', () => {
    expect(
      [
        '/contact-us',
        '/trade-in/',
        '/finance#finance-form',
        '/search/used-cars?page=2',
        '/cars/x',
        'https://dealer.example/',
        'tel:+61255504180',
        '#top',
      ].filter(hasPage),
    ).toHaveLength(8);
  });

  it('drops /fleet and /careers, and a dropdown left empty', () => {
    const menu = buildMenu(
      [
        { label: 'Home', href: '/' },
        { label: 'Finance', href: '/finance' },
        { label: 'Service', children: [{ label: 'Book a Service', href: '/service' }] },
        {
          label: 'More',
          children: [
            { label: 'Sell My Car', href: '/trade-in' },
            { label: 'Fleet', href: '/fleet' },
            { label: 'Careers', href: '/careers' },
          ],
        },
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

describe("the Vehicles menu (spec 2 section 2: 'Vehicles (dynamic models dropdown)')", () => {
  const models = [
    { name: 'Yaris Cross', body: 'SUV', href: '/yaris-cross' },
    { name: 'Corolla', body: 'Hatch', href: '/corolla' },
    { name: 'RAV4', body: 'SUV', href: '/rav4' },
  ];

  it("lists a franchise's models by body, bodies in catalogue order, then All Models", () => {
    expect(modelMenuLinks(models, '/models')).toEqual([
      { label: 'Yaris Cross', href: '/yaris-cross', group: 'SUV' },
      { label: 'RAV4', href: '/rav4', group: 'SUV' },
      { label: 'Corolla', href: '/corolla', group: 'Hatch' },
      { label: 'All Models', href: '/models' },
    ]);
    expect(modelMenuLinks([], '/models')).toEqual([]);
  });

  it("uses the site's own links when it has them, else the makes in stock", () => {
    const vehicleLinks = modelMenuLinks(models, '/models');
    expect(buildMenu([{ label: 'Vehicles', dynamic: 'models' }], cars, 'Used', { vehicleLinks })).toEqual([{ label: 'Vehicles', children: vehicleLinks }]);
    expect(buildMenu([{ label: 'Vehicles', dynamic: 'models' }], cars, 'Used')).toEqual([
      { label: 'Vehicles', children: [{ label: 'Toyota', href: '/search/toyota' }] },
    ]);
  });
});

describe('the Locations entry', () => {
  it('is a dropdown of the links it is given, and left out without them', () => {
    const links = [{ label: 'Dealer Locator', href: '/dealer-locator' }];
    expect(buildMenu([{ label: 'Locations', dynamic: 'locations' }], cars, 'Used', { locationLinks: links })).toEqual([
      { label: 'Locations', children: links },
    ]);
    expect(buildMenu([{ label: 'Locations', dynamic: 'locations' }], cars, 'Used')).toEqual([]);
  });
});
