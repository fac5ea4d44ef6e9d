import { defineTenant } from '#src/domain/tenant/define-tenant.ts';
import { DEMO_STOCK_DATE } from '../_demo-feed.ts';
import { demoLeadChannels } from '../_demo-leads.ts';
import { CHRISTMAS_CLOSURES, RECREATIONAL_HOURS } from '../_opening-hours.ts';

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
      address: { street: '112 Morayfield Road', city: 'Caboolture South', state: 'QLD', postcode: '4510', lat: -27.0860, long: 152.9510 },
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
      address: { street: '268 Morayfield Road', city: 'Morayfield', state: 'QLD', postcode: '4506', lat: -27.1080, long: 152.9490 },
      phone: '(07) 5550 2230',
      opening_hours: RECREATIONAL_HOURS,
      special_hours: CHRISTMAS_CLOSURES,
    },
  ],
  feed: { source: '../../.data/demo/feeds/outback-caravans-and-motorcycles.json', format: 'json', mediaDir: '../../.data/demo/media', asOf: DEMO_STOCK_DATE },
  finance: { provider: '360 Finance', defaultInterestRatePct: 9.49, defaultTermMonths: 84, comparisonRateRangePct: [8.38, 19.42] },
  search: {
    filters: ['categories', 'car_type', 'make', 'model', 'price', 'year', 'km', 'location_id'],
    sortOptions: ['latest', 'price_asc', 'price_desc'],
    defaultSort: 'latest',
  },
  promoCards: [],
  texts: { noPrice: 'Call for price' },
  home: {
    heroTitle: 'Caravans, campers and motorcycles for the open road',
    heroSubtitle: 'Family vans, off-road campers and adventure bikes, ready to tow or ride away.',
    whyBuyFromUs: ['Every van handed over with a full walkthrough', 'Bike servicing by qualified mechanics', 'Finance on caravans over 7 years'],
    stats: null,
  },
  // The tenant lead form: postcode and terms required, comments optional, contact method, finance and trade-in
  // questions (spec 2 sections 3 and 5). Leads by e-mail and a signed webhook (tenants/_demo-leads.ts).
  leads: { form: { messageRequired: false, postcodeRequired: true, terms: 'required', leadFormFields: true }, ...demoLeadChannels('outback-caravans-and-motorcycles', 'Outback Caravans & Motorcycles') },
  analytics: { googleTagManagerId: null, facebookPixelId: null },
  // This dealer's location pages live at /our-location/{slug} (spec 2 section 2); /contact-us/{slug} links answer 301.
  // Directions open in the same tab.
  locationPages: { routePrefix: '/our-location', directionsTarget: 'same-tab' },
});
