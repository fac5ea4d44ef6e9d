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
});
export type FeedConfig = z.infer<typeof feedConfigSchema>;
