import { z } from 'zod';

/**
 * One band of the delivery rate table: cars travelling at most `upToKm` (straight line from the car's yard to
 * the shopper's postcode) cost `cents` to deliver.
 * @example { upToKm: 200, cents: 29_900 } // $299 for 51-200 km when the band before ends at 50 km
 */
export const deliveryRateSchema = z.strictObject({
  upToKm: z.number().positive(),
  cents: z.number().int().min(0),
});

/**
 * The vehicle page's delivery calculator (spec 1 sections 2 and 4). Estimates come from the tenant's own rate
 * table, not a remote service: the first band whose `upToKm` covers the distance sets the price; a postcode
 * further than `maxKm` (or past the last band) gets the spec's "Sorry, we can't provide an estimate" answer.
 * Bands must be in ascending `upToKm` order. The prices are the dealer's: the platform sets none and leaves
 * delivery off (no calculator, pickup only in the online checkout) until a tenant writes its table and switches
 * it on.
 * @example delivery: { enabled: true, ratesCents: [{ upToKm: 100, cents: 0 }, { upToKm: 1000, cents: 79_900 }], maxKm: 1000 }
 */
export const deliveryConfigSchema = z
  .strictObject({
    /** Show the delivery calculator on vehicle pages of available cars, and offer delivery in the online checkout. */
    enabled: z.boolean(),
    /** The dealer's own price bands; needed when `enabled`. */
    ratesCents: z.array(deliveryRateSchema),
    /** No estimate beyond this straight-line distance, in km. */
    maxKm: z.number().positive(),
  })
  .superRefine((delivery, ctx) => {
    if (delivery.enabled && delivery.ratesCents.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['ratesCents'], message: "delivery is enabled without prices: list the dealer's rate bands" });
    }
    delivery.ratesCents.forEach((rate, index) => {
      if (index > 0 && rate.upToKm <= delivery.ratesCents[index - 1]!.upToKm) {
        ctx.addIssue({ code: 'custom', path: ['ratesCents', index, 'upToKm'], message: 'bands must be in ascending upToKm order' });
      }
    });
  });
export type DeliveryConfig = z.infer<typeof deliveryConfigSchema>;
