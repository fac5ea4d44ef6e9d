import { z } from 'zod';

/** The vehicle ad feeds written with each publish (see src/domain/seo/ad-feeds/). */
export const adFeedsConfigSchema = z.strictObject({
  /**
   * Google Merchant Center vehicle ads feed at `/feeds/google-vehicle-ads.tsv`: passenger cars and utes in stock
   * with a price, a VIN and a photo.
   * @example true
   */
  google: z.boolean(),
  /**
   * Meta (Facebook, Instagram) automotive catalogue feed at `/feeds/meta-automotive-catalogue.tsv`: every vehicle
   * type Meta takes (cars, motorcycles, caravans and campers) in stock with a price, a VIN and a photo.
   * @example true
   */
  meta: z.boolean(),
  /**
   * Store codes by location slug, as the dealer's Google Business Profile names its yards (Google's `store_code`).
   * A location without one uses its slug.
   * @example { 'acme-motors-geelong': 'ACME-GEE' }
   */
  storeCodes: z.record(z.string(), z.string().min(1).max(64)),
});

/** What search engines get, and the checks a build must pass before it replaces the live site. */
export const seoConfigSchema = z.strictObject({
  /**
   * Days a sold car's page stays up after its sale, marked `noindex`, with the recently-sold message and similar
   * cars; after that its address answers 410 Gone with similar stock. At least `search.soldVisibleDays`, so search
   * never lists a car whose page is gone.
   * @example 30
   */
  soldPageDays: z.number().int().min(0).max(365),
  /**
   * Days a gone car's address keeps answering 410 Gone (with similar stock) after its page came down; after that
   * it is an ordinary 404.
   * @example 365
   */
  goneDays: z.number().int().min(1).max(3650),
  /**
   * The publish step audits each build (`npm run audit:seo`): `refuse` keeps the live site when the build has SEO
   * errors the live site does not; `warn` publishes it and reports them.
   * @example 'refuse'
   */
  publishGate: z.enum(['refuse', 'warn']),
  adFeeds: adFeedsConfigSchema,
});
export type SeoConfig = z.infer<typeof seoConfigSchema>;

/** Cross-field rules of the seo settings, run by the tenant schema's superRefine. */
export function checkSeoConfig(
  tenant: { seo: SeoConfig; search: { soldVisibleDays: number }; locations: ReadonlyArray<{ slug: string }> },
  ctx: z.RefinementCtx,
): void {
  if (tenant.seo.soldPageDays < tenant.search.soldVisibleDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['seo', 'soldPageDays'],
      message: `must be at least search.soldVisibleDays (${tenant.search.soldVisibleDays}): search lists sold cars that long`,
    });
  }
  for (const slug of Object.keys(tenant.seo.adFeeds.storeCodes)) {
    if (!tenant.locations.some((location) => location.slug === slug)) {
      ctx.addIssue({ code: 'custom', path: ['seo', 'adFeeds', 'storeCodes', slug], message: `no location with slug "${slug}"` });
    }
  }
}
