// Astro writes its island stylesheet (`astro-island{display:contents}` and the like) just before a page's first
// island, in the body (withastro/astro#10308; no public option moves it). The HTML standard allows `<style>` only
// in the head, so html-validate and some crawlers refuse it there. src/middleware.ts moves it into the head, after
// the Content-Security-Policy <meta>, whose style hashes already include it (its text is unchanged).

/** The element exactly as Astro 7 writes it. */
export const ISLAND_STYLE_ELEMENT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * The page with Astro's island stylesheet moved from the body to the end of the head (once, however often it was
 * written). A page without it, or already with it in the head, is returned as it is.
 * @example hoistIslandStyle('<head></head><body><main><style>astro-island,…</style><astro-island>') // '<head><style>…</style></head><body><main><astro-island>'
 */
export function hoistIslandStyle(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  if (!body.includes(ISLAND_STYLE_ELEMENT)) return html;
  const head = html.slice(0, headEnd);
  return `${head}${head.includes(ISLAND_STYLE_ELEMENT) ? '' : ISLAND_STYLE_ELEMENT}${body.split(ISLAND_STYLE_ELEMENT).join('')}`;
}
