import { z } from 'zod';

/** Where a site keeps its location pages (spec 2 section 2): `/contact-us/{slug}`, or `/our-location/{slug}`, `/locations/{slug}`. */
export const locationRoutePrefixSchema = z.enum(['/contact-us', '/our-location', '/locations']);
export type LocationRoutePrefix = z.infer<typeof locationRoutePrefixSchema>;

/**
 * Which locations a contact block shows (spec 2 section 2): the primary one, one department (`service` also takes
 * service-and-parts locations and sales yards with their own service hours; `parts` takes service-and-parts;
 * `service-and-parts` takes every service or parts location), all of them, or one location by id.
 * @example 'sales'
 * @example 12 // only location 12
 */
export const locationBlockFilterSchema = z.union([z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']), z.number().int().positive()]);
export type LocationBlockFilter = z.infer<typeof locationBlockFilterSchema>;

/**
 * An interactive map on the location pages, loaded only when the shopper asks for it (Leaflet over raster tiles).
 * `tileUrl` is the provider's tile template; `{key}` in it is replaced by `key`, a browser key the provider issues
 * for this site (it ships in the page, as every map key does: restrict it to the site's domain at the provider). A
 * location's own `address.map_key` replaces `key` on that location's map.
 * @example { kind: 'raster-tiles', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: 'OpenStreetMap contributors', attributionUrl: 'https://www.openstreetmap.org/copyright' }
 * @example { kind: 'raster-tiles', tileUrl: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}', key: 'AbC123', attribution: 'MapTiler, OpenStreetMap contributors' }
 */
export const locationMapSchema = z.strictObject({
  kind: z.literal('raster-tiles'),
  tileUrl: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'expected an http(s) tile URL')
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'expected {z}, {x} and {y} in the tile URL'),
  key: z.string().min(1).optional(),
  /** The provider's attribution, shown on the map after a copyright sign (plain text: it is escaped). */
  attribution: z.string().min(1),
  /** Where the attribution links to (the provider's copyright page). */
  attributionUrl: z.url({ protocol: /^https?$/ }).optional(),
  maxZoom: z.number().int().min(1).max(22).default(18),
  /** The zoom a location's map opens at. */
  zoom: z.number().int().min(1).max(22).default(15),
});
export type LocationMapConfig = z.infer<typeof locationMapSchema>;

/**
 * Location pages, the dealer locator and the location cards (spec 2 sections 2, 4 and 9).
 * @example locationPages: { routePrefix: '/our-location', directionsTarget: 'same-tab', holidayWindowDays: 21 }
 */
export const locationPagesSchema = z.strictObject({
  /** The path under which each location's page is built: `/contact-us` (default), `/our-location` or `/locations`. */
  routePrefix: locationRoutePrefixSchema,
  /** 'Get Directions' opens the map in a new tab (default) or the same tab. */
  directionsTarget: z.enum(['new-tab', 'same-tab']),
  /**
   * Holiday hours show (the button and its dialog) when a special-hours entry falls on today or one of the next
   * `holidayWindowDays` days, in the location's own time zone. The spec leaves the window out; 30 days lets
   * shoppers see Christmas closures from late November.
   */
  holidayWindowDays: z.number().int().min(1).max(366),
  /** The contact page's location cards. */
  contactBlock: locationBlockFilterSchema,
  /** The home page's 'Our Locations' carousel. */
  homeCarousel: locationBlockFilterSchema,
  /** An interactive map on request (null: the static card with the address and directions). */
  map: locationMapSchema.nullable(),
});
export type LocationPagesConfig = z.infer<typeof locationPagesSchema>;

/** A block filter naming a location id must name one of the tenant's locations. */
export function checkLocationBlocks(tenant: { locations: readonly { id: number }[]; locationPages: LocationPagesConfig }, ctx: z.RefinementCtx): void {
  for (const key of ['contactBlock', 'homeCarousel'] as const) {
    const filter = tenant.locationPages[key];
    if (typeof filter === 'number' && !tenant.locations.some((location) => location.id === filter)) {
      ctx.addIssue({ code: 'custom', path: ['locationPages', key], message: `no location with id ${filter}` });
    }
  }
}
