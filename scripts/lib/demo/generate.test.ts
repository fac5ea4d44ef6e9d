import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemo } from './generate.ts';

// End to end on temp folders: byte-identical output, skip-unless-force, and the broken records.

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'demo-gen-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const sub of ['feeds', 'media']) {
    for (const name of (await readdir(path.join(dir, sub))).sort()) files.set(`${sub}/${name}`, await readFile(path.join(dir, sub, name), 'utf8'));
  }
  return files;
}

describe('generateDemo', () => {
  it('writes byte-identical files on every run', async () => {
    const options = { only: ['harbour-toyota', 'corner-car-yard'], scale: 0.2, photos: false };
    const [a, b] = [await tempDir(), await tempDir()];
    await generateDemo({ ...options, outDir: a });
    await generateDemo({ ...options, outDir: b });
    const [first, second] = [await snapshot(a), await snapshot(b)];
    expect([...first.keys()]).toEqual([...second.keys()]);
    for (const [name, content] of first) expect(second.get(name) === content, name).toBe(true);
    expect(first.has('feeds/harbour-toyota.json') && first.has('feeds/corner-car-yard.csv')).toBe(true);
    expect(first.has('feeds/bayside-auto-group.json')).toBe(false);
  });

  it('keeps existing feeds unless forced', async () => {
    const outDir = await tempDir();
    const first = await generateDemo({ outDir, only: ['corner-car-yard'], scale: 0.2, photos: false });
    expect(first.tenants[0]!.status).toBe('written');
    expect(first.media.written).toBe(true);
    const second = await generateDemo({ outDir, only: ['corner-car-yard'], scale: 0.2, photos: false });
    expect([second.tenants[0]!.status, second.media.written]).toEqual(['skipped', false]);
    const third = await generateDemo({ outDir, only: ['corner-car-yard'], scale: 0.2, force: true, photos: false });
    expect([third.tenants[0]!.status, third.media.written]).toEqual(['written', true]);
  });

  it('replaces a feed an older generator wrote, keeping it as .old', async () => {
    const outDir = await tempDir();
    const file = path.join(outDir, 'feeds', 'corner-car-yard.csv');
    await generateDemo({ outDir, only: ['corner-car-yard'], scale: 0.2, photos: false });
    await rm(`${file}.generation`);
    await writeFile(file, 'id,make\n1,Old\n');
    const again = await generateDemo({ outDir, only: ['corner-car-yard'], scale: 0.2, photos: false });
    expect(again.tenants[0]!.status).toBe('written');
    expect(await readFile(`${file}.old`, 'utf8')).toBe('id,make\n1,Old\n');
    expect(await readFile(file, 'utf8')).not.toBe('id,make\n1,Old\n');
    const kept = await generateDemo({ outDir, only: ['corner-car-yard'], scale: 0.2, photos: false });
    expect(kept.tenants[0]!.status).toBe('skipped');
  });

  it('writes a parseable JSON feed with a few broken records for bayside', async () => {
    const outDir = await tempDir();
    const result = await generateDemo({ outDir, only: ['bayside-auto-group'], scale: 0.2, photos: false });
    const feed = JSON.parse(await readFile(path.join(outDir, 'feeds', 'bayside-auto-group.json'), 'utf8'));
    expect(feed.generated_at).toBe('2026-11-20T00:00:00.000Z');
    expect(feed.cars).toHaveLength(1000);
    const broken = feed.cars.filter((c: Record<string, unknown>) => !('make' in c) || c.price === 'abc' || c.year === 1850 || c.car_type === 'brand-new');
    const ids = feed.cars.map((c: { id: number }) => c.id);
    const duplicates = ids.length - new Set(ids).size;
    expect(broken.length + duplicates).toBe(result.tenants[0]!.broken);
    expect(duplicates).toBeGreaterThan(0);
    expect((broken.length + duplicates) / feed.cars.length).toBeLessThan(0.02);
  });

  it('rejects unknown tenant slugs', async () => {
    await expect(generateDemo({ outDir: await tempDir(), only: ['nope'], photos: false })).rejects.toThrow(/unknown demo tenant/);
  });
});
