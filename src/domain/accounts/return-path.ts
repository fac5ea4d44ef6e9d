// The sign-in page's `redirect` and `back` parameters (spec 2 section 2): paths on this site only, so a link to
// /sign-in can never send a shopper to another site after signing in (no open redirect).

/** Longest return path kept (a search page's URL state fits well inside). */
const MAX_LENGTH = 2000;

/**
 * A root-relative path on this site, or null: no scheme, no `//host`, no backslashes, no control characters.
 * @example safeReturnPath('/cars/2021-toyota-hilux-sr5?save=1') // '/cars/2021-toyota-hilux-sr5?save=1'
 * @example safeReturnPath('//evil.example/x') // null
 * @example safeReturnPath('https://evil.example/') // null
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  if (raw.startsWith('/sign-in')) return null; // never back to the sign-in page itself
  return raw;
}

/** Why a shopper is asked to sign in: decides the page's heading and what happens after. */
export type SignInType = 'watchlist' | 'garage' | 'checkout' | 'payment' | 'finance' | 'account';

export const SIGN_IN_TYPES: readonly SignInType[] = ['watchlist', 'garage', 'checkout', 'payment', 'finance', 'account'];

/** @example signInType('watchlist') // 'watchlist' @example signInType('nonsense') // 'account' */
export function signInType(raw: string | null | undefined): SignInType {
  return SIGN_IN_TYPES.find((type) => type === raw) ?? 'account';
}

/** The sign-in page's heading and lead-in for each reason. */
export const SIGN_IN_TEXTS: Record<SignInType, { heading: string; intro: string }> = {
  watchlist: {
    heading: 'Sign in to save this car',
    intro: 'Saved cars stay on your watchlist on any device, and we can tell you when one drops in price or sells.',
  },
  garage: { heading: 'Sign in to your garage', intro: 'Your garage keeps the cars you saved, their prices now and the searches you saved.' },
  checkout: { heading: 'Sign in to reserve this car', intro: 'Sign in with your mobile so we can hold the car for you and keep you posted.' },
  payment: { heading: 'Sign in to see your payment options', intro: 'Sign in with your mobile to see the ways to pay for a car and pay online.' },
  finance: { heading: 'Sign in for your personalised finance', intro: 'Sign in with your mobile to see finance repayments for this car.' },
  account: { heading: 'Sign in', intro: 'Sign in with your mobile number: we text you a code, no password needed.' },
};

/**
 * The sign-in link for a page (spec 2 section 2: `/sign-in?type={type}&redirect={target}&back={previous page}`).
 * @example signInHref('watchlist', '/cars/x', '/search/used-cars') // '/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fsearch%2Fused-cars'
 */
export function signInHref(type: SignInType, redirect: string, back: string | null): string {
  const params = new URLSearchParams({ type, redirect });
  if (back) params.set('back', back);
  return `/sign-in?${params.toString()}`;
}

/**
 * What the code step says once a code is sent (the number masked).
 * @example codeSentStatus('0412 XXX 678') // 'We texted a code to 0412 XXX 678. It works for 10 minutes.'
 */
export const codeSentStatus = (maskedPhone: string): string => `We texted a code to ${maskedPhone}. It works for 10 minutes.`;
