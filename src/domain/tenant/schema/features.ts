import { z } from 'zod';
import { slugSchema } from './common.ts';

/** Buttons a vehicle page's side panel can show (spec 2 section 2). */
export const vehicleButtonSchema = z.enum([
  'CTD',
  'paymentMethods',
  'callUsNow',
  'finance',
  'financeYouX',
  'enquire',
  'testDrive',
  'tradeIn',
  'whatsapp',
  'openAutobot',
  'reserve',
  'onlinePurchase',
  'customButton',
  'carForm',
  'chatWithUs',
  'carHistoryReport',
  'carAnalysis',
  'location',
]);
export type VehicleButton = z.infer<typeof vehicleButtonSchema>;

export const featuresSchema = z.strictObject({
  garage: z.boolean(),
  favourites: z.boolean(),
  compare: z.boolean(),
  /** Mask dealer phone numbers after 5 characters until clicked. */
  phoneMasking: z.boolean(),
  /**
   * Dealerships whose numbers show in full on vehicle pages, without the reveal click.
   * @example ['bayside-subaru']
   */
  unmaskedPhoneDealershipSlugs: z.array(slugSchema),
  /** Where the video slide goes in a vehicle gallery. */
  videoPosition: z.enum(['start', 'second', 'middle', 'end']),
  /** Show Electric / Hybrid / PHEV labels on cards 'when the dealer enables it' (spec 1 section 4): off by default. */
  fuelLabels: z.boolean(),
  certifiedOnly: z.boolean(),
  /** Toyota certified badge on cards (spec 2 section 4). */
  certifiedBadge: z.boolean(),
  checkout: z.strictObject({
    enabled: z.boolean(),
    path: z.enum(['checkout', 'buy-online']),
    /** Deposit shown on reserve buttons when the car has no payment-processor amount. */
    defaultDepositCents: z.number().int().min(0),
    holdHours: z.number().int().min(1),
    /**
     * How a shopper proves the contact a hold is for, when no card payment confirms it (a card deposit the provider
     * confirmed is proof enough, and a signed-in shopper's phone always is): `email` (default) a 6-digit code e-mailed
     * to the address typed, `phone` a code texted to the mobile typed, `sign-in` only signed-in shoppers reserve.
     * Nothing is held, and no confirmation e-mail is sent, until it is proven.
     * @example 'phone'
     */
    verify: z.enum(['email', 'phone', 'sign-in']),
    /**
     * Active holds (pending card payments and held cars) one phone number or e-mail address may have on this site at
     * once; another is refused until one ends. Counted in the database as the hold is taken, so concurrent requests
     * cannot pass it.
     * @example 2
     */
    maxActiveHoldsPerContact: z.number().int().min(1).max(20),
    /**
     * Dealerships whose cars show no Reserve button though checkout is on (spec 2 section 4: "the reserve button
     * may be hidden for one dealer"); instant message and online purchase still follow checkout.
     * @example ['bayside-used-cars']
     */
    reserveHiddenDealershipSlugs: z.array(slugSchema),
    /**
     * A money-back guarantee shown with the reserve terms (spec 1 section 9: "used cars from one dealer carry a
     * 48-hour money-back guarantee"): the car types it covers and, when not empty, only these dealerships' cars.
     * @example { hours: 48, carTypes: ['used'], dealershipSlugs: ['bayside-used-cars'] }
     */
    moneyBackGuarantee: z
      .strictObject({
        hours: z.number().int().min(1).max(720),
        carTypes: z.array(z.enum(['new', 'demo', 'used'])).min(1),
        dealershipSlugs: z.array(slugSchema),
      })
      .nullable(),
  }),
  /** The chat assistant is on: Instant Message replaces Enquire Now where checkout is enabled (spec 2 section 4). */
  instantMessage: z.boolean(),
  /**
   * Dealerships whose cars keep Enquire Now and get no chat buttons even with the chat assistant on.
   * @example ['bayside-used-cars']
   */
  instantMessageExcludedDealershipSlugs: z.array(slugSchema),
  hideTwitterShare: z.boolean(),
  /** Vehicle viewer opens on the gallery tab instead of the spinner. */
  viewerDefaultsToGallery: z.boolean(),
  showUnregistered: z.boolean(),
  /** Choose the phone number by car type (spec 2 section 5). */
  phoneByCarType: z.boolean(),
  announcementBar: z.boolean(),
  tradeInOnline: z.boolean(),
  /**
   * Where the menus' Sell My Car links: '/sell-my-car', or '/sell-your-car', the alternate path one dealer uses (spec 2
   * section 2). Both pages are built on every site and name /trade-in as their canonical page.
   * @example '/sell-your-car'
   */
  sellMyCarPath: z.enum(['/sell-my-car', '/sell-your-car']),
  printPdf: z.boolean(),
  /**
   * The dealer offers cars on subscription (the site config's `offers_subscription`): its similar cars are titled
   * 'Similar {type}s Available' instead of 'In-Stock' (spec 2 section 2). Off by default.
   * @example offersSubscription: true // 'Similar Cars Available'
   */
  offersSubscription: z.boolean(),
});
export type Features = z.infer<typeof featuresSchema>;

export const pluginsSchema = z.strictObject({
  /** The price gauge against the market (used cars only). */
  autogauge: z.boolean(),
  /** The 'Car Analysis' report link on the vehicle page, for cars whose feed record carries `car_analysis_url`. */
  carAnalysis: z.boolean(),
  /** The 'Vehicle History Report' (PPSR) link on the vehicle page, for cars whose feed record carries `file`. */
  ppsrReport: z.boolean(),
});

export const buttonsSchema = z.strictObject({
  vehicleSidebar: z.array(vehicleButtonSchema),
  customButton: z.strictObject({ label: z.string().min(1), href: z.string().min(1) }).nullable(),
  whatsappNumber: z.string().nullable(),
});
