import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket } from './market.ts';
import { createStockIndexes } from './stock-index.ts';

let dir: string;
const car = (id: string, make: string, model: string, carType: string, priceCents: number, km: number | null = 40_000) => ({
  id,
  slug: `car-${id}`,
  year: 2022,
  make,
  model,
  km,
  priceCents,
  carType,
  status: 'in_stock',
  dealershipSlug: 'x',
});
const write = (tenant: string, vehicles: unknown[]) => writeFile(path.join(dir, 'snapshots', tenant, 'snapshot.json'), JSON.stringify({ vehicles }));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'market-'));
  for (const tenant of ['alpha', 'beta']) await mkdir(path.join(dir, 'snapshots', tenant), { recursive: true });
  await write('alpha', [car('1', 'Toyota', 'RAV4', 'used', 3_000_000), car('2', 'Toyota', 'RAV4', 'new', 4_000_000), car('3', 'Toyota', 'RAV4', 'used', 0)]);
  await write('beta', [car('4', 'toyota', 'rav4 ', 'used', 3_100_000, null), car('5', 'Kia', 'Rio', 'used', 1_500_000)]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('createMarket', () => {
  it("answers only the named sites' priced used cars of a make and model, whatever their case", async () => {
    const market = createMarket({ dataDir: dir, stock: createStockIndexes({ dataDir: dir, warn: () => {} }) });
    expect((await market.lookup(['alpha']))('Toyota', 'RAV4').map((l) => l.priceCents)).toEqual([3_000_000]);
    expect((await market.lookup(['beta']))('Toyota', 'RAV4').map((l) => l.priceCents)).toEqual([3_100_000]);
    expect((await market.lookup(['alpha', 'nobody']))('Kia', 'Rio')).toEqual([]);
    const lookup = await market.lookup(['alpha', 'beta']);
    expect(lookup('TOYOTA', 'RAV4').map((l) => [l.priceCents, l.km])).toEqual([
      [3_000_000, 40_000],
      [3_100_000, null],
    ]);
    expect(lookup('Mazda', 'CX-5')).toEqual([]);
  });

  it('lists only the cars of the current snapshot', async () => {
    let now = 0;
    const stock = createStockIndexes({ dataDir: dir, recheckMs: 1000, now: () => now, warn: () => {} });
    const market = createMarket({ dataDir: dir, stock, recheckMs: 1000, now: () => now });
    expect((await market.lookup(['alpha', 'beta']))('Kia', 'Rio')).toHaveLength(1);
    await write('beta', [car('4', 'Toyota', 'RAV4', 'used', 3_100_000)]);
    now = 5000;
    await market.lookup(['beta']); // starts the re-read
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lookup = await market.lookup(['beta']);
    expect(lookup('Kia', 'Rio')).toEqual([]); // sold: gone from the market, though still known to the leads API
    expect((await stock.get('beta')).byId('5')).toBeDefined();
  });
});
