// An A4 drawing surface over pdfkit, the spec sheets' PDF library: text at a baseline, right-aligned text, lines and
// filled rectangles, measured in points from the bottom-left corner as the layout thinks of a page.
//
// Fonts: a sheet whose text is all in WinAnsi (English and Western European text, which is nearly every car) uses
// the standard Helvetica fonts, embedded in no file, so a sheet stays ~10 KB. A sheet with anything else (Greek,
// Cyrillic, Vietnamese, symbols) embeds subsets of DejaVu Sans, so every character prints as written.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** An RGB colour, each channel 0-1. */
export type Rgb = readonly [number, number, number];
export type PdfFont = 'regular' | 'bold';
export type TextStyle = { size: number; font?: PdfFont; colour?: Rgb };

const BLACK: Rgb = [0, 0, 0];
const STANDARD_FONTS: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const UNICODE_FONTS: Record<PdfFont, string> = { regular: 'unicode-regular', bold: 'unicode-bold' };
const require = createRequire(import.meta.url);
let unicodeFonts: Record<PdfFont, Buffer> | null = null;
/** DejaVu Sans and Sans Bold, read once per process. */
function loadUnicodeFonts(): Record<PdfFont, Buffer> {
  unicodeFonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return unicodeFonts;
}

/** WinAnsiEncoding's 0x80-0x9F block (PDF 32000-1 annex D); 0x20-0x7E and 0xA0-0xFF are Latin-1 as they are. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Whether the standard fonts can print every character of `text` (control characters aside: they print as spaces).
 * @example isWinAnsi('Škoda – “Launch Edition”') // true
 * @example isWinAnsi('Лада Нива') // false
 */
export function isWinAnsi(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x7f || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) continue;
    return false;
  }
  return true;
}

/** Control characters (tabs, line breaks in a feed's text) as spaces: a line of a sheet is drawn as one line. */
const printable = (text: string): string => text.replace(/\p{Cc}/gu, ' ');

// Spec labels and values repeat from car to car ('Automatic', 'Apple CarPlay'), and measuring text (glyph widths and
// kerning pairs) is a quarter of a sheet's cost: widths of short texts are kept across sheets. A width depends only on
// the font, size and text, so a kept width is always right.
const MAX_KEPT_WIDTHS = 50_000;
const SHORT_TEXT = 80;
const keptWidths = new Map<string, number>();

export type CanvasOptions = {
  title: string;
  author: string;
  /** The document's date; with it fixed, the same sheet gives the same bytes. */
  createdAt: Date;
  /** Embed the Unicode fonts (see isWinAnsi). */
  unicode: boolean;
};

export class PdfCanvas {
  readonly #doc: PDFKit.PDFDocument;
  readonly #fonts: Record<PdfFont, string>;
  #pages = 0;

  constructor(options: CanvasOptions) {
    // Contents deflated inside the PDF: the server compresses nothing when a file is asked for, and PDFs get no .br or
    // .gz copies (a PDF is not a type served with Content-Encoding). Measured on 400 bayside sheets, twice, alternately:
    // ~4.6 KB a sheet instead of ~19.5 KB, for ~0.4 ms more CPU a sheet (4.7 to 5.3 ms against 4.2 to 5.0).
    this.#doc = new PDFDocument({
      // No default font: pdfkit would load Helvetica for it, and then load it again (its metrics parsed afresh) on
      // every later switch to a font registered under another name. Standard fonts are used by their own names.
      font: '',
      size: [A4.width, A4.height],
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      info: { Title: options.title, Author: options.author, Creator: options.author, Producer: 'dealer-sites', CreationDate: options.createdAt },
    });
    this.#fonts = options.unicode ? UNICODE_FONTS : STANDARD_FONTS;
    if (options.unicode) {
      const files = loadUnicodeFonts();
      for (const font of ['regular', 'bold'] as const) this.#doc.registerFont(UNICODE_FONTS[font], files[font]);
    }
  }

  get pageCount(): number {
    return this.#pages;
  }

  /** Starts a new page and draws on it; returns its index. */
  addPage(): number {
    this.#doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    return this.#pages++;
  }

  /** Draws on an earlier page (footers are drawn once the page count is known). */
  usePage(index: number): this {
    this.#doc.switchToPage(index);
    return this;
  }

  /**
   * Width of text in points.
   * @example canvas.widthOf('Hello', 'regular', 10) // 22.78
   */
  widthOf(text: string, font: PdfFont, size: number): number {
    const fontName = this.#fonts[font];
    const key = text.length <= SHORT_TEXT ? `${fontName} ${size} ${text}` : null;
    let width = key === null ? undefined : keptWidths.get(key);
    if (width === undefined) {
      width = this.#doc.font(fontName).fontSize(size).widthOfString(printable(text));
      if (key !== null) {
        if (keptWidths.size >= MAX_KEPT_WIDTHS) keptWidths.clear();
        keptWidths.set(key, width);
      }
    }
    return width;
  }

  /** Writes text with its baseline's left end at (x, y). */
  text(text: string, x: number, y: number, style: TextStyle): this {
    this.#doc
      .font(this.#fonts[style.font ?? 'regular'])
      .fontSize(style.size)
      .fillColor([...(style.colour ?? BLACK)].map((channel) => channel * 255) as [number, number, number])
      .text(printable(text), x, A4.height - y, { lineBreak: false, baseline: 'alphabetic' });
    return this;
  }

  /** Writes text with its baseline's right end at (x, y). */
  textRight(text: string, x: number, y: number, style: TextStyle): this {
    return this.text(text, x - this.widthOf(text, style.font ?? 'regular', style.size), y, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, style: { width: number; colour: Rgb }): this {
    this.#doc
      .moveTo(x1, A4.height - y1)
      .lineTo(x2, A4.height - y2)
      .lineWidth(style.width)
      .strokeColor([...style.colour].map((channel) => channel * 255) as [number, number, number])
      .stroke();
    return this;
  }

  /** A filled rectangle whose bottom-left corner is (x, y). */
  rect(x: number, y: number, width: number, height: number, colour: Rgb): this {
    this.#doc.rect(x, A4.height - y - height, width, height).fill([...colour].map((channel) => channel * 255) as [number, number, number]);
    return this;
  }

  /** Finishes the document and returns its bytes (pdfkit's stream is read synchronously: nothing flows before). */
  toBytes(): Uint8Array {
    this.#doc.flushPages();
    this.#doc.end();
    const chunks: Buffer[] = [];
    for (let chunk: Buffer | null; (chunk = this.#doc.read() as Buffer | null) !== null;) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
}
