// Lays a car's spec sheet out as an A4 PDF of one or two pages: a band in the dealer's colour, title and price,
// stock number and VIN, key specifications, vehicle details, features and comments, and on every page a footer
// with the yard, phone, the page's address and the date. What does not fit on two pages is left out.
import type { SpecSheet } from '#src/domain/vehicle/spec-sheet.ts';
import type { SpecRow } from '#src/domain/vehicle/specs.ts';
import { A4, isWinAnsi, PdfCanvas, type PdfFont, type Rgb } from './pdf-canvas.ts';
import { wrapText as wrapWords } from './wrap-text.ts';

const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const COLUMN_GAP = 20;
const COLUMN_WIDTH = (CONTENT_WIDTH - COLUMN_GAP) / 2;
const FOOTER_TOP = 92;
const MAX_PAGES = 2;
const INK: Rgb = [0.06, 0.09, 0.16];
const MUTED: Rgb = [0.33, 0.38, 0.45];
const RULE: Rgb = [0.82, 0.85, 0.89];

/** Lines of `text` no wider than `maxWidth` in a font and size. */
const wrapText = (canvas: PdfCanvas, text: string, font: PdfFont, size: number, maxWidth: number): string[] =>
  wrapWords(text, (part) => canvas.widthOf(part, font, size), maxWidth);

/** '#0f2d52' as PDF colour channels; black for anything else. */
export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return [0, 0, 0];
  const value = Number.parseInt(match[1]!, 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** Writes top to bottom, starting a second page when the first is full; past the last page it draws nothing. */
class Flow {
  y = 0;
  full = false;
  readonly page: PdfCanvas;
  readonly #startPage: (page: PdfCanvas, index: number) => number;

  /** `startPage` draws a new page's header and returns where its content starts. */
  constructor(canvas: PdfCanvas, startPage: (page: PdfCanvas, index: number) => number) {
    this.page = canvas;
    this.#startPage = startPage;
    this.newPage();
  }

  private newPage(): boolean {
    if (this.page.pageCount === MAX_PAGES) return false;
    this.y = this.#startPage(this.page, this.page.addPage());
    return true;
  }

  /** Makes room for `height` points, on a new page if needed; false when the sheet is full. */
  room(height: number): boolean {
    if (this.full) return false;
    if (this.y - height >= FOOTER_TOP) return true;
    if (this.newPage() && this.y - height >= FOOTER_TOP) return true;
    this.full = true;
    return false;
  }
}

function heading(flow: Flow, text: string, colour: Rgb): void {
  if (!flow.room(40)) return; // keep a heading with at least a line of what follows
  flow.y -= 22;
  flow.page.text(text, MARGIN, flow.y, { size: 12, font: 'bold', colour });
  flow.page.line(MARGIN, flow.y - 5, A4.width - MARGIN, flow.y - 5, { width: 0.75, colour: RULE });
  flow.y -= 10;
}

/** Label and value pairs in two columns, row by row. */
function specGrid(flow: Flow, rows: readonly SpecRow[]): void {
  const labelWidth = 124; // 'Fuel consumption (combined)' at 8.5 pt, and a gap
  for (let index = 0; index < rows.length; index += 2) {
    const pair = rows
      .slice(index, index + 2)
      .map((row) => ({ row, lines: wrapText(flow.page, row.value, 'regular', 9.5, COLUMN_WIDTH - labelWidth).slice(0, 3) }));
    const height = 6 + 12 * Math.max(...pair.map((item) => item.lines.length));
    if (!flow.room(height)) return;
    flow.y -= 12;
    pair.forEach(({ row, lines }, column) => {
      const x = MARGIN + column * (COLUMN_WIDTH + COLUMN_GAP);
      flow.page.text(row.label, x, flow.y, { size: 8.5, colour: MUTED });
      lines.forEach((line, lineIndex) => flow.page.text(line, x + labelWidth, flow.y - lineIndex * 12, { size: 9.5, colour: INK }));
    });
    flow.y -= height - 12;
  }
}

function bullets(flow: Flow, items: readonly string[]): void {
  for (let index = 0; index < items.length; index += 2) {
    const pair = items.slice(index, index + 2).map((item) => wrapText(flow.page, item, 'regular', 9.5, COLUMN_WIDTH - 10).slice(0, 2));
    const height = 2 + 12 * Math.max(...pair.map((lines) => lines.length));
    if (!flow.room(height)) return;
    flow.y -= 12;
    pair.forEach((lines, column) => {
      const x = MARGIN + column * (COLUMN_WIDTH + COLUMN_GAP);
      flow.page.rect(x + 1, flow.y + 2.5, 3, 3, MUTED);
      lines.forEach((line, lineIndex) => flow.page.text(line, x + 10, flow.y - lineIndex * 12, { size: 9.5, colour: INK }));
    });
    flow.y -= height - 12;
  }
}

function paragraph(flow: Flow, text: string, options: { size: number; font?: PdfFont; colour?: Rgb; leading?: number }): void {
  const leading = options.leading ?? options.size * 1.3;
  for (const line of wrapText(flow.page, text, options.font ?? 'regular', options.size, CONTENT_WIDTH)) {
    if (!flow.room(leading)) return;
    flow.y -= leading;
    flow.page.text(line, MARGIN, flow.y, options);
  }
}

function footer(page: PdfCanvas, sheet: SpecSheet, pageNumber: number, pageCount: number): void {
  page.line(MARGIN, FOOTER_TOP - 8, A4.width - MARGIN, FOOTER_TOP - 8, { width: 0.75, colour: RULE });
  let y = FOOTER_TOP - 24;
  const where = sheet.location ? `${sheet.location.name}, ${sheet.location.address}` : sheet.dealerName;
  page.text(wrapText(page, where, 'bold', 9, CONTENT_WIDTH - 120)[0] ?? '', MARGIN, y, { size: 9, font: 'bold', colour: INK });
  if (sheet.phone) page.textRight(`Call ${sheet.phone}`, A4.width - MARGIN, y, { size: 9, font: 'bold', colour: INK });
  y -= 13;
  page.text(wrapText(page, sheet.url, 'regular', 8.5, CONTENT_WIDTH - 90)[0] ?? '', MARGIN, y, { size: 8.5, colour: MUTED });
  page.textRight(`${sheet.asAt}`, A4.width - MARGIN, y, { size: 8.5, colour: MUTED });
  y -= 13;
  page.textRight(`Page ${pageNumber} of ${pageCount}`, A4.width - MARGIN, y, { size: 7.5, colour: MUTED });
  for (const line of wrapText(page, sheet.disclaimer, 'regular', 7.5, CONTENT_WIDTH - 70).slice(0, 2)) {
    page.text(line, MARGIN, y, { size: 7.5, colour: MUTED });
    y -= 9.5;
  }
}

/**
 * The spec sheet as PDF bytes. `brand` colours the top band; `createdAt` dates the document (the same sheet and date
 * give the same bytes).
 * @example specSheetPdf(sheet, { brand: '#0f2d52', createdAt: new Date('2026-11-20') }) // Uint8Array of a 1- or 2-page PDF
 */
export function specSheetPdf(sheet: SpecSheet, options: { brand: string; brandText?: string; createdAt: Date }): Uint8Array {
  const brand = hexToRgb(options.brand);
  const brandText = hexToRgb(options.brandText ?? '#ffffff');
  const canvas = new PdfCanvas({
    title: `${sheet.title} | ${sheet.dealerName}`,
    author: sheet.dealerName,
    createdAt: options.createdAt,
    unicode: !isWinAnsi(JSON.stringify(sheet)),
  });
  const flow = new Flow(canvas, (page, index) => {
    const bandHeight = index === 0 ? 46 : 30;
    page.rect(0, A4.height - bandHeight, A4.width, bandHeight, brand);
    page.text(sheet.dealerName, MARGIN, A4.height - bandHeight + (index === 0 ? 17 : 11), { size: index === 0 ? 15 : 11, font: 'bold', colour: brandText });
    page.textRight(index === 0 ? 'Vehicle spec sheet' : sheet.title, A4.width - MARGIN, A4.height - bandHeight + (index === 0 ? 18 : 11), {
      size: 9,
      colour: brandText,
    });
    return A4.height - bandHeight - 12;
  });

  paragraph(flow, sheet.kind.toUpperCase(), { size: 8.5, font: 'bold', colour: MUTED, leading: 14 });
  for (const line of wrapText(canvas, sheet.title, 'bold', 20, CONTENT_WIDTH).slice(0, 3))
    paragraph(flow, line, { size: 20, font: 'bold', colour: INK, leading: 25 });
  flow.y -= 8;
  paragraph(flow, sheet.price.text, { size: 22, font: 'bold', colour: brand, leading: 26 });
  const priceNotes = [sheet.price.priceType, sheet.price.was ? `Was ${sheet.price.was}` : null].filter(Boolean).join(' · ');
  if (priceNotes) paragraph(flow, priceNotes, { size: 10, colour: MUTED, leading: 15 });
  if (sheet.identifiers.length > 0 && flow.room(18)) {
    flow.y -= 18;
    let x = MARGIN;
    for (const row of sheet.identifiers) {
      flow.page.text(row.label, x, flow.y, { size: 8.5, colour: MUTED });
      x += canvas.widthOf(row.label, 'regular', 8.5) + 4;
      flow.page.text(row.value, x, flow.y, { size: 9.5, font: 'bold', colour: INK });
      x += canvas.widthOf(row.value, 'bold', 9.5) + 18;
    }
  }

  if (sheet.keySpecs.length > 0) {
    heading(flow, 'Key specifications', brand);
    specGrid(flow, sheet.keySpecs);
  }
  if (sheet.details.length > 0) {
    heading(flow, 'Vehicle details', brand);
    specGrid(flow, sheet.details);
  }
  if (sheet.features.length > 0) {
    heading(flow, 'Features', brand);
    bullets(flow, sheet.features);
  }
  if (sheet.comments.length > 0) {
    heading(flow, 'Dealer comments', brand);
    for (const text of sheet.comments) {
      paragraph(flow, text, { size: 9.5, colour: INK, leading: 13 });
      flow.y -= 4;
    }
  }

  for (let index = 0; index < canvas.pageCount; index++) footer(canvas.usePage(index), sheet, index + 1, canvas.pageCount);
  return canvas.toBytes();
}
