import { describe, expect, it } from 'vitest';
import { progressLine, progressText } from './progress-line.ts';

function stream(isTTY: boolean, columns = 40) {
  const written: string[] = [];
  return { output: { isTTY, columns, write: (text: string) => written.push(text) }, written };
}

describe("npm start's progress line", () => {
  it("names the tenant, its place in the run and the step's figures", () => {
    expect(progressText({ slug: 'harbour-toyota', step: 'render', text: '12 of 511 pages rendered' }, 2, 4)).toBe(
      '[2/4] harbour-toyota: 12 of 511 pages rendered',
    );
  });

  it('rewrites one line in a terminal, cut to its width, and clears it before a line that stays', () => {
    const { output, written } = stream(true, 30);
    const line = progressLine(output);
    line.update('[1/4] bayside: feed read');
    line.update('[1/4] bayside-auto-group: 4,933 of 10,409 pages rendered');
    line.line('✔ bayside-auto-group built');
    line.end();
    expect(written).toEqual([
      '[1/4] bayside: feed read',
      '\r\x1b[2K',
      '[1/4] bayside-auto-group: 4,…', // 29 columns: the width less one
      '\r\x1b[2K',
      '✔ bayside-auto-group built\n',
    ]);
  });

  it('prints plain lines when the output is not a terminal (a log file, CI)', () => {
    const { output, written } = stream(false);
    const line = progressLine(output);
    line.update('[1/1] corner-car-yard: feed read: 59 cars');
    line.line('✔ corner-car-yard built');
    line.end();
    expect(written).toEqual(['[1/1] corner-car-yard: feed read: 59 cars\n', '✔ corner-car-yard built\n']);
  });
});
