// The lead form a content page's template shows: the island's props and the hidden fields the page renders into it.
import { KIND_DEFAULTS } from '#src/domain/leads/categories.ts';
import { pageFormMeta } from '#src/domain/leads/form-fields.ts';
import { leadFormKind, type LeadFormId, type LeadFormProps } from '#src/domain/leads/form-setup.ts';
import type { PageTemplate } from '#src/domain/content/schema.ts';
import { isAvailable } from '#src/domain/vehicle/availability.ts';
import { searchVehicles } from './site.ts';

export type PageForm = { props: LeadFormProps; hidden: [string, string][] };

const FORM_OF: Partial<Record<PageTemplate, LeadFormId>> = {
  fleet: 'fleet',
  careers: 'careers',
  service: 'service',
  parts: 'parts',
  'parts-search': 'parts',
  'test-drive': 'book-test-drive',
};

/** The fleet form files its contact lead in its own category. */
export const FLEET_CATEGORY = 'Fleet Enquiry';

let models: LeadFormProps['models'] | undefined;
/** The models a shopper can test drive: every make and model with a car in stock, by name. */
export function testDriveModels(): NonNullable<LeadFormProps['models']> {
  models ??= [
    ...new Map(
      searchVehicles()
        .filter((car) => car.status === 'in_stock' && isAvailable(car))
        .map((car) => [`${car.make} ${car.model}`, car.make]),
    ).entries(),
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, make]) => ({ label, make }));
  return models;
}

/**
 * The form of a content page's template, or null for a template without one. `extra`: more hidden fields (a job's
 * position).
 * @example pageForm('fleet', '/fleet')?.hidden // [['kind', 'contact'], ['category', 'Fleet Enquiry'], ['source', 'Website'], ['url', '/fleet'], ['page_id', 'fleet']]
 */
export function pageForm(template: PageTemplate, path: string, extra: [string, string][] = []): PageForm | null {
  const form = FORM_OF[template];
  if (!form) return null;
  const kind = leadFormKind(form);
  const category = form === 'fleet' ? FLEET_CATEGORY : KIND_DEFAULTS[kind].category;
  return {
    props: form === 'book-test-drive' ? { form, models: testDriveModels() } : { form },
    hidden: [['kind', kind], ['category', category], ...pageFormMeta(path), ...extra],
  };
}
