import { z } from 'zod';

/** A catalogue record's fields, as a CSV export may name them differently (`csvColumns`). */
export const PART_FIELDS = ['part_number', 'name', 'description', 'category', 'brand', 'fits', 'price', 'in_stock'] as const;

/**
 * The dealer's parts and accessories catalogue, searched on /parts/search (spec 2 section 2). Optional: without
 * one, /parts/search is the parts enquiry form.
 * @example parts: { catalogue: { source: 'parts.csv', format: 'csv', csvColumns: { part_number: 'Part No' } } }
 */
export const partsConfigSchema = z.strictObject({
  catalogue: z
    .strictObject({
      /** A path relative to the tenant folder, or an absolute path. */
      source: z.string().min(1),
      format: z.enum(['csv', 'json']),
      /** CSV only: our field name -> the export's column header, for columns named differently. */
      csvColumns: z.partialRecord(z.enum(PART_FIELDS), z.string().min(1)).default({}),
      /** The build fails (the live site stays) when more than this share of records is refused. */
      maxRejectedShare: z.number().min(0).max(1).default(0.2),
    })
    .nullable(),
});
export type PartsConfig = z.infer<typeof partsConfigSchema>;
