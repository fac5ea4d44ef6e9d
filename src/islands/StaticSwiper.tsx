import type { CSSProperties, ReactNode } from 'react';

type Props = { className: string; label: string; navigation?: boolean; slides: ReactNode[]; slidesPerView?: number; spaceBetween?: number };

/** The arrow Swiper's navigation module puts in its buttons (swiper/modules/navigation), drawn here before it runs. */
const ARROW =
  'M0.38296 20.0762C0.111788 19.805 0.111788 19.3654 0.38296 19.0942L9.19758 10.2796L0.38296 1.46497C0.111788 1.19379 0.111788 0.754138 0.38296 0.482966C0.654131 0.211794 1.09379 0.211794 1.36496 0.482966L10.4341 9.55214C10.8359 9.9539 10.8359 10.6053 10.4341 11.007L1.36496 20.0762C1.09379 20.3474 0.654131 20.3474 0.38296 20.0762Z';
const arrow = (
  <svg className="swiper-navigation-icon" width="11" height="20" viewBox="0 0.28 11 20" fill="none" aria-hidden="true">
    <path d={ARROW} fill="currentColor" />
  </svg>
);

/**
 * The markup Swiper renders on the server, laid out as the live Swiper lays it out, without creating a Swiper
 * instance (the gallery swaps in the real Swiper once the island hydrates, see useHydrated). Swiper sizes its slides
 * and draws its arrows only when it runs: here `slidesPerView` and `spaceBetween` reach static-swiper.css as custom
 * properties, and the arrows are drawn (the first slide showing, so "previous" is disabled, as Swiper marks it), so
 * the page looks finished before any script. Mark the markup around it `data-live-pending` until then (see the
 * `client:interaction` directive, src/client/directives/interaction.ts).
 */
export default function StaticSwiper({ className, label, navigation = false, slides, slidesPerView = 1, spaceBetween = 0 }: Props) {
  const layout = { '--static-swiper-per-view': slidesPerView, '--static-swiper-gap': `${spaceBetween}px` } as CSSProperties;
  return (
    <div className={`swiper static-swiper ${className}`} role="group" aria-label={label} style={layout}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div className="swiper-slide" key={index}>
            {slide}
          </div>
        ))}
      </div>
      {navigation && slides.length > 1 && (
        <>
          <div className="swiper-button-prev swiper-button-disabled">{arrow}</div>
          <div className="swiper-button-next">{arrow}</div>
        </>
      )}
    </div>
  );
}
