import { inflateSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SpecSheet } from '#src/domain/vehicle/spec-sheet.ts';
import { hexToRgb, specSheetPdf } from './spec-sheet-pdf.ts';

const sheet: SpecSheet = {
  dealerName: 'Bayside Škoda',
  title: '2024 Škoda Kodiaq RS (132TSI) – “Launch Edition”',
  kind: 'New car',
  price: { text: '$64,990', priceType: 'Drive Away', was: '$67,990' },
  identifiers: [{ label: 'Stock no.', value: 'N123' }, { label: 'VIN', value: 'TMBJJ7NS0R8000001' }],
  keySpecs: [{ label: 'Body', value: 'SUV' }, { label: 'Engine', value: '1,984 cc' }],
  details: [{ label: 'Year', value: '2024' }, { label: 'Fuel consumption (combined)', value: '7.4 L/100km' }],
  features: ['Apple CarPlay', 'Heated seats'],
  comments: ['Brand new.', 'Priced to sell.'],
  location: { name: 'Bayside Škoda Frankston', address: '1 Nepean Hwy, Frankston VIC 3199' },
  phone: '03 7010 5146',
  url: 'https://www.bayside.example/cars/2024-skoda-kodiaq-rs-n123',
  asAt: 'Details as at 20 Nov 2026',
  disclaimer: 'Price and details were correct on 20 Nov 2026 and may change.',
};

/** Every page's content, decompressed, and the page count. */
function contents(bytes: Uint8Array): { text: string; pages: number } {
  const raw = Buffer.from(bytes).toString('latin1');
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(raw)![1]);
  const text = [...raw.matchAll(/<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)]
    .map((match) => inflateSync(Buffer.from(bytes.slice(match.index + match[0].length, match.index + match[0].length + Number(match[1])))).toString('latin1'))
    .join('\n');
  return { text, pages };
}
const deflate = (bytes: Uint8Array) => deflateSync(bytes, { level: 1 });

describe('specSheetPdf', () => {
  it('writes the title and the price exactly, escaped, with the dealer, stock number, VIN, phone, page address and date', () => {
    const { text, pages } = contents(specSheetPdf(sheet, { brand: '#0f2d52', deflate }));

    expect(pages).toBe(1);
    expect(text).toContain('(2024 \\212koda Kodiaq RS \\(132TSI\\) \\226 \\223Launch Edition\\224) Tj');
    expect(text).toContain('($64,990) Tj');
    expect(text).toContain('(Drive Away \\267 Was $67,990) Tj');
    expect(text).toContain('(Bayside \\212koda) Tj');
    for (const shown of ['(N123)', '(TMBJJ7NS0R8000001)', '(Call 03 7010 5146)', `(${sheet.url})`, '(Details as at 20 Nov 2026)', '(Page 1 of 1)', '(Heated seats)', '(Priced to sell.)']) {
      expect(text).toContain(shown);
    }
  });

  it('runs onto a second page and stops there, with a footer on each', () => {
    const long = { ...sheet, features: Array.from({ length: 120 }, (_, i) => `Feature number ${i + 1}`), comments: Array.from({ length: 40 }, () => 'A paragraph of dealer comments that goes on for a while, '.repeat(3)) };
    const { text, pages } = contents(specSheetPdf(long, { brand: '#0f2d52', deflate }));

    expect(pages).toBe(2);
    expect(text).toContain('(Page 1 of 2)');
    expect(text).toContain('(Page 2 of 2)');
    expect(text).toContain('(Feature number 1)');
  });

  it("colours the band in the tenant's primary colour", () => {
    expect(hexToRgb('#0f2d52')).toEqual([15 / 255, 45 / 255, 82 / 255]);
    expect(contents(specSheetPdf(sheet, { brand: '#ff0000', deflate })).text).toContain('1 0 0 rg');
  });
});
