import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

const policy = { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

describe('retryDelayMs', () => {
  it.each([
    [1, 0, 15_000],
    [1, 1, 30_000],
    [2, 0.5, 45_000],
    [3, 0, 60_000],
    [8, 1, 3_600_000], // 30 s x 2^7 = 64 min, capped at an hour
    [20, 0, 1_800_000],
  ])('after %i failed attempts with random %f: %i ms', (attempts, random, expected) => {
    expect(retryDelayMs(attempts, policy, () => random)).toBe(expected);
  });
});
