// The page renderer's filled pages (render-pages.ts): every car's reserve page is written from the rendered shell of
// its page's shape (src/domain/checkout/checkout-fill.ts) instead of being rendered by Astro, ~4,900 of a 5,000-car
// tenant's ~10,400 pages. Fails closed, per shape and process: the shell is rendered and compiled (refused when not
// exactly fillable), one car of the shape is rendered by Astro and must equal its fill byte for byte, and only then
// are the shape's other cars filled. A shape that fails any check has every car rendered by Astro, with a warning
// (with FILL_STRICT=1, as the incremental-build test runs, it fails the build instead).
import type { RouteData } from 'astro';
import { compileShell, fillShell, PAGE_FILLS, type PageFills } from '#src/domain/checkout/checkout-fill.ts';
import { shapeName, shapeOf, type CheckoutPage } from '#src/domain/checkout/checkout-page.ts';
import { eachLimited } from '#src/files/each-limited.ts';

export type RenderTarget = { route: RouteData; pathname: string; file: string };
type Render = (page: RenderTarget) => Promise<Uint8Array | null>;
type Write = (page: RenderTarget, html: Uint8Array | string) => Promise<void>;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The reserve pages' shells and filled cars, as the bundle's getStaticPaths listed them (none when it did not). */
export const pageFills = (): PageFills => (globalThis as { [PAGE_FILLS]?: PageFills })[PAGE_FILLS] ?? { shells: new Map(), pages: new Map() };

/**
 * Fills `pages` (every one a car's reserve page in `fills`) from their shapes' shells (`shells`: shape name -> the
 * shell's path), writing each. Returns how many were filled (the rest were rendered by `render`); a page `render`
 * fails is counted by the caller.
 */
export async function fillPages(pages: RenderTarget[], shells: Map<string, RenderTarget>, fills: PageFills, render: Render, write: Write): Promise<number> {
  const byShape = new Map<string, { page: CheckoutPage; target: RenderTarget }[]>();
  for (const target of pages) {
    const page = fills.pages.get(target.pathname)!;
    const shape = shapeName(shapeOf(page));
    const cars = byShape.get(shape) ?? [];
    if (!cars.length) byShape.set(shape, cars);
    cars.push({ page, target });
  }
  let filled = 0;
  for (const [shape, cars] of byShape) {
    const renderAll = async (reason: string, list = cars) => {
      // The incremental-build test sets FILL_STRICT: there a shape that cannot be filled fails the build.
      if (process.env.FILL_STRICT === '1') throw new Error(`reserve pages of shape ${shape}: ${reason}`);
      console.warn(`[render] reserve pages of shape ${shape} rendered one by one: ${reason}`);
      await eachLimited(list, 4, async ({ target }) => {
        const html = await render(target);
        if (html !== null) await write(target, html);
      });
    };
    const shellTarget = shells.get(shape);
    const shellHtml = shellTarget ? await render(shellTarget) : null;
    if (shellHtml === null) {
      await renderAll('its shell was not rendered');
      continue;
    }
    const compiled = compileShell(utf8.decode(shellHtml), fills.shells.get(shellTarget!.pathname)!);
    if (!compiled.ok) {
      await renderAll(`its shell cannot be filled (${compiled.reason})`);
      continue;
    }
    // The check: the first car, rendered by Astro, is byte for byte its fill.
    const [sample, ...rest] = cars;
    const rendered = await render(sample!.target);
    if (rendered === null) {
      await renderAll(`${sample!.target.pathname} failed to render`);
      continue;
    }
    await write(sample!.target, rendered);
    if (fillShell(compiled.shell, sample!.page) !== utf8.decode(rendered)) {
      await renderAll(`the fill of ${sample!.target.pathname} differs from Astro's render of it`, rest);
      continue;
    }
    await eachLimited(rest, 4, async ({ page, target }) => write(target, fillShell(compiled.shell, page)));
    filled += rest.length;
  }
  return filled;
}
