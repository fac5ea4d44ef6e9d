// The islands a page script hydrates itself instead of Astro's <astro-island> (the vehicle page's gallery,
// calculators and lead-dialog forms, the search pages' search; see pageIslandHtml in prerender-page-island.ts): the React element both
// sides render, so the server markup and the browser's hydration always match.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';

/** The page islands, by the name in their element's `data-page-island` (src/client/page-islands.ts loads each). */
export type PageIslandName = 'lead-form' | 'trade-in-form' | 'gallery' | 'fuel-calculator' | 'delivery-calculator' | 'finance-calculator' | 'search-app';

/** The element holding the page's own HTML passed to an island as children (hidden fields): kept as it is. */
export const ISLAND_SLOT_TAG = 'island-slot';

function IslandSlot({ html }: { html: string }) {
  return createElement(ISLAND_SLOT_TAG, { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: html } });
}

/** Calls `onCommit` once the island's first render is in the page (after its own effects); renders only its child. */
function Committed({ onCommit, children }: { onCommit?: (() => void) | undefined; children?: ReactNode }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return children;
}

/** The island's element: the component with its props, and the slot HTML (if any) as its children. */
export function pageIslandElement<P extends object>(component: ComponentType<P>, props: P, slotHtml: string | null, onCommit?: () => void) {
  const children = slotHtml ? createElement(IslandSlot, { html: slotHtml }) : undefined;
  return createElement(Committed, { onCommit }, createElement(component as ComponentType<P & { children?: ReactNode }>, props, children));
}

/** The start of an island's React ids (useId): its key or its name, so no two islands on a page share an id. */
export const pageIslandIdPrefix = (island: { name: string; key?: string | undefined }): string => `${island.key ?? island.name}-`;
