import { describe, expect, it } from 'vitest';
import type { FilterNode } from './ast.ts';
import { parseFilters, parseNumericFilter } from './parser.ts';

/** A compact reading of a tree: AND(...), OR(...), NOT x, attr:value, attr>n, attr:lo TO hi. */
function show(node: FilterNode): string {
  switch (node.type) {
    case 'true':
      return 'TRUE';
    case 'and':
      return `AND(${node.children.map(show).join(', ')})`;
    case 'or':
      return `OR(${node.children.map(show).join(', ')})`;
    case 'not':
      return `NOT ${show(node.child)}`;
    case 'facet':
      return `${node.attribute}:${node.value}`;
    case 'numeric':
      return `${node.attribute}${node.operator}${node.value}`;
    case 'range':
      return `${node.attribute}:${node.low} TO ${node.high}`;
  }
}

describe('parseFilters: valid Algolia filters', () => {
  it.each([
    ['', 'TRUE'],
    ['   ', 'TRUE'],
    ['make:Toyota', 'make:Toyota'],
    ['make:toyota', 'make:toyota'],
    ['make:"Land Rover"', 'make:Land Rover'],
    ["make:'Land Rover'", 'make:Land Rover'],
    ['tag:"Say \\"hi\\""', 'tag:Say "hi"'],
    ['"simple body":SUV', 'simple body:SUV'],
    ['stocknum:U-123', 'stocknum:U-123'],
    ['make:Mercedes-Benz', 'make:Mercedes-Benz'],
    ['certified:true', 'certified:true'],
    ['year:2020', 'year:2020'],
    ['price > 1000', 'price>1000'],
    ['price>1000', 'price>1000'],
    ['price >= 10 AND km < 5', 'AND(price>=10, km<5)'],
    ['price != 0', 'price!=0'],
    ['price = 12.99', 'price=12.99'],
    ['km <= -5', 'km<=-5'],
    ['price:10000 TO 30000', 'price:10000 TO 30000'],
    ['year: 2019 TO 2021 AND price <= 20000', 'AND(year:2019 TO 2021, price<=20000)'],
    ['NOT make:Toyota', 'NOT make:Toyota'],
    ['make:Toyota AND NOT colour:White', 'AND(make:Toyota, NOT colour:White)'],
    // OR binds tighter than AND (filters are ANDs of OR groups)
    ['make:Toyota OR make:Ford AND year > 2019', 'AND(OR(make:Toyota, make:Ford), year>2019)'],
    ['year > 2019 AND make:Toyota OR make:Ford', 'AND(year>2019, OR(make:Toyota, make:Ford))'],
    ['(make:Toyota OR make:Ford) AND (simple_body:SUV OR simple_body:Ute)', 'AND(OR(make:Toyota, make:Ford), OR(simple_body:SUV, simple_body:Ute))'],
    ['make:Toyota AND (price < 20000 OR km:0 TO 100)', 'AND(make:Toyota, OR(price<20000, km:0 TO 100))'],
    ['((make:Toyota OR make:Ford))', 'OR(make:Toyota, make:Ford)'],
    ['make:Kia OR (make:Ford OR make:Mazda)', 'OR(make:Kia, make:Ford, make:Mazda)'],
    ['"make:Land Rover" OR "make:Ford"', 'OR(make:Land Rover, make:Ford)'],
    ['a:1 AND (b:2)', 'AND(a:1, b:2)'],
  ])('%s', (source, expected) => expect(show(parseFilters(source))).toBe(expected));
});

describe('parseFilters: errors name the token and its position', () => {
  it.each([
    ['make:Toyota OR OR', 'Unexpected token "OR" at position 15: expected a filter'],
    ['AND make:Toyota', 'Unexpected token "AND" at position 0: expected a filter'],
    ['make:Toyota AND', 'Unexpected end of filter at position 15: expected a filter'],
    ['make:', 'Unexpected end of filter at position 5: expected a value after "make:"'],
    ['make:AND', 'Unexpected token "AND" at position 5: expected a value after "make:"'],
    ['price >', 'Unexpected end of filter at position 7: expected a number after "price >"'],
    ['price > abc', 'Unexpected token "abc" at position 8: expected a number after "price >"'],
    ['price:abc TO 10', 'Unexpected token "abc" at position 6: expected a number after "price:"'],
    ['price:10 TO abc', 'Unexpected token "abc" at position 12: expected a number after "TO"'],
    ['make:"Toyota', 'Unterminated quoted string starting at position 5'],
    ['(make:Toyota', 'Unexpected end of filter at position 12: expected ")" to close the "(" at position 0'],
    ['make:Toyota)', 'Unexpected token ")" at position 11: no matching "("'],
    ['()', 'Empty parentheses at position 0: expected a filter'],
    ['make Toyota', 'Unexpected token "Toyota" at position 5: expected ":" or a comparison after "make"'],
    ['make:Toyota Ford', 'Unexpected token "Ford" at position 12: expected AND, OR or the end of the filter'],
    ['price ! 5', 'Unexpected character "!" at position 6: expected "!="'],
    ['make:Toyota OR (a:1 AND b:2)', 'ANDs inside ORs are not supported at position 15 (filters are ANDs of OR groups)'],
    ['(a:1 AND b:2)', 'Parentheses around ANDs are not supported at position 0 (filters are ANDs of OR groups)'],
    ['c:3 AND (a:1 AND b:2)', 'Parentheses around ANDs are not supported at position 8 (filters are ANDs of OR groups)'],
    ['NOT (a:1 OR b:2)', 'NOT cannot negate a group in parentheses at position 0; negate each filter instead'],
  ])('%s', (source, message) => {
    expect(() => parseFilters(source)).toThrow(message);
    try {
      parseFilters(source);
    } catch (error) {
      expect((error as { position: number }).position).toBe(Number(/position (\d+)/.exec(message)![1]));
    }
  });
});

describe('parseNumericFilter (numericFilters entries)', () => {
  it.each([
    ['price >= 1000', 'price>=1000'],
    ['km<5', 'km<5'],
    ['year:2019 TO 2021', 'year:2019 TO 2021'],
  ])('%s', (source, expected) => expect(show(parseNumericFilter(source))).toBe(expected));

  it.each([
    ['make:Toyota', 'Expected a numeric comparison or range at position 0, got a facet filter'],
    ['price > 5 AND km < 3', 'Unexpected token "AND" at position 10: expected the end of the numeric filter'],
    ['price', 'Unexpected end of filter at position 5: expected ":" or a comparison after "price"'],
  ])('%s fails: %s', (source, message) => expect(() => parseNumericFilter(source)).toThrow(message));
});
