// The two steps of signing in, shared by the JSON API (auth-routes.ts) and the sign-in page's plain form
// (sign-in-form.ts): text a code to a mobile (limits per number, per number across every site, per client and per
// site; the same answer whether or not the number has an account), then check the code and start a session. The
// code that confirms 'Delete my account and data' is sent and checked by the same steps, to the account's number.
// Both steps claim in the database first (sign-in-codes-repo.ts): a send is stored under locks before the text goes,
// a try raises the code's attempt count before the code is compared, so bursts cannot get past a limit.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  BAD_CODE_MESSAGE,
  BAD_PHONE_MESSAGE,
  codeState,
  internationalMobile,
  LOCKED_CODE_MESSAGE,
  maskedMobile,
  sendDecision,
  sendRefusalMessage,
  signInPhone,
  textForCode,
  tryOutcome,
  type CodePurpose,
} from '#src/domain/accounts/sign-in.ts';
import type { ApiEnv } from '../api-env.ts';
import { claimCodeSend, claimCodeTry, deleteSignInCode, latestSignInCode, useSignInCode } from '../db/sign-in-codes-repo.ts';
import { upsertShopper, type Shopper } from '../db/shoppers-repo.ts';
import type { Refusal } from '../leads/request.ts';
import type { AuthRoutesDeps } from './auth-routes.ts';
import { newSignInCode, sameHash, signInCodeHash } from './tokens.ts';

export type CodeSent = { ok: true; phone: string; expiresInSeconds: number; resendAfterSeconds: number };
export type SignedIn = { ok: true; shopper: Shopper };
export type Refused = Refusal & { ok: false };

export type SignInFlow = {
  /** Texts a new sign-in code to the mobile, or says why not. */
  sendCode(c: Context<ApiEnv>, rawPhone: string): Promise<CodeSent | Refused>;
  /** Checks the code; right, it starts a new session (the cookie) for the number's shopper, made on first sign-in. */
  verify(c: Context<ApiEnv>, rawPhone: string, code: string): Promise<SignedIn | Refused>;
  /** Texts the signed-in shopper's own number a code that confirms deleting the account. */
  sendDeleteCode(c: Context<ApiEnv>, shopper: Shopper): Promise<CodeSent | Refused>;
  /** Checks (and uses up) the delete code, with the same attempt rules as sign-in. */
  checkDeleteCode(c: Context<ApiEnv>, shopper: Shopper, code: string): Promise<{ ok: true } | Refused>;
};

const badPhone: Refused = { ok: false, status: 422, error: 'Please fix the following errors:', fields: { phone: BAD_PHONE_MESSAGE } };
const badCode: Refused = { ok: false, status: 401, error: BAD_CODE_MESSAGE };
const locked: Refused = { ok: false, status: 429, error: LOCKED_CODE_MESSAGE };

export function createSignInFlow(deps: AuthRoutesDeps): SignInFlow {
  const now = deps.now ?? Date.now;
  const siteName = async (c: Context<ApiEnv>) =>
    (await deps.tenants.get(c.get('tenantSlug'), c.get('site').manifest.buildId))?.config.name ?? c.get('site').manifest.tenant.name;

  async function send(c: Context<ApiEnv>, phone: string, purpose: CodePurpose): Promise<CodeSent | Refused> {
    const tenant = c.get('tenantSlug');
    const time = now();
    const codeId = randomUUID();
    const code = newSignInCode();
    const decision = await claimCodeSend(
      deps.db,
      {
        id: codeId,
        tenant,
        phone,
        purpose,
        codeHash: signInCodeHash(deps.codeKey, { tenant, phone, codeId, code }),
        expiresAt: new Date(time + deps.rules.codeTtlMs),
        clientIp: deps.door.client(c),
        now: new Date(time),
      },
      (history) => sendDecision(history, time, deps.rules),
    );
    if (!decision.ok) return { ok: false, status: 429, error: sendRefusalMessage(decision), retryAfterSeconds: decision.retryAfterSeconds };
    try {
      await deps.sms.send({ tenant, to: internationalMobile(phone), body: textForCode(purpose, await siteName(c), code), purpose: 'sign-in' }); // a code either way
    } catch (error) {
      await deleteSignInCode(deps.db, tenant, codeId); // not sent: it must not count, nor be usable
      deps.log(`[accounts:${tenant}] ${purpose} code not sent (${deps.sms.name}): ${(error as Error).message}`);
      return { ok: false, status: 503, error: 'We could not send the text just now. Please try again in a minute.' };
    }
    return { ok: true, phone: maskedMobile(phone), expiresInSeconds: deps.rules.codeTtlMs / 1000, resendAfterSeconds: deps.rules.resendCooldownMs / 1000 };
  }

  /** Claims a try of the newest code of this purpose, then (only then) compares; a right code is used up at once. */
  async function check(c: Context<ApiEnv>, phone: string, purpose: CodePurpose, code: string): Promise<{ ok: true } | Refused> {
    const tenant = c.get('tenantSlug');
    const time = now();
    const claimed = await claimCodeTry(deps.db, { tenant, phone, purpose, maxAttempts: deps.rules.maxAttempts, now: new Date(time) });
    if (!claimed) {
      const latest = await latestSignInCode(deps.db, tenant, phone, purpose);
      return latest && codeState(latest, time, deps.rules) === 'locked' ? locked : badCode;
    }
    const matches = sameHash(claimed.codeHash, signInCodeHash(deps.codeKey, { tenant, phone, codeId: claimed.id, code }));
    const outcome = tryOutcome(claimed.attempts, matches, deps.rules);
    if (outcome === 'locked') return locked;
    if (outcome === 'wrong') return badCode;
    return (await useSignInCode(deps.db, tenant, claimed.id, new Date(time))) ? { ok: true } : badCode;
  }

  return {
    async sendCode(c, rawPhone) {
      const phone = signInPhone(rawPhone);
      return phone ? send(c, phone, 'sign-in') : badPhone;
    },

    async verify(c, rawPhone, code) {
      const phone = signInPhone(rawPhone);
      if (!phone) return badPhone;
      const checked = await check(c, phone, 'sign-in', code);
      if (!checked.ok) return checked;
      const shopper = await upsertShopper(deps.db, c.get('tenantSlug'), phone, new Date(now()));
      await deps.sessions.start(c, shopper.id);
      return { ok: true, shopper };
    },

    sendDeleteCode: (c, shopper) => send(c, shopper.phone, 'delete-account'),
    checkDeleteCode: (c, shopper, code) => check(c, shopper.phone, 'delete-account', code),
  };
}
