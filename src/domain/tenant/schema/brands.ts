import { z } from 'zod';
import { linkSchema, slugSchema } from './common.ts';

/** The kinds of brand a group's directory lists (spec 1 section 1: car, motorcycle, truck and group brands). */
export const BRAND_KINDS = ['car', 'motorcycle', 'truck', 'group'] as const;

/**
 * A brand in the group's directory (spec 1 section 3, Brand entry: title, slug, logo, banner image, description
 * paragraphs, optional skipPage). Its page is `/{slug}/overview`; with `skipPage` the directory links straight to its
 * search, and with `externalUrl` to the manufacturer's own site.
 * @example { title: 'Toyota', slug: 'toyota', kind: 'car', make: 'Toyota', description: ['Eight Toyota showrooms...'] }
 */
export const brandEntrySchema = z
  .strictObject({
    title: z.string().min(1),
    slug: slugSchema,
    kind: z.enum(BRAND_KINDS),
    /** The make in the feed whose cars and models the brand shows (a manufacturer brand); default none. */
    make: z.string().min(1).optional(),
    /** A group brand's own dealership: its cars are `/search/{dealership slug}`. */
    dealershipSlug: slugSchema.optional(),
    /** The brand's logo; default the brand logo map's for `make` (or a text badge). */
    logo: z.string().min(1).optional(),
    banner: z.strictObject({ url: z.string().min(1), alt: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
    description: z.array(z.string().min(1)),
    skipPage: z.boolean().optional(),
    /** The manufacturer's own site, linked instead of a page (spec 1 section 2: "An external manufacturer site is linked for one brand"). */
    externalUrl: linkSchema.refine((url) => /^https?:\/\//.test(url), 'expected an http(s) URL').optional(),
  })
  .refine((brand) => !brand.skipPage || brand.make || brand.dealershipSlug, {
    message: 'a skipPage brand needs a make or a dealershipSlug to search',
    path: ['skipPage'],
  });
export type BrandEntry = z.infer<typeof brandEntrySchema>;

/**
 * The group's brands directory and the site's brand logo map. `directory` empty: no /brands page (the default).
 * `logos` overrides the platform's logo of a make, keyed by make slug, e.g. `{ toyota: '/brand/brands/toyota.svg' }`.
 */
export const brandsConfigSchema = z.strictObject({
  directory: z.array(brandEntrySchema).refine((list) => new Set(list.map((b) => b.slug)).size === list.length, 'two brands share a slug'),
  logos: z.record(slugSchema, z.string().min(1)),
});
export type BrandsConfig = z.infer<typeof brandsConfigSchema>;
