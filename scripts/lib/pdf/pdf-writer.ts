// A small PDF 1.4 writer for text documents: A4 pages drawn with the standard Helvetica and Helvetica-Bold fonts
// (WinAnsi encoding, nothing embedded), lines and filled rectangles. Enough for a one- or two-page spec sheet,
// and cheap: thousands of documents a second, where a general PDF library costs far more per document.
//
// File layout (PDF 32000-1 section 7.5): header, the objects in order, a cross-reference table giving each
// object's byte offset, the trailer, startxref and %%EOF. Every byte outside content streams is ASCII.
import { pdfString, textWidth, type PdfFont } from './pdf-text.ts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };
/** An RGB colour, each channel 0-1. */
export type Rgb = readonly [number, number, number];
const BLACK: Rgb = [0, 0, 0];

/**
 * Numbers as PDF writes them: at most 2 decimals, no trailing zeros. Built from integers, which is several times
 * faster than printing a fraction, and every page has hundreds of coordinates.
 * @example num(600.205) // '600.21'
 */
export function num(value: number): string {
  const hundredths = Math.round(value * 100);
  if (hundredths % 100 === 0) return String(hundredths / 100);
  const abs = Math.abs(hundredths);
  const fraction = abs % 100;
  return `${hundredths < 0 ? '-' : ''}${(abs - fraction) / 100}.${fraction % 10 === 0 ? fraction / 10 : fraction < 10 ? `0${fraction}` : fraction}`;
}
// Colours are a handful of constants: each is turned into text once.
const colourText = new WeakMap<Rgb, string>();
function rgb(colour: Rgb): string {
  let text = colourText.get(colour);
  if (text === undefined) colourText.set(colour, (text = colour.map(num).join(' ')));
  return text;
}

/** Draws one page. Coordinates are points from the bottom-left corner, as PDF has them. */
export class PdfPage {
  readonly #ops: string[] = [];
  // Fill colour and font are graphics state that lasts across text objects: set only when they change.
  #fill = '';
  #font = '';

  #setFill(colour: Rgb): void {
    const fill = rgb(colour);
    if (fill !== this.#fill) this.#ops.push(`${(this.#fill = fill)} rg`);
  }

  /** Writes text with its baseline's left end at (x, y). */
  text(text: string, x: number, y: number, options: { size: number; font?: PdfFont; colour?: Rgb }): this {
    this.#setFill(options.colour ?? BLACK);
    const font = `/${FONT_RESOURCE[options.font ?? 'regular']} ${num(options.size)} Tf`;
    this.#ops.push(`BT ${font === this.#font ? '' : (this.#font = font) + ' '}${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  /** Writes text with its baseline's right end at (x, y). */
  textRight(text: string, x: number, y: number, options: { size: number; font?: PdfFont; colour?: Rgb }): this {
    return this.text(text, x - textWidth(text, options.font ?? 'regular', options.size), y, options);
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; colour?: Rgb } = {}): this {
    this.#ops.push(`${rgb(options.colour ?? BLACK)} RG ${num(options.width ?? 1)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
    return this;
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): this {
    this.#setFill(colour);
    this.#ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
    return this;
  }

  /** The page's content stream (ASCII). */
  content(): string {
    return `${this.#ops.join('\n')}\n`;
  }
}

export type PdfDocument = {
  title: string;
  /** Shown by readers as the author; the dealer. */
  author?: string;
  /** CreationDate; left out when not given, so the same input always gives the same bytes. */
  created?: Date;
  pages: readonly PdfPage[];
  /** zlib-deflates content streams (FlateDecode) when given, e.g. node:zlib's deflateSync. */
  deflate?: (bytes: Uint8Array) => Uint8Array;
};

/** A text string for the Info dictionary: UTF-16BE with a byte-order mark, as hex, so any character is kept. */
function infoString(text: string): string {
  if (/^[\x20-\x27\x2a-\x5b\x5d-\x7e]*$/.test(text)) return `(${text})`; // printable ASCII reads the same in PDFDocEncoding
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** PDF date: D:YYYYMMDDHHmmSSZ (UTC). */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/**
 * The document as PDF 1.4 bytes. Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 info, then each page
 * and its content stream.
 * @example writePdf({ title: 'Spec sheet', pages: [new PdfPage().text('Hello', 72, 770, { size: 12 })] }) // Uint8Array starting '%PDF-1.4'
 */
export function writePdf(document: PdfDocument): Uint8Array {
  const pageCount = document.pages.length;
  if (pageCount === 0) throw new Error('a PDF needs at least one page');
  const pageId = (index: number) => 6 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${document.pages.map((_, index) => `${pageId(index)} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${infoString(document.title)}${document.author ? ` /Author ${infoString(document.author)}` : ''} /Producer (dealer-sites)${document.created ? ` /CreationDate (${pdfDate(document.created)})` : ''} >>`,
  ];
  for (const [index, page] of document.pages.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
    );
    // Content is ASCII (text is escaped), so its length is its byte count; deflated bytes come back as Latin-1.
    const content = page.content();
    const data = document.deflate ? latin1String(document.deflate(latin1Bytes(content))) : content;
    objects.push(`<< /Length ${data.length}${document.deflate ? ' /Filter /FlateDecode' : ''} >>\nstream\n${data}\nendstream`);
  }

  // The file is built as a string of one character per byte (Latin-1), so offsets are string positions.
  // The second line's high bytes tell transfer tools the file is binary (PDF 32000-1 section 7.5.2).
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefOffset = out.length;
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, and a 2-byte end of line.
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return latin1Bytes(out);
}

/** One byte per character (every character here is below 256). */
function latin1Bytes(text: string): Uint8Array {
  return Buffer.from(text, 'latin1');
}

function latin1String(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
