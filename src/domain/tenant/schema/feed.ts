import { z } from 'zod';

/**
 * Where a tenant's stock feed comes from.
 * @example { source: 'feed.json', format: 'json' }
 * @example { source: 'https://feeds.example.com/acme.csv', format: 'csv', csvColumns: { price: 'Retail Price' } }
 */
export const feedConfigSchema = z.strictObject({
  /** A path relative to the tenant folder, an absolute path, or an http(s) URL. */
  source: z.string().min(1),
  format: z.enum(['json', 'csv']),
  /** CSV only: our Car field name -> the feed's column header, for columns named differently. */
  csvColumns: z.record(z.string(), z.string()).default({}),
  /** A folder of images the feed refers to as `/media/...`; copied into the built site. */
  mediaDir: z.string().optional(),
  /** Keep the last good snapshot when more than this share of records is rejected. */
  maxRejectedShare: z.number().min(0).max(1).default(0.2),
  fetchTimeoutMs: z.number().int().min(1000).max(120_000).default(30_000),
  /**
   * How often the server pulls the feed (src/server/feed-schedule.ts): a changed feed rebuilds the site at once, an
   * unchanged one once a day so date-based states move on. null: only the stock webhook and manual builds rebuild it.
   */
  refreshMinutes: z
    .number({ error: 'expected a number of minutes from 5 to 1440, or null' })
    .int()
    .min(5, 'expected at least 5 minutes: a big site takes a while to build')
    .max(1440, 'expected at most 1440 minutes (a day)')
    .nullable()
    .default(30),
  /**
   * The moment the stock is dated at, for a feed that describes a fixed day (the demo feeds): sold-car windows and
   * 'just arrived' tags count from it instead of the fetch time, so the site looks the same whatever day it is
   * built. null (the default): the fetch time, as for every live dealer feed.
   */
  asOf: z.iso.datetime({ offset: true, error: 'expected an ISO date-time such as 2026-11-20T00:00:00Z' }).nullable().default(null),
});
export type FeedConfig = z.infer<typeof feedConfigSchema>;
