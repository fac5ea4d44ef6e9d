import type { BrandEntry } from '#src/domain/tenant/schema/brands.ts';

// Bayside's brands directory (/brands): its franchises, the commercial makes it sells, and its own used-car
// business. Logos for three franchises are the dealer's own files (assets/brands/, the brand logo map in
// tenant.ts); the others fall back to the platform's text badge.

const franchise = (title: string, slug: string, description: string[], extra: Partial<BrandEntry> = {}): BrandEntry => ({
  title,
  slug,
  kind: 'car',
  make: title,
  description,
  ...extra,
});

export const BAYSIDE_BRANDS: BrandEntry[] = [
  franchise(
    'Toyota',
    'toyota',
    [
      'Bayside Toyota is the group’s largest franchise, with new Toyotas, demonstrators and Toyota Certified Pre-Owned cars in every state.',
      'Every Bayside Toyota service centre is factory-certified for hybrid and diesel, with capped-price servicing on new Toyotas.',
    ],
    { banner: { url: '/brand/slides/summer-drive-away.svg', alt: 'A blue SUV on a summer road', width: 1920, height: 540 } },
  ),
  franchise('Ford', 'ford', ['Ranger, Everest and Mustang: Bayside Ford stocks the full range, with Ford-trained technicians at every service centre.']),
  franchise('Hyundai', 'hyundai', ['Bayside Hyundai sells the i30, Tucson, Kona and the IONIQ electric range, with a 7-year unlimited-kilometre warranty.']),
  franchise('Kia', 'kia', ['Bayside Kia has Sportage, Sorento, Carnival and the EV range on display, backed by Kia’s 7-year warranty.']),
  franchise('Mazda', 'mazda', ['From the Mazda2 to the CX-90, Bayside Mazda has demonstrators ready to drive at every showroom.']),
  franchise('Mitsubishi', 'mitsubishi', ['Triton, Outlander PHEV and Pajero Sport, with Mitsubishi’s 10-year conditional warranty when serviced with us.']),
  franchise('Nissan', 'nissan', ['Navara, X-Trail e-POWER and Patrol: Bayside Nissan sells and services them all.']),
  franchise('Volkswagen', 'volkswagen', ['Bayside Volkswagen sells the Golf, Tiguan, Amarok and commercial vans, with fixed-price servicing.']),
  franchise('Subaru', 'subaru', ['Symmetrical all-wheel drive across the range: Forester, Outback, Crosstrek and WRX.']),
  franchise('Isuzu UTE', 'isuzu-ute', ['D-MAX and MU-X, built for towing and touring, from Bayside Isuzu UTE.'], { make: 'Isuzu' }),
  franchise('Suzuki', 'suzuki', ['Swift, Vitara and Jimny: small cars and light four-wheel drives from Bayside Suzuki.']),
  // Used-only makes: no overview page, the directory goes straight to their cars.
  franchise('MG', 'mg', ['Used MGs across the group.'], { skipPage: true }),
  { title: 'LDV', slug: 'ldv', kind: 'truck', make: 'LDV', description: ['Used LDV vans and utes.'], skipPage: true },
  // The one brand whose maker's site is linked instead of a page (spec 1 section 2).
  {
    title: 'Isuzu Trucks',
    slug: 'isuzu-trucks',
    kind: 'truck',
    description: ['Isuzu light and medium trucks, sold through Isuzu Trucks dealers.'],
    externalUrl: 'https://www.isuzu.com.au',
  },
  {
    title: 'Bayside Used Cars',
    slug: 'bayside-used-cars',
    kind: 'group',
    dealershipSlug: 'bayside-used-cars',
    description: [
      'The group’s national used-car business: over a thousand inspected cars of every make, delivered to the yard nearest you.',
      'Every car passes a 150-point inspection and comes with a 48-hour money-back guarantee.',
    ],
  },
];

/** The dealer's own logo files, by make slug (the brand logo map's site overrides). */
export const BAYSIDE_BRAND_LOGOS = { toyota: '/brand/brands/toyota.svg', ford: '/brand/brands/ford.svg', kia: '/brand/brands/kia.svg' };
