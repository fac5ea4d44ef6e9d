import { describe, expect, it } from 'vitest';
import { catalogueVerdict, parseCatalogue } from './catalogue.ts';
import { partsTextIndex, searchParts } from './parts-search.ts';

const CSV = [
  'Part No,name,description,category,brand,fits,price,in_stock',
  'HT-TOW-001,Towbar kit,"Heavy duty, 2,000 kg braked",Towing,Toyota Genuine,RAV4 2019-on|Kluger 2021-on,"$1,249.00",yes',
  'HT-MAT-014,All-weather floor mats,Front and rear set,Interior,Toyota Genuine,Corolla Hatch 2018-on,189,1',
  'HT-OIL-220,Oil filter,For 2.5 L hybrid engines,Service parts,Toyota Genuine,RAV4 Hybrid|Camry Hybrid,24.5,',
  ',Nameless part,,,,,10,yes',
  'HT-MAT-014,Floor mats again,,,,,20,',
  'HT-BAD-PRC,Roof racks,,,,,lots,',
].join('\n');
const config = { source: 'parts.csv', format: 'csv' as const, csvColumns: {}, maxRejectedShare: 0.2 };

describe('a parts catalogue', () => {
  it('reads a CSV export with its own headers, refusing bad records with their reasons', () => {
    const catalogue = parseCatalogue(CSV, 'csv', { part_number: 'Part No' });
    expect(catalogue.total).toBe(6);
    expect(catalogue.parts[0]).toEqual({
      partNumber: 'HT-TOW-001',
      name: 'Towbar kit',
      description: 'Heavy duty, 2,000 kg braked',
      category: 'Towing',
      brand: 'Toyota Genuine',
      fits: ['RAV4 2019-on', 'Kluger 2021-on'],
      priceCents: 124_900,
      inStock: true,
    });
    expect(catalogue.parts.map((part) => [part.partNumber, part.priceCents, part.inStock])).toEqual([
      ['HT-TOW-001', 124_900, true],
      ['HT-MAT-014', 18_900, true],
      ['HT-OIL-220', 2_450, false],
    ]);
    expect(catalogue.rejected).toEqual([
      { record: 4, partNumber: null, reasons: ['part_number is required'] },
      { record: 5, partNumber: 'HT-MAT-014', reasons: ['part_number repeats an earlier record'] },
      { record: 6, partNumber: 'HT-BAD-PRC', reasons: ['price expected a number'] },
    ]);
  });

  it('reads JSON, a list or { parts: [...] }', () => {
    expect(parseCatalogue('[{"part_number":"A1","name":"Wiper blade","price":32}]', 'json').parts[0]?.priceCents).toBe(3200);
    expect(parseCatalogue('{"parts":[{"part_number":"A1","name":"Wiper blade"}]}', 'json').parts[0]).toMatchObject({
      partNumber: 'A1',
      priceCents: null,
      fits: [],
    });
    expect(() => parseCatalogue('{"items":[]}', 'json')).toThrow('expected a JSON array of parts');
  });

  it('is refused when empty or with more bad records than the tenant allows, like a stock feed', () => {
    const catalogue = parseCatalogue(CSV, 'csv', { part_number: 'Part No' });
    expect(catalogueVerdict(catalogue, config)).toEqual({ usable: false, reason: '3 of 6 records refused, above the 20% limit' });
    expect(catalogueVerdict(catalogue, { ...config, maxRejectedShare: 0.5 })).toEqual({ usable: true });
    expect(catalogueVerdict(parseCatalogue('part_number,name', 'csv'), config)).toEqual({ usable: false, reason: 'the catalogue has no parts' });
  });
});

describe('searching parts', () => {
  const { parts } = parseCatalogue(CSV, 'csv', { part_number: 'Part No' });
  const index = partsTextIndex(parts);
  const names = (query: string) => searchParts(index, parts, query).hits.map((part) => part.name);

  it('finds parts by name, model, part number (with or without its dashes) and the word being typed', () => {
    expect(names('towbar')).toEqual(['Towbar kit']);
    expect(names('rav4')).toEqual(['Towbar kit', 'Oil filter']);
    expect(names('rav4 hyb')).toEqual(['Oil filter']);
    expect(names('HT-OIL-220')).toEqual(['Oil filter']);
    expect(names('htoil220')).toEqual(['Oil filter']);
    expect(names('corolla mats')).toEqual(['All-weather floor mats']);
  });

  it('forgives one typo in a longer word, ranks exact matches first, and lists everything for no query', () => {
    expect(names('towbr')).toEqual(['Towbar kit']);
    expect(names('filtre')).toEqual(['Oil filter']);
    expect(names('')).toEqual(['Towbar kit', 'All-weather floor mats', 'Oil filter']);
    expect(searchParts(index, parts, 'nothing like it')).toEqual({ hits: [], total: 0, pages: 0 });
  });
});

describe("a part's price", () => {
  it('shows its cents, or asks to enquire', async () => {
    const { partPrice } = await import('./part.ts');
    expect([partPrice(2450), partPrice(124_900), partPrice(null)]).toEqual(['$24.50', '$1,249.00', 'Price on request']);
  });
});
