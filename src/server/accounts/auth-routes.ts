// Sign-in by SMS code, sign-out, the session and the account (issue 24):
//   POST /api/auth/code        { phone }                 a code by SMS; the same answer for every mobile (no enumeration)
//   POST /api/auth/verify      { phone, code, car_ids? } a new session (cookie); the browser's saved cars are merged in
//   POST /api/auth/sign-out                              ends the session
//   GET  /api/auth/session                               { signedIn, phone (masked), alerts, email }
//   POST /api/account/preferences { alerts, email? }     how alerts reach the shopper
//   POST /api/account/delete   { confirm: true }         'Delete my account and data'
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  BAD_CODE_MESSAGE,
  BAD_PHONE_MESSAGE,
  CODE_SENT_MESSAGE,
  codeMessage,
  codeState,
  internationalMobile,
  LOCKED_CODE_MESSAGE,
  maskedMobile,
  sendDecision,
  sendRefusalMessage,
  signInPhone,
  type SignInRules,
} from '#src/domain/accounts/sign-in.ts';
import { carIdSchema } from '#src/domain/leads/fields.ts';
import type { ApiEnv } from '../api-env.ts';
import type { DB } from '../db/schema.ts';
import {
  codeSendHistory,
  countWrongCode,
  deleteShopper,
  deleteSignInCode,
  insertSignInCode,
  latestSignInCode,
  updateAlertPreference,
  upsertShopper,
  useSignInCode,
  type Shopper,
} from '../db/shoppers-repo.ts';
import { refuse } from '../leads/request.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import type { FrontDoor } from './front-door.ts';
import type { SessionStore } from './session.ts';
import type { SmsSender } from './sms/sender.ts';
import { sameHash, signInCodeHash, newSignInCode } from './tokens.ts';
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
const deleteSchema = z.strictObject({ confirm: z.literal(true, { error: 'Confirm that you want your account and data deleted.' }) });

const account = (shopper: Shopper) => ({ signedIn: true as const, phone: maskedMobile(shopper.phone), alerts: shopper.alertChannel, email: shopper.email });

export function createAuthRoutes(deps: AuthRoutesDeps): Hono<ApiEnv> {
  const now = deps.now ?? Date.now;
  const routes = new Hono<ApiEnv>();
  const { door } = deps;

  const siteName = async (c: Context<ApiEnv>) =>
    (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config.name ?? c.get('site').manifest.tenant.name;

  routes.post('/auth/code', async (c) => {
    const body = await door.post(c, codeRequestSchema);
    if (!body.ok) return body.response;
    const phone = signInPhone(body.value.phone);
    if (!phone) return refuse(c, { status: 422, error: 'Please fix the following errors:', fields: { phone: BAD_PHONE_MESSAGE } });
    const tenant = c.get('tenantSlug');
    const time = now();
    const client = door.client(c);
    const decision = sendDecision(await codeSendHistory(deps.db, tenant, phone, client, new Date(time)), time, deps.rules);
    if (!decision.ok) return refuse(c, { status: 429, error: sendRefusalMessage(decision), retryAfterSeconds: decision.retryAfterSeconds });
    const codeId = randomUUID();
    const code = newSignInCode();
    await insertSignInCode(deps.db, {
      id: codeId,
      tenant,
      phone,
      codeHash: signInCodeHash(deps.codeKey, { tenant, phone, codeId, code }),
      expiresAt: new Date(time + deps.rules.codeTtlMs),
      clientIp: client,
      now: new Date(time),
    });
    try {
      await deps.sms.send({ tenant, to: internationalMobile(phone), body: codeMessage(await siteName(c), code), purpose: 'sign-in' });
    } catch (error) {
      await deleteSignInCode(deps.db, tenant, codeId); // not sent: it must not count, nor be usable
      deps.log(`[accounts:${tenant}] sign-in code not sent (${deps.sms.name}): ${(error as Error).message}`);
      return refuse(c, { status: 503, error: 'We could not send the text just now. Please try again in a minute.' });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({
      message: CODE_SENT_MESSAGE,
      phone: maskedMobile(phone),
      expiresInSeconds: deps.rules.codeTtlMs / 1000,
      resendAfterSeconds: deps.rules.resendCooldownMs / 1000,
    });
  });

  routes.post('/auth/verify', async (c) => {
    const body = await door.post(c, verifySchema);
    if (!body.ok) return body.response;
    const phone = signInPhone(body.value.phone);
    if (!phone) return refuse(c, { status: 422, error: 'Please fix the following errors:', fields: { phone: BAD_PHONE_MESSAGE } });
    const tenant = c.get('tenantSlug');
    const time = now();
    const latest = await latestSignInCode(deps.db, tenant, phone);
    const state = latest ? codeState(latest, time, deps.rules) : 'expired';
    if (state === 'locked') return refuse(c, { status: 429, error: LOCKED_CODE_MESSAGE });
    if (!latest || state !== 'usable') return refuse(c, { status: 401, error: BAD_CODE_MESSAGE });
    if (!sameHash(latest.codeHash, signInCodeHash(deps.codeKey, { tenant, phone, codeId: latest.id, code: body.value.code }))) {
      const attempts = await countWrongCode(deps.db, tenant, latest.id, deps.rules.maxAttempts);
      if (attempts >= deps.rules.maxAttempts) return refuse(c, { status: 429, error: LOCKED_CODE_MESSAGE });
      return refuse(c, { status: 401, error: BAD_CODE_MESSAGE });
    }
    if (!(await useSignInCode(deps.db, tenant, latest.id, new Date(time)))) return refuse(c, { status: 401, error: BAD_CODE_MESSAGE });
    const shopper = await upsertShopper(deps.db, tenant, phone, new Date(time));
    await deps.sessions.start(c, shopper.id);
    if (body.value.car_ids?.length) await deps.watchlists.saveMany(tenant, shopper.id, body.value.car_ids);
    c.header('Cache-Control', 'no-store');
    return c.json({ ...account(shopper), watchlist: await deps.watchlists.entries(tenant, shopper.id) });
  });

  routes.post('/auth/sign-out', async (c) => {
    const body = await door.post(c, z.strictObject({}));
    if (!body.ok) return body.response;
    await deps.sessions.end(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ signedIn: false });
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
    const email = body.value.email ?? (body.value.alerts === 'email' ? null : shopper.email);
    await updateAlertPreference(deps.db, c.get('tenantSlug'), shopper.id, { alertChannel: body.value.alerts, email });
    c.header('Cache-Control', 'no-store');
    return c.json(account({ ...shopper, alertChannel: body.value.alerts, email }));
  });

  routes.post('/account/delete', async (c) => {
    const body = await door.post(c, deleteSchema);
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const { shopper } = signedIn.session;
    await deleteShopper(deps.db, c.get('tenantSlug'), shopper, internationalMobile(shopper.phone));
    await deps.sessions.end(c);
    deps.log(`[accounts:${c.get('tenantSlug')}] a shopper deleted their account and data`);
    c.header('Cache-Control', 'no-store');
    return c.json({ deleted: true, signedIn: false });
  });

  return routes;
}
