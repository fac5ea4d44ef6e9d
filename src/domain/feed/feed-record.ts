import { z } from 'zod';
import { flag, linkUrl, optionalNumber, optionalText, requiredText, textList } from './coerce.ts';
import { readFeedVideos } from './feed-videos.ts';

const rawImageSchema = z.union([
  z
    .string()
    .min(1)
    .transform((url) => ({ url, thumbUrl: url, isVideo: false })),
  z
    .object({
      image: z.object({ url: z.string().min(1), thumb: z.object({ url: z.string().min(1) }).nullish() }),
      isVideo: z.boolean().nullish(),
    })
    .transform((entry) => ({ url: entry.image.url, thumbUrl: entry.image.thumb?.url ?? entry.image.url, isVideo: entry.isVideo ?? false })),
]);

const rawLocationSchema = z
  .object({
    id: z.coerce.number().int(),
    name: requiredText,
    slug: requiredText,
    phone: optionalText.optional(),
    address: z
      .object({ street: optionalText.optional(), city: optionalText.optional(), state: optionalText.optional(), postcode: optionalText.optional() })
      .nullish(),
  })
  .nullish();

const rawLenderSchema = z.object({
  paymentWeek: optionalNumber.optional(),
  paymentMonth: optionalNumber.optional(),
  deposit: optionalNumber.optional(),
  balloon: optionalNumber.optional(),
  totalPayable: optionalNumber.optional(),
  interestRate: optionalNumber.optional(),
  comparisonRate: optionalNumber.optional(),
  termYears: optionalNumber.optional(),
  termMonths: optionalNumber.optional(),
  establishmentFees: optionalNumber.optional(),
  disclaimer: optionalText.optional(),
  /** A provider's published comparison-rate range (percent), where it gives one. */
  comparisonRateMin: optionalNumber.optional(),
  comparisonRateMax: optionalNumber.optional(),
});
export type RawLender = z.infer<typeof rawLenderSchema>;

const currentYear = new Date().getUTCFullYear();

/**
 * One stock-feed record in the spec's Car field names (spec 1 section 3, spec 2 section 3).
 * Lenient where feeds differ (numbers as text, 'null' strings), strict where pages depend on it.
 */
export const feedRecordSchema = z.object({
  id: requiredText,
  slug: optionalText.optional(),
  name: optionalText.optional(),
  year: z.coerce
    .number({ error: 'expected a year' })
    .int()
    .min(1900, 'expected a year from 1900')
    .max(currentYear + 2, `expected a year up to ${currentYear + 2}`),
  make: requiredText,
  model: requiredText,
  badge: optionalText.optional(),
  series: optionalText.optional(),
  colour: optionalText.optional(),
  interior_colour: optionalText.optional(),
  stocknum: optionalText.optional(),
  vin: optionalText.optional(),
  nvic: optionalText.optional(),
  regplate: optionalText.optional(),
  km: optionalNumber.refine((km) => km === null || km >= 0, 'expected an odometer reading of 0 km or more').optional(),
  price: optionalNumber.refine((price) => price === null || price >= 0, 'expected a price of 0 or more').optional(),
  before_price: optionalNumber.optional(),
  /** The car's subscription price (spec 1 section 3), for the subscription sort. */
  subscription_price: optionalNumber.refine((price) => price === null || price >= 0, 'expected a price of 0 or more').optional(),
  price_type: optionalText.optional(),
  preorder: flag.optional(),
  car_type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(['new', 'demo', 'used'], { error: 'expected "new", "demo" or "used"' }),
  ),
  status: z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : 'in_stock'), z.string()),
  sold_at: optionalText.optional(),
  reserved: flag.optional(),
  tag: optionalText.optional(),
  certified: flag.optional(),
  created_at: optionalText.optional(),
  created_at_timestamp: optionalNumber.optional(),
  updated_at: optionalText.optional(),
  show_on_dealer_website: z.preprocess((value) => (value === undefined || value === null || value === '' ? true : value), flag).optional(),
  simple_fuel: optionalText.optional(),
  simple_body: optionalText.optional(),
  simple_drive: optionalText.optional(),
  simple_transmission: optionalText.optional(),
  fuel: optionalText.optional(),
  drive: optionalText.optional(),
  trans: optionalText.optional(),
  seats: optionalNumber.optional(),
  doors: optionalNumber.optional(),
  engine_size: optionalNumber.optional(),
  engine_size_litres: optionalNumber.optional(),
  gearnum: optionalNumber.optional(),
  bodyconfiguration: optionalText.optional(),
  build_date: optionalText.optional(),
  compliance_date: optionalText.optional(),
  rego_expiry: optionalText.optional(),
  item_type: optionalText.optional(),
  location_id: optionalNumber.optional(),
  location: rawLocationSchema.optional(),
  dealership_id: optionalNumber.optional(),
  dealership_slug: optionalText.optional(),
  dealership_name: optionalText.optional(),
  city: optionalText.optional(),
  state: optionalText.optional(),
  categories: textList.optional(),
  filtered_features: textList.optional(),
  standardEquipment: textList.optional(),
  images: z
    .preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split('|')
              .map((url) => url.trim())
              .filter(Boolean)
          : (value ?? []),
      z.array(rawImageSchema),
    )
    .optional(),
  primary_image_url: optionalText.optional(),
  video_url: linkUrl.optional(),
  external_video_url: linkUrl.optional(),
  /** More videos of the car (feed-videos.ts): addresses, a `|`-separated cell or `{ url, thumb, title }` objects; bad entries are dropped and reported, never the car. */
  videos: z.unknown().transform(readFeedVideos).optional(),
  spin_images: textList.optional(),
  spin_interior_image: optionalText.optional(),
  hotspots: z.unknown().optional(),
  exteriorHotspotPositions: z.unknown().optional(),
  interiorHotspotPositions: z.unknown().optional(),
  dealercomments: optionalText.optional(),
  variant: z.record(z.string(), z.unknown()).nullish(),
  specifications: z.record(z.string(), z.unknown()).nullish(),
  finance_lenders: z.record(z.string(), rawLenderSchema).nullish(),
  /** A YouX quote the feed already carries (spec 2 section 3): weekly dollars and percent. */
  youxQuote: z
    .object({ weeklyRepaymentAmount: optionalNumber.optional(), advertisedRate: optionalNumber.optional(), comparisonRate: optionalNumber.optional() })
    .nullish(),
  autograb_data: z.object({ state_average_market_price: optionalNumber.optional(), average_market_price: optionalNumber.optional() }).nullish(),
  payment_processors: z.array(z.looseObject({ amount: optionalNumber.optional() })).nullish(),
  /** The car's PPSR / history report file, shown when the tenant has the PPSR Report plugin. */
  file: linkUrl.optional(),
  /** The car's analysis report (a market and condition analysis from the dealer's vendor), shown with the Car Analysis plugin. */
  car_analysis_url: linkUrl.optional(),
});
export type FeedRecord = z.infer<typeof feedRecordSchema>;

/**
 * What a valid record lost to lenient fields (a bad entry among its videos), for the feed report.
 * @example droppedEntries(feedRecordSchema.parse({ ...car, videos: ['ftp://x/a.mp4'] })) // ['videos.0.url: expected a video file ...']
 */
export function droppedEntries(record: FeedRecord): string[] {
  return record.videos?.dropped ?? [];
}
