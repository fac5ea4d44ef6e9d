import { z } from 'zod';

/** A content page's id: its path without the leading slash, e.g. `fleet`, `parts/search`, `pages/home-drive`. */
export const contentPageIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'expected a page id such as "fleet" or "parts/search"');

/**
 * The site's content pages (src/domain/content): the platform's default pages (tenants/_content/pages) plus the
 * tenant's own (tenants/<slug>/content/pages), which override a default of the same id.
 * Default pages whose text makes promises on the dealer's behalf (PROMISE_PAGE_IDS: how it inspects and sells cars,
 * warranty and roadside offers, fleet service) are built only once the dealer has read and confirmed them
 * (`confirmed`), or where the tenant writes its own page of that id.
 * @example pages: { off: ['fleet', 'capped-price-servicing'], confirmed: ['about-us', 'buying', 'warranty'] }
 */
export const pagesConfigSchema = z.strictObject({
  /**
   * Default pages this site does not have. Their links drop out of the menus; any other default menu link
   * without a page fails the build. The privacy policy and terms stay while the forms' terms line links them, and
   * `pages/unsubscribe` always stays (every e-mail to a shopper links it).
   * @example ['service', 'vehicle-parts-and-accessories', 'parts/search']
   */
  off: z.array(contentPageIdSchema).default([]),
  /**
   * Promise pages (PROMISE_PAGE_IDS in src/domain/content/content-set.ts) the dealer has read and stands behind: only
   * these of them are built from the platform's text. None by default; the build names those left out.
   * @example ['about-us', 'buying', 'warranty', 'roadside-assist']
   */
  confirmed: z.array(contentPageIdSchema).default([]),
});
export type PagesConfig = z.infer<typeof pagesConfigSchema>;
