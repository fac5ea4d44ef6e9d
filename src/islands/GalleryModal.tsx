import { useEffect, useRef } from 'react';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import { slideLabels, type GallerySlide } from '#src/domain/vehicle/gallery.ts';
import SlideMedia from './SlideMedia.tsx';

type Props = { slides: GallerySlide[]; title: string; index: number; onIndexChange: (index: number) => void; onClose: () => void; images: ImageService };

/** Fullscreen view: a native modal dialog (focus stays inside, Escape closes); arrows and left/right keys move. */
export default function GalleryModal({ slides, title, index, onIndexChange, onClose, images }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const atStart = index === 0;
  const atEnd = index === slides.length - 1;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && !atStart) onIndexChange(index - 1);
    if (event.key === 'ArrowRight' && !atEnd) onIndexChange(index + 1);
  };
  return (
    <dialog
      ref={dialog}
      aria-label={`${title} photos, full screen`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between p-3">
          <p aria-live="polite">
            {index + 1} of {slides.length}
          </p>
          <button type="button" className="btn bg-white text-black" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-14">
          {/* Keyed by slide: moving on starts the next slide afresh (a video not yet played, a photo not yet failed). */}
          <SlideMedia
            key={index}
            slide={slides[index]!}
            alt={slideLabels(slides, index, title).alt}
            priority
            images={images}
            layout="lightbox"
            className="max-h-full w-auto max-w-full object-contain"
          />
          <button
            type="button"
            aria-label="Previous photo"
            disabled={atStart}
            onClick={() => onIndexChange(index - 1)}
            className="absolute left-2 top-1/2 size-11 -translate-y-1/2 rounded-full bg-white text-2xl text-black disabled:opacity-30"
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Next photo"
            disabled={atEnd}
            onClick={() => onIndexChange(index + 1)}
            className="absolute right-2 top-1/2 size-11 -translate-y-1/2 rounded-full bg-white text-2xl text-black disabled:opacity-30"
          >
            ›
          </button>
        </div>
      </div>
    </dialog>
  );
}
