// Signing in and out without JavaScript (issue 24): the sign-in page's plain forms post to the page itself,
//   POST /sign-in?type&redirect&back   step=send    { phone }         the page at the code step, or the number's error
//                                      step=resend  { phone }         a new code, the code step again
//                                      step=restart                   the page at the number step
//                                      step=verify  { phone, code }   a new session (cookie) and 303 to `redirect`
//   POST /sign-out                                                    ends the session, 303 to the home page
// with the JSON API's limits, answers and checks (same site, rate limit, 4 KB): sign-in-flow.ts does both.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { GARAGE_PATH } from '#src/domain/accounts/gated-routes.ts';
import { codeSentStatus, safeReturnPath, signInType } from '#src/domain/accounts/return-path.ts';
import { isCodeShaped } from '#src/domain/accounts/sign-in.ts';
import type { ApiEnv } from '../api-env.ts';
import { formToObject, isSameOrigin, readBodyText } from '../leads/request.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { FrontDoor } from './front-door.ts';
import type { SessionStore } from './session.ts';
import type { SignInFlow } from './sign-in-flow.ts';
import { renderSignInPage, type SignInStep } from './sign-in-page.ts';

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_OUT_PATH = '/sign-out';
const MAX_FORM_BYTES = 4096;
const CODE_HELP = 'Please enter the 6-digit code we texted you.';

const formSchema = z.object({
  step: z.enum(['send', 'resend', 'restart', 'verify']).catch('send'),
  phone: z.string().max(40).catch(''),
  code: z.string().max(20).catch(''),
});

export type SignInFormDeps = { door: FrontDoor; flow: SignInFlow; sessions: SessionStore; tenants: TenantLeadsCache };

function plain(c: Context<ApiEnv>, status: 400 | 403 | 413 | 429, text: string, retryAfterSeconds?: number): Response {
  c.header('Cache-Control', 'no-store');
  if (retryAfterSeconds) c.header('Retry-After', String(retryAfterSeconds));
  return c.text(text, status);
}

export function createSignInFormRoutes(deps: SignInFormDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  /** The site's built sign-in page filled in for the step; the number and its error are kept. */
  async function page(c: Context<ApiEnv>, status: 200 | 422 | 429 | 503, state: SignInStep): Promise<Response> {
    const html = await readFile(path.join(c.get('site').dir, 'sign-in.html'), 'utf8');
    const query = new URL(c.req.url).searchParams;
    const body = renderSignInPage(html, { ...state, type: signInType(query.get('type')), back: safeReturnPath(query.get('back')) });
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  }

  routes.post(SIGN_IN_PATH, async (c) => {
    if (!isSameOrigin(c)) return plain(c, 403, 'Posts from other sites are not accepted.');
    const limited = await deps.door.read(c);
    if (limited) return plain(c, 429, 'Too many requests. Please wait a moment and try again.', Number(limited.headers.get('Retry-After')) || 60);
    const text = await readBodyText(c, MAX_FORM_BYTES);
    if (text === null) return plain(c, 413, 'The form is too large.');
    const form = formSchema.parse(formToObject(new URLSearchParams(text)));
    if (form.step === 'restart') return page(c, 200, { step: 'phone', phone: form.phone, error: null });

    if (form.step === 'verify') {
      const code = form.code.replace(/\s/g, '');
      if (!isCodeShaped(code)) return page(c, 422, { step: 'code', phone: form.phone, sent: null, error: CODE_HELP });
      const verified = await deps.flow.verify(c, form.phone, code);
      if (!verified.ok) {
        if (verified.fields?.phone) return page(c, 422, { step: 'phone', phone: form.phone, error: verified.fields.phone });
        return page(c, verified.status === 429 ? 429 : 422, { step: 'code', phone: form.phone, sent: null, error: verified.error });
      }
      const config = (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config;
      const target = safeReturnPath(new URL(c.req.url).searchParams.get('redirect')) ?? (config?.features.garage ? GARAGE_PATH : '/');
      c.header('Cache-Control', 'no-store');
      return c.redirect(target, 303);
    }

    const sent = await deps.flow.sendCode(c, form.phone);
    if (sent.ok) return page(c, 200, { step: 'code', phone: form.phone, sent: codeSentStatus(sent.phone), error: null });
    if (sent.retryAfterSeconds) c.header('Retry-After', String(sent.retryAfterSeconds));
    const error = sent.fields?.phone ?? sent.error;
    const status = sent.status === 429 ? 429 : sent.status === 503 ? 503 : 422;
    // A resend refused (the cooldown) keeps the shopper at the code they already have.
    if (form.step === 'resend' && !sent.fields?.phone) return page(c, status, { step: 'code', phone: form.phone, sent: null, error });
    return page(c, status, { step: 'phone', phone: form.phone, error });
  });

  routes.post(SIGN_OUT_PATH, async (c) => {
    if (!isSameOrigin(c)) return plain(c, 403, 'Posts from other sites are not accepted.');
    const limited = await deps.door.read(c);
    if (limited) return plain(c, 429, 'Too many requests. Please wait a moment and try again.', Number(limited.headers.get('Retry-After')) || 60);
    await deps.sessions.end(c);
    c.header('Cache-Control', 'no-store');
    return c.redirect('/', 303);
  });
  return routes;
}
