import { multiSearch, searchIndex, SearchError, type EngineOptions } from '#src/domain/search/engine.ts';
import { resolveReplica } from '#src/domain/search/replicas.ts';
import type { SearchIndex } from '#src/domain/search/index/types.ts';
import { flatRequests } from './types.ts';

/** algoliasearch's requester contract (`@algolia/client-common` Requester): the transporter hands it the HTTP request. */
export type EndRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: string | Uint8Array;
  connectTimeout: number;
  responseTimeout: number;
};
export type RequesterResponse = { content: string; status: number; isTimedOut: boolean; headers?: Record<string, string> };
export type Requester = { send(request: EndRequest): Promise<RequesterResponse> };

const json = (status: number, body: unknown): RequesterResponse => ({
  content: JSON.stringify(body),
  status,
  isTimedOut: false,
  headers: { 'content-type': 'application/json' },
});

/**
 * An algoliasearch requester that answers the search API from the embedded engine instead of the network:
 * `POST /1/indexes/{index}/queries` (multi-query) and `POST /1/indexes/{index}/query`. Errors come back as Algolia
 * does (`{ message, status }` with 400 or 404). Used to run the hosted-search client against our engine.
 * @example liteClient('app', 'key', { requester: createEmbeddedRequester({ indexes: [index] }) })
 */
export function createEmbeddedRequester(options: {
  indexes: readonly SearchIndex[];
  engine?: EngineOptions;
  onRequest?: (request: EndRequest) => void;
}): Requester {
  return {
    async send(request) {
      options.onRequest?.(request);
      const path = new URL(request.url).pathname;
      const body = typeof request.data === 'string' ? request.data : request.data ? new TextDecoder().decode(request.data) : '{}';
      try {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        if (request.method === 'POST' && path === '/1/indexes/*/queries') {
          return json(200, multiSearch(options.indexes, { requests: flatRequests(parsed as never) }, options.engine));
        }
        const single = /^\/1\/indexes\/([^/]+)\/query$/.exec(path);
        if (request.method === 'POST' && single) {
          const indexName = decodeURIComponent(single[1]!);
          const [params] = flatRequests([{ indexName, ...(parsed as object) }]);
          const index = options.indexes.find((candidate) => resolveReplica(candidate.name, indexName) !== null);
          if (!index) return json(404, { message: `Index ${indexName} does not exist`, status: 404 });
          return json(200, searchIndex(index, { ...params!, indexName }, options.engine));
        }
        return json(404, { message: `${request.method} ${path} is not answered by the embedded engine`, status: 404 });
      } catch (error) {
        if (error instanceof SearchError) return json(error.status, { message: error.message, status: error.status });
        if (error instanceof SyntaxError) return json(400, { message: `Request body is not JSON: ${error.message}`, status: 400 });
        throw error;
      }
    },
  };
}
