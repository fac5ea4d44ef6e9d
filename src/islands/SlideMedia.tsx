import { useState } from 'react';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';

export const PLACEHOLDER_IMAGE = '/platform/placeholder.svg';

type Props = { slide: GallerySlide; alt: string; priority: boolean; className: string };

/** One slide: a photo (placeholder if it fails to load), an embedded player, or a native video element. */
export default function SlideMedia({ slide, alt, priority, className }: Props) {
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
