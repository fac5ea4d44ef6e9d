// How a dealer's number shows on a vehicle page (spec 1 section 4, "Phone reveal"): formatted the Australian way
// (formatPhone: +61 becomes 0; landlines 2-4-4, mobiles and 1300/1800 numbers 4-3-3, 13 numbers 2-2-2), then
// masked after the first 5 characters until the shopper clicks it, unless the tenant turns masking off or the
// car's dealership is one that shows its number in full.
import { formatPhone, telHref } from './phone.ts';

/** Characters of the formatted number shown before the mask. */
export const PHONE_VISIBLE_CHARS = 5;

/**
 * The number with every digit after the first 5 characters replaced by X (spaces kept, so it reads as a number).
 * @example maskPhone('02 5550 4180') // '02 55XX XXXX'
 * @example maskPhone('0412 345 678') // '0412 XXX XXX'
 */
export function maskPhone(formatted: string): string {
  return formatted.slice(0, PHONE_VISIBLE_CHARS) + formatted.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, 'X');
}

export type PhoneMaskRules = { phoneMasking: boolean; unmaskedPhoneDealershipSlugs: readonly string[] };

/**
 * Whether the car's number starts masked.
 * @example phoneStartsMasked({ phoneMasking: true, unmaskedPhoneDealershipSlugs: ['open-motors'] }, 'open-motors') // false
 */
export function phoneStartsMasked(rules: PhoneMaskRules, dealershipSlug: string | null): boolean {
  return rules.phoneMasking && !(dealershipSlug !== null && rules.unmaskedPhoneDealershipSlugs.includes(dealershipSlug));
}

export type PhoneDisplay = { full: string; shown: string; masked: boolean; href: string | null };

/**
 * Everything a phone link needs: the full formatted number, what shows first, and the `tel:` target.
 * @example phoneDisplay('+61255504180', true) // { full: '02 5550 4180', shown: '02 55XX XXXX', masked: true, href: 'tel:+61255504180' }
 */
export function phoneDisplay(raw: string, masked: boolean): PhoneDisplay {
  const full = formatPhone(raw);
  const digits = raw.replace(/[^+\d]/g, '');
  return { full, shown: masked ? maskPhone(full) : full, masked, href: telHref(raw) ?? (digits ? `tel:${digits}` : null) };
}
