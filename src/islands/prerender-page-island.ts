// Server side of the page islands (page-island.ts). A component that marks its per-page props (TEMPLATE_FIELDS)
// is rendered once per site and shape with markers, and each page fills in its own values (island-template.ts):
// a vehicle page's six lead forms are the same on every car but for a comment, an amount and hidden fields.
// The first renders of each template are compared with direct renders; a component whose markup the template
// cannot reproduce is rendered directly on every page from then on (with a warning).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { compileTemplate, planTemplate } from './island-template.ts';
import { pageIslandElement } from './page-island.ts';
import { TEMPLATE_FIELDS, type TemplatedComponent } from './template-fields.ts';

/** Renders compared with a direct render before a template is trusted. */
const CHECKED_RENDERS = 3;
type Template = { fill: (values: readonly string[]) => string; checksLeft: number } | 'direct';
const templates = new Map<unknown, Map<string, Template>>();

/** The island's server markup (React's hydratable HTML) for these props and slot HTML. */
export function renderPageIsland<P extends object>(component: ComponentType<P>, props: P, slotHtml: string | null): string {
  const direct = () => renderToString(pageIslandElement(component, props, slotHtml));
  const fields = (component as TemplatedComponent)[TEMPLATE_FIELDS];
  if (!fields) return direct();
  const plan = planTemplate(fields, props as Record<string, unknown>, slotHtml ? { default: slotHtml } : {});
  let byKey = templates.get(component);
  if (!byKey) templates.set(component, (byKey = new Map()));
  let template = byKey.get(plan.key);
  if (template === 'direct') return direct();
  if (!template) {
    const marked = renderToString(pageIslandElement(component, plan.markedProps as P, plan.markedSlots.default ?? null));
    template = { fill: compileTemplate(marked, plan.marks), checksLeft: CHECKED_RENDERS };
    byKey.set(plan.key, template);
  }
  const html = template.fill(plan.values);
  if (template.checksLeft > 0) {
    template.checksLeft--;
    const expected = direct();
    if (expected !== html) {
      byKey.set(plan.key, 'direct');
      console.warn(`[page-island] ${component.name || 'island'}: its template does not reproduce a direct render; rendering it directly`);
    }
    return expected;
  }
  return html;
}
