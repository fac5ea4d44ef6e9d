// When a page island (src/client/page-islands.ts) hydrates: on the shopper's first interaction with it, once it
// is on screen, or when the browser is next idle.

const EVENTS = ['pointerenter', 'touchstart', 'focusin', 'keydown', 'click'] as const;
/** How long a pending click waits for an island's live widget: about 3 s at 60 frames a second. */
const LIVE_WAIT_FRAMES = 180;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A selector and index that find "the same" element again inside the island after its nodes were replaced. */
function locate(island: HTMLElement, target: HTMLElement): { selector: string; index: number } {
  const clickable = target.closest<HTMLElement>('button, a, [role="button"], [class]') ?? target;
  const label = clickable.getAttribute('aria-label');
  const selector = label
    ? `${clickable.localName}[aria-label="${CSS.escape(label)}"]`
    : [clickable.localName, ...[...clickable.classList].map((name) => `.${CSS.escape(name)}`)].join('');
  return { selector, index: [...island.querySelectorAll(selector)].indexOf(clickable) };
}

/**
 * Hydrates an island the first time the shopper points at, touches, focuses, types in or clicks it. Its
 * server-rendered HTML shows until then, so heavy islands (the gallery) cost no JavaScript at page load. A click
 * that lands before hydration finishes is replayed on the same element afterwards (React hydration keeps the
 * server-rendered nodes), so a tap on a button is never lost. An island that swaps its server markup for a live
 * widget right after hydrating (the gallery's Swiper) marks that markup `data-live-pending`: the click waits until
 * the mark is gone, then goes to the node in the same place, found by its accessible name or by its tag, classes
 * and position.
 */
export function hydrateOnInteraction(element: HTMLElement, hydrate: () => Promise<void>): void {
  let started = false;
  let hydrated = false;
  let pendingClick: { target: HTMLElement; selector: string; index: number } | null = null;
  const remember = (event: Event) => {
    if (hydrated) return;
    pendingClick = event.target instanceof HTMLElement ? { target: event.target, ...locate(element, event.target) } : null;
    event.preventDefault();
  };
  element.addEventListener('click', remember, { capture: true });
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) element.removeEventListener(name, start);
    await hydrate();
    hydrated = true;
    element.removeEventListener('click', remember, { capture: true });
    // Let React attach its handlers (and an island swap in its live widget) before replaying the click.
    await nextFrame();
    for (let frame = 0; frame < LIVE_WAIT_FRAMES && element.querySelector('[data-live-pending]'); frame++) await nextFrame();
    await nextFrame();
    const click = pendingClick;
    pendingClick = null;
    if (!click) return;
    const target = click.target.isConnected ? click.target : element.querySelectorAll<HTMLElement>(click.selector)[click.index];
    target?.click();
  };
  for (const name of EVENTS) element.addEventListener(name, start, { passive: name !== 'click' });
}

/**
 * Hydrates an island once any of its elements is on screen, as Astro's `client:visible` does: the island's own
 * box is `display: contents`, so its children are watched.
 */
export function hydrateWhenVisible(element: HTMLElement, hydrate: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    hydrate();
  });
  for (const child of element.children) observer.observe(child);
}

/** Hydrates when the browser is next idle, as Astro's client:idle does: after the page's first work, not on a shopper's move. */
export function hydrateWhenIdle(hydrate: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => hydrate());
  else setTimeout(hydrate, 200);
}
