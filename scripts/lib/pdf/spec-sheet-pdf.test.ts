import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPdf } from '#tests/pdf-reader.ts';
import type { SpecSheet } from '#src/domain/vehicle/spec-sheet.ts';
import { hexToRgb, specSheetPdf } from './spec-sheet-pdf.ts';

const sheet: SpecSheet = {
  dealerName: 'Bayside Škoda',
  title: '2024 Škoda Kodiaq RS (132TSI) – “Launch Edition”',
  kind: 'New car',
  price: { text: '$64,990', priceType: 'Drive Away', was: '$67,990' },
  identifiers: [
    { label: 'Stock no.', value: 'N123' },
    { label: 'VIN', value: 'TMBJJ7NS0R8000001' },
  ],
  keySpecs: [
    { label: 'Body', value: 'SUV' },
    { label: 'Engine', value: '1,984 cc' },
  ],
  details: [
    { label: 'Year', value: '2024' },
    { label: 'Fuel consumption (combined)', value: '7.4 L/100km' },
  ],
  features: ['Apple CarPlay', 'Heated seats'],
  comments: ['Brand new.', 'Priced to sell.'],
  location: { name: 'Bayside Škoda Frankston', address: '1 Nepean Hwy, Frankston VIC 3199' },
  phone: '03 7010 5146',
  url: 'https://www.bayside.example/cars/2024-skoda-kodiaq-rs-n123',
  asAt: 'Details as at 20 Nov 2026',
  disclaimer: 'Price and details were correct on 20 Nov 2026 and may change.',
};

const createdAt = new Date('2026-11-20T00:00:00Z');

/** The PDF's deflated streams (page contents among them), inflated. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
  }
  return streams;
}

describe('specSheetPdf', () => {
  it('shows the title and the price exactly, with the dealer, stock number, VIN, phone, page address and date', async () => {
    const { pages, title } = await readPdf(specSheetPdf(sheet, { brand: '#0f2d52', createdAt }));

    expect(pages).toHaveLength(1);
    const [lines] = pages as [string[]];
    expect(lines).toContain('2024 Škoda Kodiaq RS (132TSI) – “Launch Edition”');
    expect(lines).toContain('$64,990');
    expect(lines).toContain('Drive Away · Was $67,990');
    expect(lines).toContain('Bayside Škoda');
    for (const shown of [
      'N123',
      'TMBJJ7NS0R8000001',
      'Call 03 7010 5146',
      sheet.url,
      'Details as at 20 Nov 2026',
      'Page 1 of 1',
      'Heated seats',
      'Priced to sell.',
    ]) {
      expect(lines).toContain(shown);
    }
    expect(title).toBe(`${sheet.title} | Bayside Škoda`);
  });

  it('runs onto a second page and stops there, with a footer on each', async () => {
    const long = {
      ...sheet,
      features: Array.from({ length: 120 }, (_, i) => `Feature number ${i + 1}`),
      comments: Array.from({ length: 40 }, () => 'A paragraph of dealer comments that goes on for a while, '.repeat(3)),
    };
    const { pages } = await readPdf(specSheetPdf(long, { brand: '#0f2d52', createdAt }));

    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Page 1 of 2');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[0]).toContain('Feature number 1');
  });

  it('prints text beyond Western European letters as written, with embedded fonts', async () => {
    const cyrillic = { ...sheet, title: '2012 Лада Нива 4x4', comments: ['Ελληνικά σχόλια — Tiếng Việt.'] };
    const bytes = specSheetPdf(cyrillic, { brand: '#0f2d52', createdAt });
    const [lines] = (await readPdf(bytes)).pages as [string[]];

    expect(lines).toContain('2012 Лада Нива 4x4');
    expect(lines).toContain('Ελληνικά σχόλια — Tiếng Việt.');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2/);
    // A Western European sheet embeds no font: it stays small.
    expect(Buffer.from(specSheetPdf(sheet, { brand: '#0f2d52', createdAt })).toString('latin1')).not.toMatch(/\/FontFile2/);
  });

  it('gives the same bytes for the same sheet and date', () => {
    expect(Buffer.from(specSheetPdf(sheet, { brand: '#0f2d52', createdAt })).equals(Buffer.from(specSheetPdf(sheet, { brand: '#0f2d52', createdAt })))).toBe(
      true,
    );
  });

  it("colours the band in the tenant's primary colour", () => {
    expect(hexToRgb('#0f2d52')).toEqual([15 / 255, 45 / 255, 82 / 255]);
    const pdf = Buffer.from(specSheetPdf(sheet, { brand: '#ff0000', createdAt }));
    expect(contentStreams(pdf).join('\n')).toContain('1 0 0 scn');
  });

  it('deflates its page contents (the server compresses nothing when a sheet is downloaded)', () => {
    const pdf = Buffer.from(specSheetPdf(sheet, { brand: '#0f2d52', createdAt }));
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pdf.byteLength).toBeLessThan(contentStreams(pdf).join('').length);
  });
});
