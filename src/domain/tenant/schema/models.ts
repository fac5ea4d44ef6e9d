import { z } from 'zod';
import { linkSchema, slugSchema } from './common.ts';

/** An image the site serves, with its drawn size (so pages reserve its space). */
export const modelImageSchema = z.strictObject({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * A grade of a model with its from-price (spec 2 section 3, Model), e.g. RAV4 GX from $41,990 drive away.
 * @example { name: 'GX', fromPriceCents: 4_199_000, priceType: 'Drive Away', engine: '2.5L 4-cylinder hybrid', transmission: 'CVT', fuel: 'Hybrid', highlights: ['8-inch touchscreen'] }
 */
export const modelVariantSchema = z.strictObject({
  name: z.string().min(1),
  fromPriceCents: z.number().int().positive(),
  /** As the price is quoted: 'Drive Away', or 'MRLP' (before on-road costs). */
  priceType: z.string().min(1),
  engine: z.string().min(1),
  transmission: z.string().min(1),
  fuel: z.string().min(1),
  highlights: z.array(z.string().min(1)),
});

/** A genuine accessory for a model (its /{model slug}/accessories page). */
export const modelAccessorySchema = z.strictObject({
  name: z.string().min(1),
  description: z.string(),
  priceCents: z.number().int().positive(),
  partNumber: z.string().min(1).optional(),
});

/**
 * A model in the dealer's new-car range (spec 2 section 3, Model: name, slug, override_url, image, accessories count,
 * manufacturer_body). Its page is `/{slug}`; `overrideUrl` sends its card elsewhere instead.
 */
export const catalogueModelSchema = z.strictObject({
  name: z.string().min(1),
  slug: slugSchema,
  make: z.string().min(1),
  /** The model's name in the stock feed, for its cars in stock (e.g. 'LandCruiser 300'). */
  searchModel: z.string().min(1),
  /** The body it is listed under, as the feed's simple_body writes it ('SUV', 'Hatch', 'Ute'). */
  body: z.string().min(1),
  overrideUrl: linkSchema.optional(),
  tagline: z.string().min(1),
  description: z.array(z.string().min(1)),
  image: modelImageSchema,
  gallery: z.array(modelImageSchema),
  keySpecs: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })),
  variants: z.array(modelVariantSchema).min(1, 'a model needs at least one variant with its from-price'),
  accessories: z.array(modelAccessorySchema),
});
export type CatalogueModel = z.infer<typeof catalogueModelSchema>;

/**
 * A franchise dealer's model catalogue: its new models, each with a page. Empty (the default): no model pages, and
 * the header's Vehicles menu lists the makes in stock.
 */
export const modelCatalogueSchema = z.array(catalogueModelSchema).superRefine((models, ctx) => {
  const seen = new Set<string>();
  models.forEach((model, index) => {
    if (seen.has(model.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `another model already has the slug "${model.slug}"` });
    seen.add(model.slug);
  });
});
