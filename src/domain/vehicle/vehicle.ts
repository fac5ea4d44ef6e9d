import { z } from 'zod';

export const vehicleStatusSchema = z.enum(['in_stock', 'coming_soon', 'sold', 'unavailable']);
export type VehicleStatus = z.infer<typeof vehicleStatusSchema>;

export const vehicleImageSchema = z.object({
  url: z.string().min(1),
  thumbUrl: z.string().min(1),
  isVideo: z.boolean(),
});
export type VehicleImage = z.infer<typeof vehicleImageSchema>;

/** One of the car's further videos (the feed's `videos`): its address, the poster the feed gives and its title. */
export const vehicleVideoSchema = z.object({
  url: z.string().min(1),
  posterUrl: z.string().nullable(),
  title: z.string().nullable(),
});
export type VehicleVideo = z.infer<typeof vehicleVideoSchema>;

export const vehicleLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
});

/** Engine and body figures of the car's model variant (spec 1 section 3, Car variant). */
export const vehicleVariantSchema = z.object({
  cylinders: z.number().nullable(),
  engineSizeCc: z.number().nullable(),
  induction: z.string().nullable(),
  fuelConsumptionCombinedLPer100Km: z.number().nullable(),
  fuelCapacityL: z.number().nullable(),
  grossVehicleMassKg: z.number().nullable(),
  lengthMm: z.number().nullable(),
  heightMm: z.number().nullable(),
  widthMm: z.number().nullable(),
  towingCapacityBrakedKg: z.number().nullable(),
  torqueNm: z.number().nullable(),
  ancapRating: z.number().nullable(),
  gearType: z.string().nullable(),
});
export type VehicleVariant = z.infer<typeof vehicleVariantSchema>;

/** Lender figures keyed by provider in the feed (spec 2 section 3, finance_lenders). */
export const lenderInfoSchema = z.object({
  paymentWeekCents: z.number().int().nullable(),
  paymentMonthCents: z.number().int().nullable(),
  depositCents: z.number().int().nullable(),
  balloonCents: z.number().int().nullable(),
  totalPayableCents: z.number().int().nullable(),
  interestRatePct: z.number().nullable(),
  comparisonRatePct: z.number().nullable(),
  termMonths: z.number().int().nullable(),
  establishmentFeeCents: z.number().int().nullable(),
  disclaimer: z.string().nullable(),
  /** The provider's published comparison-rate range [lowest, highest] in percent, where it gives one. */
  comparisonRateRangePct: z.tuple([z.number(), z.number()]).nullable().optional(),
});
export type LenderInfo = z.infer<typeof lenderInfoSchema>;

/**
 * A car in stock, as every page and module reads it: normalised from any feed format.
 * Money is in integer cents; distances in km; dates as ISO strings.
 */
export const vehicleSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
  year: z.number().int(),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().nullable(),
  series: z.string().nullable(),
  colour: z.string().nullable(),
  interiorColour: z.string().nullable(),
  stockNumber: z.string().nullable(),
  vin: z.string().nullable(),
  nvic: z.string().nullable(),
  regoPlate: z.string().nullable(),
  km: z.number().int().min(0).nullable(),
  priceCents: z.number().int().min(0),
  beforePriceCents: z.number().int().min(0).nullable(),
  /** The feed's `subscription_price`, for the subscription sort (off unless a tenant lists `subscription_asc`). */
  subscriptionPriceCents: z.number().int().min(0).nullable(),
  priceType: z.string().nullable(),
  preorder: z.boolean(),
  carType: z.enum(['new', 'demo', 'used']),
  status: vehicleStatusSchema,
  reserved: z.boolean(),
  tag: z.string().nullable(),
  certified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  showOnDealerWebsite: z.boolean(),
  simpleBody: z.string().nullable(),
  simpleFuel: z.string().nullable(),
  simpleDrive: z.string().nullable(),
  simpleTransmission: z.string().nullable(),
  fuel: z.string().nullable(),
  drive: z.string().nullable(),
  transmission: z.string().nullable(),
  seats: z.number().int().nullable(),
  doors: z.number().int().nullable(),
  engineSizeCc: z.number().nullable(),
  engineSizeLitres: z.number().nullable(),
  gearCount: z.number().int().nullable(),
  bodyConfiguration: z.string().nullable(),
  buildDate: z.string().nullable(),
  complianceDate: z.string().nullable(),
  regoExpiry: z.string().nullable(),
  itemType: z.string().nullable(),
  locationId: z.number().int().nullable(),
  location: vehicleLocationSchema.nullable(),
  dealershipId: z.number().int().nullable(),
  dealershipSlug: z.string().nullable(),
  dealershipName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  categories: z.array(z.string()),
  features: z.array(z.string()),
  standardEquipment: z.array(z.string()),
  images: z.array(vehicleImageSchema),
  videoUrl: z.string().nullable(),
  externalVideoUrl: z.string().nullable(),
  /** The feed's `videos`, each a video videoSource() reads, none the same as videoUrl or externalVideoUrl; older snapshots lack it. */
  videos: z.array(vehicleVideoSchema).optional(),
  spinImages: z.array(z.string()),
  spinInteriorImage: z.string().nullable(),
  hotspots: z.unknown().nullable(),
  dealerComments: z.string(),
  variant: vehicleVariantSchema.nullable(),
  caravanSpecifications: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  financeLenders: z.record(z.string(), lenderInfoSchema),
  /** A YouX quote carried by the feed (spec 2 section 3); without one the page asks /api/youx/quote when the tenant has the flag. */
  youxQuote: z.object({ weeklyCents: z.number().int(), advertisedRatePct: z.number(), comparisonRatePct: z.number() }).nullable().optional(),
  reserveDepositCents: z.number().int().nullable(),
  historyReportUrl: z.string().nullable(),
  /** The car's analysis report, linked when the tenant has the Car Analysis plugin (spec 2 section 6); older snapshots lack it. */
  carAnalysisUrl: z.string().nullable().default(null),
  stateAverageMarketPriceCents: z.number().int().nullable(),
  averageMarketPriceCents: z.number().int().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
