// Greedy word wrap for the spec sheets: words go on a line while it fits; a word longer than a line is cut.

/** Width of text in points at a font size, as the PDF will draw it. */
export type Measure = (text: string) => number;

/**
 * Words wrapped into lines no wider than `maxWidth`.
 * @example wrapText('the quick brown fox', measure, 50) // ['the quick', 'brown fox'] (at Helvetica 10 pt)
 */
export function wrapText(text: string, measure: Measure, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const width = measure(word);
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
      while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = measure(line);
    }
  }
  if (line) lines.push(line);
  return lines;
}
