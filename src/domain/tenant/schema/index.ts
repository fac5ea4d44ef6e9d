import { z } from 'zod';
import { brandsConfigSchema } from './brands.ts';
import { accountsConfigSchema } from './accounts.ts';
import { budgetsConfigSchema } from './budgets.ts';
import { slugSchema } from './common.ts';
import { analyticsSchema, brandingSchema, menusSchema, phonesSchema, promoCardSchema, textsSchema, themeSchema, vehiclePageContentSchema } from './content.ts';
import { deliveryConfigSchema } from './delivery.ts';
import { buttonsSchema, featuresSchema, pluginsSchema } from './features.ts';
import { feedConfigSchema } from './feed.ts';
import { imagesConfigSchema } from './images.ts';
import { homeContentSchema } from './home.ts';
import { financeConfigSchema } from './finance.ts';
import { leadsConfigSchema } from './leads.ts';
import { marketSettingsSchema } from './market.ts';
import { plateLookupSettingsSchema } from './plate-lookup.ts';
import { dealershipSchema, locationSchema } from './location.ts';
import { publishingConfigSchema } from './publishing.ts';
import { modelCatalogueSchema } from './models.ts';
import { checkLocationBlocks, locationPagesSchema } from './location-pages.ts';
import { searchConfigSchema } from './search.ts';
import { pagesConfigSchema } from './pages.ts';
import { chatProviderSchema, dealProviderSchema } from './providers.ts';
import { bookingsConfigSchema } from './bookings.ts';
import { partsConfigSchema } from './parts.ts';
import { checkSeoConfig, seoConfigSchema } from './seo.ts';

/**
 * A dealer group's full configuration: platform defaults merged with its overrides, then parsed here once.
 * Unknown keys are errors, so a typo in a tenant file is reported rather than ignored.
 */
export const tenantConfigSchema = z
  .strictObject({
    slug: slugSchema,
    name: z.string().min(1),
    /** The public site address; canonical URLs and sitemaps are built from it. */
    url: z.url({ protocol: /^https?$/ }),
    /** Layout variant: `group` shows 4 cards a row and the group stats banner. */
    template: z.enum(['dealer', 'group', 'brand', 'recreational', 'yard']),
    branding: brandingSchema,
    theme: themeSchema,
    dealerships: z.array(dealershipSchema).min(1),
    locations: z.array(locationSchema).min(1),
    feed: feedConfigSchema,
    finance: financeConfigSchema,
    market: marketSettingsSchema,
    /** The trade-in form's number-plate lookup (see plate-lookup.ts); `none` asks the shopper for make, model and year. */
    plateLookup: plateLookupSettingsSchema,
    search: searchConfigSchema,
    specifications: z.strictObject({ justArrivedDays: z.number().int().min(0).max(90) }),
    plugins: pluginsSchema,
    features: featuresSchema,
    buttons: buttonsSchema,
    /**
     * The dealer's live chat behind Instant Message, Chat With Us and openAutobot (see providers.ts); null: no chat
     * buttons. The chat assistant must also be on (`features.instantMessage`).
     * @example chat: { provider: 'livechat', license: 12345678 }
     */
    chat: chatProviderSchema.nullable(),
    /**
     * The dealer's deal tool behind Click to Deal (see providers.ts); null: no Click to Deal button.
     * @example deal: { provider: 'custom', script: 'https://widgets.dealtool.example/loader.js', open: 'DealTool.open' }
     */
    deal: dealProviderSchema.nullable(),
    menus: menusSchema,
    promoCards: z.array(promoCardSchema),
    texts: textsSchema,
    home: homeContentSchema,
    vehiclePage: vehiclePageContentSchema,
    phones: phonesSchema,
    analytics: analyticsSchema,
    /** Lead delivery channels and form rules (see leads.ts). */
    leads: leadsConfigSchema,
    /** Vehicle delivery calculator: rate table by straight-line distance (see delivery.ts). */
    delivery: deliveryConfigSchema,
    /** Builds kept for rollback and the publish guard (see publishing.ts). */
    publishing: publishingConfigSchema,
    /** The image service that sizes the site's photos, and extra photo hosts it may fetch from (see images.ts). */
    images: imagesConfigSchema,
    /** The group's brands directory and brand logo map (see brands.ts). */
    brands: brandsConfigSchema,
    /** A franchise dealer's model catalogue: its model pages and the Vehicles menu (see models.ts). */
    models: modelCatalogueSchema,
    /** Content pages the site leaves out (see pages.ts). */
    pages: pagesConfigSchema,
    /** Test-drive and service booking slots (see bookings.ts). */
    bookings: bookingsConfigSchema,
    /** The parts catalogue behind /parts/search (see parts.ts). */
    parts: partsConfigSchema,
    /** Sitemaps, indexing rules, the sold-car policy, the publish audit and vehicle ad feeds (see seo.ts). */
    seo: seoConfigSchema,
    /** Location pages, the dealer locator, location cards and the map (see location-pages.ts). */
    locationPages: locationPagesSchema,
    /** Shopper sign-in: gated routes and alerts (see accounts.ts). */
    accounts: accountsConfigSchema,
    /** Quotas and retention of what strangers store: leads, CV files, analytics events, phone reveals (see budgets.ts). */
    budgets: budgetsConfigSchema,
  })
  .superRefine((tenant, ctx) => {
    const dealershipIds = new Set(tenant.dealerships.map((d) => d.id));
    tenant.locations.forEach((location, index) => {
      if (!dealershipIds.has(location.dealership_id)) {
        ctx.addIssue({ code: 'custom', path: ['locations', index, 'dealership_id'], message: `no dealership with id ${location.dealership_id}` });
      }
    });
    const ids = tenant.locations.map((l) => l.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: ['locations', index, 'id'], message: `duplicate location id ${id}` });
    });
    if (tenant.locations.filter((l) => l.primary).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['locations'], message: 'expected exactly one location with primary: true' });
    }
    tenant.leads.routing.forEach((route, index) => {
      if (!tenant.dealerships.some((d) => d.slug === route.dealershipSlug)) {
        ctx.addIssue({ code: 'custom', path: ['leads', 'routing', index, 'dealershipSlug'], message: `no dealership with slug "${route.dealershipSlug}"` });
      }
    });
    for (const key of ['unmaskedPhoneDealershipSlugs', 'instantMessageExcludedDealershipSlugs'] as const) {
      tenant.features[key].forEach((slug, index) => {
        if (!tenant.dealerships.some((d) => d.slug === slug)) {
          ctx.addIssue({ code: 'custom', path: ['features', key, index], message: `no dealership with slug "${slug}"` });
        }
      });
    }
    tenant.features.checkout.reserveHiddenDealershipSlugs.forEach((slug, index) => {
      if (!tenant.dealerships.some((d) => d.slug === slug)) {
        ctx.addIssue({ code: 'custom', path: ['features', 'checkout', 'reserveHiddenDealershipSlugs', index], message: `no dealership with slug "${slug}"` });
      }
    });
    checkLocationBlocks(tenant, ctx);
    tenant.features.checkout.moneyBackGuarantee?.dealershipSlugs.forEach((slug, index) => {
      if (!tenant.dealerships.some((d) => d.slug === slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['features', 'checkout', 'moneyBackGuarantee', 'dealershipSlugs', index],
          message: `no dealership with slug "${slug}"`,
        });
      }
    });
    tenant.brands.directory.forEach((brand, index) => {
      if (brand.dealershipSlug && !tenant.dealerships.some((d) => d.slug === brand.dealershipSlug)) {
        ctx.addIssue({ code: 'custom', path: ['brands', 'directory', index, 'dealershipSlug'], message: `no dealership with slug "${brand.dealershipSlug}"` });
      }
    });
    checkSeoConfig(tenant, ctx);
    if (!tenant.search.sortOptions.includes(tenant.search.defaultSort)) {
      ctx.addIssue({ code: 'custom', path: ['search', 'defaultSort'], message: 'must be one of search.sortOptions' });
    }
  });

/** What code reads: every field present. */
export type TenantConfig = z.infer<typeof tenantConfigSchema>;
