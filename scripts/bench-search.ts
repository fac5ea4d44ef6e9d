// Benchmarks the embedded search engine against @orama/orama, itemsjs and MiniSearch (+ facet counting) in one
// process on the same data: the 5,000-car demo tenant and a synthetic 50,000-car yard.
//   npm run bench:search
// Query types (scripts/lib/search/bench/queries.ts): browse with every facet counted and numeric stats; a text query;
// a make/model landing; a disjunctive multi-facet query with a price range, sorted by price; a deep page (page 46).
// Every engine answers the same thing (visibility filter, disjunctive counts) and is cross-checked against ours.
// Ours runs in two modes (scripts/lib/search/bench/our-modes.ts): 'exact', the engine's default (Algolia's answers:
// counts on the filtered result), getting disjunctive counts the way InstantSearch gets them from Algolia, one more
// query per refined facet in the same multi-query; and 'island', the site island's opt-in one-query disjunctive counts.
// Prints, per stock size, each engine's build time, memory (heap + array buffers), and median / p99 wall-clock latency
// per query type (warm-up first), then serialized index sizes (peers at 5,000 cars only). Second-last line, the
// island's mode: island_p99_ms_5000=<n> island_p99_ms_50000=<n> island_speedup_vs_best_peer=<n>. Last line, the
// exact default:
//   p99_ms_5000=<ours, worst query type> p99_ms_50000=<ours, worst> speedup_vs_best_peer=<smallest best-peer-p99 / our p99 at 5,000> index_brotli_bytes_per_1000=<n>
import { availableParallelism, loadavg, setPriority } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SearchResponse } from '#src/domain/search/engine.ts';
import { BROWSER_ATTRIBUTES, buildSearchIndex, columnsFromRecords } from '#src/domain/search/index/build.ts';
import { serializeIndex } from '#src/domain/search/index/serialize.ts';
import type { SearchRecord } from '#src/domain/search/record.ts';
import { ensureDemoData } from './lib/demo-data.ts';
import { collectGarbage, heapBytes, measureRounds, type Timing } from './lib/search/bench/measure.ts';
import { itemsjsEngine, miniSearchEngine, oramaEngine, type BenchAnswer, type BenchEngine } from './lib/search/bench/peers.ts';
import { OUR_MODES, type OurMode } from './lib/search/bench/our-modes.ts';
import { BENCH_QUERIES } from './lib/search/bench/queries.ts';
import { demoStock, syntheticStock } from './lib/search/bench/stock.ts';

type EngineResult = { name: string; buildMs: number; memoryMb: number; timings: Record<string, Timing>; reruns: number; checks: string[]; size: Sizes | null };
type Sizes = { raw: number; gzip: number; brotli: number };

// Three interleaved rounds per query type (median of the rounds' p99s), for ours and for the peers at 5,000 cars; a round
// of a fast query disturbed by other processes is re-run (same rule for every engine, see measureRounds).
const OURS = { warmup: 300, minRuns: 1500, maxRuns: 6000, budgetMs: 1500, rounds: 3, watchPreemption: true };
// Peers are 10-1000x slower: fewer runs, bounded time; at 50,000 cars a slow peer gets two or more runs in one round
// without warm-up, so its p99 is its worst run (indicative only: the speedup is measured at 5,000 cars).
const PEERS = [
  { warmup: 3, minRuns: 24, maxRuns: 300, budgetMs: 1200, rounds: 3, watchPreemption: true },
  { warmup: 0, minRuns: 2, maxRuns: 200, budgetMs: 500, rounds: 1, watchPreemption: true },
];
const progress = (line: string) => process.stderr.write(`  … ${line}\n`);
const brotli = (text: string, quality: number) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
    .length;
const sizesOf = (text: string, quality: number): Sizes => ({
  raw: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: 9 }).length,
  brotli: brotli(text, quality),
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const answerOf = (response: SearchResponse): BenchAnswer => ({
  nbHits: response.nbHits,
  ids: response.hits.map((hit) => hit.objectID),
  makeCounts: response.facets?.make ?? {},
});
const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Ours, in each mode: build (once), browser-index size, answers (the island's checked against the exact default's), timings. */
async function benchOurs(
  records: readonly SearchRecord[],
): Promise<{ results: Record<OurMode['name'], EngineResult>; answers: BenchAnswer[]; perThousand: number }> {
  const heapBefore = await heapBytes();
  const started = performance.now();
  const index = buildSearchIndex(records, { name: 'cars' });
  const buildMs = performance.now() - started;
  const memoryMb = ((await heapBytes()) - heapBefore) / 2 ** 20;
  const json = JSON.stringify(serializeIndex(columnsFromRecords(records, { name: 'cars', attributes: BROWSER_ATTRIBUTES })));
  const size = sizesOf(json, 11);
  const results = {} as Record<OurMode['name'], EngineResult>;
  let exactAnswers: BenchAnswer[] = [];
  for (const mode of OUR_MODES) {
    const runs = BENCH_QUERIES.map((query) => [query.name, mode.prepare(index, query)] as const);
    const answers = runs.map(([, run]) => answerOf(run()));
    const checks = mode.name === 'exact' ? [] : compareAnswers(answers, exactAnswers);
    if (mode.name === 'exact') exactAnswers = answers;
    const { timings, reruns } = await measureRounds(runs, OURS);
    results[mode.name] = { name: mode.label, buildMs, memoryMb, timings, reruns, checks, size: mode.name === 'exact' ? size : null };
  }
  return { results, answers: exactAnswers, perThousand: Math.round((size.brotli / records.length) * 1000) };
}

/** Per query type, what differs between two engines' answers ('same' when nothing does). */
function compareAnswers(answers: readonly BenchAnswer[], expected: readonly BenchAnswer[]): string[] {
  return BENCH_QUERIES.map((query, i) => {
    const answer = answers[i]!;
    const wanted = expected[i]!;
    const problems = [
      answer.nbHits === wanted.nbHits ? null : `nbHits ${answer.nbHits}≠${wanted.nbHits}`,
      sameCounts(answer.makeCounts, wanted.makeCounts) ? null : 'make counts differ',
      answer.ids.join() === wanted.ids.join() ? null : 'page order differs',
    ].filter(Boolean);
    return `${query.name}: ${problems.length ? problems.join(', ') : 'same'}`;
  });
}

/** A peer: build, cross-check against our answers, timings; serialized size at the smaller stock only (brotli quality 9: large). */
async function benchPeer(make: () => BenchEngine | Promise<BenchEngine>, ours: readonly BenchAnswer[], sizeIndex: number): Promise<EngineResult> {
  const heapBefore = await heapBytes();
  const started = performance.now();
  const engine = await make();
  const buildMs = performance.now() - started;
  const memoryMb = ((await heapBytes()) - heapBefore) / 2 ** 20;
  const answers: BenchAnswer[] = [];
  for (const query of BENCH_QUERIES) answers.push(await engine.run(query));
  const checks = compareAnswers(answers, ours);
  const { timings, reruns } = await measureRounds(
    BENCH_QUERIES.map((query) => [query.name, () => engine.run(query)] as const),
    PEERS[sizeIndex]!,
  );
  progress(`${engine.name} built in ${buildMs.toFixed(0)} ms and timed`);
  const size = sizeIndex === 0 ? sizesOf(engine.serialize(), 9) : null;
  return { name: engine.name, buildMs, memoryMb, timings, reruns, checks, size };
}

function printTable(title: string, results: readonly EngineResult[]): void {
  console.log(`\n== ${title} ==`);
  const header = ['engine', 'build ms', 'memory MB', ...BENCH_QUERIES.map((query) => `${query.name} med / p99 ms`)];
  const rows = results.map((result) => [
    result.name,
    result.buildMs.toFixed(0),
    result.memoryMb.toFixed(1),
    ...BENCH_QUERIES.map((query) => {
      const timing = result.timings[query.name]!;
      return `${timing.median.toFixed(3)} / ${timing.p99.toFixed(3)}`;
    }),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  for (const ours of results.slice(0, OUR_MODES.length)) {
    if (ours.timings[BENCH_QUERIES[0]!.name]!.quietP99 === undefined) continue;
    console.log(
      `  ${ours.name}, runs the OS did not preempt: p99 ${BENCH_QUERIES.map((query) => `${query.name} ${ours.timings[query.name]!.quietP99!.toFixed(3)} ms`).join(', ')}` +
        ` (preempted: ${BENCH_QUERIES.map((query) => `${(ours.timings[query.name]!.preemptedShare! * 100).toFixed(1)}%`).join(', ')})`,
    );
  }
  for (const result of results) if (result.checks.length) console.log(`  ${result.name} vs ours (exact): ${result.checks.join('; ')}`);
  console.log(`  rounds re-run because other processes disturbed them: ${results.map((result) => `${result.name} ${result.reruns}`).join(', ')}`);
  for (const result of results) {
    if (result.size)
      console.log(
        `  serialized ${result.name}: raw ${kb(result.size.raw)}, gzip ${kb(result.size.gzip)}, brotli ${kb(result.size.brotli)}${result.name.startsWith('ours') ? ' (browser index, quality 11)' : ' (library serialization, quality 9)'}`,
      );
  }
}

// 0. Ask the scheduler for a high priority (works as root or with CAP_SYS_NICE): on a shared machine, time slices given
//    to other processes would otherwise land in the p99 of whichever engine is being timed. Same for every engine.
try {
  setPriority(-20);
  console.log('Running at scheduling priority -20.');
} catch {
  console.log('Running at normal scheduling priority (could not raise it): on a busy machine p99 includes other processes.');
}

// 1. Data: the demo tenant's 5,000 cars (generated if absent) and a 50,000-car yard made from them.
await ensureDemoData();
const stocks = [
  { label: '5,000', records: demoStock() },
  { label: '50,000', records: [] as SearchRecord[] },
];
stocks[1]!.records = syntheticStock(stocks[0]!.records, 50_000);

// 2. Each stock size: ours in both modes, then each peer alone in memory (built, checked, timed, dropped).
type Summary = { worstP99: number; speedup: number };
const summary: { exact: Summary; island: Summary; perThousand: number }[] = [];
for (const [n, stock] of stocks.entries()) {
  const ours = await benchOurs(stock.records);
  for (const mode of OUR_MODES)
    progress(
      `${mode.label} at ${stock.label} cars: ${BENCH_QUERIES.map((query) => `${query.name} p99 ${ours.results[mode.name].timings[query.name]!.p99.toFixed(3)} ms`).join(', ')}`,
    );
  const results: EngineResult[] = OUR_MODES.map((mode) => ours.results[mode.name]);
  const peers: (() => BenchEngine | Promise<BenchEngine>)[] = [
    () => oramaEngine(stock.records),
    () => itemsjsEngine(stock.records),
    () => miniSearchEngine(stock.records),
  ];
  for (const make of peers) {
    results.push(await benchPeer(make, ours.answers, n));
    collectGarbage();
  }
  printTable(`${stock.label} cars (${stock.records.length} records)`, results);
  const peerResults = results.slice(OUR_MODES.length);
  const summarise = (mode: OurMode['name']): Summary => {
    const ourP99 = (name: string) => ours.results[mode].timings[name]!.p99;
    const ratios = BENCH_QUERIES.map((query) => Math.min(...peerResults.map((peer) => peer.timings[query.name]!.p99)) / ourP99(query.name));
    console.log(
      `  best peer p99 / ${ours.results[mode].name} p99 per query type: ${BENCH_QUERIES.map((query, i) => `${query.name} ${ratios[i]!.toFixed(1)}x`).join(', ')}`,
    );
    return { worstP99: Math.max(...BENCH_QUERIES.map((query) => ourP99(query.name))), speedup: Math.min(...ratios) };
  };
  const exact = summarise('exact');
  const island = summarise('island');
  console.log(
    `  load average while timing: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores (on a busy machine, p99 includes time the scheduler gives to other processes)`,
  );
  summary.push({ exact, island, perThousand: ours.perThousand });
}

// 3. The summary lines: the island's mode, then (last, as the targets read it) the exact default.
console.log(
  `island_p99_ms_5000=${summary[0]!.island.worstP99.toFixed(3)} island_p99_ms_50000=${summary[1]!.island.worstP99.toFixed(3)} island_speedup_vs_best_peer=${summary[0]!.island.speedup.toFixed(1)}`,
);
console.log(
  `p99_ms_5000=${summary[0]!.exact.worstP99.toFixed(3)} p99_ms_50000=${summary[1]!.exact.worstP99.toFixed(3)} speedup_vs_best_peer=${summary[0]!.exact.speedup.toFixed(1)} index_brotli_bytes_per_1000=${summary[0]!.perThousand}`,
);
