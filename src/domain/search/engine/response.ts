import type { SearchResponse } from '../engine.ts';
import { encodeParams } from './params.ts';

/** Fields Algolia returns whatever `responseFields` says. */
const ALWAYS_RETURNED = ['message'];

/**
 * The response with only the top-level fields `responseFields` names (`*` or none: all of them), as Algolia trims it.
 * @example shapeResponse(response, ['hits', 'nbHits']) // { hits, nbHits }
 */
export function shapeResponse(response: SearchResponse, fields: string | readonly string[] | undefined): SearchResponse {
  const list = fields === undefined ? ['*'] : typeof fields === 'string' ? [fields] : fields;
  if (list.includes('*')) return response;
  const kept = Object.entries(response).filter(([key]) => list.includes(key) || ALWAYS_RETURNED.includes(key));
  return Object.fromEntries(kept) as SearchResponse;
}

let queries = 0;

/** FNV-1a over a text, from a seed: 32 bits. */
function fnv(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619) >>> 0;
  return hash;
}

/**
 * A query ID for `clickAnalytics: true`: 32 hex digits, like Algolia's, different for every query answered.
 * @example queryIdOf('cars', { query: 'hilux', clickAnalytics: true }) // '9f0c...'(32 hex digits)
 */
export function queryIdOf(indexName: string, params: Readonly<Record<string, unknown>>): string {
  const text = `${++queries}\u0000${indexName}\u0000${encodeParams(params)}`;
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => fnv(text, seed).toString(16).padStart(8, '0')).join('');
}
