import { useState } from 'react';
import Picture from '#src/components/Picture.tsx';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import type { ImageLayout } from '#src/domain/media/responsive-image.ts';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';

export const PLACEHOLDER_IMAGE = '/platform/placeholder.svg';

type Props = {
  slide: GallerySlide;
  alt: string;
  /** The page's main image (fetchpriority high); `eager` loads at once without it. */
  priority: boolean;
  eager?: boolean;
  className: string;
  images: ImageService;
  layout: ImageLayout;
};

/** One slide: a photo (placeholder if it fails to load), an embedded player, or a native video element. */
export default function SlideMedia({ slide, alt, priority, eager = false, className, images, layout }: Props) {
  const [failed, setFailed] = useState(false);
  if (slide.kind === 'video') {
    return slide.embed ? (
      <iframe
        src={slide.url}
        title={`${alt} (video)`}
        width={1200}
        height={800}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        className={`aspect-[3/2] ${className}`}
      />
    ) : (
      <video src={slide.url} controls preload="metadata" width={1200} height={800} className={className} aria-label={`${alt} (video)`} />
    );
  }
  return (
    <Picture
      source={failed ? PLACEHOLDER_IMAGE : slide.url}
      layout={layout}
      images={images}
      alt={alt}
      priority={priority}
      eager={eager}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
