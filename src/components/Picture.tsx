import type { ImageService } from '#src/domain/media/image-cdn.ts';
import { responsivePicture, type ImageLayout, type PictureOptions } from '#src/domain/media/responsive-image.ts';

type Props = PictureOptions & {
  source: string;
  layout: ImageLayout;
  images: ImageService;
  alt: string;
  className: string;
  /** The page's main image: fetched at once with high priority; every other photo waits until it is near the screen. */
  priority?: boolean;
  /** Fetched at once, without high priority (a photo in the first view that is not the main one). */
  eager?: boolean;
  onError?: () => void;
  /** A CSS class for the <picture> itself (default `contents`: the <img> lays out as if alone). */
  pictureClassName?: string;
};

/**
 * A photo through the tenant's image service: AVIF, then WebP, then JPEG, in the widths its layout shows it at, with
 * a width and height in its proportions (3:2 unless `aspect` says otherwise) so its place is kept before it arrives.
 * An SVG is a plain <img>. Rendered on the server too: an Astro component uses it without a client directive.
 */
export default function Picture({
  source,
  layout,
  images,
  alt,
  className,
  priority = false,
  eager = false,
  onError,
  aspect,
  sizes,
  pictureClassName = 'contents',
}: Props) {
  const picture = responsivePicture(source, layout, images, { aspect, sizes });
  const img = (
    <img
      src={picture.src}
      srcSet={picture.srcset}
      sizes={picture.sizes}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={onError}
      className={className}
    />
  );
  if (picture.sources.length === 0) return img;
  return (
    <picture className={pictureClassName}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  );
}
