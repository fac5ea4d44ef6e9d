import { z } from 'zod';

/**
 * How a tenant's builds are published (scripts/lib/build/publish.ts) and kept.
 * @example publishing: { keepBuilds: 10, maxVehiclePageDropShare: 0.5 }
 */
export const publishingConfigSchema = z.strictObject({
  /**
   * Builds kept per tenant, the live one among them, for `npm run rollback`. Older ones are deleted after each
   * publish; a build waiting for an operator (see below) is kept until it is published or older than these.
   * @example keepBuilds: 5
   */
  keepBuilds: z.number().int().min(2).max(50),
  /**
   * A build that would remove more than this share of the live site's vehicle pages (a feed that lost most of its
   * cars) is not published until an operator confirms it with `npm run publish -- --tenant <slug> --build <id>`.
   * 1 publishes every build.
   * @example maxVehiclePageDropShare: 0.3 // 30%
   */
  maxVehiclePageDropShare: z.number().min(0).max(1),
});
export type PublishingConfig = z.infer<typeof publishingConfigSchema>;
