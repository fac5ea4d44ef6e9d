// The build's compressed copies: each text file of 1 KB or more gets a .br and a .gz that decompress to it, written
// on worker threads for many files and on libuv's pool for a few, the same bytes either way.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#src/files/paths.ts';
import { precompressFiles } from './precompress.ts';

const workDir = path.join(REPO_ROOT, '.data', `test-precompress-${process.pid}`);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A page of ~3 KB whose text differs from page to page. */
const page = (index: number) => `<!doctype html><title>Car ${index}</title>${'<p>A well kept car, serviced on time.</p>'.repeat(60)}${index}`;

function site(name: string, pages: number): string[] {
  const folder = path.join(workDir, name, 'cars');
  mkdirSync(folder, { recursive: true });
  return Array.from({ length: pages }, (_, index) => {
    const file = path.join(folder, `car-${index}.html`);
    writeFileSync(file, page(index));
    return file;
  });
}

describe('precompressFiles', () => {
  it('writes a .br and a .gz beside every text file of 1 KB or more, on threads for many files', async () => {
    const pages = site('many', 320);
    const small = path.join(workDir, 'many', 'robots.txt');
    const photo = path.join(workDir, 'many', 'photo.jpg');
    writeFileSync(small, 'User-agent: *\n');
    writeFileSync(photo, Buffer.alloc(4096, 7));
    expect(await precompressFiles([...pages, small, photo])).toBe(320);
    for (const file of [pages[0]!, pages[319]!]) {
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length / 4);
    }
    for (const file of [small, photo]) expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false);
  });

  it('gives a few files the same bytes on libuv’s pool as the threads give', async () => {
    const [one] = site('few', 1);
    expect(await precompressFiles([one!])).toBe(1);
    const threaded = path.join(workDir, 'many', 'cars', 'car-0.html');
    expect(readFileSync(`${one}.br`).equals(readFileSync(`${threaded}.br`))).toBe(true);
    expect(readFileSync(`${one}.gz`).equals(readFileSync(`${threaded}.gz`))).toBe(true);
  });

  it('fails, naming the file, when one of many cannot be read', async () => {
    const pages = site('missing', 310);
    rmSync(pages[200]!);
    await expect(precompressFiles(pages)).rejects.toThrow(/compressing the build's files: .*car-200\.html/);
  });
});
