// The visit's lead attribution (src/domain/leads/attribution.ts), kept in the tab's session storage per site: every
// page records itself, every lead form sends what was recorded. Session storage, not local: a visit's pages and
// campaign, gone when the tab closes. Storage failures are only logged; the form is sent without them.
import {
  EMPTY_ATTRIBUTION,
  attributionKey,
  boundAttribution,
  leadAttributesOf,
  recordVisit,
  type Attribution,
  type LeadAttributes,
} from '#src/domain/leads/attribution.ts';

function read(siteSlug: string): Attribution {
  const raw = sessionStorage.getItem(attributionKey(siteSlug));
  if (!raw) return EMPTY_ATTRIBUTION;
  try {
    return boundAttribution(JSON.parse(raw));
  } catch {
    return EMPTY_ATTRIBUTION; // a hand edit or another version: start again
  }
}

/** Records the page the shopper is on (its path; campaign parameters when the visit has none yet). */
export function recordPageVisit(siteSlug: string, page: { pathname: string; search: string } = location): void {
  try {
    const next = recordVisit(read(siteSlug), { path: page.pathname, search: page.search });
    sessionStorage.setItem(attributionKey(siteSlug), JSON.stringify(next));
  } catch (error) {
    console.warn('page visit not recorded for lead attribution', error);
  }
}

/** What a lead form posts as `lead_attributes`; nothing when the visit recorded nothing or storage is off. */
export function currentLeadAttributes(siteSlug: string): LeadAttributes | undefined {
  try {
    return leadAttributesOf(read(siteSlug));
  } catch (error) {
    console.warn('lead attribution not read', error);
    return undefined;
  }
}

/**
 * A lead post's body with the visit's attribution (a form's own `lead_attributes`, if any, wins).
 * @example withLeadAttributes('harbour-toyota', { kind: 'contact' }) // { lead_attributes: { visited_pages: ['/'] }, kind: 'contact' }
 */
export function withLeadAttributes<T extends Record<string, unknown>>(siteSlug: string, body: T): T {
  const attributes = currentLeadAttributes(siteSlug);
  return attributes ? { lead_attributes: attributes, ...body } : body;
}
