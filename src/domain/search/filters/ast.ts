/** Comparison operators of numeric filters. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** One filter: `attr:value`, `attr op number` or `attr:low TO high` (inclusive). `position` is where it starts in its source. */
export type FilterPredicate =
  | { type: 'facet'; attribute: string; value: string; position: number }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number; position: number }
  | { type: 'range'; attribute: string; low: number; high: number; position: number };

/** A parsed filter expression: `true` matches everything (the empty filter). */
export type FilterNode =
  FilterPredicate | { type: 'and'; children: FilterNode[] } | { type: 'or'; children: FilterNode[] } | { type: 'not'; child: FilterNode } | { type: 'true' };

/** A syntax or shape error in a filter, with the 0-based character position it was found at. */
export class FilterSyntaxError extends Error {
  readonly position: number;
  constructor(message: string, position: number) {
    super(message);
    this.name = 'FilterSyntaxError';
    this.position = position;
  }
}

export const MATCH_ALL: FilterNode = { type: 'true' };

/** ANDs its operands, dropping match-all ones and flattening nested ANDs. */
export function andNodes(nodes: readonly FilterNode[]): FilterNode {
  const children = nodes.flatMap((node) => (node.type === 'and' ? node.children : node.type === 'true' ? [] : [node]));
  if (children.length === 0) return MATCH_ALL;
  return children.length === 1 ? children[0]! : { type: 'and', children };
}
