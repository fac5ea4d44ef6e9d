// The 360 viewer: tabs (Spin, Walkaround, Gallery, Interior) and the spin itself. The spin preloads every frame
// behind a loading animation, then turns by itself every 100 ms until the shopper takes over (drag, arrow keys,
// focus, a tab or the stop button); dragging turns one frame per 20 px. Hotspots follow their frames; choosing
// one shows its description under the picture. Leaving the gallery tab sends the gallery back to its first photo.
import { spinWidthIndex, type SpinFrames } from '#src/domain/media/responsive-image.ts';
import { AUTO_ROTATE_MS, frameAfterDrag, hotspotsAtFrame, keyStep, stepFrame, type SpinHotspot } from '#src/domain/vehicle/spin.ts';

type SwiperElement = HTMLElement & { swiper?: { slideTo(index: number, speed?: number): void } };

function hotspotButton(spot: { description: string; xPct: number; yPct: number }): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'spin-hotspot';
  button.style.left = `${spot.xPct}%`;
  button.style.top = `${spot.yPct}%`;
  button.dataset.hotspot = spot.description;
  button.setAttribute('aria-label', spot.description);
  button.textContent = '+';
  return button;
}

function initSpin(spin: HTMLElement, onTakeOver: (stop: () => void) => void): void {
  const stage = spin.querySelector<HTMLElement>('[data-spin-stage]')!;
  const image = stage.querySelector<HTMLImageElement>('img')!;
  const layer = spin.querySelector<HTMLElement>('[data-spin-hotspots]')!;
  const loading = spin.querySelector<HTMLElement>('[data-spin-loading]')!;
  const stopButton = spin.querySelector<HTMLButtonElement>('[data-spin-stop]')!;
  // Each frame at a few widths (src/domain/media/responsive-image.ts): the one that fits the stage is loaded.
  const spinSet = JSON.parse(spin.dataset.frames ?? '{"widths":[],"frames":[]}') as SpinFrames;
  const sized = spinWidthIndex(spinSet.widths, stage.clientWidth || 400, devicePixelRatio);
  const frames = spinSet.frames.map((sizes) => sizes[sized] ?? sizes[sizes.length - 1]!);
  const spots = JSON.parse(spin.dataset.hotspots ?? '[]') as SpinHotspot[];
  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let interacted = false;

  const show = (next: number) => {
    if (next === frame) return;
    frame = next;
    // The first frame came with a srcset for the browser to choose from; the frames after it are the chosen width.
    image.removeAttribute('srcset');
    image.removeAttribute('sizes');
    image.src = frames[frame]!;
    stage.setAttribute('aria-valuenow', String(frame + 1));
    stage.setAttribute('aria-valuetext', `View ${frame + 1} of ${frames.length}`);
    layer.replaceChildren(...hotspotsAtFrame(spots, frame).map(hotspotButton));
  };
  const takeOver = () => {
    if (interacted) return;
    interacted = true;
    clearInterval(timer);
    stopButton.hidden = true;
    spin.dataset.autoRotate = 'off';
  };
  onTakeOver(takeOver);

  // Preload every frame once the page has loaded (so the frames never hold up the first picture or the load
  // event); a frame that fails is logged and the spin still runs (spec 1 section 8).
  const preload = () =>
    Promise.all(
      frames.map((src) => {
        const frameImage = new Image();
        frameImage.src = src;
        return frameImage.decode().catch(() => console.warn(`spin frame failed to load: ${src}`));
      }),
    );
  const loaded = new Promise<void>((resolve) => (document.readyState === 'complete' ? resolve() : addEventListener('load', () => resolve(), { once: true })));
  void loaded.then(preload).then(() => {
    loading.hidden = true;
    spin.dataset.state = 'ready';
    if (interacted || matchMedia('(prefers-reduced-motion: reduce)').matches) return takeOver();
    spin.dataset.autoRotate = 'on';
    stopButton.hidden = false;
    // Turning off screen or in a background tab would only spend the shopper's battery.
    let inView = true;
    new IntersectionObserver(([entry]) => (inView = entry?.isIntersecting ?? true)).observe(spin);
    timer = setInterval(() => {
      if (inView && !document.hidden) show(stepFrame(frame, 1, frames.length));
    }, AUTO_ROTATE_MS);
  });

  let drag: { x: number; frame: number; pointer: number } | null = null;
  stage.addEventListener('pointerdown', (event) => {
    takeOver();
    drag = { x: event.clientX, frame, pointer: event.pointerId };
    stage.setPointerCapture(event.pointerId);
  });
  stage.addEventListener('pointermove', (event) => {
    if (drag?.pointer === event.pointerId) show(frameAfterDrag(drag.frame, event.clientX - drag.x, frames.length));
  });
  const endDrag = () => (drag = null);
  stage.addEventListener('pointerup', endDrag);
  stage.addEventListener('pointercancel', endDrag);
  stage.addEventListener('keydown', (event) => {
    const step = keyStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    takeOver();
    show(stepFrame(frame, step, frames.length));
  });
  stopButton.addEventListener('click', takeOver);
  spin.addEventListener('focusin', (event) => {
    if (event.target !== stopButton) takeOver(); // a focused hotspot must not turn away under the shopper
  });
}

function initTabs(viewer: HTMLElement, takeOver: () => void): void {
  const tabs = [...viewer.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')!;
      if (!selected && other.getAttribute('aria-selected') === 'true' && other.dataset.tab === 'gallery') {
        panel.querySelector<SwiperElement>('.swiper')?.swiper?.slideTo(0, 0);
      }
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  viewer.querySelector('[role="tablist"]')?.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[role="tab"]') : null;
    if (!tab) return;
    takeOver();
    select(tab, false);
  });
  viewer.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[key];
    if (next === undefined) return;
    event.preventDefault();
    takeOver();
    select(tabs[(next + tabs.length) % tabs.length]!, true);
  });
}

for (const viewer of document.querySelectorAll<HTMLElement>('[data-viewer]')) {
  let takeOver = () => {};
  const spin = viewer.querySelector<HTMLElement>('[data-spin]');
  if (spin) initSpin(spin, (stop) => (takeOver = stop));
  initTabs(viewer, () => takeOver());

  // Hotspot descriptions (spin and interior): shown under the picture on click, focus or hover.
  const describe = (event: Event) => {
    const spot = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-hotspot]') : null;
    const caption = spot?.closest('[data-hotspot-scope]')?.querySelector('[data-hotspot-caption]');
    if (spot && caption) caption.textContent = spot.dataset.hotspot ?? '';
  };
  for (const type of ['click', 'focusin', 'pointerover']) viewer.addEventListener(type, describe);

  // Full screen: the whole viewer, so the tabs stay usable.
  const toggles = [...viewer.querySelectorAll<HTMLButtonElement>('[data-viewer-fullscreen]')];
  if (document.fullscreenEnabled) {
    for (const toggle of toggles) {
      toggle.hidden = false;
      toggle.addEventListener('click', () => {
        if (document.fullscreenElement) void document.exitFullscreen();
        else viewer.requestFullscreen().catch((error: unknown) => console.warn('full screen refused', error));
      });
    }
    document.addEventListener('fullscreenchange', () => {
      for (const toggle of toggles) toggle.textContent = document.fullscreenElement === viewer ? 'Exit full screen' : 'Full screen';
    });
  }
}
