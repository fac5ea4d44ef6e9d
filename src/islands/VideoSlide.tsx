import { useEffect, useRef, useState } from 'react';
import Picture from '#src/components/Picture.tsx';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import type { ImageLayout } from '#src/domain/media/responsive-image.ts';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';

type Props = {
  slide: Extract<GallerySlide, { kind: 'video' }>;
  title: string;
  className: string;
  images: ImageService;
  layout: ImageLayout;
  /** False once the shopper swipes to another slide or opens the full-screen view: a playing video stops. */
  active?: boolean;
};

/**
 * The gallery's video slide as a facade: the poster and a play button, and nothing from the player until the shopper
 * presses play; then the embedded player (YouTube, Vimeo) or a native video element takes its place and plays. Moving
 * away stops it: a native video pauses where it is (play resumes there), an embedded player goes back to its facade
 * (its frame is removed, which is the one way to stop it without the provider's script).
 */
export default function VideoSlide({ slide, title, className, images, layout, active = true }: Props) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // Moving away from an embedded player puts the facade back (state adjusted while rendering, as React advises)...
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active && slide.embed) setPlaying(false);
  }
  // ...and pauses a native video (the element is outside React's state).
  useEffect(() => {
    if (!active) video.current?.pause();
  }, [active]);
  const label = `${title} (video)`;
  if (playing) {
    return slide.embed ? (
      <iframe
        src={slide.playerUrl}
        title={label}
        width={1200}
        height={800}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className={`aspect-[3/2] ${className}`}
        data-video-player
      />
    ) : (
      <video
        ref={video}
        controls
        autoPlay
        playsInline
        width={1200}
        height={800}
        poster={slide.poster ?? undefined}
        className={className}
        aria-label={label}
        data-video-player
      >
        <source src={slide.playerUrl} type={slide.mimeType ?? undefined} />
      </video>
    );
  }
  return (
    <div className={`relative bg-ink ${className}`} data-video-facade>
      {/* The poster is the car's own photo, through the image service in the slide's sizes like every other slide. */}
      {slide.poster && <Picture source={slide.poster} layout={layout} images={images} alt="" className="h-full w-full object-contain opacity-80" />}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${title}`}
        className="absolute inset-0 m-auto flex size-20 items-center justify-center rounded-full bg-black/70 text-white shadow-lg hover:bg-black/85 focus-visible:outline-4 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 10 10" className="ml-1 size-8 fill-current">
          <path d="M2 1l7 4-7 4z" />
        </svg>
      </button>
    </div>
  );
}
