import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { JPEG_OPTIONS, renderPhoto, type PhotoJob } from './photo-render.ts';

// One of the photo pool's worker threads: renders a photo and its thumbnail, answers with the bytes written.
// libvips gets one thread per worker: the pool itself is the parallelism.
sharp.concurrency(1);
// In the background (npm start drawing while it builds) the builds come first: on Linux a thread's niceness is its
// own, and libvips' threads, started from this one, inherit it.
if ((workerData as { lowPriority: boolean }).lowPriority) setPriority(15);

type Message = { job: PhotoJob; outDir: string; thumbFile: string; thumbWidth: number };

parentPort!.on('message', async ({ job, outDir, thumbFile, thumbWidth }: Message) => {
  const photo = await renderPhoto(job);
  const thumb = await sharp(photo).resize(thumbWidth).jpeg(JPEG_OPTIONS).toBuffer();
  // Whole files only: a temporary name, then renamed (the host never serves a half-written photo).
  const write = async (name: string, bytes: Buffer) => {
    await writeFile(path.join(outDir, `${name}.tmp`), bytes);
    await rename(path.join(outDir, `${name}.tmp`), path.join(outDir, name));
  };
  await write(thumbFile, thumb);
  await write(job.file, photo);
  parentPort!.postMessage(photo.length + thumb.length);
});
