// Reads a car's hotspot feed data for the 360 viewer, at build time (zod stays out of the browser).
import { z } from 'zod';
import type { SpinHotspot } from './spin.ts';

const spotSchema = z.object({ id: z.number(), description: z.string().min(1) });
const positionSchema = z.object({ hotspotId: z.number(), activeAngle: z.number().int(), posX: z.number(), posY: z.number() });
const hotspotsSchema = z.object({
  hotspots: z.object({ exterior: z.array(spotSchema).default([]), interior: z.array(spotSchema).default([]) }),
  exterior: z.array(positionSchema).default([]),
  interior: z.array(positionSchema).default([]),
});

const clampPct = (value: number): number => Math.min(100, Math.max(0, value));

/**
 * The car's hotspots (its `hotspots` feed data: descriptions plus exterior and interior position lists), each
 * with the frames it shows on. Malformed data means no hotspots, never a broken page.
 * @example parseSpinHotspots(null) // { exterior: [], interior: [] }
 */
export function parseSpinHotspots(raw: unknown): { exterior: SpinHotspot[]; interior: SpinHotspot[] } {
  const parsed = hotspotsSchema.safeParse(raw);
  if (!parsed.success) return { exterior: [], interior: [] };
  const join = (spots: z.infer<typeof spotSchema>[], positions: z.infer<typeof positionSchema>[]): SpinHotspot[] =>
    spots
      .map((spot) => ({
        id: spot.id,
        description: spot.description,
        positions: positions.filter((p) => p.hotspotId === spot.id).map((p) => ({ frame: p.activeAngle, xPct: clampPct(p.posX), yPct: clampPct(p.posY) })),
      }))
      .filter((spot) => spot.positions.length > 0);
  return { exterior: join(parsed.data.hotspots.exterior, parsed.data.exterior), interior: join(parsed.data.hotspots.interior, parsed.data.interior) };
}
