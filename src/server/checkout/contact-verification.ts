// Proving a reservation's contact with a code (the tenant's `features.checkout.verify`): a random 6-digit code e-mailed
// (nodemailer, straight to SMTP: the code is never written to the outbox) or texted (the accounts' SMS sender) to the
// contact typed, stored only as an HMAC under the server's key, single use, 10 minutes, 5 tries claimed before each
// comparison; the send limits are claimed in the database (contact-codes-repo.ts). A right code gives a signed proof
// (`contact_proof`), good for an hour, so the shopper can reserve again (within the hold cap) without another code.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  codeMessage,
  codeRefusalMessage,
  codeSentMessage,
  CONTACT_TEXT,
  isContactCode,
  type Contact,
  type ContactCodeRules,
} from '#src/domain/checkout/contact-proof.ts';
import { internationalMobile } from '#src/domain/accounts/sign-in.ts';
import type { SmsSender } from '../accounts/sms/sender.ts';
import { claimCodeAttempt, claimCodeSend, deleteContactCode, useContactCode } from '../db/contact-codes-repo.ts';
import type { DB } from '../db/schema.ts';

/** An e-mail carrying a code, composed by nodemailer. */
export type CodeMail = { tenant: string; from: string; to: string; subject: string; text: string };

export type ContactVerificationDeps = {
  db: Kysely<DB>;
  /** The server key codes and proofs are signed with (the reservation links' key, kept across restarts). */
  secret: string;
  sms: SmsSender;
  mail: (message: CodeMail) => Promise<void>;
  rules: ContactCodeRules;
  now?: () => number;
  log?: (message: string) => void;
};

export type CodeSent = { ok: true; message: string; to: Contact; expiresInSeconds: number; resendAfterSeconds: number };
export type CodeRefused = { ok: false; status: 422 | 429 | 503; error: string; fields?: Record<string, string>; retryAfterSeconds?: number };

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

function same(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createContactVerification(deps: ContactVerificationDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.log(message));
  /** Bound to the site, the contact and the code's row: a hash from one row is worthless for another. */
  const codeHash = (tenant: string, contact: Contact, codeId: string, code: string) =>
    hmac(deps.secret, `contact-code\n${tenant}\n${contact.channel}\n${contact.value}\n${codeId}\n${code}`).toString('hex');
  const proofMac = (tenant: string, contact: Contact, expiresSeconds: number) =>
    hmac(deps.secret, `contact-proof\n${tenant}\n${contact.channel}\n${contact.value}\n${expiresSeconds}`).toString('base64url');

  return {
    rules: deps.rules,

    /** Sends a new code to the contact if the limits allow it now; the code is recorded (hashed) before it leaves. */
    async send(input: { tenant: string; siteName: string; from: string; contact: Contact; clientIp: string }): Promise<CodeSent | CodeRefused> {
      const { tenant, contact } = input;
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const decision = await claimCodeSend(deps.db, {
        id,
        tenant,
        contact,
        codeHash: codeHash(tenant, contact, id, code),
        clientIp: input.clientIp,
        now: new Date(now()),
        rules: deps.rules,
      });
      if (!decision.ok) return { ok: false, status: 429, error: codeRefusalMessage(decision), retryAfterSeconds: decision.retryAfterSeconds };
      const message = codeMessage(input.siteName, code, deps.rules);
      try {
        if (contact.channel === 'phone')
          await deps.sms.send({ tenant, to: internationalMobile(contact.value), body: message.text, purpose: 'reservation-code' });
        else await deps.mail({ tenant, from: input.from, to: contact.value, subject: message.subject, text: message.text });
      } catch (error) {
        await deleteContactCode(deps.db, tenant, id); // not sent: it must not count, nor be usable
        log(`[reservations:${tenant}] contact code not sent by ${contact.channel}: ${error instanceof Error ? error.message : String(error)}`);
        return { ok: false, status: 503, error: CONTACT_TEXT.notSent };
      }
      return {
        ok: true,
        message: codeSentMessage(contact, deps.rules),
        to: contact,
        expiresInSeconds: deps.rules.codeTtlMs / 1000,
        resendAfterSeconds: deps.rules.resendCooldownMs / 1000,
      };
    },

    /** Checks a code for the contact: one try is claimed first; a right code is used up. */
    async check(tenant: string, contact: Contact, given: unknown): Promise<{ ok: true } | CodeRefused> {
      if (!isContactCode(given)) return { ok: false, status: 422, error: CONTACT_TEXT.codeRequired, fields: { code: CONTACT_TEXT.codeRequired } };
      const at = new Date(now());
      const attempt = await claimCodeAttempt(deps.db, tenant, contact, at, deps.rules.maxAttempts);
      if (attempt.kind === 'locked') return { ok: false, status: 429, error: CONTACT_TEXT.locked, fields: { code: CONTACT_TEXT.locked } };
      if (attempt.kind === 'none') return { ok: false, status: 422, error: CONTACT_TEXT.badCode, fields: { code: CONTACT_TEXT.badCode } };
      const right = same(Buffer.from(attempt.codeHash, 'hex'), Buffer.from(codeHash(tenant, contact, attempt.id, given.trim()), 'hex'));
      if (!right || !(await useContactCode(deps.db, tenant, attempt.id, at)))
        return { ok: false, status: 422, error: CONTACT_TEXT.badCode, fields: { code: CONTACT_TEXT.badCode } };
      return { ok: true };
    },

    /** A signed proof that this contact was verified on this site, good for `proofTtlMs`. */
    proof(tenant: string, contact: Contact): string {
      const expires = Math.floor((now() + deps.rules.proofTtlMs) / 1000);
      return `${expires}.${proofMac(tenant, contact, expires)}`;
    },

    /** Whether a proof is this contact's, on this site, and still good. */
    proves(tenant: string, contact: Contact, token: unknown): boolean {
      if (typeof token !== 'string' || token.length > 100) return false;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now()) return false;
      return same(Buffer.from(match[2]!, 'base64url'), Buffer.from(proofMac(tenant, contact, expires), 'base64url'));
    },
  };
}

export type ContactVerification = ReturnType<typeof createContactVerification>;
