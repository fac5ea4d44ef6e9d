// The pages a plain form post (no JavaScript) to the checkout API gets: the code page when a reservation needs its
// contact proven (where the code went, a field for it, and the shopper's answers kept in hidden fields, so the same
// post goes on with the code; a second button asks for a new code with the same answers; nothing is held until the
// code is right), and a refusal that says what went wrong and links on.
import { escapeHtml } from '#src/domain/escape.ts';

/** The reserve form's answers a code page carries on (never the code, the honeypot or a proof). */
const KEPT = ['car_id', 'name', 'last_name', 'email', 'phone', 'postcode', 'message', 'opt_in', 'terms_conditions', 'return_to'] as const;

function hidden(answers: Record<string, unknown>): string {
  return KEPT.filter((name) => typeof answers[name] === 'string' || typeof answers[name] === 'boolean')
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(String(answers[name]))}">`)
    .join('');
}

/**
 * The code page. `sent`: where the code went (after a send); `error`: why the code given was refused.
 * @example codePage({ answers: { car_id: '7', email: 'jane@example.com' }, channel: 'email', sent: 'We e-mailed a 6-digit code to j***@example.com. ...', error: null })
 */
export function codePage(input: { answers: Record<string, unknown>; channel: 'email' | 'phone'; sent: string | null; error: string | null }): string {
  const kept = hidden(input.answers);
  const where = input.channel === 'phone' ? 'your texts' : 'your e-mail';
  const title = `Check ${where} for your code`;
  const error = input.error ? `<p role="alert" class="error">${escapeHtml(input.error)}</p>` : '';
  const sent = input.sent ? `<p>${escapeHtml(input.sent)}</p>` : '';
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}` +
    `.error{color:#a00}label{display:block;font-weight:600;margin-top:1rem}input[name=code]{font-size:1.25rem;letter-spacing:.2em;width:8em;padding:.3rem}` +
    `button{margin-top:1rem;padding:.5rem 1rem}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${sent}${error}` +
    `<form method="post" action="/api/reservations">${kept}` +
    `<label for="reserve-code">6-digit code</label><input id="reserve-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>` +
    `<div><button type="submit">Confirm and reserve</button></div></form>` +
    `<form method="post" action="/api/reservations">${kept}<button type="submit">Send a new code</button></form>` +
    `<p>Nothing is reserved until you enter the code.</p></main></body></html>`
  );
}

/** A refusal as a page: what went wrong, the fields to fix, and similar cars when the car is gone or held. */
export function refusalHtml(refusal: { error: string; fields?: Record<string, string>; similarPath?: string }): string {
  const items = Object.values(refusal.fields ?? {})
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join('');
  const similar = refusal.similarPath ? `<p><a href="${escapeHtml(refusal.similarPath)}">See similar cars</a></p>` : '';
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(refusal.error)}</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}li{color:#a00}</style></head>` +
    `<body><main><h1>${escapeHtml(refusal.error)}</h1>${items ? `<ul>${items}</ul>` : ''}${similar}<p>Your browser's Back button returns to the form with what you typed.</p></main></body></html>`
  );
}
