import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './random.ts';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng('seed');
    const b = createRng('seed');
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
    expect(createRng('other').next()).not.toBe(createRng('seed').next());
  });

  it('keeps forks independent of how much the parent was used', () => {
    const fresh = createRng(7).fork('car-3');
    const used = createRng(7);
    used.next();
    used.int(1, 100);
    expect(used.fork('car-3').next()).toBe(fresh.next());
  });

  it('stays within bounds and honours weights', () => {
    const rng = createRng(1);
    const ints = Array.from({ length: 2000 }, () => rng.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    const picks = Array.from({ length: 4000 }, () =>
      rng.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    );
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
    expect(rng.sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
  });

  it('hashes labels stably', () => {
    expect(hashString('bayside-auto-group')).toBe(hashString('bayside-auto-group'));
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});
