// Names of the fields every lead form adds besides the shopper's answers. The API strips these before
// validating the answers.
import { escapeHtml } from '../escape.ts';

/** Hidden honeypot: people never see it, so it stays empty; bots fill every field. */
export const HONEYPOT_FIELD = 'website';

/** The signed form-start time from `GET /api/form-token` (the minimum fill time check). */
export const FORM_TOKEN_FIELD = 'form_started';

/**
 * A fresh key per submission attempt, reused on retries (also accepted as the `Idempotency-Key` header),
 * so a double click or a retried request never makes a second lead.
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/**
 * The token `POST /api/leads` answers beside `lead_id`: a later step of a multi-step form sends it back with the
 * `lead_id`, as a form naming another lead of the shopper's (an order's trade-in) sends `trade_in_lead_token` with
 * `trade_in_lead_id`. Without it the lead is answered as unknown. Kept with the lead id in the tab (memory or session
 * storage), never in a URL, an analytics event or the dealer's tags.
 */
export const LEAD_TOKEN_FIELD = 'lead_token';
export const TRADE_IN_LEAD_TOKEN_FIELD = 'trade_in_lead_token';

/** Where a successful lead form goes (spec 2 section 2). */
export const SUCCESS_PATH = '/success';
/** The thank-you page's note for a booking that waits for the shopper to confirm it (shown by `:target`, no script). */
export const BOOKING_HELD_ANCHOR = 'confirm-booking';

/** Session storage key naming the dialog whose form was posted last, to reopen it when the post comes back refused. */
export const LAST_DIALOG_STORAGE_KEY = 'lead-dialog';

/** Query parameters a form page reads after a post without JavaScript came back with errors. */
export const FORM_ERROR_PARAM = 'form_error';
/** Prefix of one parameter per field error: `fe.postcode=Invalid postcode`. */
export const FIELD_ERROR_PARAM_PREFIX = 'fe.';

/**
 * The `page_id` a page's form posts (spec 2 section 3 "Enquiry form submission"): the page's path without its
 * slashes, the rule the content pages' ids follow ('fleet', 'parts/search'); the home page is 'home'.
 * @example pageIdOf('/contact-us/harbour-toyota-service-centre/') // 'contact-us/harbour-toyota-service-centre'
 */
export const pageIdOf = (path: string): string => path.replace(/^\/+|\/+$/g, '') || 'home';

/**
 * The hidden fields saying where a page's own form was sent from: the source, the page and its id. The vehicle page's
 * dialogs name their car (`car_id`) instead of a page id.
 * @example pageFormMeta('/fleet') // [['source', 'Website'], ['url', '/fleet'], ['page_id', 'fleet']]
 */
export const pageFormMeta = (pagePath: string): [string, string][] => [
  ['source', 'Website'],
  ['url', pagePath],
  ['page_id', pageIdOf(pagePath)],
];

/**
 * A form's answers without the blank ones: an empty optional box (a date, kms, a Yes/No left unset) means
 * "not given", which the schemas read as absent. Plain form posts and the form islands both drop them.
 * @example dropBlankFields({ name: 'Jane', kms: '', 'Test Drive Booking Date': ' ' }) // { name: 'Jane' }
 */
export function dropBlankFields<T>(values: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')));
}

/**
 * A form's hidden fields as HTML, in order: one string for the page to put into the form (a vehicle page renders
 * six forms of about fifteen hidden fields each, so they are not rendered input by input).
 * @example hiddenFieldsHtml([['kind', 'enquiry'], ['url', '/cars/a&b']]) // '<input type="hidden" name="kind" value="enquiry"><input type="hidden" name="url" value="/cars/a&amp;b">'
 */
export function hiddenFieldsHtml(fields: readonly (readonly [string, string])[]): string {
  let html = '';
  for (const [name, value] of fields) html += `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  return html;
}
