import { describe, expect, it } from 'vitest';
import { pdfString, textWidth, toWinAnsi, wrapText } from './pdf-text.ts';

describe('pdfString: WinAnsi text as a PDF literal string', () => {
  it.each([
    ['plain ASCII as it is', '2019 Mazda CX-5 $31,990', '(2019 Mazda CX-5 $31,990)'],
    ['backslash and parentheses escaped', 'Fuel (combined) C:\\x', '(Fuel \\(combined\\) C:\\\\x)'],
    ['an unbalanced parenthesis escaped too', 'Badge (GT', '(Badge \\(GT)'],
    ['Latin-1 letters as octal WinAnsi codes', 'Café Škoda', '(Caf\\351 \\212koda)'],
    ['WinAnsi punctuation: en dash, curly quotes, ellipsis, euro', '– ‘x’ “y” … €', '(\\226 \\221x\\222 \\223y\\224 \\205 \\200)'],
    ['accents WinAnsi lacks dropped from their letter', 'Łódź Dvořák', '(?\\363dz Dvor\\341k)'],
    ['characters with no WinAnsi form as ?', 'Car 🚗 車', '(Car ? ?)'],
    ['control characters (tabs, new lines) as spaces', 'One owner.\nService\thistory', '(One owner. Service history)'],
    ['a minus sign as a hyphen', '−5', '(-5)'],
  ])('%s', (_case, text, expected) => {
    expect(pdfString(text)).toBe(expected);
  });

  it('writes only printable ASCII, whatever the input', () => {
    const text = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('');
    expect(pdfString(text)).toMatch(/^[\x20-\x7e]*$/);
  });

  it('maps every character to one WinAnsi byte', () => {
    expect(toWinAnsi('Aé€🚗')).toEqual([0x41, 0xe9, 0x80, 0x3f]);
  });
});

describe('textWidth and wrapText (Helvetica metrics)', () => {
  it('measures with the AFM widths', () => {
    expect(textWidth('Hello', 'regular', 10)).toBeCloseTo(22.78);
    expect(textWidth('Hello', 'bold', 10)).toBeCloseTo(24.45);
    expect(textWidth('Café', 'regular', 10)).toBeCloseTo(textWidth('Cafe', 'regular', 10));
  });

  it('wraps at spaces within the width and cuts a word longer than a line', () => {
    expect(wrapText('the quick brown fox', 'regular', 10, 50)).toEqual(['the quick', 'brown fox']);
    const lines = wrapText('https://www.example.com.au/cars/2019-mazda-cx-5-maxx-sport-t101', 'regular', 10, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('https://www.example.com.au/cars/2019-mazda-cx-5-maxx-sport-t101');
    for (const line of lines) expect(textWidth(line, 'regular', 10)).toBeLessThanOrEqual(100);
  });

  it('gives no lines for blank text', () => {
    expect(wrapText('  ', 'regular', 10, 100)).toEqual([]);
  });
});
