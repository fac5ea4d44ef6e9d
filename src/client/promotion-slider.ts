// Makes the home page's promotion slider (src/components/home/PromotionSlider.astro) a Swiper. Swiper (about 23 KB
// gzip) loads at the shopper's first touch, hover or focus on the slider, or when the first slide's time is up and
// autoplay moves on: never while the page is loading, so it costs the first view nothing. A press on a control
// before then is done once Swiper is ready. Autoplay never runs under prefers-reduced-motion, stops for good when
// anything in the slider takes focus (keyboard users keep control) and pauses while the pointer is over it; Pause
// stops it.

/** A shopper's press, or autoplay's first step (taken before Swiper ran, so done here as autoplay would). */
type Action = { kind: 'prev' } | { kind: 'next' } | { kind: 'to'; index: number } | { kind: 'autoplay-step' };

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

async function start(root: HTMLElement, pending: Action[]): Promise<void> {
  const { Swiper, A11y, Autoplay, Keyboard } = await import('./promotion-swiper.ts');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slider-dot]')];
  const pause = root.querySelector<HTMLButtonElement>('[data-slider-pause]')!;
  const autoplay = !reducedMotion();
  const swiper = new Swiper(root.querySelector<HTMLElement>('.swiper')!, {
    modules: [A11y, Autoplay, Keyboard],
    speed: reducedMotion() ? 0 : 400,
    keyboard: { enabled: true, onlyInViewport: true },
    autoplay: autoplay ? { delay: Number(root.dataset.promoSlider), pauseOnMouseEnter: true, disableOnInteraction: true } : false,
    // The slides already carry their roles and labels (see the component): A11y adds the live region only.
    a11y: {
      slideRole: 'group',
      containerRoleDescriptionMessage: 'carousel',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
    },
    on: {
      slideChange: (instance) => {
        dots.forEach((dot, index) => (index === instance.activeIndex ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
        // Only the slide on screen is in the tab order.
        root
          .querySelectorAll<HTMLElement>('.swiper-slide')
          .forEach((slide, index) =>
            slide
              .querySelectorAll('[data-slide-link]')
              .forEach((link) => (index === instance.activeIndex ? link.removeAttribute('tabindex') : link.setAttribute('tabindex', '-1'))),
          );
      },
    },
  });
  const stop = () => {
    if (!swiper.autoplay?.running) return;
    swiper.autoplay.stop();
    pause.setAttribute('aria-pressed', 'true');
    pause.textContent = 'Play';
  };
  if (autoplay) {
    pause.hidden = false;
    pause.addEventListener('click', () => {
      if (swiper.autoplay.running) return stop();
      swiper.autoplay.start();
      pause.setAttribute('aria-pressed', 'false');
      pause.textContent = 'Pause';
    });
    root.addEventListener('focusin', (event) => event.target !== pause && stop());
    if (root.matches(':focus-within')) stop();
  }
  const run = (action: Action) => {
    if (action.kind === 'prev') swiper.slidePrev();
    else if (action.kind === 'next') swiper.slideNext();
    else if (action.kind === 'to') swiper.slideTo(action.index);
    else if (swiper.autoplay?.running) {
      // A slide change Swiper did not start itself counts as the shopper's and would end autoplay: pause it around.
      swiper.autoplay.stop();
      swiper.slideNext();
      swiper.autoplay.start();
    }
  };
  root.querySelector('[data-slider-prev]')!.addEventListener('click', () => run({ kind: 'prev' }));
  root.querySelector('[data-slider-next]')!.addEventListener('click', () => run({ kind: 'next' }));
  dots.forEach((dot, index) => dot.addEventListener('click', () => run({ kind: 'to', index })));
  pending.splice(0).forEach(run);
  root.dataset.ready = 'true';
}

for (const root of document.querySelectorAll<HTMLElement>('[data-promo-slider]')) {
  const controls = root.querySelector<HTMLElement>('[data-slider-controls]')!;
  controls.hidden = false;
  const pending: Action[] = [];
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start(root, pending).catch((error: unknown) => console.warn('promotion slider could not start', error));
  };
  // The first autoplay step: Swiper takes over from there (unless the shopper is on the slider already).
  const firstStep = () => {
    if (started || reducedMotion()) return;
    if (!root.matches(':hover, :focus-within')) pending.push({ kind: 'autoplay-step' });
    go();
  };
  // A press before Swiper is ready: remember it, start now, and do it once ready.
  const queue = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button') : null;
    if (!button || root.dataset.ready) return;
    if (button.hasAttribute('data-slider-prev')) pending.push({ kind: 'prev' });
    else if (button.hasAttribute('data-slider-next')) pending.push({ kind: 'next' });
    else if (button.dataset.sliderDot) pending.push({ kind: 'to', index: Number(button.dataset.sliderDot) });
    go();
  };
  controls.addEventListener('click', queue);
  for (const type of ['pointerenter', 'focusin', 'touchstart']) root.addEventListener(type, go, { once: true, passive: true });
  setTimeout(firstStep, Number(root.dataset.promoSlider));
}
