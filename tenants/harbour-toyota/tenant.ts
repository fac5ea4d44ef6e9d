import { defineTenant } from '#src/domain/tenant/define-tenant.ts';
import { DEMO_STOCK_DATE, demoPhotoFeedSettings } from '../_demo-feed.ts';
import { demoLeadChannels } from '../_demo-leads.ts';
import { demoMarketSettings } from '../_demo-market.ts';
import { HARBOUR_TOYOTA_MODELS } from './models.ts';
import { CHRISTMAS_CLOSURES, PARTS_HOURS, SALES_HOURS, SERVICE_HOURS } from '../_opening-hours.ts';

// Demo tenant: a single-franchise Toyota dealer (the "brand" template) selling new, demo and
// Toyota Certified Pre-Owned cars from one Newcastle sales yard, with separate service and parts sites.

const DEALERSHIP = { id: 1, slug: 'harbour-toyota', name: 'Harbour Toyota', manufacturers: ['Toyota'] };
const shared = { dealership_id: DEALERSHIP.id, dealership_slug: DEALERSHIP.slug, manufacturers: ['Toyota'], special_hours: CHRISTMAS_CLOSURES };

export default defineTenant({
  slug: 'harbour-toyota',
  name: 'Harbour Toyota',
  url: 'https://www.harbourtoyota.com.au',
  template: 'brand',
  // Certified used cars come with their PPSR history report, and a price gauge from market data.
  plugins: { ppsrReport: true, autogauge: true },
  // Market data and a number-plate lookup from the demo's stand-in service (tenants/_demo-market.ts): the used cars'
  // price gauge and the trade-in estimate come from market data, and a shopper's rego alone finds the car.
  ...demoMarketSettings(),
  branding: {
    logo: { url: '/brand/logo.svg', alt: 'Harbour Toyota', width: 200, height: 56 },
    favicon: '/brand/favicon.svg',
    manufacturer: { name: 'Toyota', slug: 'toyota' },
  },
  theme: {
    colours: {
      primary: '#eb0a1e',
      primaryText: '#ffffff',
      accent: '#111111',
      background: '#ffffff',
      surface: '#f4f4f4',
      text: '#111111',
      muted: '#58595b',
    },
    fonts: { heading: "'Helvetica Neue', Arial, sans-serif", body: "'Helvetica Neue', Arial, sans-serif" },
    manufacturerButtonTheme: 'toyota',
    radiusPx: 2,
  },
  dealerships: [DEALERSHIP],
  locations: [
    {
      ...shared,
      id: 11,
      name: 'Harbour Toyota Newcastle West',
      slug: 'harbour-toyota-newcastle-west',
      primary: true,
      location_type: 'sales',
      // The yard buys cars outright as well as taking trade-ins: its card reads 'Sales and Car Buying'.
      location_subtype: ['buying'],
      dealer_license_number: 'MD058213',
      average_rating: 4.7,
      review_count: 1284,
      address: { street: '846 Hunter Street', city: 'Newcastle West', state: 'NSW', postcode: '2302', lat: -32.9262, long: 151.7593 },
      phone: '(02) 5550 4180',
      image: '/brand/newcastle-west-showroom.svg',
      opening_hours: SALES_HOURS,
      service_hours: SERVICE_HOURS,
    },
    {
      ...shared,
      id: 12,
      name: 'Harbour Toyota Service Centre',
      slug: 'harbour-toyota-service-centre',
      location_type: 'service',
      motor_vehicle_repairer: 'MVRL47215',
      // The service centre's own reviews: the rating and count on its card, and the page lists these (4 stars or more).
      reviews: {
        average_rating: 4.6,
        count: 932,
        reviews: [
          { author: 'Megan T.', rating: 5, date: '2026-11-17', text: 'Logbook service on the Corolla done by lunchtime, and they washed it too.' },
          { author: 'Graham P.', rating: 4, date: '2026-11-09', text: 'Courtesy car was ready when I dropped the HiLux off. A bit of a wait at pick-up.' },
          { author: 'Sam K.', rating: 3, date: '2026-11-02', text: 'Good work on the brakes, but the quote went up on the day.' },
        ],
      },
      // A place ID (a made-up one in Google's format): 'Get Directions' names the place, with the point beside it.
      address: {
        street: '31 Lambton Road',
        city: 'Broadmeadow',
        state: 'NSW',
        postcode: '2292',
        lat: -32.923,
        long: 151.734,
        place_id: 'ChIJu7HarbourToyotaSvc01',
      },
      phone: '(02) 5550 4181',
      opening_hours: SERVICE_HOURS,
    },
    {
      ...shared,
      id: 13,
      name: 'Harbour Toyota Parts',
      slug: 'harbour-toyota-parts',
      location_type: 'parts',
      motor_vehicle_repairer: 'MVRL47215',
      average_rating: 4.5,
      review_count: 211,
      address: { street: '25 Railway Street', city: 'Wickham', state: 'NSW', postcode: '2293', lat: -32.92, long: 151.757 },
      phone: '(02) 5550 4182',
      opening_hours: PARTS_HOURS,
    },
  ],
  feed: {
    source: '../../.data/demo/feeds/harbour-toyota.json',
    format: 'json',
    mediaDir: '../../.data/demo/media',
    asOf: DEMO_STOCK_DATE,
    ...demoPhotoFeedSettings(),
  },
  finance: {
    provider: 'Manual',
    defaultInterestRatePct: 7.99,
    // Shown with the finance disclaimer (an ACMA number set aside for fiction).
    disclaimerPhone: '1300 975 707',
    // YouX quotes on vehicle pages, answered by the platform's embedded provider at 7.99% with the fees below.
    youxQuotes: true,
    // The dealer's fee list (spec 2 section 9); the comparison rate counts each fee by its kind (regulation 100).
    fees: [
      { label: 'Establishment fee', kind: 'establishment', amountCents: 39_500 },
      { label: 'Vehicle security registration', kind: 'security-registration', amountCents: 600 },
      { label: 'Account administration fee', kind: 'monthly-administration', amountCents: 800 },
      { label: 'Dealer agency fee', kind: 'dealer-agency', amountCents: 91_225 },
    ],
  },
  search: {
    filters: ['car_type', 'model', 'certified', 'simple_body', 'price', 'km', 'year', 'colour', 'simple_fuel', 'simple_drive', 'badge'],
  },
  features: { certifiedBadge: true, fuelLabels: true },
  // The franchise's new-car range: /models, a page per model and the Vehicles menu by body (./models.ts).
  models: HARBOUR_TOYOTA_MODELS,
  promoCards: [
    {
      id: 'toyota-certified-pre-owned',
      title: 'Toyota Certified Pre-Owned',
      lines: ['Up to 5 years old and under 100,000 km', '12-month roadside assistance included'],
      href: '/search/used-cars?certified=true',
      cta: 'Browse Certified Cars',
      position: 6,
      carTypes: ['used'],
      shuffle: false,
    },
  ],
  home: {
    blocks: ['slider', 'banner', 'latestStock', 'whyDealer', 'reviews', 'whyBuyFromUs', 'latestPosts', 'locations', 'payments'],
    slides: [
      {
        id: 'hilux-runout',
        name: 'HiLux runout: drive away from $54,990',
        description: 'SR5 double cabs in stock now, with a free towbar on every runout HiLux.',
        url: '/search/new-cars/toyota/hilux',
        cta: 'Shop HiLux',
        start: '2026-11-01',
        expiry: '2026-12-31',
        image: { desktop: '/brand/slides/hilux-runout.svg', mobile: '/brand/slides/hilux-runout-mobile.svg', alt: 'A white HiLux ute on a beach track' },
      },
      {
        id: 'rav4-hybrid',
        name: 'RAV4 Hybrid: demonstrators ready to drive',
        description: 'Low-kilometre RAV4 Hybrid demos with the balance of the new-car warranty.',
        url: '/search/demo-cars',
        cta: 'See the demos',
        image: { desktop: '/brand/slides/rav4-hybrid.svg', mobile: '/brand/slides/rav4-hybrid-mobile.svg', alt: 'A red RAV4 Hybrid in the city' },
      },
      {
        id: 'certified-pre-owned',
        name: 'Toyota Certified Pre-Owned',
        description: 'Under 5 years old and 100,000 km, inspected and backed by Toyota.',
        url: '/search/used-cars?certified=true',
        cta: 'Browse certified cars',
        image: { desktop: '/brand/slides/certified-pre-owned.svg', mobile: '/brand/slides/certified-pre-owned-mobile.svg', alt: 'A silver Corolla hatch' },
      },
    ],
    // The three tiles under the slider, in the dealer's words.
    banner: [
      { title: 'Latest Offers', text: 'HiLux runout pricing and RAV4 Hybrid demonstrators, while they last.', href: '/special-offers', cta: 'See the offers' },
      {
        title: 'Book a Service',
        text: 'Toyota Service Advantage capped prices at our Broadmeadow service centre.',
        href: '/service',
        cta: 'Book a service',
      },
      {
        title: 'Sell Your Car',
        text: 'Any make, any age: value it online, and we confirm the offer when we see it.',
        href: '/sell-my-car',
        cta: 'Value my car',
      },
    ],
    whyDealer: {
      title: null,
      points: [
        { title: 'Factory-trained technicians', text: 'Our service centre in Broadmeadow is Toyota-certified for petrol, diesel and hybrid.' },
        { title: 'Every model on the lot', text: 'From Yaris Cross to LandCruiser 70, test drive the model you want the day you visit.' },
        { title: 'Serving the Hunter since 1978', text: 'Three generations of Newcastle families have bought their Toyotas from us.' },
      ],
    },
    // Reviews from a file beside this one (the shape of src/domain/home/reviews.ts).
    reviews: { source: 'file', file: 'reviews.json' },
    heroTitle: 'Newcastle’s home of Toyota',
    heroSubtitle: 'New Toyotas, demonstrators and Toyota Certified Pre-Owned cars, serviced by factory-trained technicians.',
    whyBuyFromUs: ['Genuine Toyota servicing on site', 'Toyota Certified Pre-Owned program', 'Capped price servicing on new Toyotas'],
    stats: null,
  },
  // The vehicle page's What's Included and Protect Your Car: what this franchise gives and sells with its cars.
  vehiclePage: {
    whatsIncluded: [
      'New Toyotas: the 5-year, unlimited-kilometre Toyota warranty',
      'Certified Pre-Owned: a 160-point inspection, a PPSR check and 12 months of roadside assistance',
      'A full tank of fuel and a detail before you collect it',
      'A handover that sets up the myToyota Connect app on your phone',
    ],
    protectYourCar: [
      'Toyota Genuine paint and fabric protection, applied in our Broadmeadow workshop',
      'Toyota Genuine towbars, canopies and weathershields, fitted before you collect the car',
      'Toyota Insurance quotes, comprehensive or third party, arranged at the showroom',
    ],
  },
  // Delivery from Newcastle West: a small charge across the Hunter, then Sydney and the Central Coast, then the rest
  // of NSW and south-east Queensland; further than 1,000 km, shoppers are asked to call.
  delivery: {
    enabled: true,
    ratesCents: [
      { upToKm: 60, cents: 4_900 },
      { upToKm: 200, cents: 29_900 },
      { upToKm: 1_000, cents: 79_900 },
    ],
    maxKm: 1_000,
  },
  // Leads by e-mail and a signed webhook (targets from the environment: tenants/_demo-leads.ts). The enquiry forms ask
  // which of the dealership's own extras the shopper would like to hear about (additional_services).
  leads: {
    ...demoLeadChannels('harbour-toyota', 'Harbour Toyota'),
    // Each trade-in valuation is saved too (spec 2 section 7: POST /api/miscellaneous, certain sites only).
    valuations: true,
    form: { additionalServices: ['Finance', 'Trade-in appraisal', 'Genuine accessories', 'Extended warranty', 'Capped price servicing'] },
  },
  analytics: { googleTagManagerId: null, facebookPixelId: null },
  // The parts counter's catalogue of genuine parts and accessories, searched on /parts/search. The export names its
  // part number column its own way; one record in it has no part number and is refused (listed by the build).
  parts: { catalogue: { source: 'parts.csv', format: 'csv', csvColumns: { part_number: 'Part No' } } },
  // An interactive map on the location pages, on request: OpenStreetMap's standard tiles need no key (a provider
  // that issues one takes `key` and a {key} in the URL).
  locationPages: {
    map: {
      kind: 'raster-tiles',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: 'OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
      zoom: 16,
    },
  },
  // The YouX demo: personalised finance quotes are for signed-in shoppers (spec 2 section 6).
  accounts: { gatedRoutes: ['personalised-finance'] },
  // Harbour Toyota stands behind every platform page that speaks for it (Toyota's capped price servicing included).
  pages: { confirmed: ['about-us', 'buying', 'warranty', 'roadside-assist', 'capped-price-servicing', 'fleet'] },
});
