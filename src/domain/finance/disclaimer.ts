import { COMPARISON_RATE_WARNING, comparisonRateExampleText } from './comparison-rate.ts';
import { formatPct } from './rounding.ts';

/** Finance disclaimers are cut at 197 characters (both specs, section 9). */
export const DISCLAIMER_PREVIEW_CHARS = 197;
/** 197 + '...' = 200: the cut is exact (not at a word boundary), then three dots. */
export const DISCLAIMER_ELLIPSIS = '...';

export type DisclaimerView = {
  text: string;
  /** 'Show More' while collapsed, 'Show Less' while expanded, null when the text is short enough. */
  toggleText: 'Show More' | 'Show Less' | null;
};

/**
 * The first 197 characters of a disclaimer plus '...', or the whole text when it is 197 characters
 * or fewer. Characters are code points, so an emoji or accented letter is never split.
 * @example truncateDisclaimer('a'.repeat(200)) // 'a'.repeat(197) + '...'
 */
export function truncateDisclaimer(text: string): string {
  const end = previewEnd(text);
  return end === null ? text : text.slice(0, end) + DISCLAIMER_ELLIPSIS;
}

/** Where the 197-character preview ends (in UTF-16 units), or null when the text is no longer than that. */
function previewEnd(text: string): number | null {
  // Fewer code units than that means fewer characters: no need to count.
  if (text.length <= DISCLAIMER_PREVIEW_CHARS) return null;
  let end = 0;
  for (let characters = 0; characters < DISCLAIMER_PREVIEW_CHARS; characters++) {
    if (end >= text.length) return null;
    end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  }
  return end >= text.length ? null : end;
}

/**
 * What the disclaimer panel shows in its collapsed or expanded state (Show More / Show Less).
 * @example disclaimerView(longText, false) // { text: first 197 characters + '...', toggleText: 'Show More' }
 * @example disclaimerView(longText, true) // { text: longText, toggleText: 'Show Less' }
 */
export function disclaimerView(text: string, expanded: boolean): DisclaimerView {
  const end = previewEnd(text);
  if (end === null) return { text, toggleText: null };
  return expanded ? { text, toggleText: 'Show Less' } : { text: text.slice(0, end) + DISCLAIMER_ELLIPSIS, toggleText: 'Show More' };
}

export type ComparisonDisclaimerInput = {
  interestRatePct: number;
  comparisonRatePct: number;
  creditCents?: number;
  termMonths?: number;
  /** Appended as given, e.g. REPAYMENT_CONVENTION_TEXT or the tenant's disclaimer. */
  extra?: string;
};

/**
 * The rate disclaimer for a displayed rate: the rates, the example they are true for, and the
 * mandatory warning.
 * @example comparisonRateDisclaimer({ interestRatePct: 12.94, comparisonRatePct: 15.36 })
 * // '*Interest rate 12.94% p.a., comparison rate 15.36% p.a. Comparison rate calculated on a $30,000 secured loan over a term of 5 years. WARNING: ...'
 */
export function comparisonRateDisclaimer(input: ComparisonDisclaimerInput): string {
  const { interestRatePct, comparisonRatePct, creditCents = 3_000_000, termMonths = 60, extra } = input;
  const parts = [
    `*Interest rate ${formatPct(interestRatePct)} p.a., comparison rate ${formatPct(comparisonRatePct)} p.a.`,
    comparisonRateExampleText(creditCents, termMonths),
    COMPARISON_RATE_WARNING,
    extra,
  ];
  return parts.filter((part) => part !== undefined && part !== '').join(' ');
}
