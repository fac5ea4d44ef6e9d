/**
 * Dealer comments as paragraphs: `|` separates them; blank text (or only separators) has none.
 * @example commentParagraphs('Great car.|One owner.') // ['Great car.', 'One owner.']
 */
export function commentParagraphs(comments: string): string[] {
  return comments
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Comments are truncated at 400 characters behind Show More (spec 1 section 9). */
export const DEALER_COMMENTS_PREVIEW_CHARS = 400;
