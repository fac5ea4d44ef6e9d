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
  /**
   * URL prefixes replaced throughout the feed's text before it is read: for an image host that moved, or the demo
   * image host on another port. Each key is replaced by its value, longest key first.
   * @example rewriteUrls: { 'http://old-photos.example/': 'https://photos.example/' }
   */
  rewriteUrls: z.record(z.url({ protocol: /^https?$/ }), z.url({ protocol: /^https?$/ })).default({}),
  /**
   * Origins besides https ones that the feed's photos and videos load from (pages allow https images already): an
   * http image host, such as the demo's on 127.0.0.1. Added to the pages' img-src and media-src.
   * @example mediaOrigins: ['http://127.0.0.1:4390']
   */
  mediaOrigins: z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)).default([]),
  /** Keep the last good snapshot when more than this share of records is rejected. */
  maxRejectedShare: z.number().min(0).max(1).default(0.2),
  /** The longest a URL feed's fetch may take, redirects and body included. */
  fetchTimeoutMs: z.number().int().min(1000).max(120_000).default(30_000),
  /**
   * The largest feed accepted, in bytes (a URL feed's declared or counted body, a file's size): a bigger one is refused
   * and the last good stock kept. The 5,000-car demo feed is about 24 MB.
   * @example maxBytes: 200 * 1024 * 1024
   */
  maxBytes: z
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(100 * 1024 * 1024),
  /**
   * Allow a URL feed (and each redirect it follows) on a private, loopback, link-local or otherwise internal address
   * (10.x, 192.168.x, 127.x, 169.254.x, fc00::/7, ::1, ...). Off: such an address is refused before any connection, so a
   * feed URL cannot reach the platform's own network. Turn it on only for a feed served on the dealer's own network
   * the platform shares, or a local test server.
   * @example allowPrivateNetwork: true
   */
  allowPrivateNetwork: z.boolean().default(false),
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
