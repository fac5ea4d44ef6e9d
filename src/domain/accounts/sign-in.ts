// Sign-in by SMS code (issue 24, spec 2 section 2): an Australian mobile number, then a 6-digit code sent by SMS.
// The rules here are pure; the server keeps the codes (as hashes) and counts what it sent. The server claims each
// send and each try atomically (src/server/db/shoppers-repo.ts) and asks these rules with what it claimed, so a burst
// of requests is judged one at a time, as if they had come one after another.
import { normalisePhone, phoneKind } from '../locations/phone.ts';

export const SIGN_IN_RULES = {
  codeLength: 6,
  /** A code is good for 10 minutes. */
  codeTtlMs: 10 * 60_000,
  /** Wrong codes allowed before the code is locked (a new one must be asked for). */
  maxAttempts: 5,
  /** Between two codes of one purpose to one number from one site. */
  resendCooldownMs: 60_000,
  /** Codes sent per rolling hour, per number, per client address and per site. */
  perPhonePerHour: 5,
  /** Codes sent per rolling hour to one number by every site of the platform together (one phone, many dealers). */
  perPhonePerHourAllSites: 10,
  perClientPerHour: 10,
  perTenantPerHour: 500,
} as const;

export type SignInRules = { [K in keyof typeof SIGN_IN_RULES]: number };

/** The same answer whether or not the number has an account (no enumeration). */
export const CODE_SENT_MESSAGE = 'If that number can receive texts, a 6-digit code is on its way. It works for 10 minutes.';
export const BAD_PHONE_MESSAGE = 'Please enter an Australian mobile number, e.g. 0412 345 678.';
export const BAD_CODE_MESSAGE = 'That code is not right, or it has expired. Check the text we sent, or ask for a new code.';
export const LOCKED_CODE_MESSAGE = 'Too many wrong codes. Please ask for a new code.';

/**
 * The mobile number a shopper signs in with, as its 10 digits, or null when it is not an Australian mobile.
 * @example signInPhone('+61 412 345 678') // '0412345678'
 * @example signInPhone('02 5550 4180') // null (a landline cannot receive the code)
 */
export function signInPhone(raw: string): string | null {
  const digits = normalisePhone(raw);
  return phoneKind(digits) === 'mobile' ? digits : null;
}

/** @example internationalMobile('0412345678') // '+61412345678' */
export const internationalMobile = (phone: string): string => `+61${phone.slice(1)}`;

/** @example maskedMobile('0412345678') // '0412 XXX 678' */
export const maskedMobile = (phone: string): string => `${phone.slice(0, 4)} XXX ${phone.slice(7)}`;

/** @example isCodeShaped('012345') // true */
export const isCodeShaped = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * What a code is for: signing in, or confirming 'Delete my account and data' (texted to the account's own number).
 * A code of one purpose never works for the other; both count against the same send limits (a text is a text).
 */
export type CodePurpose = 'sign-in' | 'delete-account';
export const CODE_PURPOSES = ['sign-in', 'delete-account'] as const satisfies readonly CodePurpose[];

/** What the server counted before sending a code (while holding the number's and the site's send locks). */
export type SendHistory = {
  /** When this site last sent this number a code of the same purpose, if ever. */
  lastSentToPhoneAt: number | null;
  sentToPhoneLastHour: number;
  /** Codes to this number in the last hour from every site of the platform. */
  sentToPhoneLastHourAllSites: number;
  sentToClientLastHour: number;
  sentByTenantLastHour: number;
};

export type SendDecision =
  { ok: true } | { ok: false; reason: 'cooldown' | 'phone-limit' | 'phone-limit-all-sites' | 'client-limit' | 'tenant-limit'; retryAfterSeconds: number };

/**
 * Whether another code may be sent now: the resend cooldown, then the hourly limits per number (this site, then all
 * sites together), client and site.
 * @example sendDecision({ lastSentToPhoneAt: now - 30_000, sentToPhoneLastHour: 1, sentToPhoneLastHourAllSites: 1, sentToClientLastHour: 1, sentByTenantLastHour: 1 }, now)
 *   // { ok: false, reason: 'cooldown', retryAfterSeconds: 30 }
 */
export function sendDecision(history: SendHistory, nowMs: number, rules: SignInRules = SIGN_IN_RULES): SendDecision {
  if (history.lastSentToPhoneAt !== null && nowMs - history.lastSentToPhoneAt < rules.resendCooldownMs) {
    return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil((rules.resendCooldownMs - (nowMs - history.lastSentToPhoneAt)) / 1000) };
  }
  if (history.sentToPhoneLastHour >= rules.perPhonePerHour) return { ok: false, reason: 'phone-limit', retryAfterSeconds: 3600 };
  if (history.sentToPhoneLastHourAllSites >= rules.perPhonePerHourAllSites) return { ok: false, reason: 'phone-limit-all-sites', retryAfterSeconds: 3600 };
  if (history.sentToClientLastHour >= rules.perClientPerHour) return { ok: false, reason: 'client-limit', retryAfterSeconds: 3600 };
  if (history.sentByTenantLastHour >= rules.perTenantPerHour) return { ok: false, reason: 'tenant-limit', retryAfterSeconds: 600 };
  return { ok: true };
}

/** A refused send, as the shopper reads it. */
export function sendRefusalMessage(decision: Extract<SendDecision, { ok: false }>): string {
  if (decision.reason === 'cooldown') return `A code was sent a moment ago. You can ask for another in ${decision.retryAfterSeconds} seconds.`;
  if (decision.reason === 'tenant-limit') return 'We cannot send codes right now. Please try again in a few minutes.';
  return 'Too many codes were asked for. Please try again in an hour.';
}

/**
 * What a try means, judged after the server claimed it (the code's attempt counter went up by one, to
 * `attemptsAfterClaim`, only while it was below the limit): a right code signs in; a wrong one is refused, and the
 * try that reaches the limit locks the code. A try the server could not claim is never compared at all.
 * @example tryOutcome(5, false) // 'locked'
 * @example tryOutcome(5, true) // 'right' (the fifth try may still be the right code)
 */
export function tryOutcome(attemptsAfterClaim: number, matches: boolean, rules: SignInRules = SIGN_IN_RULES): 'right' | 'wrong' | 'locked' {
  if (matches) return 'right';
  return attemptsAfterClaim >= rules.maxAttempts ? 'locked' : 'wrong';
}

/** The newest code sent to a number, as the server keeps it. */
export type StoredCode = { expiresAt: number; usedAt: number | null; attempts: number };

export type CodeState = 'usable' | 'expired' | 'used' | 'locked';

/**
 * Whether a stored code may still be tried: single use, 10 minutes, at most 5 tries.
 * @example codeState({ expiresAt: now + 1, usedAt: null, attempts: 5 }, now) // 'locked'
 */
export function codeState(code: StoredCode, nowMs: number, rules: SignInRules = SIGN_IN_RULES): CodeState {
  if (code.usedAt !== null) return 'used';
  if (code.attempts >= rules.maxAttempts) return 'locked';
  if (nowMs >= code.expiresAt) return 'expired';
  return 'usable';
}

/**
 * The text message carrying a code; the site's name first, so the shopper knows who sent it.
 * @example codeMessage('Harbour Toyota', '042917') // 'Harbour Toyota: your sign-in code is 042917. It expires in 10 minutes. ...'
 */
export function codeMessage(siteName: string, code: string): string {
  return `${siteName}: your sign-in code is ${code}. It expires in 10 minutes. Never share it: we will never ask you for it.`;
}

/**
 * The text carrying the code that confirms 'Delete my account and data', sent to the account's own number.
 * @example deleteCodeMessage('Harbour Toyota', '042917') // 'Harbour Toyota: your code to delete your account and data is 042917. ...'
 */
export function deleteCodeMessage(siteName: string, code: string): string {
  return `${siteName}: your code to delete your account and data is ${code}. It expires in 10 minutes. If you did not ask for this, ignore this text: nothing is deleted without it.`;
}

/** The text for a code of this purpose. */
export const textForCode = (purpose: CodePurpose, siteName: string, code: string): string =>
  purpose === 'delete-account' ? deleteCodeMessage(siteName, code) : codeMessage(siteName, code);
