import { availableParallelism } from 'node:os';

/** Tenants with fewer cars build in one process: a second Vite bundle would cost more than it saves. */
const CARS_PER_EXTRA_PROCESS = 1_000;

/**
 * How many `astro build` processes render a tenant's pages at once: one per CPU core (at most 4) for a big
 * tenant, one for a small one. BUILD_SHARDS overrides it (1 turns sharding off).
 */
export function shardCount(vehicles: number, env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const override = Number(env.BUILD_SHARDS);
  if (Number.isInteger(override) && override >= 1) return Math.min(override, 8);
  return Math.max(1, Math.min(cores, 4, Math.floor(vehicles / CARS_PER_EXTRA_PROCESS)));
}
