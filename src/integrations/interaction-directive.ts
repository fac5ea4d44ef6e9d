import type { ClientDirective } from 'astro';

const EVENTS = ['pointerenter', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/**
 * `client:interaction`: hydrate an island the first time the shopper points at, touches, focuses, types in or
 * clicks it. Its server-rendered HTML shows until then, so heavy islands (the gallery) cost no JavaScript at page
 * load. A click that lands before hydration finishes is replayed on the same element afterwards (React hydration
 * keeps the server-rendered nodes), so a tap on a button is never lost.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  let started = false;
  let hydrated = false;
  let pendingClick: HTMLElement | null = null;
  const remember = (event: Event) => {
    if (hydrated) return;
    pendingClick = event.target instanceof HTMLElement ? event.target : null;
    event.preventDefault();
  };
  element.addEventListener('click', remember, { capture: true });
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) element.removeEventListener(name, hydrate);
    const hydrateIsland = await load();
    await hydrateIsland();
    hydrated = true;
    element.removeEventListener('click', remember, { capture: true });
    // Let React attach its handlers before replaying the click.
    requestAnimationFrame(() => {
      if (pendingClick?.isConnected) pendingClick.click();
      pendingClick = null;
    });
  };
  for (const name of EVENTS) element.addEventListener(name, hydrate, { passive: name !== 'click' });
};

export default hydrateOnInteraction;
