// Hydrates the page islands (pageIslandHtml, src/islands/prerender-page-island.ts): those marked `data-hydrate` by
// themselves, when the browser is idle, once on screen or on the shopper's first interaction, and the lead-dialog
// forms when their dialog opens (hydratePageIslands, from lead-dialogs.ts). React and an island's code load on
// first use, so a page whose islands never hydrate ships none of it. Until hydrated, each is the server's HTML (a
// lead form posts without JavaScript); a failed load leaves it so, and a dialog's form is tried again when the
// dialog next opens.
import type { ComponentType } from 'react';
import type { PageIslandName } from '#src/islands/page-island.ts';
import { hydrateOnInteraction, hydrateWhenIdle, hydrateWhenVisible } from './hydration-triggers.ts';

const LOADERS: Record<PageIslandName, () => Promise<{ default: ComponentType<never> }>> = {
  'lead-form': () => import('#src/islands/forms/LeadForm.tsx'),
  'trade-in-form': () => import('#src/islands/forms/TradeInValuationForm.tsx'),
  gallery: () => import('#src/islands/Gallery.tsx'),
  'fuel-calculator': () => import('#src/islands/FuelCalculator.tsx'),
  'delivery-calculator': () => import('#src/islands/DeliveryCalculator.tsx'),
  'finance-calculator': () => import('#src/islands/FinanceCalculator.tsx'),
  'search-app': () => import('#src/islands/search/SearchApp.tsx'),
};

async function hydrate(element: HTMLElement): Promise<void> {
  const load = LOADERS[element.dataset.pageIsland as PageIslandName];
  if (!load) throw new Error(`no page island named "${element.dataset.pageIsland}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const [{ startTransition }, { hydrateRoot }, { ISLAND_SLOT_TAG, pageIslandElement, pageIslandIdPrefix }, { default: component }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('#src/islands/page-island.ts'),
    load(),
  ]);
  const slot = element.querySelector(ISLAND_SLOT_TAG);
  // `data-hydrated` once React has taken the markup over: from then on typing is the island's.
  const identifierPrefix = pageIslandIdPrefix({ name: element.dataset.pageIsland!, key: element.dataset.key });
  const island = pageIslandElement(component as ComponentType<object>, props, slot?.innerHTML ?? null, () => (element.dataset.hydrated = ''));
  // As a transition, as Astro's islands hydrate: React yields to the browser between pieces of a big island (the
  // search, with its 21 cards) instead of one long task that holds up the page.
  startTransition(() => {
    hydrateRoot(element, island, { identifierPrefix });
  });
}

/** Hydrates one page island unless it is hydrated or hydrating already. */
function hydrateIsland(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrating !== undefined) return Promise.resolve();
  element.dataset.hydrating = '';
  return hydrate(element).catch((error: unknown) => {
    delete element.dataset.hydrating;
    console.error('page island not hydrated', error);
  });
}

/** Hydrates every page island inside `scope` (a lead dialog that opened). */
export function hydratePageIslands(scope: ParentNode): void {
  for (const element of scope.querySelectorAll<HTMLElement>('[data-page-island]')) void hydrateIsland(element);
}

for (const element of document.querySelectorAll<HTMLElement>('[data-page-island][data-hydrate]')) {
  if (element.dataset.hydrate === 'idle') hydrateWhenIdle(() => void hydrateIsland(element));
  else if (element.dataset.hydrate === 'visible') hydrateWhenVisible(element, () => void hydrateIsland(element));
  else if (element.dataset.hydrate === 'interaction') hydrateOnInteraction(element, () => hydrateIsland(element));
}
