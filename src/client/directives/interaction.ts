// `client:interaction` (src/integrations/client-directives.ts): an island hydrates the first time the shopper
// points at, touches, focuses, types in or clicks it. Its server HTML shows until then, so a heavy island (the
// gallery) costs no JavaScript at page load.
import type { ClientDirective } from 'astro';

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
 * A click that lands before hydration finishes is replayed on the same element afterwards (React hydration keeps
 * the server-rendered nodes), so a tap on a button is never lost. An island that swaps its server markup for a live
 * widget right after hydrating (the gallery's Swiper) marks that markup `data-live-pending`: the click waits until
 * the mark is gone, then goes to the node in the same place, found by its accessible name or by its tag, classes
 * and position.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
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
    for (const name of EVENTS) element.removeEventListener(name, onEvent);
    const hydrate = await load();
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
  const onEvent = () => void start();
  for (const name of EVENTS) element.addEventListener(name, onEvent, { passive: name !== 'click' });
};

export default hydrateOnInteraction;
