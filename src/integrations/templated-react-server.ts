// Astro renderer for React islands that mark their per-page props (TEMPLATE_FIELDS): each is server-rendered
// once per distinct set of other props, with markers, and every later page fills in its own values. A vehicle
// page's six lead forms were ~10% of a 5,000-car build's CPU when React rendered them afresh on every page.
// The first renders of each template are also rendered directly and compared, so a component whose markup
// depends on a marked prop in a way the template cannot fill falls back to rendering every time (with a warning).
import react from '@astrojs/react/server.js';
import type { AstroComponentMetadata } from 'astro';
import { TEMPLATE_FIELDS, type TemplatedComponent } from '#src/islands/template-fields.ts';
import { planTemplate } from './island-template.ts';

type Rendered = { html: string; attrs?: Record<string, unknown> };
type Template = { html: string; checksLeft: number } | 'direct';

/** Renders compared with a direct render before a template is trusted. */
const CHECKED_RENDERS = 3;
const templates = new Map<unknown, Map<string, Template>>();

async function renderToStaticMarkup(this: unknown, Component: unknown, props: Record<string, unknown>, slots: Record<string, string>, metadata?: AstroComponentMetadata): Promise<Rendered> {
  const direct = () => react.renderToStaticMarkup.call(this, Component, props, slots, metadata) as Promise<Rendered>;
  const fields = (Component as TemplatedComponent)[TEMPLATE_FIELDS];
  if (!fields) return direct();
  const plan = planTemplate(fields, props, slots);
  let byKey = templates.get(Component);
  if (!byKey) templates.set(Component, (byKey = new Map()));
  let template = byKey.get(plan.key);
  if (template === 'direct') return direct();
  if (!template) {
    const marked = (await react.renderToStaticMarkup.call(this, Component, plan.markedProps, plan.markedSlots, metadata)) as Rendered;
    template = { html: marked.html, checksLeft: CHECKED_RENDERS };
    byKey.set(plan.key, template);
  }
  const html = plan.fill(template.html);
  if (template.checksLeft > 0) {
    template.checksLeft--;
    const expected = await direct();
    if (expected.html !== html) {
      byKey.set(plan.key, 'direct');
      console.warn(`[templated-react] ${(Component as { name?: string }).name ?? 'island'}: its template does not reproduce a direct render; rendering it directly`);
    }
    return expected;
  }
  // No `prefix` attribute: @astrojs/react renders island markup without an id prefix in renderToString mode, so
  // hydrating without one matches it (and asking React for a fresh prefix costs a render of its own).
  return { html, attrs: {} };
}

export default { name: '@dealer/templated-react', check: react.check, renderToStaticMarkup, supportsAstroStaticSlot: true };
