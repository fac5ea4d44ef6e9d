// The one seeded random generator of the project. Demo data, the demo group's locations, the search engine's
// test and benchmark stock and the finance property tests all draw from it, so a seed means the same numbers
// everywhere. Never Math.random where output must be repeatable: the demo data is byte-identical run to run.

/**
 * mulberry32: a small, fast 32-bit seeded generator, uniform in [0, 1). Good enough for test and demo data,
 * not for anything secret.
 * @example const next = mulberry32(1); next() // 0.6270739405881613 (always, for seed 1)
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
