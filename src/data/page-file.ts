/** The file a page is written to (Astro's `build.format: 'file'`): /cars/x is cars/x.html, / is index.html. */
export const pageFile = (urlPath: string): string => `${urlPath.replace(/^\/+|\/+$/g, '') || 'index'}.html`;
