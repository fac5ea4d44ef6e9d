// Per-manufacturer button colour themes (spec 2 section 2, "a per-manufacturer set of button colour themes"): a
// franchise's buttons in its maker's colours and shape on the brand's pages, its model pages and its cars.
import { slugify } from '../vehicle/slug.ts';

export type ButtonTheme = { make: string; background: string; text: string; radiusPx: number };

/** The platform's themes, by make slug. Every background keeps its text at 4.5:1 or more (tested). */
export const MANUFACTURER_BUTTON_THEMES: Readonly<Record<string, ButtonTheme>> = {
  toyota: { make: 'toyota', background: '#eb0a1e', text: '#ffffff', radiusPx: 0 },
  ford: { make: 'ford', background: '#00095b', text: '#ffffff', radiusPx: 999 },
  hyundai: { make: 'hyundai', background: '#002c5f', text: '#ffffff', radiusPx: 0 },
  kia: { make: 'kia', background: '#05141f', text: '#ffffff', radiusPx: 999 },
  mazda: { make: 'mazda', background: '#101010', text: '#ffffff', radiusPx: 0 },
  mitsubishi: { make: 'mitsubishi', background: '#c4001a', text: '#ffffff', radiusPx: 2 },
  nissan: { make: 'nissan', background: '#c3002f', text: '#ffffff', radiusPx: 0 },
  volkswagen: { make: 'volkswagen', background: '#001e50', text: '#ffffff', radiusPx: 999 },
  subaru: { make: 'subaru', background: '#003399', text: '#ffffff', radiusPx: 4 },
  isuzu: { make: 'isuzu', background: '#b00000', text: '#ffffff', radiusPx: 0 },
  suzuki: { make: 'suzuki', background: '#d30017', text: '#ffffff', radiusPx: 4 },
  honda: { make: 'honda', background: '#cc0000', text: '#ffffff', radiusPx: 0 },
  mg: { make: 'mg', background: '#9e1b32', text: '#ffffff', radiusPx: 999 },
  'mercedes-benz': { make: 'mercedes-benz', background: '#000000', text: '#ffffff', radiusPx: 2 },
  bmw: { make: 'bmw', background: '#1c69d4', text: '#ffffff', radiusPx: 0 },
};

/** `theme.manufacturerButtonTheme`: each make in its own theme on a multi-franchise site. */
export const BY_MAKE = 'by-make';

/**
 * The button theme for a page about a make (its brand page, a model page, one of its cars), by the tenant's setting:
 * null, none; 'by-make', the make's own theme where the platform has one; a make slug, that theme on that make's
 * pages only (a franchise dealer's used cars of other makes keep the tenant's colours).
 * @example buttonThemeFor('Toyota', 'toyota')?.background // '#eb0a1e'
 * @example buttonThemeFor('Ford', 'toyota') // null
 * @example buttonThemeFor('Kia', 'by-make')?.radiusPx // 999
 */
export function buttonThemeFor(make: string | null, setting: string | null): ButtonTheme | null {
  if (!make || !setting) return null;
  const slug = slugify(make);
  if (setting !== BY_MAKE && setting !== slug) return null;
  return MANUFACTURER_BUTTON_THEMES[slug] ?? null;
}

/**
 * CSS custom properties the buttons read (src/styles/global.css), for a page's root element.
 * @example buttonThemeStyle(MANUFACTURER_BUTTON_THEMES.toyota) // '--btn-bg:#eb0a1e;--btn-text:#ffffff;--btn-radius:0px'
 */
export function buttonThemeStyle(theme: ButtonTheme): string {
  return `--btn-bg:${theme.background};--btn-text:${theme.text};--btn-radius:${theme.radiusPx}px`;
}
