// Who a hold is for (issue 33): no car is held for a contact the shopper has not proven. The proof is a session from
// the phone-code sign-in, a card payment the provider confirmed, or a 6-digit code sent to the e-mail address or
// mobile typed on the form (the tenant's `features.checkout.verify`). These rules are pure: which contact is proven
// and how, the code's life and send limits (as strict as sign-in's), and the words the shopper reads. The server keeps
// the codes (as HMACs) and claims every limit in the database.
import { normalisePhone, phoneKind } from '../locations/phone.ts';

export type VerifyMode = 'email' | 'phone' | 'sign-in';
export type ContactChannel = 'email' | 'phone';

export const CONTACT_CODE_RULES = {
  /** A code is good for 10 minutes, once. */
  codeTtlMs: 10 * 60_000,
  /** Wrong codes allowed before the code is locked (a new one must be asked for). */
  maxAttempts: 5,
  /** Between two codes to one contact. */
  resendCooldownMs: 60_000,
  /** Codes sent per rolling hour to one contact, from one client address, and by one site. */
  perContactPerHour: 5,
  perClientPerHour: 6,
  perTenantPerHour: 300,
  /** A proven contact may reserve again without a new code for this long (within the hold cap). */
  proofTtlMs: 60 * 60_000,
} as const;

export type ContactCodeRules = { [K in keyof typeof CONTACT_CODE_RULES]: number };

/** The contact a code goes to: its channel and its normal form (lower-case e-mail, the mobile's 10 digits). */
export type Contact = { channel: ContactChannel; value: string };

export const CONTACT_TEXT = {
  mobileNeeded: 'Please enter an Australian mobile number, e.g. 0412 345 678: we text it a code to confirm the reservation.',
  codeRequired: 'Please enter the 6-digit code we sent you.',
  badCode: 'That code is not right, or it has expired. Check the message we sent, or ask for a new code.',
  locked: 'Too many wrong codes. Please ask for a new code.',
  signInRequired: 'Please sign in to reserve this car.',
  tenantLimit: 'We cannot send codes right now. Please try again in a few minutes.',
  tooMany: 'Too many codes were asked for. Please try again in an hour.',
  notSent: 'We could not send the code just now. Nothing is reserved: please try again in a minute.',
} as const;

/**
 * The contact a tenant verifies for a reservation: the typed e-mail or the typed mobile; null for `sign-in` (a
 * session is the only proof) and for a phone that cannot receive a text (`mobileNeeded`).
 * @example contactToVerify('email', { email: 'Jane@Example.com', phone: '02 5550 4180' }) // { channel: 'email', value: 'jane@example.com' }
 * @example contactToVerify('phone', { email: 'jane@example.com', phone: '+61 412 345 678' }) // { channel: 'phone', value: '0412345678' }
 */
export function contactToVerify(mode: VerifyMode, typed: { email: string; phone: string }): Contact | null {
  if (mode === 'email') return { channel: 'email', value: typed.email.trim().toLowerCase() };
  if (mode === 'phone') {
    const digits = normalisePhone(typed.phone);
    return phoneKind(digits) === 'mobile' ? { channel: 'phone', value: digits } : null;
  }
  return null;
}

/**
 * The keys a hold counts against: the e-mail and the phone (the signed-in shopper's own number when there is one).
 * @example holdContacts({ email: 'Jane@example.com', phone: '0412 345 678' }, null) // { email: 'jane@example.com', phone: '0412345678' }
 */
export function holdContacts(typed: { email: string; phone: string }, sessionPhone: string | null): { email: string; phone: string } {
  return { email: typed.email.trim().toLowerCase(), phone: sessionPhone ?? normalisePhone(typed.phone) };
}

/**
 * A contact as the shopper is told where the code went, without giving it away to someone looking over a shoulder.
 * @example maskedContact({ channel: 'email', value: 'jane@example.com' }) // 'j***@example.com'
 * @example maskedContact({ channel: 'phone', value: '0412345678' }) // '0412 XXX 678'
 */
export function maskedContact(contact: Contact): string {
  if (contact.channel === 'phone') return `${contact.value.slice(0, 4)} XXX ${contact.value.slice(7)}`;
  const [local = '', domain = ''] = contact.value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** @example isContactCode(' 012345 ') // true */
export const isContactCode = (code: unknown): code is string => typeof code === 'string' && /^\d{6}$/.test(code.trim());

/** What the server counted before sending a code. */
export type CodeSendHistory = {
  lastSentToContactAt: number | null;
  sentToContactLastHour: number;
  sentToClientLastHour: number;
  sentByTenantLastHour: number;
};

export type CodeSendDecision = { ok: true } | { ok: false; reason: 'cooldown' | 'contact-limit' | 'client-limit' | 'tenant-limit'; retryAfterSeconds: number };

/**
 * Whether another code may be sent now: one per contact a minute, then the hourly limits per contact, client and site.
 * @example codeSendDecision({ lastSentToContactAt: 0, sentToContactLastHour: 1, sentToClientLastHour: 1, sentByTenantLastHour: 1 }, 45_000)
 *   // { ok: false, reason: 'cooldown', retryAfterSeconds: 15 }
 */
export function codeSendDecision(history: CodeSendHistory, nowMs: number, rules: ContactCodeRules = CONTACT_CODE_RULES): CodeSendDecision {
  if (history.lastSentToContactAt !== null && nowMs - history.lastSentToContactAt < rules.resendCooldownMs)
    return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil((rules.resendCooldownMs - (nowMs - history.lastSentToContactAt)) / 1000) };
  if (history.sentToContactLastHour >= rules.perContactPerHour) return { ok: false, reason: 'contact-limit', retryAfterSeconds: 3600 };
  if (history.sentToClientLastHour >= rules.perClientPerHour) return { ok: false, reason: 'client-limit', retryAfterSeconds: 3600 };
  if (history.sentByTenantLastHour >= rules.perTenantPerHour) return { ok: false, reason: 'tenant-limit', retryAfterSeconds: 600 };
  return { ok: true };
}

/**
 * A refused send, as the shopper reads it.
 * @example codeRefusalMessage({ ok: false, reason: 'cooldown', retryAfterSeconds: 15 }) // 'A code was sent a moment ago. You can ask for another in 15 seconds.'
 */
export function codeRefusalMessage(decision: Extract<CodeSendDecision, { ok: false }>): string {
  if (decision.reason === 'cooldown') return `A code was sent a moment ago. You can ask for another in ${decision.retryAfterSeconds} seconds.`;
  if (decision.reason === 'tenant-limit') return CONTACT_TEXT.tenantLimit;
  return CONTACT_TEXT.tooMany;
}

/**
 * Where the code went, said once the form asks for it.
 * @example codeSentMessage({ channel: 'phone', value: '0412345678' }) // 'We texted a 6-digit code to 0412 XXX 678. Enter it to reserve the car: it works for 10 minutes.'
 */
export function codeSentMessage(contact: Contact, rules: ContactCodeRules = CONTACT_CODE_RULES): string {
  const how = contact.channel === 'phone' ? 'texted' : 'e-mailed';
  return `We ${how} a 6-digit code to ${maskedContact(contact)}. Enter it to reserve the car: it works for ${Math.round(rules.codeTtlMs / 60_000)} minutes.`;
}

/**
 * The text message or e-mail carrying a code; the site's name first, so the shopper knows who sent it.
 * @example codeMessage('Bayside Auto Group', '042917').text
 *   // 'Bayside Auto Group: your code to reserve a car is 042917. It works for 10 minutes. If you did not ask for it, ignore this message: nothing is reserved.'
 */
export function codeMessage(siteName: string, code: string, rules: ContactCodeRules = CONTACT_CODE_RULES): { subject: string; text: string } {
  const minutes = Math.round(rules.codeTtlMs / 60_000);
  return {
    subject: `${siteName}: your reservation code`,
    text: `${siteName}: your code to reserve a car is ${code}. It works for ${minutes} minutes. If you did not ask for it, ignore this message: nothing is reserved.`,
  };
}

/** The newest code sent to a contact, as the server keeps it. */
export type StoredContactCode = { expiresAt: number; usedAt: number | null; attempts: number };

/**
 * Whether a stored code may still be tried: single use, 10 minutes, at most 5 tries.
 * @example contactCodeState({ expiresAt: 2_000, usedAt: null, attempts: 5 }, 1_000) // 'locked'
 */
export function contactCodeState(
  code: StoredContactCode,
  nowMs: number,
  rules: ContactCodeRules = CONTACT_CODE_RULES,
): 'usable' | 'expired' | 'used' | 'locked' {
  if (code.usedAt !== null) return 'used';
  if (code.attempts >= rules.maxAttempts) return 'locked';
  if (nowMs >= code.expiresAt) return 'expired';
  return 'usable';
}

/**
 * The refusal when a contact already has as many active holds as the site allows.
 * @example holdLimitMessage(2) // 'You already have 2 cars reserved on this site. Cancel one with the link in its e-mail, or call us, to reserve another.'
 */
export function holdLimitMessage(max: number): string {
  return `You already have ${max === 1 ? 'a car' : `${max} cars`} reserved on this site. Cancel one with the link in its e-mail, or call us, to reserve another.`;
}
