import { describe, expect, it } from 'vitest';
import { buildMenu } from '../navigation.ts';
import { externalServiceLinks } from './service-link.ts';

describe("a brand's own service booking site (bookings.service.externalUrl)", () => {
  it("takes the menus' service links, and only them (spec 1 section 2)", () => {
    const rewrite = externalServiceLinks('https://www.brand.example/book-a-service');
    const menu = buildMenu(
      [
        {
          label: 'Service and Parts',
          children: [
            { label: 'Book a Service', href: '/service' },
            { label: 'Parts', href: '/vehicle-parts-and-accessories' },
          ],
        },
      ],
      [],
      'Used',
      { rewrite },
    );
    expect(menu).toEqual([
      {
        label: 'Service and Parts',
        children: [
          { label: 'Book a Service', href: 'https://www.brand.example/book-a-service' },
          { label: 'Parts', href: '/vehicle-parts-and-accessories' },
        ],
      },
    ]);
    expect(['/service/', '/service?from=menu', '/services', '/capped-price-servicing'].map(rewrite)).toEqual([
      'https://www.brand.example/book-a-service',
      'https://www.brand.example/book-a-service',
      '/services',
      '/capped-price-servicing',
    ]);
  });
});
