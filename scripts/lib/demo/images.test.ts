import { describe, expect, it } from 'vitest';
import { buildMediaFiles } from './images.ts';
import { HISTORY_REPORT_FILE, PLACEHOLDER_FILE, SPIN_COMBOS, SPIN_FRAME_COUNT } from './media-names.ts';
import { BODY_PALETTES } from './paint.ts';
import { SHAPES } from './svg-shapes.ts';

// A tag-balance check stands in for an XML parser: every opened element must close in order.
function unbalancedTags(svg: string): string | null {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return name!;
  }
  return stack.length ? stack.join(',') : null;
}

describe('demo media', () => {
  const files = buildMediaFiles();
  const svgs = [...files].filter(([name]) => name.endsWith('.svg'));

  it('draws every body in every palette colour, four views each, with thumbnails and spins', () => {
    const exteriors = Object.values(BODY_PALETTES).reduce((sum, palette) => sum + palette.length * 3, 0);
    const interiors = Object.keys(SHAPES).length;
    expect(svgs.length).toBe((exteriors + interiors + 1) * 2 + SPIN_COMBOS.length * SPIN_FRAME_COUNT);
    expect(files.has(PLACEHOLDER_FILE)).toBe(true);
    expect(files.has('suv-white-front.svg') && files.has('suv-white-front-thumb.svg') && files.has('spin-ute-white-23.svg')).toBe(true);
  });

  it('writes well-formed, titled, small SVGs', () => {
    for (const [name, svg] of svgs) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      const thumb = name.endsWith('-thumb.svg');
      expect(svg, name).toContain(thumb ? 'width="300" height="200"' : 'width="1200" height="800"');
      expect(svg, name).toMatch(/<title>[^<]+<\/title>/);
      expect(unbalancedTags(svg), name).toBeNull();
      expect(svg, name).not.toMatch(/NaN|undefined/);
      expect(Buffer.byteLength(svg), name).toBeLessThan(4096);
    }
  });

  it('includes a readable one-page PDF history report with a correct xref table', () => {
    const pdf = files.get(HISTORY_REPORT_FILE)!;
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/(\d{10}) 00000 n \n/g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});
