// Lead attribution (spec 2 section 3, lead payload `lead_attributes`): the pages a shopper saw on this visit and
// the campaign parameters the visit arrived with (utm_*, ad click ids), so the dealer learns which campaign and
// which pages produced a lead. The browser records them (src/stores/attribution.ts); the server bounds them again
// with the same rule (its schema at the API is in schemas.ts, so no page's script carries zod). Attribution never
// costs a lead: whatever does not fit the rule is dropped, not refused.

export type LeadAttributes = {
  /** Site paths in the order seen, the landing page first. */
  visited_pages?: string[];
  /** Campaign parameters of the visit's landing page: `{ utm_source: 'google', gclid: 'abc' }`. */
  linked_query_params?: Record<string, string>;
};

/** A visit's record as kept in the tab: always both parts. */
export type Attribution = { visited_pages: string[]; linked_query_params: Record<string, string> };

/**
 * How much attribution a lead carries (the spec gives no numbers): enough for a long visit and a full set of UTM
 * tags and click ids, small against the 32 KB body limit (at most about 16 KB).
 */
export const ATTRIBUTION_LIMITS = { pages: 30, pathChars: 300, params: 12, paramNameChars: 40, paramValueChars: 200 } as const;

/** Ad platforms' click ids (Google, Meta, Microsoft, TikTok, LinkedIn, X): campaign parameters beside `utm_*`. */
export const CLICK_ID_PARAMS: ReadonlySet<string> = new Set(['gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'ttclid', 'li_fat_id', 'twclid']);

const UTM = /^utm_[a-z0-9_]{1,36}$/;
/** Tags such as `<script>` (as the lead fields' rule); control characters. */
const MARKUP = /<\s*[a-z!/?]/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export const EMPTY_ATTRIBUTION: Attribution = { visited_pages: [], linked_query_params: {} };

/** @example attributionKey('harbour-toyota') // 'harbour-toyota:lead-attribution' */
export const attributionKey = (siteSlug: string): string => `${siteSlug}:lead-attribution`;

/**
 * A campaign parameter: any `utm_*` tag or a known ad click id (names as sent, compared in lower case). Other query
 * parameters (search filters, sign-in codes, e-mail links' tokens) are never recorded.
 * @example isCampaignParam('utm_source') // true
 * @example isCampaignParam('make') // false
 */
export function isCampaignParam(name: string): boolean {
  const lower = name.toLowerCase();
  return name.length <= ATTRIBUTION_LIMITS.paramNameChars && (UTM.test(lower) || CLICK_ID_PARAMS.has(lower));
}

/** A path of this site: one leading slash, no spaces, control characters or markup, at most 300 characters. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?!\/)\S*$/.test(value) && value.length <= ATTRIBUTION_LIMITS.pathChars && !MARKUP.test(value) && !CONTROL.test(value);

/** A parameter's value: trimmed, cut to 200 characters; blank, markup or control characters drop it. */
function paramValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, ATTRIBUTION_LIMITS.paramValueChars);
  return text && !MARKUP.test(text) && !CONTROL.test(text) ? text : null;
}

/**
 * The campaign parameters of a query string, at most 12, the first of a repeated name.
 * @example campaignParams('?utm_source=google&utm_medium=cpc&make=Toyota&gclid=abc') // { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' }
 */
export function campaignParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, raw] of new URLSearchParams(search)) {
    if (Object.keys(params).length >= ATTRIBUTION_LIMITS.params) break;
    const value = paramValue(raw);
    if (isCampaignParam(name) && value && !Object.hasOwn(params, name)) params[name] = value;
  }
  return params;
}

/**
 * The landing page and the most recent pages, 30 in all: a long visit keeps where it began and where it went last.
 * @example keepPages(['/', '/a', '/b', '/c'], 3) // ['/', '/b', '/c']
 */
export function keepPages(pages: readonly string[], max: number = ATTRIBUTION_LIMITS.pages): string[] {
  return pages.length <= max ? [...pages] : [pages[0]!, ...pages.slice(pages.length - (max - 1))];
}

/**
 * The record after the shopper opens a page: its path is added (not again on a reload of the same page), and the
 * first page that brings campaign parameters sets them for the visit (later pages, such as the dealer's own tagged
 * links, do not replace them).
 * @example recordVisit(EMPTY_ATTRIBUTION, { path: '/', search: '?utm_source=google' })
 *   // { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } }
 */
export function recordVisit(current: Attribution, page: { path: string; search: string }): Attribution {
  const path = isSitePath(page.path) ? page.path : null;
  const pages = path && current.visited_pages.at(-1) !== path ? keepPages([...current.visited_pages, path]) : current.visited_pages;
  const arrived = Object.keys(current.linked_query_params).length === 0 ? campaignParams(page.search) : current.linked_query_params;
  return { visited_pages: pages, linked_query_params: arrived };
}

/**
 * Any value as attribution within the limits: site paths only (the landing page and the latest), campaign
 * parameters only, values cut to length; anything else dropped. The stored record and a post are read alike.
 * @example boundAttribution({ visited_pages: ['/', 'javascript:x', 7], linked_query_params: { utm_source: 'google', email: 'a@b.c' } })
 *   // { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } }
 */
export function boundAttribution(value: unknown): Attribution {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY_ATTRIBUTION;
  const { visited_pages: pages, linked_query_params: params } = value as Record<string, unknown>;
  // Only as many entries as could be kept are looked at: a huge post costs no more than a full one.
  const paths = Array.isArray(pages) ? keepPages(pages.slice(0, 1000).filter(isSitePath)) : [];
  const linked: Record<string, string> = {};
  if (params && typeof params === 'object' && !Array.isArray(params)) {
    for (const [name, raw] of Object.entries(params).slice(0, 100)) {
      const text = paramValue(raw);
      if (Object.keys(linked).length < ATTRIBUTION_LIMITS.params && isCampaignParam(name) && text) linked[name] = text;
    }
  }
  return { visited_pages: paths, linked_query_params: linked };
}

/**
 * What a form posts as `lead_attributes`: the parts that say something, or nothing at all.
 * @example leadAttributesOf({ visited_pages: ['/'], linked_query_params: {} }) // { visited_pages: ['/'] }
 */
export function leadAttributesOf(attribution: Attribution): LeadAttributes | undefined {
  const parts: LeadAttributes = {};
  if (attribution.visited_pages.length) parts.visited_pages = attribution.visited_pages;
  if (Object.keys(attribution.linked_query_params).length) parts.linked_query_params = attribution.linked_query_params;
  return Object.keys(parts).length ? parts : undefined;
}

/** The UTM tags in the order marketers read them; other tags after them, then the click ids. */
const UTM_ORDER = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'];
const paramRank = (name: string): number => {
  const lower = name.toLowerCase();
  const at = UTM_ORDER.indexOf(lower);
  return at >= 0 ? at : lower.startsWith('utm_') ? UTM_ORDER.length : UTM_ORDER.length + 1;
};

/**
 * The attribution as the dealer reads it (the lead e-mail's rows, the ADF comments' lines), the campaign's tags in
 * their usual order whatever order the stored record keeps them in (PostgreSQL's jsonb sorts keys).
 * @example attributionRows({ visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } })
 *   // [['Campaign', 'utm_source=google'], ['Pages visited', '/ > /cars/x']]
 */
export function attributionRows(attributes: LeadAttributes | null | undefined): [string, string][] {
  const rows: [string, string][] = [];
  const params = Object.entries(attributes?.linked_query_params ?? {}).sort(([a], [b]) => paramRank(a) - paramRank(b) || a.localeCompare(b));
  if (params.length) rows.push(['Campaign', params.map(([name, value]) => `${name}=${value}`).join(', ')]);
  if (attributes?.visited_pages?.length) rows.push(['Pages visited', attributes.visited_pages.join(' > ')]);
  return rows;
}
