import { access, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from 'mediabunny';
import sharp from 'sharp';
import { SPIN_COMBOS, SPIN_FRAME_COUNT, photoFile, spinFile, walkaroundFile } from './media-names.ts';

// The demo's walkaround videos: each 360 spin's photos played as a short WebM, served by the demo image host beside
// the photos, so a demo car's `videos` plays a file on this machine (nothing from the internet). sharp encodes each
// frame as a lossy WebP, whose bitstream is a VP8 key frame; mediabunny (the field's pure TypeScript muxer, no ffmpeg
// binary to install) writes the frames into a WebM that browsers play natively.

const WIDTH = 960;
const HEIGHT = 640;
const FRAMES_PER_SECOND = 10;
/** Two turns of the car: about 5 s. */
const TURNS = 2;
const WEBP = { quality: 70, effort: 4, smartSubsample: false } as const;

/** The VP8 key frame inside a simple (lossy, no alpha) WebP file: its `VP8 ` chunk. */
export function vp8Frame(webp: Buffer): Uint8Array {
  for (let offset = 12; offset + 8 <= webp.length;) {
    const size = webp.readUInt32LE(offset + 4);
    if (webp.toString('ascii', offset, offset + 4) === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size & 1);
  }
  throw new Error('not a lossy WebP: no VP8 chunk');
}

/** One spin's frames (JPEGs in `poolDir`) as a WebM: every frame a key frame, the spin played `TURNS` times. */
export async function walkaroundWebm(poolDir: string, body: (typeof SPIN_COMBOS)[number]['body'], paint: string): Promise<Buffer> {
  const frames = await Promise.all(
    Array.from({ length: SPIN_FRAME_COUNT }, async (_, frame) => {
      const jpeg = await readFile(path.join(poolDir, photoFile(spinFile(body, paint, frame))));
      return vp8Frame(await sharp(jpeg).resize(WIDTH, HEIGHT, { fit: 'cover' }).webp(WEBP).toBuffer());
    }),
  );
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const track = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(track, { frameRate: FRAMES_PER_SECOND });
  await output.start();
  for (let index = 0; index < frames.length * TURNS; index++) {
    const packet = new EncodedPacket(frames[index % frames.length]!, 'key', index / FRAMES_PER_SECOND, 1 / FRAMES_PER_SECOND);
    await track.add(packet, index === 0 ? { decoderConfig: { codec: 'vp8', codedWidth: WIDTH, codedHeight: HEIGHT } } : undefined);
  }
  await output.finalize();
  return Buffer.from(output.target.buffer!);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes each spin's walkaround video into the photo pool (after its spin photos), unless it is there already;
 * each file is written whole (a temporary name, then renamed). Returns how many it wrote.
 */
export async function ensureWalkarounds(poolDir: string): Promise<number> {
  let written = 0;
  for (const { body, paint } of SPIN_COMBOS) {
    const file = path.join(poolDir, walkaroundFile(body, paint));
    if (await exists(file)) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, await walkaroundWebm(poolDir, body, paint));
    await rename(temporary, file);
    written++;
  }
  return written;
}
