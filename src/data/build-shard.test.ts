import { describe, expect, it, vi } from 'vitest';

async function shardModule(index: number, count: number) {
  vi.resetModules();
  vi.doMock('virtual:build-shard', () => ({ shard: { index, count } }));
  return import('./build-shard.ts');
}

const slugs = Array.from({ length: 200 }, (_, n) => `car-${n}`);

describe('inBuildShard', () => {
  it('gives a one-process build every item', async () => {
    const { inBuildShard } = await shardModule(0, 1);
    expect(inBuildShard(slugs, (slug) => slug)).toEqual(slugs);
  });

  it('splits the items between the shards: each once, none lost, roughly even', async () => {
    const shares: string[][] = [];
    for (let index = 0; index < 2; index++) shares.push((await shardModule(index, 2)).inBuildShard(slugs, (slug) => slug));
    expect([...shares[0]!, ...shares[1]!].sort()).toEqual([...slugs].sort());
    expect(shares[0]!.filter((slug) => shares[1]!.includes(slug))).toEqual([]);
    for (const share of shares) expect(share.length).toBeGreaterThan(70);
  });

  it('keeps a car in its shard when other cars come and go', async () => {
    const { inBuildShard } = await shardModule(1, 2);
    const before = new Set(inBuildShard(slugs, (slug) => slug));
    const changedStock = [...slugs.slice(50), 'car-new'];
    const after = new Set(inBuildShard(changedStock, (slug) => slug));
    for (const slug of slugs.slice(50)) expect(after.has(slug)).toBe(before.has(slug));
  });
});
