import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockIndexes } from './stock-index.ts';

let dir: string;
const snapshot = (ids: string[]) =>
  JSON.stringify({
    vehicles: ids.map((id) => ({
      id,
      slug: `car-${id}`,
      year: 2020,
      make: 'Kia',
      model: 'Rio',
      priceCents: 1,
      carType: 'used',
      status: 'in_stock',
      dealershipSlug: 'x',
    })),
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stock-index-'));
  await mkdir(path.join(dir, 'snapshots', 'alpha'), { recursive: true });
  await writeFile(path.join(dir, 'snapshots', 'alpha', 'snapshot.json'), snapshot(['1', '2']));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createStockIndexes', () => {
  it('answers concurrent first requests only after the snapshot is read', async () => {
    const indexes = createStockIndexes({ dataDir: dir, warn: () => {} });
    const all = await Promise.all(Array.from({ length: 20 }, () => indexes.get('alpha')));
    expect(all.every((index) => index.byId('1')?.slug === 'car-1')).toBe(true);
    expect((await indexes.get('beta')).byId('1')).toBeUndefined(); // another tenant, no snapshot
  });

  it('picks up a new snapshot and keeps cars that left the feed', async () => {
    let now = 0;
    const indexes = createStockIndexes({ dataDir: dir, recheckMs: 1000, now: () => now, warn: () => {} });
    await indexes.get('alpha');
    await writeFile(path.join(dir, 'snapshots', 'alpha', 'snapshot.json'), snapshot(['2', '3', '4']));
    now = 5000;
    await indexes.get('alpha'); // starts the re-read
    await new Promise((resolve) => setTimeout(resolve, 50));
    const index = await indexes.get('alpha');
    expect(['1', '2', '3', '4'].map((id) => index.byId(id) !== undefined)).toEqual([true, true, true, true]);
    expect(index.bySlug('car-4')?.id).toBe('4');
    // The finance pages' lookup knows only the cars the site shows now.
    expect(['1', '2', '4'].map((id) => index.websiteCar(id)?.slug ?? null)).toEqual([null, 'car-2', 'car-4']);
  });
});
