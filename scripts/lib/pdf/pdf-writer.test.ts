import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { num, PdfPage, writePdf } from './pdf-writer.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/**
 * Checks a PDF's file structure the way a reader finds its objects: header, every xref entry 20 bytes and pointing
 * at its object, stream lengths, trailer, startxref and %%EOF. Returns the objects' bodies by number.
 */
function parseStructure(bytes: Uint8Array): { objects: Map<number, string>; streams: Map<number, Buffer> } {
  const text = latin1(bytes);
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect([...bytes.slice(9, 14)].slice(1).every((byte) => byte >= 128)).toBe(true); // the binary marker comment
  expect(text.endsWith('%%EOF\n')).toBe(true);

  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
  expect(first).toBe(0);
  const entriesStart = startxref + text.slice(startxref).indexOf('\n', 5) + 1;
  const entries = Array.from({ length: count! }, (_, index) => text.slice(entriesStart + index * 20, entriesStart + (index + 1) * 20));
  expect(entries[0]).toBe('0000000000 65535 f \n');
  const trailer = text.slice(entriesStart + count! * 20);
  expect(trailer).toMatch(new RegExp(`^trailer\\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>\\nstartxref\\n`));

  const objects = new Map<number, string>();
  const streams = new Map<number, Buffer>();
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    const number = index + 1;
    expect(text.slice(offset, offset + `${number} 0 obj\n`.length)).toBe(`${number} 0 obj\n`);
    const body = text.slice(offset + `${number} 0 obj\n`.length, text.indexOf('endobj\n', offset));
    objects.set(number, body);
    const length = /^<< \/Length (\d+)/.exec(body);
    if (length) {
      const dataStart = offset + `${number} 0 obj\n`.length + body.indexOf('stream\n') + 'stream\n'.length;
      const dataEnd = dataStart + Number(length[1]);
      expect(text.slice(dataEnd, dataEnd + '\nendstream\n'.length)).toBe('\nendstream\n');
      streams.set(number, Buffer.from(bytes.slice(dataStart, dataEnd)));
    }
  });
  return { objects, streams };
}

const twoPages = () => [
  new PdfPage().rect(0, 800, 595, 40, [0.06, 0.18, 0.32]).text('Bayside Auto Group', 42, 812, { size: 15, font: 'bold', colour: [1, 1, 1] }).text('Škoda Superb (206TSI) – “Café” €', 42, 760, { size: 20 }),
  new PdfPage().line(42, 90, 553, 90, { width: 0.75 }).textRight('Page 2 of 2', 553, 40, { size: 8 }),
];

describe('writePdf', () => {
  it('writes a structurally valid PDF 1.4: header, xref offsets that match, trailer, startxref, %%EOF', () => {
    const { objects, streams } = parseStructure(writePdf({ title: '2019 Mazda CX-5 | Bayside', author: 'Bayside Mazda', pages: twoPages() }));

    expect(objects.get(1)).toContain('/Type /Catalog /Pages 2 0 R');
    expect(objects.get(2)).toContain('/Kids [6 0 R 8 0 R] /Count 2');
    expect(objects.get(3)).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(objects.get(4)).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(objects.get(5)).toContain('/Title (2019 Mazda CX-5 | Bayside)');
    expect(objects.get(6)).toContain('/Parent 2 0 R /MediaBox [0 0 595.28 841.89]');
    expect(objects.get(6)).toContain('/Contents 7 0 R');
    expect([...streams.keys()]).toEqual([7, 9]);
  });

  it('escapes text into the content stream as WinAnsi, and writes non-ASCII titles as UTF-16', () => {
    const { objects, streams } = parseStructure(writePdf({ title: 'Škoda – Café', pages: twoPages() }));
    const page = streams.get(7)!.toString('latin1');

    expect(page).toContain('(\\212koda Superb \\(206TSI\\) \\226 \\223Caf\\351\\224 \\200) Tj');
    expect(page).toContain('/F2 15 Tf 42 812 Td (Bayside Auto Group) Tj');
    expect(objects.get(5)).toContain('/Title <FEFF0160006B006F0064006100202013002000430061006600E9>');
  });

  it('deflates content streams when asked, to the same content', () => {
    const plain = parseStructure(writePdf({ title: 'x', pages: twoPages() }));
    const packed = parseStructure(writePdf({ title: 'x', pages: twoPages(), deflate: (bytes) => deflateSync(bytes) }));

    expect(packed.objects.get(7)).toMatch(/^<< \/Length \d+ \/Filter \/FlateDecode >>/);
    expect(inflateSync(packed.streams.get(7)!).equals(plain.streams.get(7)!)).toBe(true);
  });

  it('gives the same bytes for the same document (no clock unless a creation date is given)', () => {
    expect(Buffer.from(writePdf({ title: 'x', pages: twoPages() })).equals(Buffer.from(writePdf({ title: 'x', pages: twoPages() })))).toBe(true);
    const dated = parseStructure(writePdf({ title: 'x', pages: twoPages(), created: new Date('2026-11-20T01:02:03Z') }));
    expect(dated.objects.get(5)).toContain('/CreationDate (D:20261120010203Z)');
  });

  it('refuses a document without pages', () => {
    expect(() => writePdf({ title: 'x', pages: [] })).toThrow('at least one page');
  });

  it.each([
    [42, '42'], [600.205, '600.21'], [595.28, '595.28'], [0.5, '0.5'], [0.06, '0.06'], [-3.1, '-3.1'], [-0.004, '0'], [812.999, '813'],
  ])('writes the number %s as %s', (value, text) => {
    expect(num(value)).toBe(text);
  });

  const qpdf = (() => {
    try {
      execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(!qpdf)('passes qpdf --check (where qpdf is installed)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-writer-'));
    try {
      const file = path.join(dir, 'sheet.pdf');
      writeFileSync(file, writePdf({ title: 'Škoda', pages: twoPages(), deflate: (bytes) => deflateSync(bytes) }));
      expect(execFileSync('qpdf', ['--check', file], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors found');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
