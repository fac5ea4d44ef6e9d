import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random.ts';

describe('mulberry32', () => {
  it('gives the same numbers for a seed, every run (the demo data depends on it)', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('stays in [0, 1) and differs between seeds', () => {
    const a = mulberry32(42);
    const values = Array.from({ length: 10_000 }, () => a());
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(mulberry32(42)());
  });
});
