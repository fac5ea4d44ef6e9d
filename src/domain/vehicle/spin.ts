// The 360 viewer (spec 1 sections 2-4 and 9): tabs Spin, Walkaround, Gallery and Interior; a spin turns one
// frame per 20 px dragged or per arrow key, and turns by itself every 100 ms until the shopper takes over.
// Hotspots are pinned to frames: each position names the frame (activeAngle) it shows on and where (percent).
// No zod here (the browser loads this module); the feed's hotspot data is read in spin-hotspots.ts at build time.
import type { Vehicle } from './vehicle.ts';
import { galleryVideoUrl } from './gallery.ts';

/** Pixels of drag per frame (spec: sensitivity 20). */
export const SPIN_SENSITIVITY_PX = 20;
/** Auto-rotate interval. */
export const AUTO_ROTATE_MS = 100;

export type ViewerTab = 'spin' | 'walkaround' | 'gallery' | 'interior';
export const VIEWER_TAB_LABELS: Readonly<Record<ViewerTab, string>> = { spin: 'Spin', walkaround: 'Walkaround', gallery: 'Gallery', interior: 'Interior' };

/**
 * The viewer's tabs for a car with a spin, in the spec's order (Walkaround only with a video, Interior only with
 * an interior image), and the one it opens on: the spinner, or the gallery for tenants that ask for it. The
 * walkaround is the car's first video, whichever feed field gives it (the gallery's first video slide).
 * @example viewerTabs({ spinImages: ['a'], images: [], videoUrl: null, spinInteriorImage: null }, false) // { tabs: ['spin', 'gallery'], initial: 'spin', walkaroundUrl: null }
 */
export function viewerTabs(
  vehicle: Pick<Vehicle, 'spinImages' | 'spinInteriorImage'> & Parameters<typeof galleryVideoUrl>[0],
  defaultsToGallery: boolean,
): { tabs: ViewerTab[]; initial: ViewerTab; walkaroundUrl: string | null } | null {
  if (vehicle.spinImages.length === 0) return null;
  const walkaroundUrl = galleryVideoUrl(vehicle);
  const tabs: ViewerTab[] = [
    'spin',
    ...(walkaroundUrl ? (['walkaround'] as const) : []),
    'gallery',
    ...(vehicle.spinInteriorImage ? (['interior'] as const) : []),
  ];
  return { tabs, initial: defaultsToGallery ? 'gallery' : 'spin', walkaroundUrl };
}

const mod = (value: number, count: number): number => ((value % count) + count) % count;

/**
 * The frame after moving `step` frames, wrapping round.
 * @example stepFrame(23, 1, 24) // 0
 */
export function stepFrame(frame: number, step: number, frameCount: number): number {
  return frameCount > 0 ? mod(frame + step, frameCount) : 0;
}

/**
 * The frame while dragging: one frame per 20 px, dragging left turns forward (the car follows the pointer).
 * @example frameAfterDrag(0, -45, 24) // 2
 * @example frameAfterDrag(0, 20, 24) // 23
 */
export function frameAfterDrag(startFrame: number, deltaXPx: number, frameCount: number, sensitivityPx = SPIN_SENSITIVITY_PX): number {
  return stepFrame(startFrame, Math.trunc(-deltaXPx / sensitivityPx), frameCount);
}

/** Arrow keys turn the spin: right is forward, left is back. @example keyStep('ArrowRight') // 1 */
export function keyStep(key: string): number {
  return key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
}

export type SpinHotspot = { id: number; description: string; positions: { frame: number; xPct: number; yPct: number }[] };

/**
 * The hotspots showing on a frame, with their position there.
 * @example hotspotsAtFrame([{ id: 1, description: 'Alloy wheels', positions: [{ frame: 4, xPct: 70, yPct: 52 }] }], 4)
 * // [{ id: 1, description: 'Alloy wheels', xPct: 70, yPct: 52 }]
 */
export function hotspotsAtFrame(spots: readonly SpinHotspot[], frame: number): { id: number; description: string; xPct: number; yPct: number }[] {
  return spots.flatMap((spot) => {
    const at = spot.positions.find((position) => position.frame === frame);
    return at ? [{ id: spot.id, description: spot.description, xPct: at.xPct, yPct: at.yPct }] : [];
  });
}
