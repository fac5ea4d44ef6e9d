import { z } from 'zod';
import { BY_MAKE, MANUFACTURER_BUTTON_THEMES } from '../../brands/button-themes.ts';
import { carTypeSchema, hexColourSchema, isoDateSchema, linkSchema, slugSchema } from './common.ts';

export const themeSchema = z.strictObject({
  colours: z.strictObject({
    primary: hexColourSchema,
    primaryText: hexColourSchema,
    accent: hexColourSchema,
    background: hexColourSchema,
    surface: hexColourSchema,
    text: hexColourSchema,
    muted: hexColourSchema,
  }),
  fonts: z.strictObject({ heading: z.string().min(1), body: z.string().min(1) }),
  /**
   * Manufacturer button colour themes (src/domain/brands/button-themes.ts) on brand and model pages and on cars of
   * that make: a make slug for a franchise ("toyota": Toyota pages and cars only), "by-make" for a multi-franchise
   * group (each make in its own), null for the tenant's colours everywhere.
   * @example 'toyota'
   */
  manufacturerButtonTheme: z
    .string()
    .refine(
      (value) => value === BY_MAKE || value in MANUFACTURER_BUTTON_THEMES,
      `expected "${BY_MAKE}" or one of ${Object.keys(MANUFACTURER_BUTTON_THEMES).join(', ')}`,
    )
    .nullable(),
  radiusPx: z.number().int().min(0).max(32),
});

/**
 * A menu entry: a link, a dropdown of links, or a list the build fills in: `models` and `stock` from the stock,
 * `locations` with the location pages and the dealer locator (for a tenant with more than one location; none else).
 */
export type MenuItem = { label: string; href?: string; dynamic?: 'models' | 'stock' | 'locations'; children?: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.strictObject({
    label: z.string().min(1),
    href: linkSchema.optional(),
    dynamic: z.enum(['models', 'stock', 'locations']).optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);
export const menusSchema = z.strictObject({
  header: z.array(menuItemSchema),
  footer: z.array(z.strictObject({ title: z.string().min(1), items: z.array(menuItemSchema) })),
  openDropdownOnHover: z.boolean(),
});

/** A promotional card inserted among search results (spec 1 section 4). */
export const promoCardSchema = z.strictObject({
  id: slugSchema,
  title: z.string().min(1),
  lines: z.array(z.string()),
  href: linkSchema,
  cta: z.string().min(1),
  start: isoDateSchema.optional(),
  expiry: isoDateSchema.optional(),
  /** Result index (or indexes) where the card goes. */
  position: z.union([z.number().int().min(0), z.array(z.number().int().min(0))]),
  carTypes: z.array(carTypeSchema),
  shuffle: z.boolean(),
});
export type PromoCard = z.infer<typeof promoCardSchema>;

/** Default texts (spec 2 section 9) and the messages of both specs. */
export const textsSchema = z.strictObject({
  noPrice: z.string(),
  newArrival: z.string(),
  callTheDealer: z.string(),
  dealerCommentsTitle: z.string(),
  dealerCommentsPending: z.string(),
  valuationButton: z.string(),
  contactLink: z.string(),
  financeCard: z.string(),
  submitButton: z.string(),
  formTitle: z.string(),
  soldMessage: z.string(),
  noResults: z.string(),
  justArrivedTag: z.string(),
  soldTag: z.string(),
});

/**
 * Copy for the vehicle page's sections (spec 1 section 2: What's Included, Protect Your Car): the dealer's own
 * promises, none by default; an empty list is no section (src/domain/tenant/dealer-copy.ts).
 * @example { whatsIncluded: ['A fresh roadworthy certificate'], protectYourCar: ['Paint protection'] }
 */
export const vehiclePageContentSchema = z.strictObject({
  whatsIncluded: z.array(z.string().min(1)),
  protectYourCar: z.array(z.string().min(1)),
  /** Shown in Reserve Online; the deposit and hold hours come from features.checkout. */
  reserveOnlineText: z.string(),
});

export const phonesSchema = z.strictObject({
  /** Number overrides per dealership and optionally car type (spec 2 section 5). */
  overrides: z.array(z.strictObject({ dealershipSlug: slugSchema, carType: carTypeSchema.optional(), phone: z.string().min(8) })),
  newCars: z.string().nullable(),
  usedCars: z.string().nullable(),
});

/** Tag Manager container and Meta pixel ids: their snippets (src/domain/analytics/tag-snippets.ts) write them into inline scripts. */
export const GOOGLE_TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;
export const FACEBOOK_PIXEL_ID = /^\d+$/;

export const analyticsSchema = z.strictObject({
  googleTagManagerId: z.string().regex(GOOGLE_TAG_MANAGER_ID).nullable(),
  facebookPixelId: z.string().regex(FACEBOOK_PIXEL_ID).nullable(),
});

export const brandingSchema = z.strictObject({
  /**
   * The dealer's logo, served from its assets (`/brand/logo.svg`). Null (the default): the header shows the dealer's
   * name as a text wordmark in its colours, so a new tenant is branded with its own name, never a placeholder.
   * @example { url: '/brand/logo.svg', alt: 'Acme Motors', width: 200, height: 56 }
   */
  logo: z.strictObject({ url: z.string().min(1), alt: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
  favicon: z.string().min(1),
  manufacturer: z.strictObject({ name: z.string().min(1), slug: slugSchema }).nullable(),
});
