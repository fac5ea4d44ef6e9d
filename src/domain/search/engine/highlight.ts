import { wordMatch } from '../index/text-index.ts';
import { normalizeText, tokenize } from '../text.ts';

/** Algolia's `_highlightResult` entry for one value. */
export type HighlightResult = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean };

/** The query as highlighting reads it: its words, the last one a prefix, and whether typos count. */
export type HighlightQuery = { words: string[]; preTag: string; postTag: string; typos: boolean };

/** Algolia's default tags. */
export const DEFAULT_HIGHLIGHT_TAGS = { preTag: '<em>', postTag: '</em>' } as const;

/**
 * The query's words for highlighting.
 * @example highlightQuery('Toyota hil', {}) // { words: ['toyota', 'hil'], preTag: '<em>', postTag: '</em>', typos: true }
 */
export function highlightQuery(query: string, options: { preTag?: string; postTag?: string; typos?: boolean }): HighlightQuery {
  return {
    words: tokenize(query),
    preTag: options.preTag ?? DEFAULT_HIGHLIGHT_TAGS.preTag,
    postTag: options.postTag ?? DEFAULT_HIGHLIGHT_TAGS.postTag,
    typos: options.typos ?? true,
  };
}

type Span = { start: number; end: number; token: string };

/** Words of a value with their places in the original text (tokens as the index makes them). */
function spansOf(value: string): Span[] {
  const spans: Span[] = [];
  for (const match of value.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const token = normalizeText(match[0]).replace(/[^\p{L}\p{N}]/gu, '');
    if (token) spans.push({ start: match.index, end: match.index + match[0].length, token });
  }
  return spans;
}

/** Original characters that make up the first `count` normalised characters of a word. */
function prefixLength(word: string, count: number): number {
  let seen = 0;
  let i = 0;
  for (const char of word) {
    if (seen >= count) break;
    seen += normalizeText(char).length;
    i += char.length;
  }
  return i;
}

/**
 * One value highlighted as Algolia does: each word a query word matches wrapped in the tags (the matched start of a
 * prefix match, the whole word otherwise; a query word matching two neighbours joined, like "cx5" and "CX-5", marks
 * both), `matchLevel` full when every query word matched, and the words that matched. Text is not escaped, as in
 * Algolia's answers (InstantSearch escapes it).
 * @example highlightValue('Toyota HiLux', highlightQuery('hil', {})) // { value: 'Toyota <em>HiL</em>ux', matchLevel: 'full', matchedWords: ['hil'], fullyHighlighted: false }
 */
export function highlightValue(value: string, query: HighlightQuery): HighlightResult {
  const spans = spansOf(value);
  const marked = new Map<number, number>(); // span index -> characters highlighted from its start
  const matched = new Set<string>();
  query.words.forEach((word, w) => {
    const prefix = w === query.words.length - 1;
    spans.forEach((span, i) => {
      const kind = wordMatch(word, span.token, prefix, query.typos);
      if (kind) {
        matched.add(word);
        const length = kind === 'prefix' ? prefixLength(value.slice(span.start, span.end), word.length) : span.end - span.start;
        marked.set(i, Math.max(marked.get(i) ?? 0, length));
      }
      const next = spans[i + 1];
      // Joined neighbours ("cx5" for "CX-5"): only a word that reaches into the next one, and without typos.
      if (next && word.length > span.token.length && wordMatch(word, span.token + next.token, prefix, false)) {
        matched.add(word);
        marked.set(i, span.end - span.start);
        marked.set(i + 1, next.end - next.start);
      }
    });
  });
  let out = '';
  let at = 0;
  for (const [i, span] of spans.entries()) {
    const length = marked.get(i);
    if (!length) continue;
    out += `${value.slice(at, span.start)}${query.preTag}${value.slice(span.start, span.start + length)}${query.postTag}`;
    at = span.start + length;
  }
  out += value.slice(at);
  const matchedWords = query.words.filter((word, i) => matched.has(word) && query.words.indexOf(word) === i);
  if (matchedWords.length === 0) return { value: out, matchLevel: 'none', matchedWords: [] };
  const fullyHighlighted = spans.length > 0 && spans.every((span, i) => marked.get(i) === span.end - span.start);
  return { value: out, matchLevel: matchedWords.length === new Set(query.words).size ? 'full' : 'partial', matchedWords, fullyHighlighted };
}
