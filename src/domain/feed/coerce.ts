import { z } from 'zod';

/** Empty strings and the literal 'null' that feeds send for "no value" become null. */
function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.toLowerCase() === 'null') return null;
    return trimmed;
  }
  return value;
}

/** Optional text: numbers become strings, blanks become null. */
export const optionalText = z.preprocess((value) => {
  const blank = blankToNull(value);
  return typeof blank === 'number' ? String(blank) : blank;
}, z.string().nullable());

/** A number that may arrive as "28,990", "$28,990" or "42 000 km"; blanks become null. */
export const optionalNumber = z.preprocess(
  (value) => {
    const blank = blankToNull(value);
    if (typeof blank !== 'string') return blank;
    const cleaned = blank.replace(/[$,\s]|kms?$/gi, '');
    return cleaned === '' ? null : Number(cleaned);
  },
  z.number({ error: 'expected a number' }).nullable(),
);

export const requiredText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
  z.string({ error: 'is required' }).min(1, 'is required'),
);

/** true/false, 1/0, yes/no, as JSON or CSV send them; blanks are false. */
export const flag = z.preprocess((value) => {
  if (typeof value === 'string') return ['true', '1', 'yes', 'y'].includes(value.trim().toLowerCase());
  if (typeof value === 'number') return value === 1;
  return value ?? false;
}, z.boolean());

/** A list that may arrive as a JSON array or a `|`-separated CSV cell. */
export const textList = z.preprocess((value) => {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string')
    return value
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
}, z.array(z.string()));

/**
 * A link the site puts in an href or iframe src (report files, videos): an http(s) URL or a path on the site.
 * Anything else (javascript:, data:, a protocol-relative //host) is refused, so feed text never becomes script.
 */
export const linkUrl = optionalText.refine((value) => value === null || isSafeLink(value), 'expected an http(s) URL or a path starting with /');

/**
 * Whether a feed address may go into an href, src or iframe: an http(s) URL or a path on the site.
 * @example isSafeLink('javascript:alert(1)') // false
 */
export function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
