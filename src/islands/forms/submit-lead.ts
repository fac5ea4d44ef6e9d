// Sending a lead from a form island: JSON to POST /api/leads with an idempotency key (one per submission
// attempt, reused when a retry follows a lost answer), the form-start token and the visit's attribution.
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '#src/domain/leads/form-fields.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import { withLeadAttributes } from '#src/stores/attribution.ts';
import { publicTenant } from 'virtual:public-tenant';

export type SubmitOutcome =
  /**
   * `answer`: the whole JSON answer (a trade-in's condition step carries the valuation). `leadToken`: what a later
   * step of this lead must send back; kept with the lead id in the tab, never given to analytics or the dealer's tags.
   */
  | { kind: 'stored'; leadId: string; leadToken: string | null; eventId: number | null; answer: Record<string, unknown> }
  | { kind: 'invalid'; fields: FieldErrors }
  /** `sameKey`: nothing definite came back, so a retry must reuse the key (the lead may already be stored). */
  | { kind: 'failed'; error: string; sameKey: boolean };

type Answer = { lead_id?: unknown; lead_token?: unknown; event_id?: unknown; error?: unknown; fields?: unknown };

/** The form-start token for the API's minimum-fill-time check; null when it cannot be had (the post still works). */
export async function fetchFormToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/form-token', { cache: 'no-store' });
    const body = response.ok ? ((await response.json()) as Record<string, unknown>) : null;
    return typeof body?.[FORM_TOKEN_FIELD] === 'string' ? body[FORM_TOKEN_FIELD] : null;
  } catch (error) {
    console.warn('form token not fetched', error);
    return null;
  }
}

/** A fresh idempotency key (the API accepts 8-128 letters, digits and _.:-). */
export const newIdempotencyKey = (): string => `lead-${crypto.randomUUID()}`;

/**
 * Sends the answers as JSON, or, with `files` (a CV), as multipart/form-data: the answers as text fields, the files
 * as file parts.
 */
export async function submitLead(
  answers: Record<string, unknown>,
  options: { key: string; token: string | null; honeypot: string; files?: Record<string, File> },
): Promise<SubmitOutcome> {
  // Every lead carries the visit's pages and campaign (spec 2 section 3 lead_attributes).
  const body = withLeadAttributes(publicTenant.slug, {
    ...answers,
    [HONEYPOT_FIELD]: options.honeypot,
    ...(options.token ? { [FORM_TOKEN_FIELD]: options.token } : {}),
  });
  let response: Response;
  try {
    if (options.files) {
      const form = new FormData();
      // Nested answers (the attribution) go as JSON text, which the API reads too.
      for (const [name, value] of Object.entries(body)) form.append(name, value && typeof value === 'object' ? JSON.stringify(value) : String(value));
      for (const [name, file] of Object.entries(options.files)) form.append(name, file, file.name);
      response = await fetch('/api/leads', { method: 'POST', headers: { accept: 'application/json', 'idempotency-key': options.key }, body: form });
    } else {
      response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': options.key },
        body: JSON.stringify(body),
      });
    }
  } catch {
    return { kind: 'failed', error: SPEC_TEXT.unexpected, sameKey: true };
  }
  const answer = ((await response.json().catch(() => ({}))) ?? {}) as Answer;
  if (response.ok && typeof answer.lead_id === 'string') {
    return {
      kind: 'stored',
      leadId: answer.lead_id,
      leadToken: typeof answer.lead_token === 'string' ? answer.lead_token : null,
      eventId: typeof answer.event_id === 'number' ? answer.event_id : null,
      answer: answer as Record<string, unknown>,
    };
  }
  // 422: answers to fix; 409: a slot taken meanwhile, said under its field.
  if ((response.status === 422 || response.status === 409) && answer.fields && typeof answer.fields === 'object')
    return { kind: 'invalid', fields: answer.fields as FieldErrors };
  const error = typeof answer.error === 'string' && answer.error ? answer.error : SPEC_TEXT.unexpected;
  return { kind: 'failed', error, sameKey: response.status >= 500 || response.status === 429 };
}
