// Minimal types for itemsjs 2 (it ships none), as the search bench uses it.
declare module 'itemsjs' {
  type Bucket = { key: string; doc_count: number; selected: boolean };
  type Aggregation = { buckets: Bucket[]; facet_stats?: { min: number; max: number; avg: number; sum: number } };
  type SearchResult<T> = {
    pagination: { per_page: number; page: number; total: number };
    data: { items: T[]; aggregations: Record<string, Aggregation> };
  };
  type Engine<T> = {
    search(options: {
      query?: string;
      filters?: Record<string, string[]>;
      filter?: (item: T) => boolean;
      sort?: string;
      per_page?: number;
      page?: number;
    }): SearchResult<T>;
    serializeAll(): unknown;
  };
  type Config = {
    aggregations?: Record<
      string,
      { size?: number; conjunction?: boolean; show_facet_stats?: boolean; hide_zero_doc_count?: boolean; chosen_filters_on_top?: boolean }
    >;
    sortings?: Record<string, { field: string | string[]; order: string | string[] }>;
    searchableFields?: string[];
    native_search_enabled?: boolean;
  };
  export default function itemsjs<T>(items: T[], config?: Config): Engine<T>;
}
