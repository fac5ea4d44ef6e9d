// Fills a car's values into the rendered shell of its reserve page's shape (checkout-page.ts), failing closed: a
// shell is compiled once into literal markup and value slots, and refused when it is not one this code can fill
// exactly (a marker inside a script or style, an unknown marker, a value the shape shows that the shell lacks or one it
// does not show that the shell has, not exactly one terms list). Values are escaped as Astro escapes them where the
// marker stood: element text as escapeHtml does, a double-quoted attribute value as Astro writes attributes (only `&`
// and `"`), so a filled page is byte for byte the page Astro renders; the build checks that on one car of every shape.
// A car's own text is never read for markers.
import { escapeHtml } from '../escape.ts';
import { MARK, MARKER_PREFIX, shapeName, slugMarker, shapeOf, shownValues, type CheckoutPage, type CheckoutShape, type MarkName } from './checkout-page.ts';

type Slot = { name: MarkName; inAttribute: boolean };
export type CompiledShell = { shape: string; literals: string[]; slots: (Slot | { terms: string })[] };
export type ShellResult = { ok: true; shell: CompiledShell } | { ok: false; reason: string };

const TERM_ITEM = new RegExp(`<li([^>]*)>${MARK.term}</li>`, 'g');
const MARKERS = new RegExp(`${TERM_ITEM.source}|${MARKER_PREFIX}([a-z]+)qz`, 'g');
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi;
const NAMES = new Map(Object.entries(MARK).map(([key, mark]) => [mark, key as MarkName]));
// (A shell's slug is its shape's own marker, slugMarker(), so each shell has a path of its own.)

/** An attribute value as Astro writes it (double-quoted: `&` and `"` escaped, nothing else). */
const attributeValue = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Whether `index` of `html` is inside a tag (an attribute value), not element text. */
function insideTag(html: string, index: number): boolean {
  return html.lastIndexOf('<', index) > html.lastIndexOf('>', index);
}

/**
 * A rendered shell of one shape, ready to fill; refused (with why) when it is not one this code fills exactly.
 * @example compileShell(shellHtml, shapeOf(page)) // { ok: true, shell: { shape: 'r1d1i1p0', ... } }
 */
export function compileShell(html: string, shape: CheckoutShape): ShellResult {
  for (const [, , body] of html.matchAll(SCRIPT_OR_STYLE)) {
    if (body!.includes(MARKER_PREFIX)) return { ok: false, reason: 'a marker inside a script or style element' };
  }
  const names = new Map([...NAMES].filter(([, name]) => name !== 'slug')).set(slugMarker(shape), 'slug');
  const expected = new Set(Object.keys(shownValues(shellValuesOf(shape))) as MarkName[]);
  const found = new Set<MarkName>();
  const literals: string[] = [];
  const slots: CompiledShell['slots'] = [];
  let terms = 0;
  let from = 0;
  for (const match of html.matchAll(MARKERS)) {
    literals.push(html.slice(from, match.index));
    from = match.index + match[0].length;
    if (match[1] !== undefined) {
      terms++;
      slots.push({ terms: match[1] });
      continue;
    }
    const name = names.get(match[0]);
    if (!name || !expected.has(name)) return { ok: false, reason: `a marker the ${shapeName(shape)} page does not show (${match[0]})` };
    found.add(name);
    slots.push({ name, inAttribute: insideTag(html, match.index) });
  }
  literals.push(html.slice(from));
  if (terms !== 1) return { ok: false, reason: `${terms} reserve-terms lists (expected 1)` };
  const missing = [...expected].find((name) => !found.has(name));
  if (missing) return { ok: false, reason: `no ${missing} in the ${shapeName(shape)} shell` };
  return { ok: true, shell: { shape: shapeName(shape), literals, slots } };
}

/** A page of the shape with every value present, to list what the shape shows. */
function shellValuesOf(shape: CheckoutShape): CheckoutPage {
  const value = 'x';
  return {
    path: value,
    title: value,
    description: value,
    view: {
      id: value,
      slug: value,
      title: value,
      path: value,
      priceText: value,
      priceType: shape.priceType ? value : null,
      priceCents: 0,
      imageUrl: shape.image ? value : null,
      terms: { depositCents: shape.deposit ? 1 : null, holdHours: 0, lines: [value], guaranteeHours: null },
      similarPath: value,
    },
    reservable: shape.reservable,
    refusal: shape.reservable ? null : value,
    depositLabel: shape.deposit ? value : null,
    termsRequiredText: value,
  };
}

/**
 * A car's reserve page from the compiled shell of its shape; throws when the page is of another shape (a caller's
 * mistake: never a page filled from the wrong shell).
 * @example fillShell(shell, page) // '<!DOCTYPE html>...<h1 ...>Reserve the 2021 Toyota Corolla Ascent</h1>...'
 */
export function fillShell(shell: CompiledShell, page: CheckoutPage): string {
  if (shapeName(shapeOf(page)) !== shell.shape) throw new Error(`${page.path}: a ${shapeName(shapeOf(page))} page filled from the ${shell.shape} shell`);
  const values = shownValues(page);
  let html = shell.literals[0]!;
  shell.slots.forEach((slot, index) => {
    if ('terms' in slot) html += page.view.terms.lines.map((line) => `<li${slot.terms}>${escapeHtml(line)}</li>`).join('');
    else {
      const value = values[slot.name];
      if (value === undefined) throw new Error(`${page.path}: no ${slot.name} for the ${shell.shape} shell`);
      html += slot.inAttribute ? attributeValue(value) : escapeHtml(value);
    }
    html += shell.literals[index + 1]!;
  });
  return html;
}

/**
 * Set on globalThis by the reserve pages' getStaticPaths in a page-rendering process: which paths are shells and which
 * cars' pages are filled from them. The page renderer (scripts/lib/build/fill-pages.ts) renders the shells, checks
 * them and fills the cars in, instead of rendering each car's page.
 */
export const PAGE_FILLS = '__dealerPageFills';
export type PageFills = {
  /** A shell's URL path -> its shape. */
  shells: Map<string, CheckoutShape>;
  /** A car's reserve page URL path -> its page. */
  pages: Map<string, CheckoutPage>;
};
