import { useEffect, useState } from 'react';
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import Picture from '#src/components/Picture.tsx';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import { slideLabels, type GallerySlide } from '#src/domain/vehicle/gallery.ts';
import GalleryModal from './GalleryModal.tsx';
import SlideMedia, { PLACEHOLDER_IMAGE } from './SlideMedia.tsx';
import StaticSwiper from './StaticSwiper.tsx';
import { useHydrated } from './use-hydrated.ts';

type Props = { slides: GallerySlide[]; title: string; showThumbnails: boolean; images: ImageService };

/** The thumbnail strip's layout, the same before (StaticSwiper) and after Swiper runs. */
const THUMBS_LAYOUT = { slidesPerView: 5, spaceBetween: 8 };

/** The vehicle gallery: swipeable slides (first 2 images load with priority), optional thumbnails, fullscreen view. */
export default function Gallery({ slides, title, showThumbnails, images }: Props) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const live = useHydrated();
  // The fullscreen view owns the arrow keys while open; otherwise Swiper's keyboard would move twice.
  useEffect(() => {
    if (!main || main.destroyed) return;
    if (fullscreen) main.keyboard.disable();
    else main.keyboard.enable();
  }, [fullscreen, main]);
  // The first 2 photos load with priority (spec 1 section 9), whatever position the video slide takes.
  const photoOrdinal = slides.map((_, index) => slides.slice(0, index + 1).filter((slide) => slide.kind === 'image').length);
  if (slides.length === 0) {
    return (
      <img
        src={PLACEHOLDER_IMAGE}
        alt={`No photos yet of the ${title}`}
        width={1200}
        height={800}
        className="aspect-[3/2] w-full rounded-tenant bg-surface object-cover"
      />
    );
  }
  const label = `${title} photos`;
  const labels = slides.map((_, index) => slideLabels(slides, index, title));
  const mainSlides = slides.map((slide, index) => (
    <SlideMedia
      slide={slide}
      alt={labels[index]!.alt}
      // The first photo is the page's largest paint (LCP): fetched first; the second loads at once too (spec 1 s. 9).
      priority={slide.kind === 'image' && photoOrdinal[index]! === 1}
      eager={slide.kind === 'image' && photoOrdinal[index]! === 2}
      images={images}
      layout="gallery"
      // A video stops when the shopper swipes on or opens the full-screen view (which plays its own).
      active={index === active && !fullscreen}
      className="aspect-[3/2] max-h-[692px] w-full object-contain"
    />
  ));
  const thumbSlides = slides.map((slide, index) => (
    <button type="button" aria-label={labels[index]!.thumbName} aria-current={index === active} onClick={() => main?.slideTo(index)} className="block w-full">
      {slide.kind === 'image' ? (
        <Picture source={slide.thumbUrl} layout="thumb" images={images} alt="" className="aspect-[3/2] w-full rounded object-cover" />
      ) : (
        <span className="flex aspect-[3/2] w-full items-center justify-center rounded bg-ink text-white">
          <svg aria-hidden="true" viewBox="0 0 10 10" className="mr-2 size-3 fill-current">
            <path d="M2 1l7 4-7 4z" />
          </svg>
          {labels[index]!.thumbText}
        </span>
      )}
    </button>
  ));
  return (
    // data-live-pending: the static markup is about to become Swiper; a click that hydrated the island waits for it.
    <div className="space-y-2" data-gallery data-live-pending={live ? undefined : ''}>
      <div className="relative">
        {live ? (
          <Swiper
            modules={[Navigation, Keyboard, A11y, Thumbs]}
            navigation
            keyboard={{ enabled: true }}
            a11y={{ enabled: true }}
            thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
            onSwiper={setMain}
            onSlideChange={(swiper) => setActive(swiper.activeIndex)}
            className="rounded-tenant bg-surface"
            role="group"
            aria-label={label}
          >
            {mainSlides.map((media, index) => (
              <SwiperSlide key={`${slides[index]!.url}-${index}`}>{media}</SwiperSlide>
            ))}
          </Swiper>
        ) : (
          <StaticSwiper className="rounded-tenant bg-surface" label={label} navigation slides={mainSlides} />
        )}
        <button type="button" onClick={() => setFullscreen(true)} className="btn absolute bottom-2 right-2 z-10 bg-white/90 text-ink shadow">
          View full screen
        </button>
      </div>
      {showThumbnails &&
        (live ? (
          <Swiper modules={[Thumbs]} onSwiper={setThumbs} {...THUMBS_LAYOUT} watchSlidesProgress className="thumbs" role="group" aria-label="Photo thumbnails">
            {thumbSlides.map((thumb, index) => (
              <SwiperSlide key={`thumb-${slides[index]!.url}-${index}`}>{thumb}</SwiperSlide>
            ))}
          </Swiper>
        ) : (
          <StaticSwiper className="thumbs" label="Photo thumbnails" slides={thumbSlides} {...THUMBS_LAYOUT} />
        ))}
      {fullscreen && (
        <GalleryModal
          slides={slides}
          images={images}
          title={title}
          index={active}
          onIndexChange={(index) => {
            setActive(index);
            main?.slideTo(index);
          }}
          onClose={() => setFullscreen(false)}
        />
      )}
    </div>
  );
}
