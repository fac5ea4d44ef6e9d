import { describe, expect, it } from 'vitest';
import { hotspotsAtFrame } from './spin.ts';
import { parseSpinHotspots } from './spin-hotspots.ts';

describe('hotspots', () => {
  const raw = {
    hotspots: {
      exterior: [
        { id: 1, description: 'Alloy wheels', anchors: [4, 5] },
        { id: 2, description: 'No positions' },
      ],
      interior: [{ id: 101, description: 'Heated seats' }],
    },
    exterior: [
      { hotspotId: 1, activeAngle: 4, posX: 69.9, posY: 51.9 },
      { hotspotId: 1, activeAngle: 5, posX: 124, posY: 68.2 },
    ],
    interior: [{ hotspotId: 101, activeAngle: 10, posX: 40, posY: 60 }],
  };

  it('joins descriptions with their positions, dropping spots that never show, clamping to the image', () => {
    const spots = parseSpinHotspots(raw);
    expect(spots.exterior).toEqual([
      {
        id: 1,
        description: 'Alloy wheels',
        positions: [
          { frame: 4, xPct: 69.9, yPct: 51.9 },
          { frame: 5, xPct: 100, yPct: 68.2 },
        ],
      },
    ]);
    expect(spots.interior).toHaveLength(1);
  });

  it('shows a spot only on its frames', () => {
    const { exterior } = parseSpinHotspots(raw);
    expect(hotspotsAtFrame(exterior, 4)).toEqual([{ id: 1, description: 'Alloy wheels', xPct: 69.9, yPct: 51.9 }]);
    expect(hotspotsAtFrame(exterior, 6)).toEqual([]);
  });

  it('reads malformed data as no hotspots', () => {
    expect(parseSpinHotspots({ exterior: 'x' })).toEqual({ exterior: [], interior: [] });
    expect(parseSpinHotspots(null)).toEqual({ exterior: [], interior: [] });
  });
});
