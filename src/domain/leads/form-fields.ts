// Names of the fields every lead form adds besides the shopper's answers. The API strips these before
// validating the answers.

/** Hidden honeypot: people never see it, so it stays empty; bots fill every field. */
export const HONEYPOT_FIELD = 'website';

/** The signed form-start time from `GET /api/form-token` (the minimum fill time check). */
export const FORM_TOKEN_FIELD = 'form_started';

/**
 * A fresh key per submission attempt, reused on retries (also accepted as the `Idempotency-Key` header),
 * so a double click or a retried request never makes a second lead.
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/** Where a successful lead form goes (spec 2 section 2). */
export const SUCCESS_PATH = '/success';

/** Query parameters a form page reads after a post without JavaScript came back with errors. */
export const FORM_ERROR_PARAM = 'form_error';
/** Prefix of one parameter per field error: `fe.postcode=Invalid postcode`. */
export const FIELD_ERROR_PARAM_PREFIX = 'fe.';
