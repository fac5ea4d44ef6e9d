import { shard } from 'virtual:build-shard';
import { GENERATION_START, type GenerationStart } from '#src/integrations/build-shard.ts';

/** FNV-1a: a car keeps its shard while others come and go, so its cached page stays where it was. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** The items this build process renders: all of them in a one-process build, else its share by key. */
export function inBuildShard<T>(items: T[], keyOf: (item: T) => string): T[] {
  if (shard.count <= 1) return items;
  return items.filter((item) => hashOf(keyOf(item)) % shard.count === shard.index);
}

/** Marks the start of page generation (wall clock and CPU) for the build's timing line; see build-shard integration. */
export function markGenerationStart(): void {
  (globalThis as { [GENERATION_START]?: GenerationStart })[GENERATION_START] ??= {
    epochMs: performance.timeOrigin + performance.now(),
    cpu: process.cpuUsage(),
  };
}
