import { defineTenant } from '#src/domain/tenant/define-tenant.ts';
import { DEMO_STOCK_DATE, demoPhotoFeedSettings } from '../_demo-feed.ts';
import { demoLeadChannels } from '../_demo-leads.ts';
import { CHRISTMAS_CLOSURES, RECREATIONAL_HOURS, SERVICE_HOURS } from '../_opening-hours.ts';

// Demo tenant: a recreational dealer (the "recreational" template) with a caravan and camper yard and a
// motorcycle showroom on the same stretch of Morayfield Road. Search is led by category, not make.

export const OUTBACK_DEALERSHIPS = [
  {
    id: 1,
    slug: 'outback-caravans',
    name: 'Outback Caravans',
    manufacturers: ['Jayco', 'New Age', 'Lotus Caravans', 'Zone RV', 'Crusader', 'Lifestyle Camper Trailers', 'MDC', 'Patriot Campers'],
  },
  {
    id: 2,
    slug: 'outback-motorcycles',
    name: 'Outback Motorcycles',
    manufacturers: ['Honda', 'Yamaha', 'Kawasaki', 'KTM', 'Suzuki'],
  },
];

export default defineTenant({
  slug: 'outback-caravans-and-motorcycles',
  name: 'Outback Caravans & Motorcycles',
  url: 'https://www.outbackcaravans.com.au',
  template: 'recreational',
  branding: {
    logo: { url: '/brand/logo.svg', alt: 'Outback Caravans & Motorcycles', width: 240, height: 60 },
    favicon: '/brand/favicon.svg',
  },
  theme: {
    colours: {
      primary: '#b4531f',
      primaryText: '#ffffff',
      accent: '#2f5d3a',
      background: '#fffaf3',
      surface: '#f5ede1',
      text: '#2b2118',
      muted: '#6f6253',
    },
    fonts: { heading: "Georgia, 'Times New Roman', serif", body: 'system-ui, sans-serif' },
    radiusPx: 12,
  },
  dealerships: OUTBACK_DEALERSHIPS,
  locations: [
    {
      id: 21,
      name: 'Outback Caravans Caboolture',
      slug: 'outback-caravans-caboolture',
      primary: true,
      location_type: 'sales',
      dealership_id: 1,
      dealership_slug: 'outback-caravans',
      manufacturers: OUTBACK_DEALERSHIPS[0]!.manufacturers,
      dealer_license_number: '3312874',
      average_rating: 4.6,
      review_count: 418,
      address: { street: '112 Morayfield Road', city: 'Caboolture South', state: 'QLD', postcode: '4510', lat: -27.086, long: 152.951 },
      phone: '(07) 5550 2210',
      opening_hours: RECREATIONAL_HOURS,
      special_hours: CHRISTMAS_CLOSURES,
    },
    {
      id: 22,
      name: 'Outback Motorcycles Morayfield',
      slug: 'outback-motorcycles-morayfield',
      location_type: 'sales',
      dealership_id: 2,
      dealership_slug: 'outback-motorcycles',
      manufacturers: OUTBACK_DEALERSHIPS[1]!.manufacturers,
      dealer_license_number: '3312875',
      average_rating: 4.8,
      review_count: 263,
      address: { street: '268 Morayfield Road', city: 'Morayfield', state: 'QLD', postcode: '4506', lat: -27.108, long: 152.949 },
      phone: '(07) 5550 2230',
      opening_hours: RECREATIONAL_HOURS,
      // The bike workshop takes services on weekdays.
      service_hours: SERVICE_HOURS,
      special_hours: CHRISTMAS_CLOSURES,
    },
  ],
  feed: {
    source: '../../.data/demo/feeds/outback-caravans-and-motorcycles.json',
    format: 'json',
    mediaDir: '../../.data/demo/media',
    asOf: DEMO_STOCK_DATE,
    ...demoPhotoFeedSettings(),
  },
  finance: { provider: '360 Finance', defaultInterestRatePct: 9.49, defaultTermMonths: 84, comparisonRateRangePct: [8.38, 19.42] },
  search: {
    filters: ['categories', 'car_type', 'make', 'model', 'price', 'year', 'km', 'location_id'],
    sortOptions: ['latest', 'price_asc', 'price_desc'],
    defaultSort: 'latest',
  },
  promoCards: [],
  texts: { noPrice: 'Call for price' },
  home: {
    blocks: ['slider', 'hero', 'banner', 'latestStock', 'whyBuyFromUs', 'reviews', 'latestPosts', 'locations', 'payments'],
    slides: [
      {
        id: 'caravan-show',
        name: 'Caravan show prices, all month',
        description: 'Show specials on Jayco, New Age and Zone RV vans in the yard now.',
        url: '/search/new-cars',
        cta: 'See new vans',
        image: { desktop: '/brand/slides/caravan-show.svg', mobile: '/brand/slides/caravan-show-mobile.svg', alt: 'A white caravan in the outback' },
      },
      {
        id: 'adventure-bikes',
        name: 'Adventure bikes, ready to ride away',
        description: 'Tenere, Africa Twin and 890 Adventure: test ride one on Saturday.',
        url: '/search/used-cars',
        cta: 'Find a bike',
        image: { desktop: '/brand/slides/adventure-bikes.svg', mobile: '/brand/slides/adventure-bikes-mobile.svg', alt: 'An orange adventure motorcycle' },
      },
    ],
    banner: [
      { title: 'Latest Offers', text: 'Show specials and runout vans and bikes.', href: '/special-offers', cta: 'See the offers' },
      { title: 'Book a Service', text: 'Caravan and motorcycle servicing by qualified mechanics.', href: '/service', cta: 'Book a service' },
      { title: 'Sell Your Van or Bike', text: 'An instant offer in 2 minutes.', href: '/sell-my-car', cta: 'Get an offer' },
    ],
    reviews: {
      source: 'tenant',
      averageRating: 4.7,
      count: 681,
      reviews: [
        { author: 'Shane M.', rating: 5, date: '2026-11-17', text: 'Walkthrough of our new Jayco took two hours and covered everything.' },
        { author: 'Kylie B.', rating: 5, date: '2026-11-02', text: 'Traded the old camper on a Zone RV. Fair deal.' },
        { author: 'Dev P.', rating: 4, date: '2026-10-12', text: 'Great advice on my first adventure bike.' },
      ],
    },
    heroTitle: 'Caravans, campers and motorcycles for the open road',
    heroSubtitle: 'Family vans, off-road campers and adventure bikes, ready to tow or ride away.',
    whyBuyFromUs: ['Every van handed over with a full walkthrough', 'Bike servicing by qualified mechanics', 'Finance on caravans over 7 years'],
    stats: null,
  },
  // What comes with a van or a bike, and the cover sold with them.
  vehiclePage: {
    whatsIncluded: [
      'Vans: a pre-delivery check of gas, 12-volt, brakes and wheel bearings',
      'A two-hour handover at the Caboolture yard, hitching and levelling included',
      'Bikes: a pre-delivery service and a full tank',
      'A Queensland safety certificate on every registered van and bike',
    ],
    protectYourCar: [
      'Extended warranty on new Jayco and New Age vans',
      'Agreed-value caravan and motorcycle insurance quotes',
      'Ceramic protection for van walls and bike tanks',
    ],
  },
  // Vans delivered on the dealer's own truck around south-east Queensland and up the coast; bikes too.
  delivery: {
    enabled: true,
    ratesCents: [
      { upToKm: 150, cents: 45_000 },
      { upToKm: 600, cents: 120_000 },
    ],
    maxKm: 600,
  },
  // The tenant lead form: postcode and terms required, comments optional, contact method, finance and trade-in
  // questions (spec 2 sections 3 and 5). Leads by e-mail and a signed webhook (tenants/_demo-leads.ts).
  leads: {
    form: { messageRequired: false, postcodeRequired: true, terms: 'required', leadFormFields: true },
    ...demoLeadChannels('outback-caravans-and-motorcycles', 'Outback Caravans & Motorcycles'),
  },
  analytics: { googleTagManagerId: null, facebookPixelId: null },
  // No capped price servicing (caravans and bikes) and no business fleet sales.
  // It stands behind the platform's about-us, buying, warranty and roadside pages.
  pages: { off: ['capped-price-servicing', 'fleet'], confirmed: ['about-us', 'buying', 'warranty', 'roadside-assist'] },
  // This dealer's location pages live at /our-location/{slug} (spec 2 section 2); /contact-us/{slug} links answer 301.
  // Directions open in the same tab.
  locationPages: { routePrefix: '/our-location', directionsTarget: 'same-tab' },
});
