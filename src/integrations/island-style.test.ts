import { describe, expect, it } from 'vitest';
import { hoistIslandStyle, ISLAND_STYLE_ELEMENT } from './island-style.ts';

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe("Astro's island stylesheet", () => {
  it('moves from the body to the end of the head, once', () => {
    const island = '<astro-island uid="1"></astro-island>';
    const html = page('', `<section>${ISLAND_STYLE_ELEMENT}${island}</section><div>${ISLAND_STYLE_ELEMENT}${island}</div>`);
    expect(hoistIslandStyle(html)).toBe(page(ISLAND_STYLE_ELEMENT, `<section>${island}</section><div>${island}</div>`));
  });

  it('leaves a page without it, or with it in the head already, as it is', () => {
    const plain = page('', '<main><p>No islands</p></main>');
    expect(hoistIslandStyle(plain)).toBe(plain);
    const hoisted = page(ISLAND_STYLE_ELEMENT, '<main><astro-island></astro-island></main>');
    expect(hoistIslandStyle(hoisted)).toBe(hoisted);
    expect(hoistIslandStyle('{"json":true}')).toBe('{"json":true}');
  });

  it("leaves the page's own styles where they are", () => {
    const html = page('<style>.a{color:red}</style>', `<p>${ISLAND_STYLE_ELEMENT}</p>`);
    expect(hoistIslandStyle(html)).toBe(page(`<style>.a{color:red}</style>${ISLAND_STYLE_ELEMENT}`, '<p></p>'));
  });
});
