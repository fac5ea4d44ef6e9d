import { z } from 'zod';
import { reviewsSummarySchema } from '../../home/reviews.ts';
import { isoDateSchema, linkSchema, slugSchema } from './common.ts';

/**
 * The home page's blocks, each a section the tenant switches on by listing it in `home.blocks`, in the order listed.
 * `locations` is the 'Our Locations' carousel of location cards (its cards chosen by `locationPages.homeCarousel`) and
 * `latestPosts` the newest blog cards (left out while the site has no posts).
 */
export const HOME_BLOCKS = [
  'slider',
  'hero',
  'banner',
  'stats',
  'latestStock',
  'salesCounter',
  'whyDealer',
  'whyBuyFromUs',
  'reviews',
  'latestPosts',
  'locations',
  'payments',
] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

/**
 * A promotion slide (spec 2 section 3, Slide: id, name, description, url, hide_overlay), shown from its start date
 * through its expiry date (Brisbane dates, as promo cards). Images: desktop 1920 x 540 and a mobile art-directed
 * 1080 x 1920 (spec 2 section 9).
 * @example { id: 'hilux-runout', name: 'HiLux runout', description: 'Drive away from $54,990', url: '/hilux', cta: 'See the HiLux', image: { desktop: '/brand/slides/hilux.svg', mobile: '/brand/slides/hilux-mobile.svg', alt: 'A white HiLux' } }
 */
export const slideSchema = z
  .strictObject({
    id: slugSchema,
    /** The slide's heading. */
    name: z.string().min(1),
    description: z.string(),
    /** Where the slide leads; null for a slide that only informs. */
    url: linkSchema.nullable(),
    /** The link's text. */
    cta: z.string().min(1),
    /** True when the image carries its own words: no heading or text laid over it (they stay for screen readers). */
    hideOverlay: z.boolean().optional(),
    image: z.strictObject({ desktop: z.string().min(1), mobile: z.string().min(1), alt: z.string() }),
    start: isoDateSchema.optional(),
    expiry: isoDateSchema.optional(),
  })
  .refine((slide) => !slide.start || !slide.expiry || slide.start <= slide.expiry, { message: 'must not be before start', path: ['expiry'] });
export type Slide = z.infer<typeof slideSchema>;

/** One of the three-item banner's tiles (spec 1 section 2: latest offers, book a service, sell your car). */
export const bannerItemSchema = z.strictObject({ title: z.string().min(1), text: z.string(), href: linkSchema, cta: z.string().min(1) });

/**
 * Where the reviews section's reviews come from: the tenant's own data, a JSON file in the tenant's folder (the same
 * shape), or Google Places (Place Details, with GOOGLE_PLACES_API_KEY from the environment); null: no section.
 * @example { source: 'file', file: 'reviews.json' }
 */
export const reviewsSourceSchema = z
  .discriminatedUnion('source', [
    z.strictObject({ source: z.literal('tenant'), ...reviewsSummarySchema.shape }),
    z.strictObject({
      source: z.literal('file'),
      file: z.string().regex(/^[\w.-]+\.json$/, 'expected a .json file name in the tenant folder, e.g. "reviews.json"'),
    }),
    z.strictObject({ source: z.literal('google-places'), placeId: z.string().min(10) }),
  ])
  .nullable();
export type ReviewsSource = z.infer<typeof reviewsSourceSchema>;

export const homeContentSchema = z.strictObject({
  /** The blocks shown, in order; a block not listed is off. Each block also needs its content (no slides: no slider). */
  blocks: z.array(z.enum(HOME_BLOCKS)).refine((blocks) => new Set(blocks).size === blocks.length, 'lists a block twice'),
  heroTitle: z.string().min(1),
  heroSubtitle: z.string(),
  /** 'Why Buy From Us?' on the home page and car pages: the dealer's own points, none by default. */
  whyBuyFromUs: z.array(z.string().min(1)),
  /** The group stats banner (spec 1 section 1: 50+ locations, 40+ brands, 30+ years established). */
  stats: z.strictObject({ locations: z.string(), brands: z.string(), years: z.string() }).nullable(),
  slides: z.array(slideSchema),
  /** Up to three tiles, the dealer's own (none by default); a tile whose page the site does not build is left out. */
  banner: z.array(bannerItemSchema).max(3),
  /** 'Why {dealer}?': the dealer's own points (none by default); the title defaults to the tenant's name in it. */
  whyDealer: z.strictObject({ title: z.string().min(1).nullable(), points: z.array(z.strictObject({ title: z.string().min(1), text: z.string() })) }),
  reviews: reviewsSourceSchema,
});
export type HomeContent = z.infer<typeof homeContentSchema>;
