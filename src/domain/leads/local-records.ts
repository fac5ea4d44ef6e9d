// What a lead form keeps in the shopper's local storage after a successful submission (spec 2 section 3
// "Local storage" and section 4 "Single-step form"): the remembered user, to fill in the next form, and the
// success record the /success page reads. Keys are per site, like the favourites.

export const REMEMBERED_USER_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type RememberedUser = Partial<Record<(typeof REMEMBERED_USER_FIELDS)[number], string>>;

/** @example rememberedUserKey('harbour-toyota') // 'harbour-toyota:remembered-user' */
export const rememberedUserKey = (siteSlug: string): string => `${siteSlug}:remembered-user`;
/** @example leadSuccessKey('harbour-toyota') // 'harbour-toyota:lead-success' */
export const leadSuccessKey = (siteSlug: string): string => `${siteSlug}:lead-success`;

/** The success record: the success-category record of a single-step form, with the car and lead it was about. */
export type LeadSuccessRecord = { category: string; kind: string; lead_id: string; car_id: string | null; at: string };

/**
 * The remembered user from a form's values: the five contact fields that were filled in.
 * @example rememberedUser({ name: 'Jane', email: 'jane@example.com', message: 'Hi' }) // { name: 'Jane', email: 'jane@example.com' }
 */
export function rememberedUser(values: Record<string, unknown>): RememberedUser {
  const user: RememberedUser = {};
  for (const field of REMEMBERED_USER_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') user[field] = value.trim();
  }
  return user;
}

/**
 * Reads a stored remembered user, ignoring anything that is not one (another version, a hand edit).
 * @example readRememberedUser('{"name":"Jane","admin":true}') // { name: 'Jane' }
 */
export function readRememberedUser(json: string | null): RememberedUser {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? rememberedUser(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
