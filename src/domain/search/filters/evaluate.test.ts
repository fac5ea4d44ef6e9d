import { describe, expect, it } from 'vitest';
import { countDocs } from '../index/bitset.ts';
import { buildSearchIndex } from '../index/build.ts';
import { generatedStock } from '../test-stock.ts';
import { evaluateFilter } from './evaluate.ts';
import { matchesFilter } from './match-record.ts';
import { parseFilters } from './parser.ts';

const records = generatedStock(300);
const naiveCount = (source: string) => records.filter((record) => matchesFilter(record, parseFilters(source))).length;

describe('evaluateFilter with remembered predicates', () => {
  it('answers the same after the predicates it used were combined in place by other searches', () => {
    const index = buildSearchIndex(records, { name: 'cars' });
    const sources = [
      'status:in_stock AND make:Toyota AND price:10000 TO 40000',
      'status:in_stock AND NOT make:Toyota',
      'make:Toyota OR make:Ford',
      'status:in_stock',
      'make:Toyota',
      'price:10000 TO 40000 AND NOT status:in_stock',
      'price:10000 TO 40000',
    ];
    for (let round = 0; round < 3; round++) {
      for (const source of sources) expect(countDocs(evaluateFilter(index, parseFilters(source))), source).toBe(naiveCount(source));
    }
    expect(index.predicates?.size).toBeGreaterThan(0);
  });
});
