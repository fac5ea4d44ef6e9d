import { z } from 'zod';
import { reviewSchema } from '../../home/reviews.ts';
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
export type LocationType = z.infer<typeof locationTypeSchema>;

/** What a location does besides its type (spec 2 section 3: "may include buying"): `buying`, it buys cars from the public. */
export const locationSubtypeSchema = z.enum(['buying']);

/**
 * The location's own reviews (spec 2 section 3, `reviews`): the overall rating and count over all its reviews, and
 * some of them to show (the location page lists those of 4 stars or more, at most 12). Where a location has both
 * this and `average_rating` / `review_count`, this wins: it is the summary that comes with the reviews themselves.
 * @example { average_rating: 4.6, count: 932, reviews: [{ author: 'Megan T.', rating: 5, text: 'In and out in an hour.', date: '2026-11-12' }] }
 */
export const locationReviewsSchema = z.strictObject({
  average_rating: z.number().min(0).max(5),
  count: z.number().int().min(0),
  reviews: z.array(reviewSchema).default([]),
});

/** A dealership location (spec 2 section 3, Location). */
export const locationSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: slugSchema,
  primary: z.boolean().default(false),
  /**
   * What the location is. Empty ('' or null, as the platform sends for a location without a department, such as a
   * group's head office) reads as null: the card shows no type, the location is in no department's block or
   * selector (only 'all', 'primary' or its id show it), sorts after parts, its enquiry form starts on 'General
   * Enquiry' and its JSON-LD is a plain AutomotiveBusiness.
   * @example 'service-and-parts'
   * @example '' // no department
   */
  location_type: z.union([locationTypeSchema, z.literal(''), z.null()]).transform((type): LocationType | null => type || null),
  /**
   * What else the location does (spec 2 section 3): `['buying']` for a yard that also buys cars, shown on its card
   * ('Sales and Car Buying').
   * @example ['buying']
   */
  location_subtype: z.array(locationSubtypeSchema).default([]),
  dealership_id: z.number().int().positive(),
  dealership_slug: slugSchema,
  visible: z.boolean().default(true),
  manufacturers: z.array(z.string()).default([]),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  /** The location card's header image (shown 150 px high): a path on the site (`/brand/yard.jpg`) or an http(s) URL. */
  image: linkSchema.optional(),
  /** The star rating and review count on its card and in its JSON-LD, unless `reviews` gives them (that wins). */
  average_rating: z.number().min(0).max(5).optional(),
  review_count: z.number().int().min(0).optional(),
  reviews: locationReviewsSchema.optional(),
  address: z.strictObject({
    street: z.string().min(1),
    city: z.string().min(1),
    state: australianStateSchema,
    postcode: z.string().regex(/^\d{4}$/, 'expected a 4-digit Australian postcode'),
    lat: z.number().min(-44).max(-9),
    long: z.number().min(112).max(154),
    /** The dealer's own map link: 'Get Directions' goes here when given. */
    place_url: linkSchema.optional(),
    /**
     * The location's Google place ID. Without a `place_url`, 'Get Directions' names the place as the destination
     * (`destination_place_id`, with the point as well) and the JSON-LD's `hasMap` is its place page.
     * @example 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA'
     */
    place_id: z
      .string()
      .regex(/^[\w-]{10,}$/, 'expected a Google place ID, e.g. "ChIJ2eUgeAK6j4ARbn5u_wAGqWA"')
      .optional(),
    /**
     * The map provider's browser key for this location's map, filling `{key}` in `locationPages.map.tileUrl` instead
     * of the map's own `key` (a dealership with its own account at the provider).
     * @example 'AbC123'
     */
    map_key: z.string().min(1).optional(),
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
