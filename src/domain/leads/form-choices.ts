// The option lists of the lead forms' dealership and location selects. They depend on the tenant only, and a
// vehicle page renders several forms: each list is built once per tenant (once per build), not per form.
import type { PublicTenant } from '../tenant/public-tenant.ts';
import { locationChoices } from './form-rules.ts';

export type SelectOption = { value: string; label: string };

export type FormChoices = {
  dealerships: SelectOption[];
  /** Sales, then service, then parts; `selected` is the only one when there is exactly one. */
  locations: { options: SelectOption[]; selected: string; shown: boolean };
  /** The parts enquiry's select: the parts counters (parts, service-and-parts), else every location. */
  partsLocations: { options: SelectOption[]; selected: string; shown: boolean };
};

const PARTS_TYPES = new Set<string | null>(['parts', 'service-and-parts']);

type ChoiceTenant = Pick<PublicTenant, 'dealerships' | 'locations'>;

const cache = new WeakMap<ChoiceTenant, FormChoices>();

/**
 * The dealership and location options of a tenant's forms, worked out on first use and kept for the tenant.
 * @example formChoices(publicTenant).dealerships[0] // { value: 'bayside-kia', label: 'Bayside Kia' }
 * @example formChoices(publicTenant) === formChoices(publicTenant) // true
 */
export function formChoices(tenant: ChoiceTenant): FormChoices {
  let choices = cache.get(tenant);
  if (!choices) {
    const select = (list: ChoiceTenant['locations']) => {
      const sorted = locationChoices(list);
      return { options: sorted.options.map((location) => ({ value: location.slug, label: location.name })), selected: sorted.selected, shown: sorted.shown };
    };
    const counters = tenant.locations.filter((location) => PARTS_TYPES.has(location.location_type));
    choices = {
      dealerships: tenant.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name })),
      locations: select(tenant.locations),
      partsLocations: select(counters.length ? counters : tenant.locations),
    };
    cache.set(tenant, choices);
  }
  return choices;
}
