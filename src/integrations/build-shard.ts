import type { AstroIntegration } from 'astro';

export type BuildShard = { index: number; count: number };

const VIRTUAL_ID = 'virtual:build-shard';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Set on globalThis when page generation starts (src/data/vehicle-page.ts); read by the timing hook below. */
export const GENERATION_START = '__dealerGenerationStart';
export type GenerationStart = { epochMs: number; cpu: NodeJS.CpuUsage };
/** Printed by a build process once Astro's content sync is done (see the hook below). */
export const SHARD_SYNCED = '[dealer-build] synced';

/**
 * A big tenant's pages are rendered by several `astro build` processes at once, one per CPU core, each taking
 * its share of the dynamic routes (see src/data/build-shard.ts); scripts/lib/build merges their output.
 * This integration tells a process which share is its own (`virtual:build-shard`) and prints when its page
 * generation started and ended, so the build can report the whole window and the CPU time spent in it.
 */
export function buildShardIntegration(shard: BuildShard): AstroIntegration {
  return {
    name: 'dealer-build-shard',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'dealer-build-shard-virtual-module',
                resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
                load: (id) => (id === RESOLVED_ID ? `export const shard = ${JSON.stringify(shard)};` : undefined),
              },
            ],
          },
        });
      },
      // Astro has synced its content layer (which writes <root>/.astro/content-assets.mjs) when the build starts:
      // the next shard's process may start then (scripts/lib/build/render-site.ts), so two never write it at once.
      'astro:build:start': () => console.log(SHARD_SYNCED),
      'astro:build:generated': () => {
        const started = (globalThis as { [GENERATION_START]?: GenerationStart })[GENERATION_START];
        if (!started) return;
        const cpu = process.cpuUsage(started.cpu);
        console.log(
          `[dealer-build] generation_start_ms=${Math.round(started.epochMs)} generation_end_ms=${Math.round(performance.timeOrigin + performance.now())} ` +
            `generation_cpu_ms=${Math.round((cpu.user + cpu.system) / 1000)}`,
        );
      },
    },
  };
}
