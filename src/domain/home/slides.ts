// The promotion slider's rules (spec 2 sections 3 and 9): which slides show today and the sizes of their images.
import { australianDate } from '../search/promo-cards.ts';
import type { Slide } from '../tenant/schema/home.ts';

/** Desktop slides are 1920 x 540 (spec 2 section 9). */
export const SLIDE_DESKTOP = { width: 1920, height: 540 } as const;
/** Phones get their own art: 1080 x 1920 (spec 2 section 9, "another: 720 px or 1080x1920"). */
export const SLIDE_MOBILE = { width: 1080, height: 1920 } as const;
/** Below this width the mobile art is shown (`<picture>` source). */
export const SLIDE_MOBILE_MEDIA = '(max-width: 767px)';
/** Time each slide stays before the next, when autoplay runs. */
export const SLIDE_AUTOPLAY_MS = 6_000;

/**
 * The slides to show on a day: from the start date through the expiry date, by the Brisbane calendar (as promo
 * cards), in the tenant's order.
 * @example currentSlides([{ ..., start: '2026-07-01', expiry: '2026-07-24' }], new Date('2026-07-24T23:00:00+10:00')).length // 1
 */
export function currentSlides<S extends Pick<Slide, 'start' | 'expiry'>>(slides: readonly S[], now: Date): S[] {
  const today = australianDate(now);
  return slides.filter((slide) => (slide.start === undefined || slide.start <= today) && (slide.expiry === undefined || today <= slide.expiry));
}
