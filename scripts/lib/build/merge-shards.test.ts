import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShardInto } from './merge-shards.ts';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('mergeShardInto', () => {
  it("moves the shard's own pages and missing bundles across, keeps the main build's copies of shared files, and removes the shard", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'merge-shards-'));
    const main = path.join(root, 'build');
    const shard = path.join(root, 'build-shard-1');
    write(main, 'index.html', 'home from the main build');
    write(main, 'cars/ford-ranger-1.html', 'ranger');
    write(main, '_astro/Gallery.abc.js', 'gallery');
    write(shard, 'index.html', 'home from the shard');
    write(shard, 'cars/toyota-hilux-2.html', 'hilux');
    write(shard, 'search/toyota.html', 'toyota search');
    write(shard, '_astro/Gallery.abc.js', 'gallery');
    write(shard, '_astro/Only-in-shard.def.js', 'extra');

    await mergeShardInto(shard, main);

    expect(readFileSync(path.join(main, 'index.html'), 'utf8')).toBe('home from the main build');
    expect(readFileSync(path.join(main, 'cars/ford-ranger-1.html'), 'utf8')).toBe('ranger');
    expect(readFileSync(path.join(main, 'cars/toyota-hilux-2.html'), 'utf8')).toBe('hilux');
    expect(readFileSync(path.join(main, 'search/toyota.html'), 'utf8')).toBe('toyota search');
    expect(readFileSync(path.join(main, '_astro/Only-in-shard.def.js'), 'utf8')).toBe('extra');
    expect(existsSync(shard)).toBe(false);
  });
});
