import { SEARCHABLE_ATTRIBUTES } from '../attributes.ts';
import { tokenize, withinOneEdit } from '../text.ts';
import { addDocs, andInto, emptyBitset, type Bitset } from './bitset.ts';
import { textAt, type Column, type SearchIndex, type TextIndex } from './types.ts';

/** Words shorter than this must match exactly (or as a prefix when last); longer ones tolerate one typo. */
export const MIN_WORD_LENGTH_FOR_TYPO = 5;
const CACHE_LIMIT = 512;
const HAS_DIGIT = /\d/;

/**
 * The words a value is found by: its tokens plus each pair of neighbours joined, so "CX-5" is found by
 * "cx", "5" and "cx5", and "Land Cruiser" by "landcruiser".
 * @example indexTokens('CX-5') // ['cx', '5', 'cx5']
 */
export function indexTokens(value: string): string[] {
  const words = tokenize(value);
  const joined = words.slice(1).map((word, i) => words[i] + word);
  return [...words, ...joined];
}

export function buildTextIndex(columns: Map<string, Column>): TextIndex {
  const byToken = new Map<string, number[][]>();
  const add = (token: string, docs: ArrayLike<number>) => {
    const lists = byToken.get(token);
    const list = Array.from(docs);
    if (lists) lists.push(list);
    else byToken.set(token, [list]);
  };
  for (const name of SEARCHABLE_ATTRIBUTES) {
    const column = columns.get(name);
    if (!column) continue;
    if (column.kind === 'text') {
      for (let doc = 0; doc < column.data.length; doc++) {
        const value = textAt(column, doc);
        if (value) for (const token of indexTokens(value)) add(token, [doc]);
      }
      continue;
    }
    // Facet columns: tokenise each distinct value once and reuse its postings.
    const values = column.kind === 'number' ? Array.from(column.values, String) : column.values;
    values.forEach((value, code) => {
      const docs = column.postings.subarray(column.starts[code], column.starts[code + 1]);
      for (const token of indexTokens(value)) add(token, docs);
    });
  }
  const tokens = [...byToken.keys()].sort();
  const docs = tokens.map((token) => Uint32Array.from(byToken.get(token)!.flat()));
  const typoCandidates = tokens.flatMap((token, id) => (HAS_DIGIT.test(token) ? [] : [id]));
  return { tokens, docs, typoCandidates, cache: new Map() };
}

/** The index's text index, built on first use. */
export function textIndexOf(index: SearchIndex): TextIndex {
  index.text ??= buildTextIndex(index.columns);
  return index.text;
}

function lowerBound(tokens: readonly string[], word: string): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (tokens[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether some prefix of `token` is within one edit of `word` (a typo in a word still being typed). */
export function prefixWithinOneEdit(word: string, token: string): boolean {
  for (let length = word.length - 1; length <= word.length + 1 && length <= token.length; length++) {
    if (withinOneEdit(word, token.slice(0, length))) return true;
  }
  return false;
}

/** Token numbers a query word matches: exactly (or as a prefix when `prefix`), and with one typo. Cached per word. */
export function resolveWord(text: TextIndex, word: string, prefix: boolean): { exact: number[]; typo: number[] } {
  const key = `${prefix ? 'p' : 'w'}${word}`;
  const cached = text.cache.get(key);
  if (cached) return cached;
  const exact: number[] = [];
  const start = lowerBound(text.tokens, word);
  if (prefix) for (let id = start; id < text.tokens.length && text.tokens[id]!.startsWith(word); id++) exact.push(id);
  else if (text.tokens[start] === word) exact.push(start);
  const typo: number[] = [];
  if (word.length >= MIN_WORD_LENGTH_FOR_TYPO && !HAS_DIGIT.test(word)) {
    const matched = new Set(exact);
    for (const id of text.typoCandidates) {
      const token = text.tokens[id]!;
      if (matched.has(id) || token.length < word.length - 1 || (!prefix && token.length > word.length + 1)) continue;
      if (prefix ? prefixWithinOneEdit(word, token) : withinOneEdit(word, token)) typo.push(id);
    }
  }
  const result = { exact, typo };
  if (text.cache.size >= CACHE_LIMIT) text.cache.clear();
  text.cache.set(key, result);
  return result;
}

/**
 * How one query word matches one indexed word, by the same rules as the search (for highlighting): `exact`, `prefix`
 * (the last query word starts the indexed word), `typo` (one edit, words of 5 letters or more without digits), or null.
 * @example wordMatch('toyta', 'toyota', false) // 'typo'
 */
export function wordMatch(word: string, token: string, prefix: boolean, typos = true): 'exact' | 'prefix' | 'typo' | null {
  if (token === word) return 'exact';
  if (prefix && token.startsWith(word)) return 'prefix';
  if (!typos || word.length < MIN_WORD_LENGTH_FOR_TYPO || HAS_DIGIT.test(word) || HAS_DIGIT.test(token)) return null;
  return (prefix ? prefixWithinOneEdit(word, token) : withinOneEdit(word, token)) ? 'typo' : null;
}

/**
 * Documents matching every query word (the last one as a prefix), and among them those that matched
 * without a typo (ranked first by the relevance index). Null for an empty query.
 */
export function matchQuery(text: TextIndex, query: string, size: number): { all: Bitset; clean: Bitset } | null {
  const words = tokenize(query);
  if (words.length === 0) return null;
  let all = emptyBitset(size);
  let clean = all;
  for (let i = 0; i < words.length; i++) {
    const { exact, typo } = resolveWord(text, words[i]!, i === words.length - 1);
    const exactDocs = emptyBitset(size);
    for (const id of exact) addDocs(exactDocs, text.docs[id]!);
    const anyDocs = exactDocs.slice();
    for (const id of typo) addDocs(anyDocs, text.docs[id]!);
    if (i === 0) {
      all = anyDocs;
      clean = exactDocs;
    } else {
      andInto(all, anyDocs);
      andInto(clean, exactDocs);
    }
  }
  return { all, clean };
}
