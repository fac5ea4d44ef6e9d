import { useEffect, useState } from 'react';
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';
import GalleryModal from './GalleryModal.tsx';
import SlideMedia, { PLACEHOLDER_IMAGE } from './SlideMedia.tsx';

type Props = { slides: GallerySlide[]; title: string; showThumbnails: boolean };

/** The vehicle gallery: swipeable slides (first 2 images load with priority), optional thumbnails, fullscreen view. */
export default function Gallery({ slides, title, showThumbnails }: Props) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  // The fullscreen view owns the arrow keys while open; otherwise Swiper's keyboard would move twice.
  useEffect(() => {
    if (!main || main.destroyed) return;
    if (fullscreen) main.keyboard.disable();
    else main.keyboard.enable();
  }, [fullscreen, main]);
  // The first 2 photos load with priority (spec 1 section 9), whatever position the video slide takes.
  const photoOrdinal = slides.map((_, index) => slides.slice(0, index + 1).filter((slide) => slide.kind === 'image').length);
  if (slides.length === 0) {
    return <img src={PLACEHOLDER_IMAGE} alt={`No photos yet of the ${title}`} width={1200} height={800} className="aspect-[3/2] w-full rounded-tenant bg-surface object-cover" />;
  }
  return (
    <div className="space-y-2" data-gallery>
      <div className="relative">
        <Swiper
          modules={[Navigation, Keyboard, A11y, Thumbs]} navigation keyboard={{ enabled: true }} a11y={{ enabled: true }}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }} onSwiper={setMain} onSlideChange={(swiper) => setActive(swiper.activeIndex)}
          className="rounded-tenant bg-surface" aria-label={`${title} photos`}
        >
          {slides.map((slide, index) => (
            <SwiperSlide key={`${slide.url}-${index}`}>
              <SlideMedia slide={slide} alt={`${title}, ${index + 1} of ${slides.length}`} priority={slide.kind === 'image' && photoOrdinal[index]! <= 2} className="aspect-[3/2] max-h-[692px] w-full object-contain" />
            </SwiperSlide>
          ))}
        </Swiper>
        <button type="button" onClick={() => setFullscreen(true)} className="btn absolute bottom-2 right-2 z-10 bg-white/90 text-ink shadow">
          View full screen
        </button>
      </div>
      {showThumbnails && (
        <Swiper modules={[Thumbs]} onSwiper={setThumbs} slidesPerView={5} spaceBetween={8} watchSlidesProgress className="thumbs" aria-label="Photo thumbnails">
          {slides.map((slide, index) => (
            <SwiperSlide key={`thumb-${slide.url}-${index}`}>
              <button type="button" aria-label={`Show photo ${index + 1}`} aria-current={index === active} onClick={() => main?.slideTo(index)} className="block w-full">
                {slide.kind === 'image'
                  ? <img src={slide.thumbUrl} alt="" width={300} height={200} loading="lazy" decoding="async" className="aspect-[3/2] w-full rounded object-cover" />
                  : <span className="flex aspect-[3/2] w-full items-center justify-center rounded bg-ink text-white">▶ Video</span>}
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      {fullscreen && (
        <GalleryModal slides={slides} title={title} index={active} onIndexChange={(index) => { setActive(index); main?.slideTo(index); }} onClose={() => setFullscreen(false)} />
      )}
    </div>
  );
}
