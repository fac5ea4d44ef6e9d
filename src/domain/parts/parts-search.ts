// Searching a parts catalogue in the browser with the stock search's own text matching (src/domain/search/index):
// every word of the query must match a part's number, name, brand, category, models or description, the last word
// as a prefix, longer words with one typo allowed; parts matched without a typo come first, then catalogue order.
import { countDocs, listDocs, type Bitset } from '../search/index/bitset.ts';
import { indexTokens, matchQuery } from '../search/index/text-index.ts';
import type { TextIndex } from '../search/index/types.ts';
import type { Part } from './part.ts';

/** Parts a results page shows (the stock search's page size). */
export const PARTS_PAGE_SIZE = 21;

const HAS_DIGIT = /\d/;

/** The text index of a catalogue: each part found by the words of its fields. */
export function partsTextIndex(parts: readonly Part[]): TextIndex {
  const byToken = new Map<string, Set<number>>();
  parts.forEach((part, doc) => {
    const values = [part.partNumber, part.partNumber.replace(/[^A-Za-z0-9]/g, ''), part.name, part.brand, part.category, part.description, ...part.fits];
    for (const value of values) {
      if (!value) continue;
      for (const token of indexTokens(value)) (byToken.get(token) ?? byToken.set(token, new Set()).get(token)!).add(doc);
    }
  });
  const tokens = [...byToken.keys()].sort();
  return {
    tokens,
    docs: tokens.map((token) => Uint32Array.from([...byToken.get(token)!].sort((a, b) => a - b))),
    typoCandidates: tokens.flatMap((token, id) => (HAS_DIGIT.test(token) ? [] : [id])),
    cache: new Map(),
  };
}

const docsOf = (bits: Bitset, size: number): number[] => {
  const out = new Uint32Array(Math.max(countDocs(bits), 1));
  return Array.from(out.subarray(0, listDocs(bits, out))).filter((doc) => doc < size);
};

/**
 * One page of the parts matching a query (every part, in catalogue order, for an empty query).
 * @example searchParts(index, parts, 'rav4 tow').hits[0].name // 'Towbar kit'
 */
export function searchParts(index: TextIndex, parts: readonly Part[], query: string, page = 0): { hits: Part[]; total: number; pages: number } {
  const matched = matchQuery(index, query, parts.length);
  let order: number[];
  if (!matched) order = parts.map((_, doc) => doc);
  else {
    const clean = docsOf(matched.clean, parts.length);
    const cleanSet = new Set(clean);
    order = [...clean, ...docsOf(matched.all, parts.length).filter((doc) => !cleanSet.has(doc))];
  }
  const pages = Math.ceil(order.length / PARTS_PAGE_SIZE);
  return { hits: order.slice(page * PARTS_PAGE_SIZE, (page + 1) * PARTS_PAGE_SIZE).map((doc) => parts[doc]!), total: order.length, pages };
}
