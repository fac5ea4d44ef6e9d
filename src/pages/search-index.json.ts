import { browserSearchIndex } from '#src/data/search-data.ts';

/** The tenant's browser search index, fetched once by the search island and kept by the HTTP cache. */
export function GET(): Response {
  return new Response(JSON.stringify(browserSearchIndex()), { headers: { 'content-type': 'application/json' } });
}
