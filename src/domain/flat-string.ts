// V8 keeps a string built piece by piece (`html += part`, as React's and Astro's renderers do) as a tree of its
// pieces, and walks the whole tree whenever the string is written out. A cached piece of markup repeated on
// thousands of pages (a car's card, the site header) would be walked again on every one of them.

/** Written to, so no optimiser drops the conversion below as unused. */
const sink = { value: 0 };

/**
 * The same text, flattened into one piece in place: converting a string to a number reads it whole, which makes
 * V8 copy its pieces together once. For markup kept and reused, not for text used once.
 * @example cache.set(key, flatString(renderToStaticMarkup(card)))
 */
export function flatString(text: string): string {
  sink.value ^= Number(text) || 0;
  return text;
}
