import { describe, expect, it } from 'vitest';
import { buttonThemeFor, buttonThemeStyle, MANUFACTURER_BUTTON_THEMES } from './button-themes.ts';

/** WCAG relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('manufacturer button themes', () => {
  it.each(Object.values(MANUFACTURER_BUTTON_THEMES))('$make keeps its button text at 4.5:1 or more', (theme) => {
    expect(contrast(theme.background, theme.text)).toBeGreaterThanOrEqual(4.5);
    // Outline buttons draw the background colour as text on white.
    expect(contrast(theme.background, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['a franchise on its own make', 'Toyota', 'toyota', 'toyota'],
    ['a franchise on another make (a used Ford at a Toyota dealer)', 'Ford', 'toyota', null],
    ['a group, each make in its own', 'Kia', 'by-make', 'kia'],
    ['a group, a make without a theme', 'Chery', 'by-make', null],
    ['no setting', 'Toyota', null, null],
    ['no make', null, 'by-make', null],
  ])('%s', (_case, make, setting, expected) => {
    expect(buttonThemeFor(make, setting)?.make ?? null).toBe(expected);
  });

  it('matches makes however the feed spells them', () => {
    expect(buttonThemeFor('MERCEDES-BENZ', 'by-make')?.make).toBe('mercedes-benz');
  });

  it('sets the button variables the stylesheet reads', () => {
    expect(buttonThemeStyle(MANUFACTURER_BUTTON_THEMES.toyota!)).toBe('--btn-bg:#eb0a1e;--btn-text:#ffffff;--btn-radius:0px');
  });
});
