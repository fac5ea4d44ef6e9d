import type { SimpleBody } from './catalogue-types.ts';
import { DEMO_PHOTOS_FEED_ORIGIN } from '#tenants/_demo-feed.ts';
import { bodySlug } from './paint.ts';

// File names of the shared demo media. The feed builder and the SVG writer both use these,
// so every URL in a feed points at a file the generator wrote.

export const EXTERIOR_VIEWS = ['front', 'side', 'rear'] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];

export const SPIN_FRAME_COUNT = 24;
/** Body and colour pairs that also get a 24-frame 360 spin. */
export const SPIN_COMBOS: readonly { body: SimpleBody; paint: string }[] = [
  { body: 'SUV', paint: 'white' },
  { body: 'Ute', paint: 'white' },
  { body: 'Sedan', paint: 'black' },
  { body: 'Hatch', paint: 'red' },
];

export const PLACEHOLDER_FILE = 'placeholder.svg';
export const HISTORY_REPORT_FILE = 'history-report-sample.pdf';

export const mediaUrl = (file: string) => `/media/${file}`;
/** A drawing's photo (photos.ts), and the URL the feeds give it on the demo image host. */
export const photoFile = (svgFile: string) => svgFile.replace(/\.svg$/, '.jpg');
export const photoThumbFile = (photoName: string) => photoName.replace(/\.jpg$/, '-thumb.jpg');
export const PHOTO_THUMB_WIDTH = 400;
export const photoUrl = (svgFile: string) => `${DEMO_PHOTOS_FEED_ORIGIN}/photos/${photoFile(svgFile)}`;
export const photoThumbUrl = (svgFile: string) => `${DEMO_PHOTOS_FEED_ORIGIN}/photos/${photoThumbFile(photoFile(svgFile))}`;
export const exteriorFile = (body: SimpleBody, paint: string, view: ExteriorView) => `${bodySlug(body)}-${paint}-${view}.svg`;
export const interiorFile = (body: SimpleBody) => `${bodySlug(body)}-interior.svg`;
export const thumbFile = (file: string) => file.replace(/\.svg$/, '-thumb.svg');
export const spinFile = (body: SimpleBody, paint: string, frame: number) => `spin-${bodySlug(body)}-${paint}-${String(frame).padStart(2, '0')}.svg`;

/** A spin's frames as a short walkaround video (walkaround-video.ts), and the URL the feeds give it on the demo image host. */
export const walkaroundFile = (body: SimpleBody, paint: string) => `walkaround-${bodySlug(body)}-${paint}.webm`;
export const walkaroundUrl = (body: SimpleBody, paint: string) => `${DEMO_PHOTOS_FEED_ORIGIN}/videos/${walkaroundFile(body, paint)}`;

export function hasSpin(body: SimpleBody, paint: string): boolean {
  return SPIN_COMBOS.some((combo) => combo.body === body && combo.paint === paint);
}
