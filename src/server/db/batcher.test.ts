import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

describe('createBatcher', () => {
  it('writes what arrives during a batch together in the next one, in order', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxBatch: 3,
      run: async (items) => {
        batches.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items.map((item) => item * 10);
      },
    });
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 1)); // batch [1] is running
    const rest = [2, 3, 4, 5].map((item) => batcher.submit(item));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('retries a failed batch item by item, so one bad item fails alone', async () => {
    const batcher = createBatcher<number, number>({
      maxBatch: 10,
      run: async (items) => {
        if (items.includes(13)) throw new Error('unlucky');
        return items;
      },
    });
    const results = await Promise.allSettled([12, 13, 14].map((item) => batcher.submit(item)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await batcher.drain();
  });
});
