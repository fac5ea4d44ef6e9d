import { useState } from 'react';
import Picture from '#src/components/Picture.tsx';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import type { ImageLayout } from '#src/domain/media/responsive-image.ts';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';
import VideoSlide from './VideoSlide.tsx';

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
  /** Whether the slide is the one in view (a video that is not stops playing). */
  active?: boolean;
};

/** One slide: a photo through the image service (placeholder if it fails to load) or the video slide (VideoSlide.tsx). */
export default function SlideMedia({ slide, alt, priority, eager = false, className, images, layout, active = true }: Props) {
  const [failed, setFailed] = useState(false);
  if (slide.kind === 'video') return <VideoSlide slide={slide} title={alt} className={className} images={images} layout={layout} active={active} />;
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
