// Sign-in by SMS code, sign-out, the session and the account (issue 24):
//   POST /api/auth/code        { phone }                 a code by SMS; the same answer for every mobile (no enumeration)
//   POST /api/auth/verify      { phone, code, car_ids? } a new session (cookie); the browser's saved cars are merged in
//   POST /api/auth/sign-out                              ends the session
//   POST /api/auth/sign-out-everywhere                   ends every session of the shopper on this site
//   GET  /api/auth/session                               { signedIn, phone (masked), alerts, email }
//   POST /api/account/preferences { alerts, email? }     how alerts reach the shopper
//   POST /api/account/delete-code                        texts the account's number a code to confirm deleting
//   POST /api/account/delete   { code }                  'Delete my account and data', with that code
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { BAD_PHONE_MESSAGE, CODE_SENT_MESSAGE, internationalMobile, maskedMobile, type SignInRules } from '#src/domain/accounts/sign-in.ts';
import { carIdSchema } from '#src/domain/leads/fields.ts';
import type { ApiEnv } from '../api-env.ts';
import type { DB } from '../db/schema.ts';
import { isAddressSuppressed, unsuppressPhone } from '../db/suppressions-repo.ts';
import { deleteShopper, updateAlertPreference, type Shopper } from '../db/shoppers-repo.ts';
import { refuse } from '../leads/request.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { FrontDoor } from './front-door.ts';
import type { SessionStore } from './session.ts';
import { createSignInFlow, type CodeSent } from './sign-in-flow.ts';
import type { SmsSender } from './sms/sender.ts';
import type { Watchlists } from './watchlists.ts';

export type AuthRoutesDeps = {
  db: Kysely<DB>;
  door: FrontDoor;
  sessions: SessionStore;
  sms: SmsSender;
  tenants: TenantLeadsCache;
  watchlists: Watchlists;
  codeKey: Uint8Array;
  rules: SignInRules;
  log: (message: string) => void;
  now?: () => number;
};

const phoneField = z.string({ error: BAD_PHONE_MESSAGE }).max(40, BAD_PHONE_MESSAGE);
const codeRequestSchema = z.strictObject({ phone: phoneField });
const verifySchema = z.strictObject({
  phone: phoneField,
  code: z.string({ error: 'Please enter the 6-digit code we texted you.' }).regex(/^\d{6}$/, 'Please enter the 6-digit code we texted you.'),
  car_ids: z.array(carIdSchema).max(200, 'At most 200 saved cars').optional(),
});
const preferencesSchema = z
  .strictObject({
    alerts: z.enum(['sms', 'email', 'off'], { error: 'Choose SMS, e-mail or no alerts.' }),
    email: z.email('Please enter a valid e-mail address.').max(254).nullable().optional(),
  })
  .refine((value) => value.alerts !== 'email' || Boolean(value.email), { path: ['email'], message: 'Please enter the e-mail address for your alerts.' });
export const SUPPRESSED_EMAIL_MESSAGE = 'This address unsubscribed from all our e-mails. Choose SMS alerts, or give another address.';
const CODE_HELP = 'Please enter the 6-digit code we texted you.';
const deleteSchema = z.strictObject({ code: z.string({ error: CODE_HELP }).regex(/^\d{6}$/, CODE_HELP) });
const codeSentAnswer = (sent: CodeSent) => ({ phone: sent.phone, expiresInSeconds: sent.expiresInSeconds, resendAfterSeconds: sent.resendAfterSeconds });

const account = (shopper: Shopper) => ({ signedIn: true as const, phone: maskedMobile(shopper.phone), alerts: shopper.alertChannel, email: shopper.email });

export function createAuthRoutes(deps: AuthRoutesDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const { door } = deps;

  const flow = createSignInFlow(deps);

  routes.post('/auth/code', async (c) => {
    const body = await door.post(c, codeRequestSchema);
    if (!body.ok) return body.response;
    const sent = await flow.sendCode(c, body.value.phone);
    if (!sent.ok) return refuse(c, sent);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: CODE_SENT_MESSAGE, ...codeSentAnswer(sent) });
  });

  routes.post('/auth/verify', async (c) => {
    const body = await door.post(c, verifySchema);
    if (!body.ok) return body.response;
    const verified = await flow.verify(c, body.value.phone, body.value.code);
    if (!verified.ok) return refuse(c, verified);
    const { shopper } = verified;
    if (body.value.car_ids?.length) await deps.watchlists.saveMany(c.get('tenantSlug'), shopper.id, body.value.car_ids);
    c.header('Cache-Control', 'no-store');
    return c.json({ ...account(shopper), watchlist: await deps.watchlists.entries(c.get('tenantSlug'), shopper.id) });
  });

  routes.post('/auth/sign-out', async (c) => {
    const body = await door.post(c, z.strictObject({}));
    if (!body.ok) return body.response;
    await deps.sessions.end(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ signedIn: false });
  });

  routes.post('/auth/sign-out-everywhere', async (c) => {
    const body = await door.post(c, z.strictObject({}));
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const ended = await deps.sessions.endEverywhere(c, signedIn.session.shopper.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ signedIn: false, endedSessions: ended });
  });

  routes.get('/auth/session', async (c) => {
    const limited = await door.read(c);
    if (limited) return limited;
    c.header('Cache-Control', 'no-store');
    const session = await deps.sessions.current(c);
    return c.json(session ? account(session.shopper) : { signedIn: false });
  });

  routes.post('/account/preferences', async (c) => {
    const body = await door.post(c, preferencesSchema);
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const { shopper } = signedIn.session;
    const tenant = c.get('tenantSlug');
    const email = body.value.email ?? (body.value.alerts === 'email' ? null : shopper.email);
    // The suppression list (src/server/unsubscribe) is the one way alerts stop: an address that unsubscribed from
    // every e-mail of the site is not signed up again from here; a mobile whose alert texts were stopped is, by its
    // signed-in owner choosing SMS alerts again.
    if (body.value.alerts === 'email' && email && (await isAddressSuppressed(deps.db, tenant, email)))
      return refuse(c, { status: 422, error: 'Please fix the following errors:', fields: { email: SUPPRESSED_EMAIL_MESSAGE } });
    if (body.value.alerts === 'sms') await unsuppressPhone(deps.db, tenant, internationalMobile(shopper.phone));
    await updateAlertPreference(deps.db, c.get('tenantSlug'), shopper.id, { alertChannel: body.value.alerts, email });
    c.header('Cache-Control', 'no-store');
    return c.json(account({ ...shopper, alertChannel: body.value.alerts, email }));
  });

  // Deleting is confirmed by a fresh code texted to the account's own number (a session alone is not enough: a
  // borrowed or stolen cookie cannot erase the account), checked with the sign-in code's attempt rules.
  routes.post('/account/delete-code', async (c) => {
    const body = await door.post(c, z.strictObject({}));
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const sent = await flow.sendDeleteCode(c, signedIn.session.shopper);
    if (!sent.ok) return refuse(c, sent);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: `We texted a code to ${sent.phone}. Enter it to delete your account and data.`, ...codeSentAnswer(sent) });
  });

  routes.post('/account/delete', async (c) => {
    const body = await door.post(c, deleteSchema);
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const { shopper } = signedIn.session;
    const checked = await flow.checkDeleteCode(c, shopper, body.value.code);
    // A wrong code is a 422 here, not sign-in's 401: the shopper is signed in, and 401 means "sign in again".
    if (!checked.ok) return refuse(c, { ...checked, status: checked.status === 401 ? 422 : checked.status });
    await deleteShopper(deps.db, c.get('tenantSlug'), shopper, internationalMobile(shopper.phone));
    await deps.sessions.end(c);
    deps.log(`[accounts:${c.get('tenantSlug')}] a shopper deleted their account and data`);
    c.header('Cache-Control', 'no-store');
    return c.json({ deleted: true, signedIn: false });
  });

  return routes;
}
