import { createHash } from 'node:crypto';
import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { buildMediaFiles } from './images.ts';
import { PHOTO_THUMB_WIDTH, photoFile, photoThumbFile } from './media-names.ts';
import { hashString } from './random.ts';
import { JPEG_OPTIONS, type PhotoJob } from './photo-render.ts';
import { ensureWalkarounds } from './walkaround-video.ts';

// The demo photo pool: every full-size drawing (exteriors, interiors, spin frames) as a JPEG of 1,600 to 2,400 px
// plus a 400 px thumbnail, in <demo>/photos/<key>/, where the key hashes everything the bytes depend on (the
// drawings, the renderer version, sharp and libvips). A folder with its `.complete` marker is never redrawn; a
// changed drawing or renderer gives a new key and a new folder. Each spin's walkaround video (walkaround-video.ts) is
// made from its photos once they are drawn, and in a pool drawn before there were videos when it is next used.

/** Bump when photo-render.ts changes what it draws. */
export const PHOTO_RENDER_VERSION = 1;
const COMPLETE = '.complete';
const WIDTHS = [1600, 2000, 2400] as const;
const SPIN_WIDTH = 1600;

/** One job per full-size drawing, in a fixed order. */
export function photoJobs(): PhotoJob[] {
  const jobs: PhotoJob[] = [];
  for (const [name, svg] of buildMediaFiles()) {
    if (!name.endsWith('.svg') || name.endsWith('-thumb.svg') || name.startsWith('placeholder')) continue;
    // Every frame of a spin the same size; other photos vary in width as a dealer's do.
    const width = name.startsWith('spin-') ? SPIN_WIDTH : WIDTHS[hashString(name) % WIDTHS.length]!;
    // Smaller photos get coarser grain, so every photo weighs at least 200 KB as a camera's do.
    jobs.push({ file: photoFile(name), svg, width, height: Math.round((width * 2) / 3), grain: width < 2000 ? 12 : 10 });
  }
  return jobs;
}

/** The cache key: changes whenever the bytes could. */
export function photoKey(jobs: readonly PhotoJob[]): string {
  const hash = createHash('sha256').update(
    JSON.stringify({ v: PHOTO_RENDER_VERSION, sharp: sharp.versions, jpeg: JPEG_OPTIONS, thumb: PHOTO_THUMB_WIDTH, jobs }),
  );
  return `v${PHOTO_RENDER_VERSION}-${hash.digest('hex').slice(0, 16)}`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export type PhotoPool = { dir: string; written: boolean; files: number; bytes: number };
export type PhotoOptions = {
  /** Worker threads (default 2: this machine's cores). */
  workers?: number;
  /** Redraw a complete pool. */
  force?: boolean;
  /**
   * Draw straight into the pool's folder at a low CPU priority, so a host can serve photos as they appear while
   * builds run (npm start); without it the pool is drawn into a staging folder and moved in when complete.
   */
  background?: boolean;
};

/** The folder the current pool lives in (drawn or not). */
export const photoPoolDir = (photosRoot: string) => path.join(photosRoot, photoKey(photoJobs()));

/** The folder of the current pool under `photosRoot`, drawn first if missing. */
export async function ensurePhotos(photosRoot: string, options: PhotoOptions = {}): Promise<PhotoPool> {
  const jobs = photoJobs();
  const dir = path.join(photosRoot, photoKey(jobs));
  if (!options.force && (await exists(path.join(dir, COMPLETE)))) {
    await ensureWalkarounds(dir);
    return { dir, written: false, files: jobs.length * 2, bytes: 0 };
  }
  const target = options.background ? dir : `${dir}.partial`;
  // Each photo is written whole (a temporary name, then renamed), so a pool drawn in the background that was
  // interrupted resumes with the photos still missing.
  if (!options.background || options.force) await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  const present = new Set(await readdir(target));
  const todo = jobs.filter((job) => !present.has(job.file) || !present.has(photoThumbFile(job.file)));
  const bytes = await renderInWorkers(todo, target, options.workers ?? 2, options.background ?? false);
  await ensureWalkarounds(target);
  await writeFile(path.join(target, COMPLETE), `${jobs.length * 2} files\n`);
  if (target !== dir) {
    await rm(dir, { recursive: true, force: true });
    await rename(target, dir);
  }
  // Older pools are of no further use.
  for (const entry of await readdir(photosRoot)) if (entry !== path.basename(dir)) await rm(path.join(photosRoot, entry), { recursive: true, force: true });
  return { dir, written: true, files: jobs.length * 2, bytes };
}

async function renderInWorkers(jobs: readonly PhotoJob[], outDir: string, workerCount: number, lowPriority: boolean): Promise<number> {
  let next = 0;
  let bytes = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { workerData: { lowPriority } });
      const send = () => {
        const job = jobs[next++];
        if (job) worker.postMessage({ job, outDir, thumbFile: photoThumbFile(job.file), thumbWidth: PHOTO_THUMB_WIDTH });
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', (written: number) => {
        bytes += written;
        send();
      });
      worker.on('error', reject);
      send();
    });
  await Promise.all(Array.from({ length: Math.max(1, workerCount) }, runWorker));
  return bytes;
}
