import { z } from 'zod';

const hostnameSchema = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/,
    'a lower-case host name (optionally :port), no scheme or path',
  );

/**
 * Which image service makes the sizes and formats of the site's photos (src/domain/media/image-cdn.ts).
 * `embedded` is the platform's own (`/_img/...`, resized on request by the server); the others are image CDNs a dealer
 * may already pay for, each fetching the photo from its own address:
 * - imgix: a Web Folder or Web Proxy source, `domain` its host (`dealer.imgix.net`);
 * - Cloudinary: remote fetch delivery, `cloudName` the account's cloud name;
 * - Cloudflare Images: transformations by URL on a zone with them enabled, `zone` the host (`www.dealer.example`).
 * A CDN is asked for `quality` (default 75, spec 2 section 7); the embedded service has its own per format.
 * @example service: { provider: 'cloudinary', cloudName: 'demo' }
 */
/** The quality a CDN is asked for, 1 to 100: spec 2 section 7's default is 75. */
const qualitySchema = z.number().int().min(1).max(100).optional();

export const imageServiceSchema = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('embedded') }),
  z.strictObject({ provider: z.literal('imgix'), domain: hostnameSchema, quality: qualitySchema }),
  z.strictObject({
    provider: z.literal('cloudinary'),
    cloudName: z.string().regex(/^[a-z0-9_-]{1,64}$/i, 'a Cloudinary cloud name'),
    quality: qualitySchema,
  }),
  z.strictObject({ provider: z.literal('cloudflare'), zone: hostnameSchema, quality: qualitySchema }),
]);
export type ImageServiceConfig = z.infer<typeof imageServiceSchema>;

/**
 * The site's photos: the service that sizes them, and the hosts besides the feed's own photo hosts the embedded service
 * may fetch from (a dealer whose feed links photos on one host that redirect to another does not need this).
 * @example images: { service: { provider: 'embedded' }, sourceHosts: ['photos.dealer.example'] }
 */
export const imagesConfigSchema = z.strictObject({
  service: imageServiceSchema,
  sourceHosts: z.array(hostnameSchema).max(20),
});
export type ImagesConfig = z.infer<typeof imagesConfigSchema>;
