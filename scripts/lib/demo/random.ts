// Seeded randomness for the demo data. Output must be byte-identical across runs, so nothing in
// scripts/lib/demo may call Math.random or read the clock: every choice comes from an Rng here.
import { mulberry32 } from '#src/domain/random.ts';

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: `weighted([['new', 35], ['used', 55]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent stream, so adding a field to one record does not shift every later record. */
  fork(label: string | number): Rng;
};

/** FNV-1a: a stable 32-bit hash of a label, for seeding. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  const baseSeed = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  const next = mulberry32(baseSeed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    sample: (items, count) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]!);
    },
    fork: (label) => createRng((hashString(String(label)) ^ baseSeed) >>> 0),
  };
  return rng;
}
