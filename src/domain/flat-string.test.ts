import { describe, expect, it } from 'vitest';
import { flatString } from './flat-string.ts';

describe('flatString', () => {
  it('returns the same text, whether built piece by piece, numeric or empty', () => {
    let html = '';
    for (let index = 0; index < 500; index++) html += `<li data-i="${index}">Car ${index}</li>`;
    const copy = html.split('').join('');
    expect(flatString(html)).toBe(copy);
    expect(flatString('42')).toBe('42');
    expect(flatString('')).toBe('');
  });
});
