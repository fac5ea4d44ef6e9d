import { z } from 'zod';
import { australianStateSchema, isoDateSchema, linkSchema, slugSchema, timeOfDaySchema } from './common.ts';

/** An 'Open' entry gives both times (a close at or before the open time runs past midnight). */
const openHasTimes = (entry: { status: 'Open' | 'Closed'; open?: string | undefined; close?: string | undefined }, ctx: z.RefinementCtx) => {
  if (entry.status !== 'Open') return;
  for (const key of ['open', 'close'] as const) {
    if (!entry[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'an Open entry needs open and close times, e.g. "08:30"' });
  }
};

/** One weekday's hours. weekday 0 = Sunday ... 6 = Saturday (spec 2 section 3). */
export const openingHourSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    open: timeOfDaySchema.optional(),
    close: timeOfDaySchema.optional(),
    /** Shown instead of "Closed" on sites that take appointments, e.g. "By appointment only". */
    closedText: z.string().optional(),
  })
  .superRefine(openHasTimes);

/** A holiday or special-hours entry for one date; it overrides the weekly hours of its day. */
export const specialHoursSchema = z
  .strictObject({
    date: isoDateSchema,
    status: z.enum(['Open', 'Closed']),
    open: timeOfDaySchema.optional(),
    close: timeOfDaySchema.optional(),
    /** The holiday's name, shown in the holiday-hours dialog, e.g. "Christmas Day". */
    label: z.string().optional(),
  })
  .superRefine(openHasTimes);

export const locationTypeSchema = z.enum(['sales', 'service', 'parts', 'service-and-parts', 'car-buying']);

/** A dealership location (spec 2 section 3, Location). */
export const locationSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: slugSchema,
  primary: z.boolean().default(false),
  location_type: locationTypeSchema,
  dealership_id: z.number().int().positive(),
  dealership_slug: slugSchema,
  visible: z.boolean().default(true),
  manufacturers: z.array(z.string()).default([]),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  /** The location card's header image (shown 150 px high): a path on the site (`/brand/yard.jpg`) or an http(s) URL. */
  image: linkSchema.optional(),
  average_rating: z.number().min(0).max(5).optional(),
  review_count: z.number().int().min(0).optional(),
  address: z.strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    state: australianStateSchema,
    postcode: z.string().regex(/^\d{4}$/, 'expected a 4-digit Australian postcode'),
    lat: z.number().min(-44).max(-9),
    long: z.number().min(112).max(154),
    place_url: linkSchema.optional(),
  }),
  phone: z.string().min(8),
  landline_phone: z.string().optional(),
  opening_hours: z.array(openingHourSchema).default([]),
  /** Separate service-department hours, for dealers that show Sales and Service hours. */
  service_hours: z.array(openingHourSchema).optional(),
  special_hours: z.array(specialHoursSchema).default([]),
});

export type Location = z.infer<typeof locationSchema>;
export type OpeningHour = z.infer<typeof openingHourSchema>;

/** A dealership (rooftop) inside the group. */
export const dealershipSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: slugSchema,
  name: z.string().min(1),
  manufacturers: z.array(z.string()).default([]),
});
export type Dealership = z.infer<typeof dealershipSchema>;
