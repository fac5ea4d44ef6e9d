import type { ReactNode } from 'react';

type Props = { className: string; label: string; navigation?: boolean; slides: ReactNode[] };

/**
 * The markup Swiper renders on the server, without creating a Swiper instance: prerendering 5,000 vehicle pages
 * spent a tenth of the build initialising Swiper for HTML that is the same every time. The gallery swaps in the
 * real Swiper once the island hydrates (see useHydrated), so the layout and class names must stay Swiper's.
 * Mark the markup around it `data-live-pending` until then (see hydrateOnInteraction, src/client/hydration-triggers.ts).
 */
export default function StaticSwiper({ className, label, navigation = false, slides }: Props) {
  return (
    <div className={`swiper ${className}`} role="group" aria-label={label}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => <div className="swiper-slide" key={index}>{slide}</div>)}
      </div>
      {navigation && <><div className="swiper-button-prev"></div><div className="swiper-button-next"></div></>}
    </div>
  );
}
