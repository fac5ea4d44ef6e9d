// Islands that are the same on every page but for a few props mark those props, so the server renders the
// island once and fills in each page's values (src/islands/prerender-page-island.ts).

/**
 * How a marked prop reaches the markup: 'text' as escaped text or attribute value; 'number' as its
 * thousands-grouped form (formatNumber) or its plain digits.
 */
export type TemplateField = 'text' | 'number';
export type TemplateFields = Readonly<Record<string, TemplateField>>;

/** The static property holding a component's marked props. */
export const TEMPLATE_FIELDS = Symbol.for('dealer.island-template-fields');
export type TemplatedComponent = { [TEMPLATE_FIELDS]?: TemplateFields };
