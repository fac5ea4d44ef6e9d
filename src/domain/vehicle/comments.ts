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

/**
 * Splits paragraphs at 400 characters, cutting inside a paragraph at the last space before the limit so no
 * word is broken; `rest` holds what Show More reveals (the remainder of a cut paragraph comes first).
 * @example splitCommentsPreview(['a'.repeat(10)], 400) // { preview: ['aaaaaaaaaa'], rest: [] }
 */
export function splitCommentsPreview(paragraphs: readonly string[], limit = DEALER_COMMENTS_PREVIEW_CHARS): { preview: string[]; rest: string[] } {
  const preview: string[] = [];
  let used = 0;
  for (let index = 0; index < paragraphs.length; index++) {
    const paragraph = paragraphs[index]!;
    if (used + paragraph.length <= limit) {
      preview.push(paragraph);
      used += paragraph.length;
      continue;
    }
    const room = limit - used;
    const cut = paragraph.lastIndexOf(' ', room);
    const head = cut > 0 ? paragraph.slice(0, cut) : '';
    if (head) preview.push(head);
    const tail = paragraph.slice(head.length).trim();
    return { preview, rest: [...(tail ? [tail] : []), ...paragraphs.slice(index + 1)] };
  }
  return { preview, rest: [] };
}
