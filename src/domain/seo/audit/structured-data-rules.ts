// What Google and Bing require and recommend for the structured data types the site emits, beyond what
// @adobe/structured-data-validator checks (it covers Product, Offer, BreadcrumbList, ListItem, Organization...):
// sources are Google Search Central's structured data guides (site names, local business, organization, product
// snippets and merchant listings) and Bing Webmaster Guidelines' markup guidance for vehicles.
import type { Severity } from './findings.ts';

type Rule = { required: readonly string[]; recommended: readonly string[]; source: string };

export const STRUCTURED_DATA_RULES: Readonly<Record<string, Rule>> = {
  WebSite: {
    required: ['name', 'url'],
    recommended: ['potentialAction.target.urlTemplate', 'potentialAction.query-input'],
    source: 'https://developers.google.com/search/docs/appearance/site-names',
  },
  AutoDealer: {
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'logo', 'image', 'geo'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  },
  Organization: {
    required: ['name'],
    recommended: ['url', 'logo'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  },
  Car: {
    required: ['name', 'image', 'offers.price', 'offers.priceCurrency'],
    recommended: [
      'brand',
      'model',
      'vehicleModelDate',
      'vehicleIdentificationNumber',
      'mileageFromOdometer',
      'itemCondition',
      'offers.availability',
      'color',
      'bodyType',
    ],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
  },
  BreadcrumbList: { required: ['itemListElement'], recommended: [], source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb' },
};

/** schema.org types @adobe/structured-data-validator has no handler for, checked with the handlers of their parent. */
export const VALIDATOR_PARENT_TYPES: Readonly<Record<string, string>> = {
  Car: 'Product',
  Vehicle: 'Product',
  AutoDealer: 'Organization',
  LocalBusiness: 'Organization',
};

/**
 * Recommended properties of a Product that do not describe a car for sale (reviews, ratings, barcodes, sizes),
 * left out of the report: the validator recommends them for every Product. Likewise the recommended properties of a
 * VideoObject that a car's walkaround video from the stock feed cannot carry: the feed gives its URL only (no length,
 * view count, key moments, expiry or region rules), and it is not a live stream (publication).
 */
export const NOT_FOR_CARS = new Set([
  'aggregateRating',
  'review',
  'gtin',
  'gtin8',
  'gtin12',
  'gtin13',
  'gtin14',
  'isbn',
  'mpn',
  'audience',
  'hasCertification',
  'inProductGroupWithID',
  'isVariantOf',
  'material',
  'pattern',
  'size',
  'subjectOf',
  'priceValidUntil',
  'hasMerchantReturnPolicy',
  'shippingDetails',
  'duration',
  'expires',
  'hasPart',
  'publication',
  'ineligibleRegion',
  'regionsAllowed',
  'interactionStatistic',
  'interactionCount',
]);

const valueAt = (node: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), node);
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export type StructuredDataIssue = { severity: Severity; type: string; message: string };

/**
 * The top-level typed nodes of a JSON-LD document (the document, an array of them, or `@graph` members): the
 * entities a page describes. A nested node (an Offer's seller) is part of its parent's description, not an entity
 * with the rules of its own type.
 */
export function typedNodes(document: unknown): Array<{ type: string; node: Record<string, unknown> }> {
  const roots = [document].flat();
  const nodes: Array<{ type: string; node: Record<string, unknown> }> = [];
  for (const root of roots) {
    if (!root || typeof root !== 'object') continue;
    const node = root as Record<string, unknown>;
    if (Array.isArray(node['@graph'])) nodes.push(...typedNodes(node['@graph']));
    for (const type of [node['@type']].flat()) if (typeof type === 'string') nodes.push({ type, node });
  }
  return nodes;
}

/**
 * The required (error) and recommended (warning) properties a JSON-LD document misses, by STRUCTURED_DATA_RULES.
 * @example checkStructuredData({ '@type': 'WebSite', name: 'Acme' }) // [{ severity: 'error', type: 'WebSite', message: 'WebSite: required property "url" is missing' }, ...]
 */
export function checkStructuredData(document: unknown): StructuredDataIssue[] {
  const issues: StructuredDataIssue[] = [];
  for (const { type, node } of typedNodes(document)) {
    const rule = STRUCTURED_DATA_RULES[type];
    if (!rule) continue;
    for (const property of rule.required)
      if (!present(valueAt(node, property))) issues.push({ severity: 'error', type, message: `${type}: required property "${property}" is missing` });
    for (const property of rule.recommended)
      if (!present(valueAt(node, property))) issues.push({ severity: 'warning', type, message: `${type}: recommended property "${property}" is missing` });
  }
  return issues;
}
