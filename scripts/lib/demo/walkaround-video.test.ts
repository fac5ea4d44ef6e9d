import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPIN_COMBOS, SPIN_FRAME_COUNT, photoFile, spinFile, walkaroundFile } from './media-names.ts';
import { ensureWalkarounds, vp8Frame, walkaroundWebm } from './walkaround-video.ts';

// The walkaround videos the demo image host serves: a WebM a browser plays (VP8, 960 x 640), made from a spin's photos.

let pool: string;
const { body, paint } = SPIN_COMBOS[0]!;

beforeAll(async () => {
  pool = await mkdtemp(path.join(tmpdir(), 'walkaround-'));
  // Small stand-ins for the pool's spin photos: each frame a different shade, as each angle differs.
  for (const { body: comboBody, paint: comboPaint } of SPIN_COMBOS)
    for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
      const shade = Math.round((frame / SPIN_FRAME_COUNT) * 255);
      const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: shade, g: 80, b: 255 - shade } } })
        .jpeg()
        .toBuffer();
      await writeFile(path.join(pool, photoFile(spinFile(comboBody, comboPaint, frame))), jpeg);
    }
});
afterAll(() => rm(pool, { recursive: true, force: true }));

describe('walkaround videos', () => {
  it("takes the VP8 key frame out of sharp's lossy WebP, and refuses any other file", async () => {
    const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c00' } })
      .webp()
      .toBuffer();
    // A VP8 key frame starts with its frame tag and the start code 9d 01 2a.
    expect([...vp8Frame(webp).subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(() => vp8Frame(Buffer.from('RIFF\0\0\0\0WEBPVP8L\0\0\0\0'))).toThrow('no VP8 chunk');
  });

  it('is a VP8 WebM of two turns of the spin at 10 frames a second, the same bytes on every run', async () => {
    const video = await walkaroundWebm(pool, body, paint);
    const input = new Input({ source: new BufferSource(video), formats: ALL_FORMATS });
    const track = (await input.getPrimaryVideoTrack())!;
    expect(await input.getMimeType()).toMatch(/^video\/webm/);
    expect([await track.getCodec(), await track.getDisplayWidth(), await track.getDisplayHeight()]).toEqual(['vp8', 960, 640]);
    expect(await input.computeDuration()).toBeCloseTo((SPIN_FRAME_COUNT * 2) / 10, 5);
    expect(await walkaroundWebm(pool, body, paint)).toEqual(video);
  });

  it('writes one video per spin into the pool, once', async () => {
    expect(await ensureWalkarounds(pool)).toBe(SPIN_COMBOS.length);
    expect(await ensureWalkarounds(pool)).toBe(0);
    const videos = (await readdir(pool)).filter((name) => name.endsWith('.webm'));
    expect(videos.sort()).toEqual(SPIN_COMBOS.map((combo) => walkaroundFile(combo.body, combo.paint)).sort());
  });
});
