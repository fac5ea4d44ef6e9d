// Who a reservation is for: the contact is proven by the session, by the card payment to come (the car is only pending
// until it is paid), by a proof from an earlier code, or by the code given now; otherwise a code is sent to the
// contact the tenant proves (`features.checkout.verify`) and nothing is held (see contact-verification.ts).
import { contactToVerify, CONTACT_TEXT, type Contact } from '#src/domain/checkout/contact-proof.ts';
import type { Refusal } from '../leads/request.ts';
import type { TenantLeads } from '../leads/tenant-context.ts';
import type { CodeSent, ContactVerification } from './contact-verification.ts';
import { shopperFrom } from './reservation-lead.ts';

/** Nothing is held yet: a code went to the contact to prove. */
export type CodeNeeded = { ok: false; status: 202; verify: CodeSent; error: string };
export type ContactProven = { ok: true; proof: string | null } | CodeNeeded | ({ ok: false } & Refusal);

export type ProofInput = {
  tenant: string;
  leads: TenantLeads;
  /** The post's `code` and `contact_proof`. */
  body: Record<string, unknown>;
  clientIp: string;
  /** The signed-in shopper's mobile, from the session. */
  sessionPhone: string | null;
};

export function createReservationProof(verification: ContactVerification, mailFrom: string | undefined) {
  /** A code to the contact, from the site (its name in the message, its lead sender on the e-mail). */
  const sendCode = (tenant: string, leads: TenantLeads, contact: Contact, clientIp: string) =>
    verification.send({ tenant, siteName: leads.config.name, from: shopperFrom(leads, mailFrom), contact, clientIp });

  async function prove(input: ProofInput, typed: { email: string; phone: string }, byCard: boolean): Promise<ContactProven> {
    if (input.sessionPhone || byCard) return { ok: true, proof: null };
    const { leads, tenant } = input;
    const mode = leads.config.features.checkout.verify;
    const contact = contactToVerify(mode, typed);
    if (!contact) {
      if (mode === 'sign-in') return { ok: false, status: 401, error: CONTACT_TEXT.signInRequired };
      return { ok: false, status: 422, error: CONTACT_TEXT.mobileNeeded, fields: { phone: CONTACT_TEXT.mobileNeeded } };
    }
    const { code, contact_proof: given } = input.body;
    if (verification.proves(tenant, contact, given)) return { ok: true, proof: given as string };
    if (code !== undefined && code !== '') {
      const checked = await verification.check(tenant, contact, code);
      if (!checked.ok) return checked;
      return { ok: true, proof: verification.proof(tenant, contact) };
    }
    const sent = await sendCode(tenant, leads, contact, input.clientIp);
    if (!sent.ok)
      return { ok: false, status: sent.status, error: sent.error, ...(sent.retryAfterSeconds ? { retryAfterSeconds: sent.retryAfterSeconds } : {}) };
    return { ok: false, status: 202, verify: sent, error: sent.message };
  }

  return { sendCode, prove };
}
