// Text for PDF's standard Helvetica fonts: WinAnsi encoding, literal-string escaping and glyph widths (from
// Adobe's Helvetica and Helvetica-Bold AFM files), so lines can be measured and wrapped without embedding a font.

export type PdfFont = 'regular' | 'bold';

/** WinAnsiEncoding's 0x80-0x9F block (PDF 32000-1 annex D); 0x20-0x7E and 0xA0-0xFF are Latin-1 as they are. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b,
  'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};
/** Characters WinAnsi lacks, written the way a reader would expect rather than as '?'. */
const FALLBACKS: Readonly<Record<string, string>> = { '\u2212': '-', '\u2010': '-', '\u2011': '-', '\u2032': "'", '\u2033': '"', '\u00a0': ' ' };

/**
 * A character's WinAnsi code, or null when the encoding has no such glyph.
 * @example winAnsiCode('é') // 0xe9
 */
function winAnsiCode(char: string): number | null {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? null;
}

/**
 * Unicode text as WinAnsi codes: control characters become spaces; a character the encoding lacks is written
 * without its accents where that leaves a WinAnsi letter (ő -> o), else from a short list, else as '?'.
 * @example toWinAnsi('Škoda – 2 ½ tonne') // codes of 'Škoda – 2 ½ tonne' (all in WinAnsi)
 */
export function toWinAnsi(text: string): number[] {
  const codes: number[] = [];
  for (const char of text) {
    const ascii = char.charCodeAt(0);
    if (ascii >= 0x20 && ascii <= 0x7e) {
      codes.push(ascii); // the common case, without the lookups below
      continue;
    }
    const direct = winAnsiCode(char);
    if (direct !== null) {
      codes.push(direct);
      continue;
    }
    if (/[\u0000-\u001f\u007f]/.test(char)) {
      codes.push(0x20);
      continue;
    }
    const replacement = FALLBACKS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const codesOf = [...replacement].map(winAnsiCode);
    if (replacement !== char && replacement.length > 0 && codesOf.every((code) => code !== null)) codes.push(...(codesOf as number[]));
    else codes.push(0x3f);
  }
  return codes;
}

/**
 * A PDF literal string in WinAnsi: `\`, `(` and `)` escaped, every byte outside printable ASCII as an octal
 * escape, so the content stream itself stays plain ASCII.
 * @example pdfString('Café (new)') // '(Caf\\351 \\(new\\))'
 */
export function pdfString(text: string): string {
  if (/^[\x20-\x27\x2a-\x5b\x5d-\x7e]*$/.test(text)) return `(${text})`; // printable ASCII with nothing to escape
  let out = '(';
  for (const code of toWinAnsi(text)) {
    if (code === 0x5c || code === 0x28 || code === 0x29) out += `\\${String.fromCharCode(code)}`;
    else if (code >= 0x20 && code <= 0x7e) out += String.fromCharCode(code);
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

// Advance widths (1/1000 em) of codes 0x20-0x7E in WinAnsi order (0x27 is quotesingle, 0x60 grave).
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
  611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
  556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
  611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
  611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Accented capitals and the like are as wide as their base letter in Helvetica; 556 is a fair guess for the rest. */
const OTHER_WIDTH = 556;

/**
 * Width of text in points at a font size.
 * @example textWidth('Hello', 'regular', 10) // 22.78
 */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code <= 0x7e) units += table[code - 0x20]!;
    else if (code < 0xdc00 || code > 0xdfff) units += OTHER_WIDTH; // a surrogate pair is one character, counted once
  }
  return (units * size) / 1000;
}

/**
 * Words wrapped into lines no wider than `maxWidth`; a word longer than a line is cut.
 * @example wrapText('the quick brown fox', 'regular', 10, 50) // ['the quick', 'brown fox']
 */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): readonly string[] {
  // Spec values and features repeat from car to car ('Automatic', 'Apple CarPlay'): short texts are wrapped once.
  if (text.length > SHORT_TEXT) return wrapWords(text, font, size, maxWidth);
  // A numeric key for font, size and width: printing fractions into a string key would cost more than the wrap.
  const layout = (font === 'bold' ? 1 : 0) + Math.round(size * 100) * 2 + Math.round(maxWidth * 100) * 200_000;
  let group = wrapped.get(layout);
  if (!group) wrapped.set(layout, (group = new Map()));
  let lines = group.get(text);
  if (!lines) {
    if (group.size >= MAX_WRAPPED) group.clear();
    group.set(text, (lines = wrapWords(text, font, size, maxWidth)));
  }
  return lines;
}
const SHORT_TEXT = 80;
const MAX_WRAPPED = 10_000;
const wrapped = new Map<number, Map<string, readonly string[]>>();

function wrapWords(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', font, size);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const width = textWidth(word, font, size);
    if (line && lineWidth + space + width <= maxWidth) {
      line += ` ${word}`;
      lineWidth += space + width;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    lineWidth = width;
    while (lineWidth > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), font, size) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = textWidth(line, font, size);
    }
  }
  if (line) lines.push(line);
  return lines;
}
