import { FilterSyntaxError, MATCH_ALL, type FilterNode, type FilterPredicate } from './ast.ts';
import { describeToken, numberOf, tokenizeFilter, type Token } from './lexer.ts';

type Parsed = { node: FilterNode; grouped: boolean; position: number };

/**
 * Parses an Algolia `filters` expression into a tree, with Algolia's rules:
 * - `attr:value`, `attr:"quoted value"`, `attr:low TO high` (inclusive), `attr < n` (`<`, `<=`, `=`, `!=`, `>=`, `>`),
 *   booleans as `attr:true`, and the quoted shorthand `"attr:value"`;
 * - `OR` binds tighter than `AND` (Algolia filters are ANDs of OR groups), so `a AND b OR c` is `a AND (b OR c)`;
 * - not supported, as in Algolia: ANDs inside ORs, parentheses around ANDs, `NOT` before a parenthesis.
 * Errors name the token and its 0-based position.
 * @example parseFilters('make:Toyota AND (price < 20000 OR km:0 TO 100)')
 * @example parseFilters('make:Toyota OR OR') // throws 'Unexpected token "OR" at position 15: expected a filter'
 */
export function parseFilters(source: string): FilterNode {
  const parser = new Parser(tokenizeFilter(source));
  if (parser.peek().kind === 'end') return MATCH_ALL;
  const parsed = parser.parseAnd();
  const rest = parser.peek();
  if (rest.kind === ')') throw new FilterSyntaxError(`Unexpected token ")" at position ${rest.position}: no matching "("`, rest.position);
  if (rest.kind !== 'end')
    throw new FilterSyntaxError(`Unexpected ${describeToken(rest)} at position ${rest.position}: expected AND, OR or the end of the filter`, rest.position);
  if (parsed.grouped && parsed.node.type === 'and') throw parenthesisedAnd(parsed.position);
  return parsed.node;
}

/**
 * Parses one numeric filter (`price >= 1000`, `year:2019 TO 2021`) as used in `numericFilters`.
 * @example parseNumericFilter('km < 5') // { type: 'numeric', attribute: 'km', operator: '<', value: 5, position: 0 }
 */
export function parseNumericFilter(source: string): FilterPredicate {
  const parser = new Parser(tokenizeFilter(source));
  const first = parser.peek();
  const predicate = parser.parsePredicate();
  if (predicate.type === 'facet')
    throw new FilterSyntaxError(`Expected a numeric comparison or range at position ${first.position}, got a facet filter`, first.position);
  const rest = parser.peek();
  if (rest.kind !== 'end')
    throw new FilterSyntaxError(`Unexpected ${describeToken(rest)} at position ${rest.position}: expected the end of the numeric filter`, rest.position);
  return predicate;
}

const parenthesisedAnd = (position: number) =>
  new FilterSyntaxError(`Parentheses around ANDs are not supported at position ${position} (filters are ANDs of OR groups)`, position);

class Parser {
  private index = 0;
  private readonly tokens: Token[];
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    return this.tokens[this.index++]!;
  }

  parseAnd(): Parsed {
    const first = this.parseOr();
    if (this.peek().kind !== 'AND') return first;
    const parts = [first];
    while (this.peek().kind === 'AND') {
      this.next();
      parts.push(this.parseOr());
    }
    const nested = parts.find((part) => part.grouped && part.node.type === 'and');
    if (nested) throw parenthesisedAnd(nested.position);
    return {
      node: { type: 'and', children: parts.flatMap((part) => (part.node.type === 'and' ? part.node.children : [part.node])) },
      grouped: false,
      position: first.position,
    };
  }

  private parseOr(): Parsed {
    const first = this.parseUnary();
    if (this.peek().kind !== 'OR') return first;
    const parts = [first];
    while (this.peek().kind === 'OR') {
      this.next();
      parts.push(this.parseUnary());
    }
    const and = parts.find((part) => part.node.type === 'and');
    if (and) throw new FilterSyntaxError(`ANDs inside ORs are not supported at position ${and.position} (filters are ANDs of OR groups)`, and.position);
    return {
      node: { type: 'or', children: parts.flatMap((part) => (part.node.type === 'or' ? part.node.children : [part.node])) },
      grouped: false,
      position: first.position,
    };
  }

  private parseUnary(): Parsed {
    const token = this.peek();
    if (token.kind !== 'NOT') return this.parsePrimary();
    this.next();
    if (this.peek().kind === '(') {
      throw new FilterSyntaxError(`NOT cannot negate a group in parentheses at position ${token.position}; negate each filter instead`, token.position);
    }
    const operand = this.parseUnary();
    return { node: { type: 'not', child: operand.node }, grouped: false, position: token.position };
  }

  private parsePrimary(): Parsed {
    const token = this.peek();
    if (token.kind === '(') {
      this.next();
      if (this.peek().kind === ')') throw new FilterSyntaxError(`Empty parentheses at position ${token.position}: expected a filter`, token.position);
      const inner = this.parseAnd();
      const close = this.next();
      if (close.kind !== ')') {
        throw new FilterSyntaxError(
          `Unexpected ${describeToken(close)} at position ${close.position}: expected ")" to close the "(" at position ${token.position}`,
          close.position,
        );
      }
      return { node: inner.node, grouped: true, position: token.position };
    }
    return { node: this.parsePredicate(), grouped: false, position: token.position };
  }

  parsePredicate(): FilterPredicate {
    const attributeToken = this.next();
    if (attributeToken.kind !== 'word' && attributeToken.kind !== 'string') {
      throw new FilterSyntaxError(
        `Unexpected ${describeToken(attributeToken)} at position ${attributeToken.position}: expected a filter`,
        attributeToken.position,
      );
    }
    const attribute = attributeToken.value;
    const position = attributeToken.position;
    const after = this.peek();
    if (after.kind === ':') {
      this.next();
      const value = this.next();
      if (value.kind !== 'word' && value.kind !== 'string') {
        throw new FilterSyntaxError(`Unexpected ${describeToken(value)} at position ${value.position}: expected a value after "${attribute}:"`, value.position);
      }
      if (this.peek().kind !== 'TO') return { type: 'facet', attribute, value: value.value, position };
      this.next();
      const low = this.expectNumber(value, `${attribute}:`);
      const high = this.expectNumber(this.next(), 'TO');
      return { type: 'range', attribute, low, high, position };
    }
    if (after.kind === 'op') {
      this.next();
      const value = this.expectNumber(this.next(), `${attribute} ${after.text}`);
      return { type: 'numeric', attribute, operator: after.text, value, position };
    }
    // Algolia's quoted shorthand: "attr:value" as one string.
    const colon = attributeToken.kind === 'string' ? attribute.indexOf(':') : -1;
    if (colon > 0) return { type: 'facet', attribute: attribute.slice(0, colon), value: attribute.slice(colon + 1), position };
    throw new FilterSyntaxError(
      `Unexpected ${describeToken(after)} at position ${after.position}: expected ":" or a comparison after "${attribute}"`,
      after.position,
    );
  }

  private expectNumber(token: Token, after: string): number {
    const value = numberOf(token);
    if (value === null)
      throw new FilterSyntaxError(`Unexpected ${describeToken(token)} at position ${token.position}: expected a number after "${after}"`, token.position);
    return value;
  }
}
