import { z } from 'zod';

/** Filter attributes a tenant can show, named after the Car fields (spec 2 section 2 default filters). */
export const searchFilterSchema = z.enum([
  'car_type',
  'make',
  'model',
  'simple_body',
  'colour',
  'simple_transmission',
  'km',
  'price',
  'simple_fuel',
  'simple_drive',
  'year',
  'location_id',
  'certified',
  'badge',
  'series',
  'tag',
  'categories',
  'seats',
]);
export type SearchFilter = z.infer<typeof searchFilterSchema>;

export const sortOptionSchema = z.enum(['relevance', 'latest', 'price_desc', 'price_asc', 'km_asc', 'subscription_asc']);
export type SortOption = z.infer<typeof sortOptionSchema>;

/**
 * The buttons a search-result card shows (spec 2 section 2): `standard` Explore Vehicle, Quick Enquiry and Reserve
 * This Car {deposit}; the other variants say Reserve Now {deposit} with `enquiry` Enquiry, `enquire-now` Enquire Now.
 */
export const cardVariantSchema = z.enum(['standard', 'enquiry', 'enquire-now']);
export type CardVariant = z.infer<typeof cardVariantSchema>;

/** Hosted search service. Without it, the embedded engine serves a prebuilt per-tenant index. */
export const searchServiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('embedded') }),
  z.strictObject({
    kind: z.literal('algolia'),
    appId: z.string().min(1),
    /** Search-only key: safe to ship to browsers. The admin key comes from the environment, never config. */
    searchApiKey: z.string().min(1),
    indexName: z.string().min(1),
  }),
]);

export const searchConfigSchema = z.strictObject({
  service: searchServiceSchema,
  /** Filters shown, in this order. */
  filters: z.array(searchFilterSchema),
  sortOptions: z.array(sortOptionSchema).min(1),
  defaultSort: sortOptionSchema,
  /** Extra Algolia filter expression ANDed to every search, e.g. `price > 1000`. */
  defaultFilter: z.string(),
  /**
   * The dealer's car filter helper (spec 1 section 9: "a helper built from a number 0 to 14 limiting stock by age or
   * image count"), ANDed to every search with `defaultFilter`: `{ by: 'age', limit: n }` lists cars at most n model
   * years old (model year at least this year, Brisbane time, minus n); `{ by: 'photos', limit: n }` lists cars with
   * at least n photos. `limit: 0` limits nothing (the default).
   * @example carFilter: { by: 'age', limit: 7 } // 2019 and newer in 2026
   */
  carFilter: z.strictObject({ by: z.enum(['age', 'photos']), limit: z.number().int().min(0).max(14) }),
  pageSize: z.number().int().min(1).max(100),
  /** Sold cars stay visible in search for this many days (spec 2 section 9). */
  soldVisibleDays: z.number().int().min(0).max(60),
  /** For price-ascending sorts, hide cars without a price. */
  priceAscendingRequiresPrice: z.boolean(),
  makesShownBeforeShowAll: z.number().int().min(1).max(50),
  modelListLimit: z.number().int().min(1).max(100),
  /** Use `/used-car/{car type}/` search paths (one tenant's variant). */
  usedCarVariantPath: z.boolean(),
  /** Results cache entries kept by the search island. */
  cacheSize: z.number().int().min(1).max(500),
  scrollToTopOnChange: z.boolean(),
  /** Cards per row on large screens: 3, or 4 for the group variant. */
  cardsPerRow: z.union([z.literal(3), z.literal(4)]),
  /**
   * The card variant: which labels the enquiry and reserve buttons carry (see `cardVariantSchema`).
   * @example cardVariant: 'enquire-now' // Enquire Now and Reserve Now $200
   */
  cardVariant: cardVariantSchema,
  /** Display "used" as "Pre-Owned". */
  usedLabel: z.string().min(1),
});
export type SearchConfig = z.infer<typeof searchConfigSchema>;
