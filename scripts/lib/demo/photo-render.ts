import sharp from 'sharp';
import { createRng, hashString, type Rng } from './random.ts';

// Turns one SVG drawing into a JPEG that weighs what a dealer's photo weighs: rasterised at full size, then given a
// photograph's low-frequency light falloff (soft blotches and a vignette) and fine sensor grain, all from a PRNG seeded
// by the file name, encoded with fixed libjpeg options. Same drawing, same name: the same bytes on every run.

export type PhotoJob = { file: string; svg: string; width: number; height: number; grain: number };

/** JPEG options: fixed, so the bytes never depend on sharp's defaults (baseline, no mozjpeg: progressive and
 * mozjpeg encoding take eight times as long). */
export const JPEG_OPTIONS = { quality: 84, progressive: false, chromaSubsampling: '4:2:0', mozjpeg: false, optimiseCoding: true } as const;

/**
 * A smooth random curve of `length` samples (control points every ~`step` samples, linearly joined): three of them,
 * across, down and diagonally, give the picture uneven light as on a real forecourt, at one lookup each per pixel.
 */
function lightCurve(rng: Rng, length: number, step: number, amplitude: number): Float32Array {
  const points = Array.from({ length: Math.ceil(length / step) + 2 }, () => rng.float(-amplitude, amplitude));
  return Float32Array.from({ length }, (_, i) => {
    const at = i / step;
    const k = Math.floor(at);
    return points[k]! + (points[k + 1]! - points[k]!) * (at - k);
  });
}

/** Light falloff by column, by row and along the diagonal, each with its half of a vignette. */
function lightCurves(seed: string, width: number, height: number) {
  const rng = createRng(`${seed}:light`);
  const vignette = (i: number, size: number) => -16 * ((i / size - 0.5) * 2) ** 2;
  const across = lightCurve(rng, width, width / 9, 7).map((value, x) => value + vignette(x, width));
  const down = lightCurve(rng, height, height / 6, 7).map((value, y) => value + vignette(y, height));
  const diagonal = lightCurve(rng, width + height, (width + height) / 11, 6);
  return { across, down, diagonal };
}

/**
 * Renders one photo.
 * @example await renderPhoto({ file: 'suv-white-front.jpg', svg, width: 2000, height: 1333, grain: 10 }) // JPEG, ~400 KB
 */
export async function renderPhoto(job: PhotoJob): Promise<Buffer> {
  const density = (72 * job.width) / 1200;
  const { data: pixels, info } = await sharp(Buffer.from(job.svg), { density })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== job.width || info.height !== job.height)
    throw new Error(`${job.file}: drew ${info.width}x${info.height}, expected ${job.width}x${job.height}`);
  const { across, down, diagonal } = lightCurves(job.file, job.width, job.height);
  // Grain: a 32-bit xorshift per photo, two bytes of noise per draw; luminance grain plus a little chroma noise.
  let state = hashString(job.file) || 1;
  const grain = job.grain;
  let i = 0;
  for (let y = 0; y < job.height; y++) {
    const row = down[y]!;
    for (let x = 0; x < job.width; x++, i += 3) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const luma = (((state & 0xff) + ((state >>> 8) & 0xff)) / 255 - 1) * grain + row + across[x]! + diagonal[x + y]!;
      const tint = (((state >>> 16) & 0xff) / 255 - 0.5) * grain * 0.5;
      pixels[i] = clamp(pixels[i]! + luma + tint);
      pixels[i + 1] = clamp(pixels[i + 1]! + luma);
      pixels[i + 2] = clamp(pixels[i + 2]! + luma - tint);
    }
  }
  return sharp(pixels, { raw: { width: job.width, height: job.height, channels: 3 } })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

// A Buffer truncates what it is given; adding 0.5 first rounds.
const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value + 0.5);
