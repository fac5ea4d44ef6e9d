import type { DeepPartial } from '#src/domain/tenant/merge.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Platform defaults for every tenant. A tenant's `tenant.ts` overrides any part of this:
 * objects merge key by key, arrays are replaced whole.
 */
export const DEFAULT_TENANT = {
  template: 'dealer',
  branding: {
    // No logo: the header shows the tenant's name (see brandingSchema.logo).
    logo: null,
    favicon: '/platform/favicon.svg',
    manufacturer: null,
  },
  theme: {
    colours: {
      primary: '#0b3d91',
      primaryText: '#ffffff',
      accent: '#e4002b',
      background: '#ffffff',
      surface: '#f4f6f9',
      text: '#14181f',
      muted: '#5b6472',
    },
    fonts: { heading: 'system-ui, sans-serif', body: 'system-ui, sans-serif' },
    manufacturerButtonTheme: null,
    radiusPx: 8,
  },
  // A URL feed: at most 100 MB, 30 s and 5 redirects, from public addresses only (feed.allowPrivateNetwork to allow others).
  feed: { csvColumns: {}, maxRejectedShare: 0.2, fetchTimeoutMs: 30_000, maxBytes: 100 * MB, allowPrivateNetwork: false, refreshMinutes: 30 },
  finance: {
    provider: null,
    defaultInterestRatePct: 8.5,
    defaultTermMonths: 60,
    link: '/finance',
    excludedDealershipSlugs: [],
    excludedMakes: ['Suzuki'],
    youxQuotes: false,
    youx: { provider: 'embedded', endpoint: null, advertisedRatePct: null, quotesPerMinute: 120 },
    enquiryModal: false,
    hideInterestRateInput: false,
    hideResidualInput: false,
    interestRateRangePct: [0.5, 15],
    purchasePriceMin: 1000,
    fees: [],
    comparisonRateRangePct: null,
    disclaimer:
      'Finance estimates are a guide only, based on a secured fixed-rate loan over 5 years with no deposit. Fees, charges and lending criteria apply. Approval is subject to the lender. This is not a quote or an offer of credit.',
  },
  // The price gauge's and trade-in estimate's market: the tenant's own used stock (src/domain/finance/README.md, "Price gauge").
  market: { provider: 'embedded', endpoint: null, label: 'national market data (AutoGrab)', pool: null, callsPerMinute: 120 },
  // No number-plate lookup: the trade-in form asks for the make, model and year (src/server/leads/README.md, "Trade-in valuation").
  plateLookup: { provider: 'none', endpoint: null, lookupsPerMinute: 60 },
  search: {
    service: { kind: 'embedded' },
    filters: ['car_type', 'make', 'model', 'simple_body', 'price', 'km', 'year', 'colour', 'simple_transmission', 'simple_fuel', 'simple_drive', 'location_id'],
    sortOptions: ['relevance', 'latest', 'price_desc', 'price_asc'],
    defaultSort: 'relevance',
    defaultFilter: '',
    carFilter: { by: 'age', limit: 0 },
    pageSize: 21,
    soldVisibleDays: 3,
    priceAscendingRequiresPrice: false,
    makesShownBeforeShowAll: 7,
    modelListLimit: 30,
    usedCarVariantPath: false,
    cacheSize: 30,
    scrollToTopOnChange: true,
    cardsPerRow: 3,
    cardVariant: 'standard',
    usedLabel: 'Used',
  },
  specifications: { justArrivedDays: 8 },
  plugins: { autogauge: false, carAnalysis: false, ppsrReport: false },
  features: {
    garage: true,
    favourites: true,
    compare: true,
    phoneMasking: true,
    unmaskedPhoneDealershipSlugs: [],
    videoPosition: 'second',
    fuelLabels: false,
    certifiedOnly: false,
    certifiedBadge: false,
    checkout: {
      enabled: false,
      path: 'checkout',
      defaultDepositCents: 20_000,
      holdHours: 48,
      verify: 'email',
      maxActiveHoldsPerContact: 2,
      reserveHiddenDealershipSlugs: [],
      moneyBackGuarantee: null,
    },
    instantMessage: false,
    instantMessageExcludedDealershipSlugs: [],
    hideTwitterShare: false,
    viewerDefaultsToGallery: false,
    showUnregistered: false,
    phoneByCarType: false,
    announcementBar: true,
    tradeInOnline: true,
    sellMyCarPath: '/sell-my-car',
    printPdf: true,
    offersSubscription: false,
  },
  buttons: {
    vehicleSidebar: ['finance', 'enquire', 'testDrive', 'tradeIn', 'reserve', 'callUsNow', 'carHistoryReport', 'carAnalysis', 'location'],
    customButton: null,
    whatsappNumber: null,
  },
  // No chat or deal provider: no chat buttons and no Click to Deal (src/domain/tenant/schema/providers.ts).
  chat: null,
  deal: null,
  menus: {
    header: [
      { label: 'Home', href: '/' },
      { label: 'Vehicles', dynamic: 'models' },
      { label: 'Our Stock', dynamic: 'stock' },
      { label: 'Offers', href: '/special-offers' },
      {
        label: 'Service and Parts',
        children: [
          { label: 'Book a Service', href: '/service' },
          { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
        ],
      },
      { label: 'Finance', href: '/finance' },
      // Groups (more than one location): the location pages and the dealer locator.
      { label: 'Locations', dynamic: 'locations' },
      {
        label: 'More',
        children: [
          { label: 'Sell My Car', href: '/sell-my-car' },
          { label: 'Fleet', href: '/fleet' },
          { label: 'Careers', href: '/careers' },
          { label: 'About Us', href: '/about-us' },
          { label: 'Contact Us', href: '/contact-us' },
          { label: 'Terms And Conditions', href: '/terms-and-conditions' },
          // The shopper's garage (saved cars and searches): left out where features.garage is off.
          { label: 'My Garage', href: '/my-garage' },
        ],
      },
    ],
    footer: [
      { title: 'Models', items: [{ label: 'Models', dynamic: 'models' }] },
      {
        title: 'Buyer Tools',
        items: [
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Demo Cars', href: '/search/demo-cars' },
          { label: 'Used Cars', href: '/search/used-cars' },
          { label: 'Current Offers', href: '/special-offers' },
          { label: 'Finance', href: '/finance' },
          { label: 'Fleet', href: '/fleet' },
          { label: 'Trade In', href: '/trade-in' },
          { label: 'Test Drive', href: '/book-test-drive' },
        ],
      },
      {
        title: 'Servicing and Parts',
        items: [
          { label: 'Book a Service', href: '/service' },
          { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
        ],
      },
    ],
    openDropdownOnHover: false,
  },
  promoCards: [
    {
      id: 'we-want-your-car',
      title: 'We Want Your Car!',
      lines: ['We buy all types of cars', 'Our high turnover means we can pay more'],
      href: '/trade-in',
      cta: 'Get Your Valuation',
      position: 30,
      carTypes: ['used'],
      shuffle: false,
    },
  ],
  texts: {
    noPrice: 'Enquire for price.',
    newArrival: 'New Arrival',
    callTheDealer: 'Call the dealer',
    dealerCommentsTitle: 'Dealer Comments',
    dealerCommentsPending: 'Dealer comments are pending. Please check back here later.',
    valuationButton: 'Get Your Valuation',
    contactLink: 'Contact Us',
    financeCard: 'Get Finance',
    submitButton: 'Enquire Now',
    formTitle: 'Contact Us',
    soldMessage: "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
    noResults: 'No results found for your search at this time. Please try adjusting the filters for more results.',
    justArrivedTag: 'New',
    soldTag: 'JUST SOLD',
  },
  home: {
    // The home page's sections in order (src/domain/tenant/schema/home.ts); a block without content is left out.
    blocks: ['slider', 'hero', 'banner', 'stats', 'latestStock', 'whyDealer', 'whyBuyFromUs', 'reviews', 'latestPosts', 'locations', 'payments'],
    heroTitle: 'Find your next car',
    heroSubtitle: 'New, demo and used cars in stock now.',
    // The dealer's own promises (selling points, the banner's service and trade-in claims): none until the tenant
    // writes them, and their sections are left out meanwhile (the build names them: src/domain/tenant/dealer-copy.ts).
    whyBuyFromUs: [],
    stats: null,
    slides: [],
    banner: [],
    whyDealer: { title: null, points: [] },
    reviews: null,
  },
  // What comes with a car and the protection products on offer are the dealer's to say: no such sections until it
  // does. Reserve Online's line claims nothing the checkout does not do (the deposit and hold come from features.checkout).
  vehiclePage: {
    whatsIncluded: [],
    protectYourCar: [],
    reserveOnlineText: 'Reserve this car online and we will hold it for you.',
  },
  phones: { overrides: [], newCars: null, usedCars: null },
  analytics: { googleTagManagerId: null, facebookPixelId: null },
  // No channel by default: a tenant names its own recipients. Leads are always stored first.
  leads: {
    email: null,
    adf: null,
    webhook: null,
    routing: [],
    // No additional services to tick on the enquiry forms: which the dealer offers is theirs to say.
    form: { messageRequired: true, phoneRequired: true, postcodeRequired: false, terms: 'optional', leadFormFields: false, additionalServices: [] },
    valuations: false,
    incompleteDeliveryDelayMinutes: 30,
  },
  // No brands directory; makes without a logo of the site's own get the platform's (or a text badge).
  brands: { directory: [], logos: {} },
  // No model catalogue: only franchise dealers have one (tenants/harbour-toyota/models.ts).
  models: [],
  // No delivery calculator and no delivery in the online checkout: the prices are the dealer's, so it writes its own
  // bands (straight-line km from the car's yard) and switches delivery on. Nothing is quoted beyond maxKm.
  delivery: { enabled: false, ratesCents: [], maxKm: 4_500 },
  // Every platform content page (tenants/_content/pages) is on until a tenant switches it off, except the pages that
  // make promises on the dealer's behalf (PROMISE_PAGE_IDS): none of those until the dealer confirms them.
  pages: { off: [], confirmed: [] },
  // Test drives: half-hour slots, one car and salesperson each, from an hour ahead; services: drop-off times until
  // two hours before the workshop closes, three cars a slot, booked a day ahead.
  bookings: {
    maxFutureBookingsPerContact: 3,
    unconfirmedHoldMinutes: 30,
    testDrive: {
      slotMinutes: 30,
      capacityPerSlot: 1,
      minNoticeMinutes: 60,
      daysAhead: 30,
      lastStartBeforeCloseMinutes: 30,
      replacesFinanceTags: ['Test Drive Only'],
    },
    service: {
      slotMinutes: 30,
      capacityPerSlot: 3,
      minNoticeMinutes: 1440,
      daysAhead: 60,
      lastStartBeforeCloseMinutes: 120,
      serviceTypes: [
        'Logbook service',
        'Capped price service',
        'Brakes',
        'Tyres and wheel alignment',
        'Air conditioning',
        'Warning light or diagnosis',
        'Other',
      ],
      externalUrl: null,
    },
  },
  parts: { catalogue: null },
  // Sold cars keep their page (noindex) for 30 days, then answer 410 Gone for a year; builds that add SEO errors
  // are not published; both ad feeds are written.
  seo: {
    soldPageDays: 30,
    goneDays: 365,
    publishGate: 'refuse',
    adFeeds: { google: true, meta: true, storeCodes: {} },
  },
  // The last 5 builds are kept for rollback; a build dropping over 30% of the live vehicle pages waits for an operator.
  publishing: { keepBuilds: 5, maxVehiclePageDropShare: 0.3 },
  images: { service: { provider: 'embedded' }, sourceHosts: [] },
  // Location pages at /contact-us/{slug}, directions in a new tab, holiday hours from 30 days ahead, every location
  // on the contact page and in the home page's carousel, no map service (see location-pages.ts).
  locationPages: { routePrefix: '/contact-us', directionsTarget: 'new-tab', holidayWindowDays: 30, contactBlock: 'all', homeCarousel: 'all', map: null },
  // Shopper accounts: online payment and the garage are behind sign-in everywhere; other gates per tenant.
  accounts: { gatedRoutes: [], alerts: true },
  // What strangers may store, per UTC day and in all, and for how long: far above an honest busy site's day (its leads
  // are a few hundred), low enough that a script cannot fill the database (see src/domain/tenant/schema/budgets.ts).
  budgets: {
    leads: { rowsPerDay: 5_000, bytesPerDay: 100 * MB, totalRows: 2_000_000, totalBytes: 16 * GB, retentionDays: 1_095 },
    cvFiles: { rowsPerDay: 200, bytesPerDay: 500 * MB, totalRows: 20_000, totalBytes: 20 * GB, retentionDays: 365 },
    events: { rowsPerDay: 500_000, bytesPerDay: 250 * MB, totalRows: 100_000_000, totalBytes: 50 * GB, retentionDays: 400 },
    phoneReveals: { rowsPerDay: 100_000, bytesPerDay: 20 * MB, totalRows: 20_000_000, totalBytes: 4 * GB, retentionDays: 400 },
    miscellaneous: { rowsPerDay: 10_000, bytesPerDay: 50 * MB, totalRows: 2_000_000, totalBytes: 4 * GB, retentionDays: 400 },
    carViewsRetentionDays: 400,
  },
} satisfies DeepPartial<TenantConfig>;
