// Benchmarks a from-scratch build of the 5,000-car demo tenant.
//   npm run bench:build [-- --tenant <slug>] [-- --runs <n>]
// Prints each run, then the medians; the last line is `pages_per_second=<n> total_seconds=<n> peak_rss_mb=<n>`.
// pages_per_second = vehicle pages / seconds spent generating pages (after the bundles are built);
// total_seconds = the whole tenant build (config, feed, Vite bundles incl. the client bundle, pages, assets, manifest).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '#src/data/paths.ts';
import { ensureDemoData } from './lib/demo-data.ts';
import { buildTenant } from './lib/build/build-tenant.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'bayside-auto-group' }, runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs) || 1);
const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

// 1. The demo feed must exist (generated if absent; deterministic).
await ensureDemoData();

// 2. Build from scratch each run: an empty data folder means no snapshot, no Vite cache, no previous output.
const results: { pagesPerSecond: number; totalSeconds: number; peakRssMb: number }[] = [];
for (let run = 1; run <= runs; run++) {
  const benchDir = path.join(REPO_ROOT, '.data', 'bench-build');
  rmSync(benchDir, { recursive: true, force: true });
  process.env.DATA_DIR = benchDir;
  const result = await buildTenant(values.tenant, { quiet: true });
  if (!result.ok) {
    console.error(`Build failed:\n${result.errors.join('\n')}`);
    process.exit(1);
  }
  const vehiclePages = result.pages.cars ?? 0;
  const generationSeconds = (result.generationMs ?? result.seconds * 1000) / 1000;
  const row = { pagesPerSecond: vehiclePages / generationSeconds, totalSeconds: result.seconds, peakRssMb: result.peakRssMb ?? 0 };
  results.push(row);
  console.log(
    `run ${run}: ${vehiclePages} vehicle pages (${result.pages.total} pages) generated in ${generationSeconds.toFixed(2)} s = ${row.pagesPerSecond.toFixed(0)} pages/s; ` +
      `whole build ${row.totalSeconds.toFixed(2)} s; peak RSS ${row.peakRssMb} MB`,
  );
}

// 3. Medians over the runs.
console.log(
  `pages_per_second=${median(results.map((r) => r.pagesPerSecond)).toFixed(0)} total_seconds=${median(results.map((r) => r.totalSeconds)).toFixed(1)} peak_rss_mb=${median(results.map((r) => r.peakRssMb))}`,
);
