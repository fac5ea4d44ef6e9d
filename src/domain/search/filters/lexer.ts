import { FilterSyntaxError, type NumericOperator } from './ast.ts';

export type Token =
  | { kind: '(' | ')' | ':' | 'AND' | 'OR' | 'NOT' | 'TO' | 'end'; text: string; position: number }
  | { kind: 'op'; text: NumericOperator; position: number }
  | { kind: 'word' | 'string'; text: string; value: string; position: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
// A bare word runs until whitespace, a parenthesis, a quote, a colon or a comparison character.
const WORD_END = /[\s()"':<>=!]/;

/**
 * Splits an Algolia filter expression into tokens. Keywords are upper case only (as in Algolia); values with
 * spaces or keywords go in double or single quotes, with `\` escaping the next character.
 * @example tokenizeFilter('price > 5').map((t) => t.text) // ['price', '>', '5', '']
 */
export function tokenizeFilter(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '(' || char === ')' || char === ':') {
      tokens.push({ kind: char, text: char, position: i });
      i++;
    } else if (char === '<' || char === '>' || char === '=' || char === '!') {
      const two = source.slice(i, i + 2);
      const text = (two === '<=' || two === '>=' || two === '!=' ? two : char) as NumericOperator | '!';
      if (text === '!') throw new FilterSyntaxError(`Unexpected character "!" at position ${i}: expected "!="`, i);
      tokens.push({ kind: 'op', text, position: i });
      i += text.length;
    } else if (char === '"' || char === "'") {
      const start = i;
      let value = '';
      i++;
      while (i < source.length && source[i] !== char) {
        if (source[i] === '\\' && i + 1 < source.length) i++;
        value += source[i];
        i++;
      }
      if (i >= source.length) throw new FilterSyntaxError(`Unterminated quoted string starting at position ${start}`, start);
      i++;
      tokens.push({ kind: 'string', text: source.slice(start, i), value, position: start });
    } else {
      const start = i;
      while (i < source.length && !WORD_END.test(source[i]!)) i++;
      const text = source.slice(start, i);
      if (KEYWORDS.has(text)) tokens.push({ kind: text as 'AND' | 'OR' | 'NOT' | 'TO', text, position: start });
      else tokens.push({ kind: 'word', text, value: text, position: start });
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The number a bare word spells, or null. */
export function numberOf(token: Token): number | null {
  return token.kind === 'word' && NUMBER.test(token.text) ? Number(token.text) : null;
}

/** How a token reads in an error message. */
export function describeToken(token: Token): string {
  return token.kind === 'end' ? 'end of filter' : `token ${JSON.stringify(token.text)}`;
}
