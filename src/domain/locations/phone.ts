// Australian phone numbers: the rules a lead form accepts, and how numbers are shown.
//
// Accepted (after removing spaces, dots, hyphens and brackets; `+61`/`61` becomes `0`):
//   mobile        04XX XXX XXX          10 digits starting 04
//   landline      0[2378] XXXX XXXX     10 digits: area code 02, 03, 07 or 08, then 8 digits
//   13 number     13 XX XX              6 digits starting 13
//   1300 / 1800   1300 XXX XXX          10 digits starting 1300 or 1800
// Anything else (overseas numbers, 05 satellite ranges, short codes) is refused by a lead form.

export type PhoneKind = 'mobile' | 'landline' | 'local-rate' | 'free-call';

/**
 * Digits only, with the +61 / 61 country code turned into the trunk 0 (and "(0)" after it dropped).
 * @example normalisePhone('+61 (0)3 9876-5432') // '0398765432'
 */
export function normalisePhone(raw: string): string {
  let text = raw.trim().replace(/\(0\)/g, '');
  const international = text.startsWith('+');
  text = text.replace(/[\s().\-/]/g, '');
  if (international) text = text.slice(1);
  if (!/^\d+$/.test(text)) return raw.trim();
  if (text.startsWith('61') && (international || text.length === 11)) return `0${text.slice(2)}`;
  return text;
}

/**
 * What kind of Australian number this is, or null when it is not one a lead may carry.
 * @example phoneKind('0412 345 678') // 'mobile'
 * @example phoneKind('1300 655 506') // 'local-rate'
 */
export function phoneKind(raw: string): PhoneKind | null {
  const digits = normalisePhone(raw);
  if (/^04\d{8}$/.test(digits)) return 'mobile';
  if (/^0[2378]\d{8}$/.test(digits)) return 'landline';
  if (/^13\d{4}$/.test(digits) || /^1300\d{6}$/.test(digits)) return 'local-rate';
  if (/^1800\d{6}$/.test(digits)) return 'free-call';
  return null;
}

/** @example isAustralianPhone('+61412345678') // true */
export function isAustralianPhone(raw: string): boolean {
  return phoneKind(raw) !== null;
}

/**
 * A number as shoppers read it: +61 becomes 0, then grouped 2-4-4 (spec 2 section 9). Mobiles and
 * 1300/1800 numbers read 4-3-3 and 13 numbers 2-2-2, the way Australians write them. Text that is not
 * an Australian number comes back trimmed, unchanged.
 * @example formatPhone('+61398765432') // '03 9876 5432'
 * @example formatPhone('0412345678') // '0412 345 678'
 */
export function formatPhone(raw: string): string {
  const digits = normalisePhone(raw);
  switch (phoneKind(digits)) {
    case 'landline':
      return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
    case 'mobile':
    case 'free-call':
      return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    case 'local-rate':
      return digits.length === 6
        ? `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`
        : `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    default:
      return raw.trim();
  }
}

/**
 * A `tel:` link target in international form, or null for text that is not a number.
 * @example telHref('03 9876 5432') // 'tel:+61398765432'
 */
export function telHref(raw: string): string | null {
  const digits = normalisePhone(raw);
  const kind = phoneKind(digits);
  if (kind === null) return null;
  return kind === 'mobile' || kind === 'landline' ? `tel:+61${digits.slice(1)}` : `tel:${digits}`;
}
