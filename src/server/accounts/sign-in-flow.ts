// The two steps of signing in, shared by the JSON API (auth-routes.ts) and the sign-in page's plain form
// (sign-in-form.ts): text a code to a mobile (limits per number, client and site; the same answer whether or not the
// number has an account), then check the code and start a session.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  BAD_CODE_MESSAGE,
  BAD_PHONE_MESSAGE,
  codeMessage,
  codeState,
  internationalMobile,
  LOCKED_CODE_MESSAGE,
  maskedMobile,
  sendDecision,
  sendRefusalMessage,
  signInPhone,
} from '#src/domain/accounts/sign-in.ts';
import type { ApiEnv } from '../api-env.ts';
import {
  codeSendHistory,
  countWrongCode,
  deleteSignInCode,
  insertSignInCode,
  latestSignInCode,
  upsertShopper,
  useSignInCode,
  type Shopper,
} from '../db/shoppers-repo.ts';
import type { Refusal } from '../leads/request.ts';
import type { AuthRoutesDeps } from './auth-routes.ts';
import { newSignInCode, sameHash, signInCodeHash } from './tokens.ts';

export type CodeSent = { ok: true; phone: string; expiresInSeconds: number; resendAfterSeconds: number };
export type SignedIn = { ok: true; shopper: Shopper };
export type Refused = Refusal & { ok: false };

export type SignInFlow = {
  /** Texts a new code to the mobile, or says why not. */
  sendCode(c: Context<ApiEnv>, rawPhone: string): Promise<CodeSent | Refused>;
  /** Checks the code; right, it starts a new session (the cookie) for the number's shopper, made on first sign-in. */
  verify(c: Context<ApiEnv>, rawPhone: string, code: string): Promise<SignedIn | Refused>;
};

const badPhone: Refused = { ok: false, status: 422, error: 'Please fix the following errors:', fields: { phone: BAD_PHONE_MESSAGE } };

export function createSignInFlow(deps: AuthRoutesDeps): SignInFlow {
  const now = deps.now ?? Date.now;
  const siteName = async (c: Context<ApiEnv>) =>
    (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config.name ?? c.get('site').manifest.tenant.name;

  return {
    async sendCode(c, rawPhone) {
      const phone = signInPhone(rawPhone);
      if (!phone) return badPhone;
      const tenant = c.get('tenantSlug');
      const time = now();
      const client = deps.door.client(c);
      const decision = sendDecision(await codeSendHistory(deps.db, tenant, phone, client, new Date(time)), time, deps.rules);
      if (!decision.ok) return { ok: false, status: 429, error: sendRefusalMessage(decision), retryAfterSeconds: decision.retryAfterSeconds };
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
        return { ok: false, status: 503, error: 'We could not send the text just now. Please try again in a minute.' };
      }
      return { ok: true, phone: maskedMobile(phone), expiresInSeconds: deps.rules.codeTtlMs / 1000, resendAfterSeconds: deps.rules.resendCooldownMs / 1000 };
    },

    async verify(c, rawPhone, code) {
      const phone = signInPhone(rawPhone);
      if (!phone) return badPhone;
      const tenant = c.get('tenantSlug');
      const time = now();
      const latest = await latestSignInCode(deps.db, tenant, phone);
      const state = latest ? codeState(latest, time, deps.rules) : 'expired';
      if (state === 'locked') return { ok: false, status: 429, error: LOCKED_CODE_MESSAGE };
      if (!latest || state !== 'usable') return { ok: false, status: 401, error: BAD_CODE_MESSAGE };
      if (!sameHash(latest.codeHash, signInCodeHash(deps.codeKey, { tenant, phone, codeId: latest.id, code }))) {
        const attempts = await countWrongCode(deps.db, tenant, latest.id, deps.rules.maxAttempts);
        if (attempts >= deps.rules.maxAttempts) return { ok: false, status: 429, error: LOCKED_CODE_MESSAGE };
        return { ok: false, status: 401, error: BAD_CODE_MESSAGE };
      }
      if (!(await useSignInCode(deps.db, tenant, latest.id, new Date(time)))) return { ok: false, status: 401, error: BAD_CODE_MESSAGE };
      const shopper = await upsertShopper(deps.db, tenant, phone, new Date(time));
      await deps.sessions.start(c, shopper.id);
      return { ok: true, shopper };
    },
  };
}
