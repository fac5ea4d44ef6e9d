// Field rules shared by every lead form: the zod schemas check type and shape at the API boundary and
// in the form islands alike. Form posts without JavaScript send every value as text, so booleans and
// numbers also accept their text forms ('on', 'true', '1', '42').
import { z } from 'zod';
import { isAustralianPhone } from '../locations/phone.ts';
import { LEAD_TEXT, SPEC_TEXT } from './messages.ts';

/** Tags such as `<script>` or `</b>`; a lone `<` ("<3", "< 5 years") is fine. */
const MARKUP = /<\s*[a-z!/?]/i;

/** Letters of any language, spaces, apostrophes, hyphens and dots: "Siobhán O'Neil-Smith Jr." */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

/**
 * E-mail rule: one `@`, no spaces, quotes, brackets or commas, a dot in the domain and a 2+ letter top-level
 * domain; at most 254 characters. Deliberately simpler than RFC 5322: it refuses what a typo or a script makes.
 * @example EMAIL_PATTERN.test('jane.citizen@example.com.au') // true
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"']+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Trimmed text without markup, at most `max` characters.
 * @example plainText(20).parse('  I <3 it ') // 'I <3 it'
 */
export const plainText = (max: number) =>
  z
    .string({ error: LEAD_TEXT.invalidValue })
    .trim()
    .max(max, LEAD_TEXT.tooLong)
    .refine((value) => !MARKUP.test(value), LEAD_TEXT.markupNotAllowed);

/**
 * Optional text: blank counts as not given.
 * @example optionalText(20).parse('   ') // undefined
 */
export const optionalText = (max: number) => z.preprocess(blankToUndefined, plainText(max).optional());

export const firstNameSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: LEAD_TEXT.nameRequired }).trim().max(100, LEAD_TEXT.tooLong).regex(NAME, LEAD_TEXT.nameInvalid),
);

export const lastNameSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: LEAD_TEXT.lastNameInvalid }).trim().max(100, LEAD_TEXT.tooLong).regex(NAME, LEAD_TEXT.lastNameInvalid).optional(),
);

export const emailSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: LEAD_TEXT.emailRequired })
    .trim()
    .max(254, LEAD_TEXT.emailInvalid)
    .regex(EMAIL_PATTERN, LEAD_TEXT.emailInvalid)
    .transform((value) => value.toLowerCase()),
);

export const phoneSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: LEAD_TEXT.phoneRequired }).trim().max(32, LEAD_TEXT.phoneInvalid).refine(isAustralianPhone, LEAD_TEXT.phoneInvalid),
);

/** Exactly 4 digits (spec 2 section 5); whether it exists is checked later with the postcode list. */
export const postcodeSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: SPEC_TEXT.postcodeFormat })
    .trim()
    .regex(/^\d{4}$/, SPEC_TEXT.postcodeFormat),
);

const TRUE_TEXT = new Set(['true', 'on', '1', 'yes']);
const FALSE_TEXT = new Set(['false', 'off', '0', 'no']);

/** A checkbox: true/false, or the text a form post sends for it. */
export const booleanish = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (TRUE_TEXT.has(text)) return true;
    if (FALSE_TEXT.has(text)) return false;
    return value;
  },
  z.boolean({ error: LEAD_TEXT.invalidValue }),
);

/** A Yes/No select (finance, do-you-have-a-trade-in). */
export const yesNoSchema = z.enum(['Yes', 'No'], { error: LEAD_TEXT.invalidValue });

/**
 * Positive whole number, also from text.
 * @example wholeNumber(2_000_000).parse('48,210') // 48210
 */
export const wholeNumber = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d[\d,]*\s*$/.test(value) ? Number(value.replace(/[\s,]/g, '')) : blankToUndefined(value)),
    z.number({ error: LEAD_TEXT.invalidValue }).int(LEAD_TEXT.invalidValue).min(0, LEAD_TEXT.invalidValue).max(max, LEAD_TEXT.invalidValue),
  );

/** A feed car id: digits and letters as text; numbers are accepted and turned into text. */
export const carIdSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : blankToUndefined(value)),
  z
    .string({ error: LEAD_TEXT.carUnknown })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, LEAD_TEXT.carUnknown),
);

/**
 * A slug like `bayside-toyota`, with the given message when it is not one.
 * @example slugField('Please choose one of our dealerships.').parse('bayside-toyota') // 'bayside-toyota'
 */
export const slugField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, message);

/** A date and time from a date-time picker: `2025-03-01T10:30` (local) or a full ISO timestamp. */
export const dateTimeSchema = z
  .string({ error: LEAD_TEXT.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, LEAD_TEXT.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), LEAD_TEXT.dateInvalid);

export const australianStateField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'], { error: LEAD_TEXT.regoStateInvalid }),
);

/** Extra answers a tenant's form adds ("plus custom params", spec 2 section 7): short text keyed by name. */
export const customParamsSchema = z
  .record(z.string().regex(/^[A-Za-z0-9_ -]{1,64}$/, LEAD_TEXT.invalidValue), z.union([plainText(1000), z.number(), z.boolean()]))
  .refine((record) => Object.keys(record).length <= 30, LEAD_TEXT.tooLong);
