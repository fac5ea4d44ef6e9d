import { describe, expect, it } from 'vitest';
import { shardCount } from './shard-count.ts';

describe('shardCount', () => {
  it('builds a small tenant in one process', () => {
    expect(shardCount(40, {}, 8)).toBe(1);
    expect(shardCount(999, {}, 8)).toBe(1);
  });
  it('uses one process per core for a big tenant, at most 4', () => {
    expect(shardCount(5_000, {}, 2)).toBe(2);
    expect(shardCount(5_000, {}, 16)).toBe(4);
    expect(shardCount(2_500, {}, 16)).toBe(2);
  });
  it('never uses more processes than cores', () => {
    expect(shardCount(5_000, {}, 1)).toBe(1);
  });
  it('follows BUILD_SHARDS when set to a whole number', () => {
    expect(shardCount(5_000, { BUILD_SHARDS: '1' }, 2)).toBe(1);
    expect(shardCount(10, { BUILD_SHARDS: '3' }, 2)).toBe(3);
    expect(shardCount(5_000, { BUILD_SHARDS: 'lots' }, 2)).toBe(2);
  });
});
