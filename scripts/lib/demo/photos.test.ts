import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPhoto } from './photo-render.ts';
import { photoJobs, photoKey } from './photos.ts';

// The photo pool weighs what a dealer's photos weigh and is the same bytes on every run. Three photos are drawn
// here (one of each width); the whole pool takes half a minute, measured by scripts/generate-demo.ts.

const jobs = photoJobs();

describe('demo photos', () => {
  it('has a few hundred photos: every exterior view, interior and spin frame, 1,600 to 2,400 px wide, 3:2', () => {
    expect(jobs.length).toBeGreaterThan(300);
    expect(jobs.length).toBeLessThan(600);
    expect(jobs.some((job) => job.file === 'suv-white-front.jpg') && jobs.some((job) => job.file === 'spin-ute-white-23.jpg')).toBe(true);
    for (const job of jobs) {
      expect(job.width, job.file).toBeGreaterThanOrEqual(1600);
      expect(job.width, job.file).toBeLessThanOrEqual(2400);
      expect(job.height).toBe(Math.round((job.width * 2) / 3));
    }
    expect(new Set(jobs.map((job) => job.width)).size).toBe(3);
  });

  it('draws JPEGs of 200 KB to 1 MB at their stated size, byte-identical on a second run', async () => {
    const sample = [1600, 2000, 2400].map((width) => jobs.find((job) => job.width === width && !job.file.startsWith('spin-'))!);
    for (const job of sample) {
      const [first, second] = [await renderPhoto(job), await renderPhoto(job)];
      expect(first.equals(second), job.file).toBe(true);
      expect(first.length, job.file).toBeGreaterThan(200 * 1024);
      expect(first.length, job.file).toBeLessThan(1024 * 1024);
      const meta = await sharp(first).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', job.width, job.height]);
    }
  }, 30_000);

  it('keys the pool by everything its bytes depend on', () => {
    expect(photoKey(jobs)).toBe(photoKey(photoJobs()));
    expect(photoKey(jobs)).not.toBe(photoKey(jobs.map((job, i) => (i === 0 ? { ...job, grain: job.grain + 1 } : job))));
  });
});
