// A tenant's content: the platform's default entries with the tenant's own over them (same collection and id
// replaces the default), less the pages the tenant switched off, every entry checked against its collection's
// schema and against the tenant (its locations, its forms' links). Every error names the file and the field, the
// way a broken tenant.ts does, and the loader fails the tenant's build with them.
import type { z } from 'zod';
import { describeConfigIssues } from '../tenant/resolve-tenant-config.ts';
import type { TenantConfig } from '../tenant/schema/index.ts';
import { fillPlaceholders, type PlaceholderValues } from './placeholders.ts';
import { CONTENT_COLLECTIONS, type BlogCategoryData, type CollectionName, type ContentPageData, type JobData, type PostData } from './schema.ts';

/** A content file as read from disk: its frontmatter (parsed YAML, not yet checked) and Markdown body. */
export type RawEntry = {
  collection: CollectionName;
  id: string;
  /** 'default': tenants/_content; 'tenant': tenants/<slug>/content. */
  origin: 'default' | 'tenant';
  /** Shown in errors, e.g. `tenants/acme/content/pages/about-us.md`. */
  file: string;
  frontmatter: unknown;
  body: string;
};

export type Entry<T> = { id: string; file: string; origin: 'default' | 'tenant'; data: T; body: string };

export type ContentSet = {
  pages: Entry<ContentPageData>[];
  categories: Entry<BlogCategoryData>[];
  posts: Entry<PostData>[];
  jobs: Entry<JobData>[];
};

export type ContentResult = { ok: true; content: ContentSet } | { ok: false; errors: string[] };

type ContentTenant = Pick<TenantConfig, 'slug' | 'name' | 'url' | 'locations' | 'leads' | 'pages' | 'bookings'>;

/** Page ids a content page may not take: the site's other routes. */
const RESERVED_PAGE_IDS = new Set([
  'index',
  '404',
  'finance',
  'contact',
  'contact-us',
  'trade-in',
  'sell-my-car',
  'sell-your-car',
  'special-offers',
  'success',
  'print',
  'budget-finder',
  'blog',
  'search-index.json',
]);
const RESERVED_PAGE_PREFIXES = [
  'cars/',
  'search/',
  'used-car/',
  'personalised/',
  'delivery/',
  'blog/',
  'careers/',
  'budget-finder/',
  'brand/',
  'media/',
  'content/',
  'api/',
];

/** Pages every site keeps: every e-mail to a shopper links the unsubscribe page. */
export const UNSUBSCRIBE_PAGE_ID = 'pages/unsubscribe';

/** The pages the lead forms' terms line links, for a tenant's terms rule (src/islands/forms/ConsentFields.tsx). */
export function formLinkedPages(terms: TenantConfig['leads']['form']['terms']): string[] {
  if (terms === 'required') return ['terms-and-conditions'];
  if (terms === 'required-with-policy') return ['privacy-policy'];
  return [];
}

/** Whether a location takes services: a service department, or a yard that publishes service hours. */
export const takesServices = (location: TenantConfig['locations'][number]): boolean =>
  location.visible && (location.location_type === 'service' || location.location_type === 'service-and-parts' || (location.service_hours?.length ?? 0) > 0);

/**
 * Whether the site can take service bookings: a location takes services, or the brand books them on its own site.
 * Without either, the service booking page is not built (and its menu links drop out, as for a page switched off).
 */
export const serviceBookable = (tenant: Pick<TenantConfig, 'locations' | 'bookings'>): boolean =>
  Boolean(tenant.bookings.service.externalUrl) || tenant.locations.some(takesServices);

/** Platform pages about the dealer's workshop, built only where the site takes service bookings (they link to it). */
export const WORKSHOP_PAGE_IDS: readonly string[] = ['capped-price-servicing'];

/**
 * Default pages whose text makes promises on the dealer's behalf: that used cars are inspected and PPSR-checked
 * (about-us, buying), the 14-day money-back policy (buying), extended warranties (warranty), roadside cover on the
 * cars it sells, capped price servicing and a fleet team's response time. Built only where the tenant confirms them
 * (`pages.confirmed`) or writes its own page of the same id: a platform default is not a dealer's promise.
 */
export const PROMISE_PAGE_IDS: readonly string[] = ['about-us', 'buying', 'warranty', 'roadside-assist', 'capped-price-servicing', 'fleet'];

/**
 * The promise pages a tenant has not confirmed: their default text is left out (a page of its own still shows).
 * @example unconfirmedPromisePages({ pages: { off: ['fleet'], confirmed: ['about-us'] } }) // ['buying', 'warranty', 'roadside-assist', 'capped-price-servicing']
 */
export const unconfirmedPromisePages = (tenant: Pick<TenantConfig, 'pages'>): string[] =>
  PROMISE_PAGE_IDS.filter((id) => !tenant.pages.confirmed.includes(id) && !tenant.pages.off.includes(id));

/**
 * The build's one line about promise pages left out; null when there are none.
 * @example unconfirmedPagesWarning('acme', ['about-us']) // '[acme] default page left out until the dealer confirms its promises (pages.confirmed): about-us'
 */
export function unconfirmedPagesWarning(slug: string, ids: readonly string[]): string | null {
  if (ids.length === 0) return null;
  return `[${slug}] default ${ids.length === 1 ? 'page' : 'pages'} left out until the dealer confirms ${ids.length === 1 ? 'its' : 'their'} promises (pages.confirmed): ${ids.join(', ')}`;
}

/** The values of the `{{...}}` placeholders default texts may use. */
export function placeholderValues(tenant: Pick<TenantConfig, 'name' | 'url' | 'locations'>, formatPhone: (raw: string) => string): PlaceholderValues {
  const primary = tenant.locations.find((location) => location.primary) ?? tenant.locations[0]!;
  const { street, city, state, postcode } = primary.address;
  return { dealer: tenant.name, phone: formatPhone(primary.phone), address: `${street}, ${city} ${state} ${postcode}`, state, website: tenant.url };
}

/** Every text of a frontmatter value with its placeholders filled; the first unknown one names its field. */
function fillFrontmatter(
  value: unknown,
  values: PlaceholderValues,
  path: string[] = [],
): { ok: true; value: unknown } | { ok: false; field: string; error: string } {
  if (typeof value === 'string') {
    const filled = fillPlaceholders(value, values);
    return filled.ok ? { ok: true, value: filled.text } : { ok: false, field: path.join('.') || '(root)', error: filled.error };
  }
  if (Array.isArray(value) || (value && typeof value === 'object')) {
    const out: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
    for (const [key, item] of Object.entries(value)) {
      const filled = fillFrontmatter(item, values, [...path, key]);
      if (!filled.ok) return filled;
      (out as Record<string, unknown>)[key] = filled.value;
    }
    return { ok: true, value: out };
  }
  return { ok: true, value };
}

function parseEntry<T>(raw: RawEntry, values: PlaceholderValues, errors: string[]): Entry<T> | null {
  const spec = CONTENT_COLLECTIONS[raw.collection];
  const idCheck = spec.id.safeParse(raw.id);
  if (!idCheck.success) {
    errors.push(`${raw.file}: (file name): ${idCheck.error.issues[0]!.message}`);
    return null;
  }
  const frontmatter = fillFrontmatter(raw.frontmatter ?? {}, values);
  if (!frontmatter.ok) {
    errors.push(`${raw.file}: ${frontmatter.field}: ${frontmatter.error}`);
    return null;
  }
  const parsed = (spec.schema as unknown as z.ZodType<T>).safeParse(frontmatter.value);
  if (!parsed.success) {
    errors.push(...describeConfigIssues(raw.file, parsed.error.issues));
    return null;
  }
  const filled = fillPlaceholders(raw.body, values);
  if (!filled.ok) {
    errors.push(`${raw.file}: (text): ${filled.error}`);
    return null;
  }
  return { id: raw.id, file: raw.file, origin: raw.origin, data: parsed.data, body: filled.text };
}

/** The tenant's entries of one collection over the defaults (same id: the tenant's wins), each parsed. */
function collection<T>(raw: readonly RawEntry[], name: CollectionName, values: PlaceholderValues, errors: string[]): Entry<T>[] {
  const chosen = new Map<string, RawEntry>();
  for (const entry of raw.filter((e) => e.collection === name && e.origin === 'default')) chosen.set(entry.id, entry);
  for (const entry of raw.filter((e) => e.collection === name && e.origin === 'tenant')) chosen.set(entry.id, entry);
  return [...chosen.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).flatMap((entry) => parseEntry<T>(entry, values, errors) ?? []);
}

function checkPages(
  pages: Entry<ContentPageData>[],
  tenant: ContentTenant,
  defaultIds: ReadonlySet<string>,
  tenantFile: string,
  errors: string[],
): Entry<ContentPageData>[] {
  tenant.pages.off.forEach((id, index) => {
    if (!defaultIds.has(id))
      errors.push(`${tenantFile}: pages.off.${index}: no platform page "${id}" to switch off (platform pages: ${[...defaultIds].join(', ')})`);
  });
  tenant.pages.confirmed.forEach((id, index) => {
    if (!PROMISE_PAGE_IDS.includes(id))
      errors.push(`${tenantFile}: pages.confirmed.${index}: "${id}" is not a page that needs confirming (they are: ${PROMISE_PAGE_IDS.join(', ')})`);
  });
  const unconfirmed = new Set(unconfirmedPromisePages(tenant));
  const off = new Set(tenant.pages.off);
  for (const id of [UNSUBSCRIBE_PAGE_ID, ...formLinkedPages(tenant.leads.form.terms)]) {
    if (off.has(id))
      errors.push(
        `${tenantFile}: pages.off: "${id}" cannot be switched off: ${id === UNSUBSCRIBE_PAGE_ID ? 'every e-mail to a shopper links it' : "the lead forms' terms line links it (leads.form.terms)"}`,
      );
  }
  const slugs = new Set(tenant.locations.map((location) => location.slug));
  // A service booking page (and the pages about the workshop) need somewhere to book: a dealer without a workshop has none.
  const workshop = (page: Entry<ContentPageData>) => page.data.template === 'service' || WORKSHOP_PAGE_IDS.includes(page.id);
  const kept = pages.filter(
    (page) => !off.has(page.id) && (!workshop(page) || serviceBookable(tenant)) && !(page.origin === 'default' && unconfirmed.has(page.id)),
  );
  for (const page of kept) {
    if (RESERVED_PAGE_IDS.has(page.id) || RESERVED_PAGE_PREFIXES.some((prefix) => page.id.startsWith(prefix))) {
      errors.push(`${page.file}: (file name): "/${page.id}" is another page of the site; choose another name`);
    }
    page.data.staff?.forEach((member, index) => {
      if (member.location && !slugs.has(member.location)) errors.push(`${page.file}: staff.${index}.location: no location with slug "${member.location}"`);
    });
  }
  return kept;
}

/**
 * Resolves a tenant's content from the files read for it.
 * @example resolveContent(rawEntries, tenant, { formatPhone }).ok // false when a file is broken, with `file: field: message` lines
 */
export function resolveContent(raw: readonly RawEntry[], tenant: ContentTenant, options: { formatPhone: (raw: string) => string }): ContentResult {
  const errors: string[] = [];
  const values = placeholderValues(tenant, options.formatPhone);
  const tenantFile = `tenants/${tenant.slug}/tenant.ts`;
  const defaultIds = new Set(raw.filter((entry) => entry.collection === 'pages' && entry.origin === 'default').map((entry) => entry.id));
  const pages = checkPages(collection<ContentPageData>(raw, 'pages', values, errors), tenant, defaultIds, tenantFile, errors);
  const categories = collection<BlogCategoryData>(raw, 'blog-categories', values, errors);
  const posts = collection<PostData>(raw, 'posts', values, errors);
  const jobs = collection<JobData>(raw, 'jobs', values, errors);
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const post of posts) {
    if (!categoryIds.has(post.data.category))
      errors.push(`${post.file}: category: no blog category "${post.data.category}" (categories: ${[...categoryIds].join(', ')})`);
  }
  const slugs = new Set(tenant.locations.map((location) => location.slug));
  for (const job of jobs) {
    if (!slugs.has(job.data.location)) errors.push(`${job.file}: location: no location with slug "${job.data.location}"`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, content: { pages, categories, posts, jobs } };
}
