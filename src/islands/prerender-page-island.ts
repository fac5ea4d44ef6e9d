// Server side of the page islands (page-island.ts). A component that marks its per-page props (TEMPLATE_FIELDS)
// is rendered once per site and shape with markers, and each page fills in its own values (island-template.ts):
// a vehicle page's six lead forms are the same on every car but for a comment, an amount and hidden fields, and
// its gallery the same for every car with as many photos but for the title and the photos' addresses.
// The first renders of each template with values to fill in are compared with direct renders; a component whose
// markup the template cannot reproduce is rendered directly on every page from then on (with a warning). A
// template with nothing to fill in is the page's own render and is used as it is.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { compileTemplate, planTemplate } from './island-template.ts';
import { pageIslandElement, pageIslandIdPrefix, type PageIslandName } from './page-island.ts';
import { TEMPLATE_FIELDS, type TemplatedComponent } from './template-fields.ts';

/** Renders compared with a direct render before a template is trusted. */
const CHECKED_RENDERS = 3;
type Template = { fill: (values: readonly string[]) => string; checksLeft: number };
const templates = new Map<unknown, Map<string, Template>>();
/** Components whose templates proved wrong once: rendered directly from then on. */
const renderedDirectly = new Set<unknown>();

function renderDirectlyFromNowOn(component: unknown, reason: string): void {
  renderedDirectly.add(component);
  console.warn(`[page-island] ${(component as { name?: string }).name || 'island'}: ${reason}; rendering it directly`);
}

/**
 * The island's server markup (React's hydratable HTML) for these props and slot HTML. `idPrefix` starts the ids
 * React makes (useId), so islands on one page never share one; the browser hydrates with the same prefix.
 */
export function renderPageIsland<P extends object>(component: ComponentType<P>, props: P, slotHtml: string | null, idPrefix = ''): string {
  const options = { identifierPrefix: idPrefix };
  const direct = () => renderToString(pageIslandElement(component, props, slotHtml), options);
  const fields = (component as TemplatedComponent)[TEMPLATE_FIELDS];
  if (!fields || renderedDirectly.has(component)) return direct();
  const plan = planTemplate(fields, props as Record<string, unknown>, slotHtml ? { default: slotHtml } : {});
  let byKey = templates.get(component);
  if (!byKey) templates.set(component, (byKey = new Map()));
  const key = `${idPrefix}\u0000${plan.key}`;
  let template = byKey.get(key);
  if (!template) {
    const marked = renderToString(pageIslandElement(component, plan.markedProps as P, plan.markedSlots.default ?? null), options);
    if (plan.absentMarks.some((mark) => marked.includes(mark))) {
      renderDirectlyFromNowOn(component, "a prop marked 'absent' shows in its markup");
      return direct();
    }
    // With nothing to fill in, the template is this page's own render (an absent prop aside): no check needed.
    template = { fill: compileTemplate(marked, plan.marks), checksLeft: plan.marks.length === 0 ? 0 : CHECKED_RENDERS };
    byKey.set(key, template);
  }
  const html = template.fill(plan.values);
  if (template.checksLeft > 0) {
    template.checksLeft--;
    const expected = direct();
    if (expected !== html) renderDirectlyFromNowOn(component, 'its template does not reproduce a direct render');
    return expected;
  }
  return html;
}

/** Text in a double-quoted attribute: only `&` and `"` need escaping there. */
const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/**
 * JSON in a single-quoted attribute: only `&` and `'` need escaping, and JSON seldom holds either, where a
 * double-quoted one turns each of its many quotes into six characters (a search page's props grew by half).
 */
const jsonAttribute = (value: object): string => {
  const json = JSON.stringify(value);
  return /[&']/.test(json) ? json.replace(/&/g, '&amp;').replace(/'/g, '&#39;') : json;
};

export type PageIsland = {
  /** Which island: its loader in src/client/page-islands.ts. */
  name: PageIslandName;
  component: ComponentType<never>;
  props: object;
  /**
   * When the browser is next idle, once on screen, or on the shopper's first interaction;
   * none: a page script hydrates it (a lead dialog opening).
   */
  hydrate?: 'idle' | 'visible' | 'interaction';
  /** The page's own HTML given to the island as children (hidden fields), kept once in the page. */
  slotHtml?: string | null;
  /** Tells apart islands of one name on a page (the lead forms: their dialog's id); it starts their React ids. */
  key?: string;
};


/**
 * A React island the page hydrates with its own script (src/client/page-islands.ts) instead of an Astro island: the
 * server's markup in a `display: contents` box, its props as JSON in `data-props`. On a 5,000-car build Astro's
 * per-island work (an id hashed over the markup, props serialised twice in a tagged form, the hydration attributes)
 * cost more than rendering the islands did. A page using one includes the page-islands script, and imports the
 * island's stylesheet (the component does not: see LeadForm.tsx).
 * @example pageIslandHtml({ name: 'fuel-calculator', component: FuelCalculator, props: { consumptionLPer100Km: 7.6 }, hydrate: 'visible' })
 */
export function pageIslandHtml(island: PageIsland): string {
  const hydrate = island.hydrate ? ` data-hydrate="${island.hydrate}"` : '';
  const key = island.key ? ` data-key="${escapeAttribute(island.key)}"` : '';
  const markup = renderPageIsland(island.component as ComponentType<object>, island.props, island.slotHtml ?? null, pageIslandIdPrefix(island));
  return `<div class="contents" data-page-island="${island.name}"${key}${hydrate} data-props='${jsonAttribute(island.props)}'>${markup}</div>`;
}
