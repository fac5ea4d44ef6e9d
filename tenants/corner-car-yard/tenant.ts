import { defineTenant } from '#src/domain/tenant/define-tenant.ts';
import { DEFAULT_TENANT } from '../_defaults.ts';
import { DEMO_STOCK_DATE, demoPhotoFeedSettings } from '../_demo-feed.ts';
import { demoLeadChannels } from '../_demo-leads.ts';
import { YARD_HOURS } from '../_opening-hours.ts';

// Demo tenant: a small independent used-car yard (the "yard" template). Its stock comes as a CSV
// export whose stock number, price and odometer columns use the yard's own headers.

export default defineTenant({
  slug: 'corner-car-yard',
  name: 'Corner Car Yard',
  url: 'https://www.cornercaryard.com.au',
  plugins: { autogauge: true, ppsrReport: true },
  // The platform operator pools the yard's price gauge and trade-in market with the group's used stock (named on its pages).
  market: { pool: { name: 'Coastal', tenants: ['bayside-auto-group'] } },
  template: 'yard',
  branding: {
    logo: { url: '/brand/logo.svg', alt: 'Corner Car Yard', width: 180, height: 52 },
    favicon: '/brand/favicon.svg',
  },
  theme: {
    colours: {
      primary: '#1f7a3a',
      primaryText: '#ffffff',
      accent: '#f2b705',
      background: '#ffffff',
      surface: '#f3f7f2',
      text: '#1b2a1f',
      muted: '#5a6b5e',
    },
    fonts: { heading: "Verdana, 'Trebuchet MS', sans-serif", body: 'system-ui, sans-serif' },
    radiusPx: 10,
  },
  dealerships: [{ id: 1, slug: 'corner-car-yard', name: 'Corner Car Yard' }],
  locations: [
    {
      id: 1,
      name: 'Corner Car Yard Sunshine',
      slug: 'corner-car-yard-sunshine',
      primary: true,
      location_type: 'sales',
      dealership_id: 1,
      dealership_slug: 'corner-car-yard',
      dealer_license_number: 'LMCT 11873',
      average_rating: 4.4,
      review_count: 87,
      address: { street: '418 Ballarat Road', city: 'Sunshine', state: 'VIC', postcode: '3020', lat: -37.785, long: 144.832 },
      phone: '(03) 5550 7731',
      landline_phone: '(03) 7010 7731',
      image: '/brand/sunshine-yard.svg',
      opening_hours: YARD_HOURS,
    },
  ],
  feed: {
    source: '../../.data/demo/feeds/corner-car-yard.csv',
    format: 'csv',
    csvColumns: { stocknum: 'Stock No', price: 'Retail Price', km: 'Odometer' },
    mediaDir: '../../.data/demo/media',
    asOf: DEMO_STOCK_DATE,
    ...demoPhotoFeedSettings(),
  },
  finance: { provider: null },
  search: {
    filters: ['make', 'model', 'simple_body', 'price', 'km', 'year', 'colour', 'simple_transmission', 'simple_fuel'],
    usedLabel: 'Pre-Owned',
    // The used-car variant of the search paths: /used-car/used/ instead of /search/used-cars.
    usedCarVariantPath: true,
    // The yard's cards use the Enquire Now variant (spec 2 section 2 other card variants) in place of Quick Enquiry.
    cardVariant: 'enquire-now',
  },
  // A one-yard business that does not use Twitter: the share row leaves it out.
  // A small yard: no garage (spec 1 section 1: the garage is off for a few dealers).
  // Its menus' Sell My Car leads to /sell-your-car, the alternate path (spec 2 section 2).
  features: { compare: false, hideTwitterShare: true, garage: false, sellMyCarPath: '/sell-your-car' },
  // A small yard keeps sold cars' pages for 4 days, not 30: the demo's cars sold 5 and 6 days ago answer 410 Gone.
  seo: { soldPageDays: 4 },
  // Arrays replace the defaults': keep the platform's trade-in card and add this dealer's own.
  promoCards: [
    ...DEFAULT_TENANT.promoCards,
    {
      // Dated: shown from the start date through the expiry date only (Australian time).
      id: 'roadworthy-included',
      title: 'Roadworthy Included',
      lines: ['Every car sold with a fresh roadworthy certificate', 'Ask about our 3-month warranty'],
      href: '/contact-us',
      cta: 'Ask Us How',
      start: '2026-09-01',
      expiry: '2027-08-31',
      position: 3,
      carTypes: [],
      shuffle: false,
    },
  ],
  home: {
    blocks: ['hero', 'latestStock', 'whyDealer', 'whyBuyFromUs', 'reviews', 'locations', 'payments'],
    whyDealer: {
      title: null,
      points: [
        { title: 'The owner sells the cars', text: 'Ask for Gary: he bought every car on the lot himself.' },
        { title: 'Roadworthy included', text: 'Every car comes with a fresh Victorian roadworthy certificate.' },
      ],
    },
    reviews: {
      source: 'tenant',
      averageRating: 4.4,
      count: 87,
      reviews: [
        { author: 'Liam H.', rating: 5, date: '2026-11-13', text: 'First car for my son. Gary pointed out what to check and what not to worry about.' },
        { author: 'Rosa G.', rating: 4, date: '2026-10-29', text: 'Honest yard. The price on the windscreen was the price we paid.' },
      ],
    },
    heroTitle: 'Honest used cars on the corner of Ballarat Road',
    heroSubtitle: 'Sixty hand-picked cars, every one roadworthy and priced to sell.',
    whyBuyFromUs: ['Family owned since 1998', 'Roadworthy certificate with every car', 'No hidden fees - the price is the price'],
    stats: null,
  },
  // What comes with a car from the yard and the cover it offers. No delivery prices: buyers collect from the yard, so
  // its car pages have no delivery calculator (and the build says so).
  vehiclePage: {
    whatsIncluded: [
      'A fresh Victorian roadworthy certificate',
      'A PPSR check: no money owing, not stolen, not written off',
      'An oil and filter change before you pick it up',
    ],
    protectYourCar: [
      'Our 3-month warranty on every car, whatever its age or kilometres',
      'Insurance quotes from a local Sunshine broker before you drive away',
    ],
  },
  // Terms with the privacy policy line (spec 2 section 5). Leads by e-mail and a signed webhook (tenants/_demo-leads.ts).
  leads: { form: { terms: 'required-with-policy' }, ...demoLeadChannels('corner-car-yard', 'Corner Car Yard') },
  analytics: { googleTagManagerId: null, facebookPixelId: null },
  // A used-car yard with no workshop, parts counter or business sales: those platform pages are left out.
  // It stands behind the platform's about-us, buying (14-day money-back policy) and warranty pages.
  pages: {
    off: ['service', 'vehicle-parts-and-accessories', 'parts/search', 'capped-price-servicing', 'roadside-assist', 'fleet'],
    confirmed: ['about-us', 'buying', 'warranty'],
  },
});
