import { z } from 'zod';

/** A tenant or location slug: lowercase words joined by hyphens, e.g. `bayside-auto-group`. */
export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'expected lowercase letters, digits and hyphens, e.g. "bayside-auto"');

/** A CSS hex colour such as `#0b5fff`. */
export const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a 6-digit hex colour such as "#0b5fff"');

/** A root-relative path (`/finance`) or an absolute http(s) URL. */
export const linkSchema = z
  .string()
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'expected a path starting with "/" or an http(s) URL');

/** Australian states and territories. */
export const australianStateSchema = z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

export const carTypeSchema = z.enum(['new', 'demo', 'used']);
export type CarType = z.infer<typeof carTypeSchema>;

/** A 24-hour time of day, `HH:MM`. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time such as "08:30"');

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();
