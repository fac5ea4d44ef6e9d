// Hydrates the page islands (src/islands/page-island.ts) inside an element, each once. React and the island's
// code load on first use, so a page whose islands never show ships none of it. Until hydrated, each is the
// server's plain HTML (a lead form posts without JavaScript); a failed load leaves it so and is tried again
// the next time.
import type { ComponentType } from 'react';
import type { PageIslandName } from '#src/islands/page-island.ts';

const LOADERS: Record<PageIslandName, () => Promise<{ default: ComponentType<never> }>> = {
  'lead-form': () => import('#src/islands/forms/LeadForm.tsx'),
  'trade-in-form': () => import('#src/islands/forms/TradeInValuationForm.tsx'),
};

async function hydrate(element: HTMLElement): Promise<void> {
  const load = LOADERS[element.dataset.pageIsland as PageIslandName];
  if (!load) throw new Error(`no page island named "${element.dataset.pageIsland}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const [{ hydrateRoot }, { ISLAND_SLOT_TAG, pageIslandElement }, { default: component }] = await Promise.all([
    import('react-dom/client'),
    import('#src/islands/page-island.ts'),
    load(),
  ]);
  const slot = element.querySelector(ISLAND_SLOT_TAG);
  // `data-hydrated` once React has taken the markup over: from then on typing is the island's.
  hydrateRoot(element, pageIslandElement(component as ComponentType<object>, props, slot?.innerHTML ?? null, () => (element.dataset.hydrated = '')));
}

/** Hydrates every page island inside `scope` that is not hydrated or hydrating yet. */
export function hydratePageIslands(scope: ParentNode): void {
  for (const element of scope.querySelectorAll<HTMLElement>('[data-page-island]:not([data-hydrating])')) {
    element.dataset.hydrating = '';
    hydrate(element).catch((error: unknown) => {
      delete element.dataset.hydrating;
      console.error('page island not hydrated', error);
    });
  }
}
