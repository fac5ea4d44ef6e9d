import type { SortOption } from '../tenant/schema/search.ts';
import { slugify } from '../vehicle/slug.ts';

export const RANGE_ATTRIBUTES = ['price', 'km', 'year'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];
export type Range = { min: number | null; max: number | null };

/** What a shopper has chosen: the URL is derived from it and parsed back into it (spec 1 section 4). */
export type SearchState = {
  query: string;
  /** 1-based, as in the URL. */
  page: number;
  sortBy: SortOption;
  /** Facet values by attribute (car_type, make, model, simple_body, colour, ...). */
  refinements: Record<string, string[]>;
  ranges: Partial<Record<RangeAttribute, Range>>;
};

/**
 * Display values by their URL slugs, so `/search/toyota/hilux` reads back as make Toyota, model HiLux. A group's
 * dealerships (slug -> dealership_slug value) make `/search/{dealership slug}` paths (spec 1 section 2).
 */
export type SearchVocabulary = {
  makes: Record<string, string>;
  models: Record<string, Record<string, string>>;
  bodies: Record<string, string>;
  dealerships?: Record<string, string>;
};

export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars';
const TYPE_PATHS: Record<string, string[]> = {
  'new-used-and-demo-cars': [],
  'used-cars': ['used'],
  'new-and-demo-cars': ['demo', 'new'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
};
const CAR_TYPES = ['new', 'demo', 'used'];

export function emptySearchState(sortBy: SortOption): SearchState {
  return { query: '', page: 1, sortBy, refinements: {}, ranges: {} };
}

const sorted = (values: readonly string[]) => [...values].sort();
const typePathFor = (types: readonly string[]) => Object.entries(TYPE_PATHS).find(([, list]) => sorted(list).join() === sorted(types).join())?.[0] ?? null;
/** A list query parameter: values percent-encoded, joined with commas. */
export const encodeList = (values: readonly string[]) => values.map((value) => encodeURIComponent(value)).join(',');
/** decodeURIComponent that treats `+` as a space and keeps malformed text as it is. */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
/** A list parameter back into values: split on the raw commas first, so an encoded comma (%2C) stays in its value. */
export const decodeList = (text: string) => text.split(',').filter(Boolean).map(decodeSafely);

/**
 * How a tenant writes search paths: `/search/used-cars`, or the used-car variant `/used-car/used/` (spec 2 section 2);
 * a group also writes one dealership's stock as `/search/{dealership slug}` (spec 1 section 2).
 */
export type SearchPathOptions = { usedCarVariant?: boolean; dealershipPaths?: boolean };
export const USED_CAR_VARIANT_PREFIX = '/used-car/';

/** The path of one car type (and make and model), in the tenant's style. */
function typePath(type: string, make: string | null, model: string | null, options: SearchPathOptions): string {
  const rest = make && model ? `/${slugify(make)}/${slugify(model)}` : '';
  return options.usedCarVariant ? `${USED_CAR_VARIANT_PREFIX}${type}${rest}/` : `/search/${type}-cars${rest}`;
}

/**
 * The URL for a search state: car type, make, model and body go in the path where the spec has a path for them
 * (spec 2 section 2 routes); everything else in the query string; `page` only when not 1; `sortBy` only when not
 * the tenant default. Tenants with the used-car variant write one car type as `/used-car/{car type}/`.
 * @example searchUrl({ ...state, refinements: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } }, 'relevance') // '/search/used-cars/toyota/hilux'
 * @example searchUrl({ ...state, refinements: { car_type: ['used'] } }, 'relevance', { usedCarVariant: true }) // '/used-car/used/'
 */
export function searchUrl(state: SearchState, defaultSort: SortOption, options: SearchPathOptions = {}): string {
  const { car_type: types = [], make: makes = [], model: models = [], simple_body: bodies = [], ...others } = state.refinements;
  const inQuery: Record<string, string[]> = { ...others };
  let path: string;
  const dealerships = others.dealership_slug ?? [];
  if (options.dealershipPaths && dealerships.length === 1 && types.length + makes.length + models.length + bodies.length === 0) {
    path = `/search/${dealerships[0]}`;
    delete inQuery.dealership_slug;
  } else if (types.length === 1 && makes.length === 1 && models.length === 1) {
    path = typePath(types[0]!, makes[0]!, models[0]!, options);
    if (bodies.length) inQuery.simple_body = bodies;
  } else if (types.length === 0 && makes.length === 1 && models.length <= 1 && bodies.length === 0) {
    path = `/search/${slugify(makes[0]!)}${models.length ? `/${slugify(models[0]!)}` : ''}`;
  } else if (types.length === 0 && makes.length === 0 && bodies.length === 1) {
    path = `/search/${slugify(bodies[0]!)}`;
  } else {
    const typeSlug = typePathFor(types);
    path = options.usedCarVariant && types.length === 1 ? typePath(types[0]!, null, null, options) : `/search/${typeSlug ?? 'new-used-and-demo-cars'}`;
    if (!typeSlug) inQuery.car_type = types;
    Object.assign(inQuery, makes.length ? { make: makes } : {}, models.length ? { model: models } : {}, bodies.length ? { simple_body: bodies } : {});
  }
  const params: string[] = [];
  if (state.query.trim()) params.push(`query=${encodeURIComponent(state.query.trim())}`);
  for (const attribute of Object.keys(inQuery).sort()) {
    const values = inQuery[attribute]!;
    if (values.length) params.push(`${attribute}=${encodeList(sorted(values))}`);
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = rangeParam(state.ranges[attribute]);
    if (range) params.push(`${attribute}=${range}`);
  }
  if (state.sortBy !== defaultSort) params.push(`sortBy=${state.sortBy}`);
  if (state.page > 1) params.push(`page=${state.page}`);
  return params.length ? `${path}?${params.join('&')}` : path;
}

/**
 * The search path of one car type, in the tenant's style.
 * @example typeSearchPath('used', { usedCarVariant: true }) // '/used-car/used/'
 */
export function typeSearchPath(carType: string, options: SearchPathOptions = {}): string {
  return typePath(carType, null, null, options);
}

/**
 * Find Me Something Similar: the search for the car's type, make and model, in the tenant's path style.
 * @example similarSearchPath({ car_type: 'used', make: 'Toyota', model: 'HiLux' }) // '/search/used-cars/toyota/hilux'
 */
export function similarSearchPath(car: { car_type: string; make: string; model: string }, options: SearchPathOptions = {}): string {
  return typePath(car.car_type, car.make, car.model, options);
}

/** A range parameter `min-max`, either end empty; null for no range. */
export const rangeParam = (range: Range | null | undefined): string | null =>
  range && (range.min !== null || range.max !== null) ? `${range.min ?? ''}-${range.max ?? ''}` : null;

/** Reads a range parameter `min-max`, either end optional; anything unreadable is ignored. */
export function parseRange(text: string): Range | null {
  const match = /^(\d*)-(\d*)$/.exec(text.trim());
  if (!match) return null;
  const range = { min: match[1] ? Number(match[1]) : null, max: match[2] ? Number(match[2]) : null };
  return range.min === null && range.max === null ? null : range;
}

/**
 * The search state a URL describes, or null when its path is not a search path (the page is then a 404).
 * @example parseSearchUrl('/search/toyota', '?colour=White&page=2', vocabulary, 'relevance')?.refinements // { make: ['Toyota'], colour: ['White'] }
 */
export function parseSearchUrl(
  pathname: string,
  search: string,
  vocabulary: SearchVocabulary,
  defaultSort: SortOption,
  sortOptions: readonly SortOption[],
): SearchState | null {
  const variant = pathname.startsWith(USED_CAR_VARIANT_PREFIX);
  const segments = pathname
    .replace(variant ? /^\/used-car\/?/ : /^\/search\/?/, '')
    .replace(/\/+$/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).toLowerCase());
  const state = emptySearchState(defaultSort);
  if (variant) {
    // The used-car variant: `/used-car/{car type}/` (and `/{make}/{model}/`), read as `/search/{car type}-cars/...`.
    if (!segments[0] || !CAR_TYPES.includes(segments[0])) return null;
    segments[0] = `${segments[0]}-cars`;
  }
  const [first = 'new-used-and-demo-cars', second, third] = segments;
  if (segments.length > 3 || (variant && segments.length === 2)) return null;
  const typeMatch = /^(new|demo|used)-cars$/.exec(first);
  if (TYPE_PATHS[first] && segments.length === 1) {
    if (TYPE_PATHS[first]!.length) state.refinements.car_type = [...TYPE_PATHS[first]!];
  } else if (typeMatch && second && third && vocabulary.makes[second] && vocabulary.models[second]?.[third]) {
    state.refinements = { car_type: [typeMatch[1]!], make: [vocabulary.makes[second]!], model: [vocabulary.models[second]![third]!] };
  } else if (vocabulary.makes[first] && !third && (!second || vocabulary.models[first]?.[second])) {
    state.refinements.make = [vocabulary.makes[first]!];
    if (second) state.refinements.model = [vocabulary.models[first]![second]!];
  } else if (vocabulary.bodies[first] && segments.length === 1) {
    state.refinements.simple_body = [vocabulary.bodies[first]!];
  } else if (!variant && vocabulary.dealerships?.[first] && segments.length === 1) {
    state.refinements.dealership_slug = [vocabulary.dealerships[first]!];
  } else {
    return null;
  }
  // Read the raw query: list values are comma-joined with each value percent-encoded, so a comma inside a
  // value (%2C) must not be decoded before splitting.
  const params = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [rawKey = '', rawValue = ''] = pair.split('=');
      return [decodeSafely(rawKey), rawValue] as const;
    });
  for (const [key, rawValue] of params) {
    const value = decodeSafely(rawValue);
    if (key === 'query') state.query = value;
    else if (key === 'page') state.page = Math.max(1, Math.floor(Number(value)) || 1);
    else if (key === 'sortBy') state.sortBy = sortOptions.includes(value as SortOption) ? (value as SortOption) : defaultSort;
    else if ((RANGE_ATTRIBUTES as readonly string[]).includes(key)) {
      const range = parseRange(value);
      if (range) state.ranges[key as RangeAttribute] = range;
    } else if (/^[a-z_]+$/.test(key)) {
      const values = decodeList(rawValue).filter((v) => key !== 'car_type' || CAR_TYPES.includes(v));
      if (values.length) state.refinements[key] = [...new Set([...(state.refinements[key] ?? []), ...values])];
    }
  }
  return state;
}

/**
 * Builds the vocabulary from the values in stock; with `dealershipPaths` (a group), its dealerships too, unless a
 * dealership's slug is already a car-type, make or body path.
 */
export function buildVocabulary(
  records: ReadonlyArray<{ make: string | null; model: string | null; simple_body: string | null; dealership_slug?: string | null }>,
  options: { dealershipPaths?: boolean } = {},
): SearchVocabulary {
  const vocabulary: SearchVocabulary = { makes: {}, models: {}, bodies: {} };
  for (const record of records) {
    if (record.make) {
      const makeSlug = slugify(record.make);
      vocabulary.makes[makeSlug] ??= record.make;
      if (record.model) (vocabulary.models[makeSlug] ??= {})[slugify(record.model)] ??= record.model;
    }
    if (record.simple_body) vocabulary.bodies[slugify(record.simple_body)] ??= record.simple_body;
  }
  if (options.dealershipPaths) {
    const taken = (slug: string) => slug in TYPE_PATHS || slug in vocabulary.makes || slug in vocabulary.bodies || /^(new|demo|used)-cars$/.test(slug);
    const slugs = [...new Set(records.map((record) => record.dealership_slug).filter((slug): slug is string => Boolean(slug) && !taken(slug!)))].sort();
    vocabulary.dealerships = Object.fromEntries(slugs.map((slug) => [slug, slug]));
  }
  return vocabulary;
}
