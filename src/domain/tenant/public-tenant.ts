// The part of a tenant's config that browser code may see: what the lead forms need (their rules, the
// dealerships and locations a shopper can pick, the tenant's slug for local storage keys) and nothing else.
// Lead recipients, webhook URLs, routing, feed sources and search keys stay on the server: this is a
// whitelist, so a field added to the tenant schema later is private until it is named here.
import { bookingSchedule, type BookingKind } from '../bookings/slots.ts';
import type { ImageService } from '../media/image-cdn.ts';
import type { TenantConfig } from './schema/index.ts';

/** Where and how shoppers book one kind of appointment: the locations that take it (and the makes each sells). */
export type PublicBookings = { slotMinutes: number; locations: { id: number; makes: string[] }[] };

export type PublicTenant = {
  slug: string;
  name: string;
  texts: { submitButton: string; formTitle: string; valuationButton: string };
  leadForm: TenantConfig['leads']['form'];
  dealerships: { id: number; slug: string; name: string }[];
  locations: { id: number; slug: string; name: string; dealership_slug: string; location_type: TenantConfig['locations'][number]['location_type'] }[];
  /** The booking forms' slot pickers (src/islands/forms/SlotPicker.tsx); the slots themselves come from the API. */
  bookings: Record<BookingKind, PublicBookings> & { serviceTypes: string[] };
  /** The image service photos are sized by (its addresses are in every page anyway). */
  images: ImageService;
  /**
   * The trade-in form: whether the server looks the rego up (so the rego and state are enough), and whether the site
   * saves each valuation (`POST /api/miscellaneous`, `leads.valuations`).
   */
  tradeIn: { plateLookup: boolean; saveValuations: boolean };
};

function publicBookings(config: TenantConfig, kind: BookingKind): PublicBookings {
  const rules = kind === 'test-drive' ? config.bookings.testDrive : config.bookings.service;
  const locations = config.locations.filter((location) => bookingSchedule(location, kind));
  return { slotMinutes: rules.slotMinutes, locations: locations.map((location) => ({ id: location.id, makes: [...location.manufacturers] })) };
}

/**
 * The browser-safe view of a tenant.
 * @example publicTenantConfig(config).leadForm // { messageRequired: true, phoneRequired: true, ... }
 * @example 'email' in publicTenantConfig(config) // false: no lead recipients
 */
export function publicTenantConfig(config: TenantConfig): PublicTenant {
  return {
    slug: config.slug,
    name: config.name,
    texts: { submitButton: config.texts.submitButton, formTitle: config.texts.formTitle, valuationButton: config.texts.valuationButton },
    leadForm: { ...config.leads.form },
    dealerships: config.dealerships.map(({ id, slug, name }) => ({ id, slug, name })),
    locations: config.locations
      .filter((location) => location.visible)
      .map(({ id, slug, name, dealership_slug, location_type }) => ({ id, slug, name, dealership_slug, location_type })),
    bookings: {
      'test-drive': publicBookings(config, 'test-drive'),
      service: publicBookings(config, 'service'),
      serviceTypes: [...config.bookings.service.serviceTypes],
    },
    images: { config: config.images.service, siteUrl: config.url },
    tradeIn: { plateLookup: config.plateLookup.provider !== 'none', saveValuations: config.leads.valuations },
  };
}
