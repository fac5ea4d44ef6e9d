import { useState } from 'react';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';
import VideoSlide from './VideoSlide.tsx';

export const PLACEHOLDER_IMAGE = '/platform/placeholder.svg';

type Props = { slide: GallerySlide; alt: string; priority: boolean; className: string };

/** One slide: a photo (placeholder if it fails to load) or the video slide (VideoSlide.tsx). */
export default function SlideMedia({ slide, alt, priority, className }: Props) {
  const [failed, setFailed] = useState(false);
  if (slide.kind === 'video') return <VideoSlide slide={slide} title={alt} className={className} />;
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : slide.url}
      alt={alt}
      width={1200}
      height={800}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
