import { flatString } from '#src/domain/flat-string.ts';

const rendered = new Map<string, Promise<string>>();

/**
 * HTML that is the same on every page of a build, rendered for the first page and reused for the rest (see
 * RenderOnce.astro). Outside a production build (astro dev) it renders every time, so edits show at once.
 * @example await renderOnce('site-header', () => Astro.slots.render('default'))
 */
export function renderOnce(name: string, render: () => Promise<string>, cache = import.meta.env.PROD): Promise<string> {
  if (!cache) return render();
  let html = rendered.get(name);
  if (!html) {
    html = render().then(flatString);
    rendered.set(name, html);
    // A failed render is not kept: the next page tries again and reports its own error.
    html.catch(() => rendered.delete(name));
  }
  return html;
}
