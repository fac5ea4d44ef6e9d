// Islands that are the same on every page but for a few props mark those props, so the server renders the
// island once and fills in each page's values (src/islands/prerender-page-island.ts).

/**
 * How a marked prop reaches the markup: 'text' as escaped text or attribute value; 'number' as its
 * thousands-grouped form (formatNumber) or its plain digits; `{ each }` a list of objects whose named string
 * fields are text (a gallery's photo addresses), so cars with as many photos share one template; 'absent' not at
 * all (an id the island only sends with what the shopper does), so pages that differ only by it share a render.
 */
export type TemplateField = 'text' | 'number' | 'absent' | { readonly each: Readonly<Record<string, 'text'>> };
export type TemplateFields = Readonly<Record<string, TemplateField>>;

/** The static property holding a component's marked props. */
export const TEMPLATE_FIELDS = Symbol.for('dealer.island-template-fields');
export type TemplatedComponent = { [TEMPLATE_FIELDS]?: TemplateFields };
