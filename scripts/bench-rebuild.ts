// Measures publishing as a dealer sees it: the time from a signed stock webhook request to the changed page being
// served by the local server with the new content, on the 5,000-car demo tenant.
//   npm run bench:rebuild [-- --tenant <slug>] [-- --runs 5] [-- --cases one_car,car_sold] [-- --reuse]
// (--reuse starts from the live build an earlier run left, with no cold build; --cases runs only those cases)
// Builds the tenant cold in a data folder of its own, starts the server, then for each case sends the webhook and
// polls the page until it shows the change (median of --runs): one car's price, ten cars' prices (ten one-car
// calls), one car sold, one car added, then a tenant config change (every page, via a feed ping). Each run line
// has the seconds, the pages Astro rendered and the build's CPU seconds. The last line is exactly
// `one_car_live_s=<n> ten_cars_live_s=<n> car_sold_live_s=<n> config_change_live_s=<n> cold_build_s=<n> pages_rerendered_one_car=<n>`.
import { parseArgs } from 'node:util';
import { ensureDemoData } from './lib/demo-data.ts';
import { prepareBench, type Bench } from './lib/bench/rebuild-setup.ts';
import { changeCase, type CaseRun } from './lib/bench/rebuild-cases.ts';

const CASES = ['one_car', 'ten_cars', 'car_sold', 'car_added', 'config_change'] as const;
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'bayside-auto-group' },
    runs: { type: 'string', default: '5' },
    cases: { type: 'string', default: CASES.join(',') },
    reuse: { type: 'boolean', default: false },
  },
});
const chosen = CASES.filter((name) => values.cases!.split(',').includes(name));
const runs = Math.max(1, Number(values.runs) || 5);
const median = (numbers: number[]): number => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

// 1. Demo data, a private data folder and tenants copy, a cold build, the server.
await ensureDemoData();
const bench: Bench = await prepareBench(values.tenant!, { reuse: values.reuse! });
console.log(`cold build: ${bench.cold.seconds.toFixed(1)} s, ${bench.cold.pages} pages, ${bench.cold.cpuSeconds.toFixed(1)} s CPU`);

// 2. Each case, `runs` times.
const results: Record<string, CaseRun[]> = {};
try {
  for (const name of chosen) {
    results[name] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await changeCase(bench, name, run);
      results[name].push(result);
      console.log(
        `${name} run ${run}: live in ${result.seconds.toFixed(2)} s; ${result.rendered} pages rendered; build ${result.buildCpuSeconds.toFixed(1)} s CPU`,
      );
    }
  }
} finally {
  await bench.close();
}

// 3. Medians.
const live = (name: string) => (results[name] ? median(results[name].map((run) => run.seconds)).toFixed(2) : 'n/a');
console.log(`car_added_live_s=${live('car_added')}`);
console.log(
  `one_car_live_s=${live('one_car')} ten_cars_live_s=${live('ten_cars')} car_sold_live_s=${live('car_sold')} config_change_live_s=${live('config_change')} ` +
    `cold_build_s=${bench.cold.seconds.toFixed(1)} pages_rerendered_one_car=${results.one_car ? median(results.one_car.map((run) => run.rendered)) : 'n/a'}`,
);
