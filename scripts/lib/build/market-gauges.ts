// Before the render: the price gauges of a tenant whose market is market data (`market.provider: 'autograb'`, with
// the autogauge plugin), spec 1's `GET {endpoint}/cars/<slug>/autogauge` for each used car the build asks about
// (src/domain/vehicle/market-gauge.ts), written beside the snapshot (market-gauges.json) where the render reads them
// (src/data/comparables.ts). The service never fails or holds up a build: 4 calls at once, 3 s each, 60 s in all,
// and after 3 failed calls in a row (the service down or slow) no more are asked. A car without an answer shows no
// gauge (the spec's failure rule: the block hidden), said once in the build's log. An answer is kept a day for the
// car at its price and kilometres, so a build asks only about new and changed cars.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '#src/files/snapshots.ts';
import { snapshotFile } from '#src/files/paths.ts';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { asksMarketGauge, keptGauge, MARKET_GAUGES_FILE, marketGaugeKey, type KeptGauge } from '#src/domain/vehicle/market-gauge.ts';
import { marketDataClient, type MarketDataProvider } from '#src/server/market/market-data-client.ts';
import { providerKey, providerKeyName, type Env } from '#src/server/providers/provider-keys.ts';
import { createSiteBudget } from '#src/server/providers/site-budget.ts';

export type BuildGaugeLimits = { inFlight: number; callTimeoutMs: number; totalMs: number; failuresInARow: number };
export const BUILD_GAUGE_LIMITS: Readonly<BuildGaugeLimits> = { inFlight: 4, callTimeoutMs: 3_000, totalMs: 60_000, failuresInARow: 3 };

export type MarketGaugeOptions = {
  env?: Env;
  /** The service client (tests); default: the tenant's endpoint and key. */
  client?: MarketDataProvider;
  limits?: Partial<BuildGaugeLimits>;
  now?: () => number;
  log?: (message: string) => void;
};

export type MarketGaugeReport = { asked: number; answered: number; kept: number; skipped: number } | null;

const gaugesFile = (slug: string) => path.join(path.dirname(snapshotFile(slug)), MARKET_GAUGES_FILE);

function readKept(file: string): Record<string, KeptGauge> {
  try {
    return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { gauges?: Record<string, KeptGauge> }).gauges ?? {}) : {};
  } catch {
    return {}; // a damaged file only means asking again
  }
}

/** Asks for the gauges and writes the file; null when the tenant takes no gauge from market data. */
export async function prepareMarketGauges(tenant: TenantConfig, snapshot: FeedSnapshot, options: MarketGaugeOptions = {}): Promise<MarketGaugeReport> {
  if (tenant.market.provider !== 'autograb' || !tenant.market.endpoint || !tenant.plugins.autogauge) return null;
  const limits = { ...BUILD_GAUGE_LIMITS, ...options.limits };
  const log = options.log ?? ((message: string) => console.warn(message));
  const now = options.now ?? Date.now;
  const file = gaugesFile(tenant.slug);
  const previous = readKept(file);
  const gauges: Record<string, KeptGauge> = {};
  const wanted = [];
  for (const car of snapshot.vehicles.filter(asksMarketGauge)) {
    const kept = keptGauge(previous[car.slug], car, now());
    if (kept) gauges[car.slug] = previous[car.slug]!;
    else wanted.push(car);
  }
  const apiKey = providerKey(options.env ?? process.env, 'MARKET_DATA_API_KEY', tenant.slug);
  const client =
    options.client ??
    (apiKey
      ? marketDataClient({
          site: tenant.slug,
          endpoint: tenant.market.endpoint,
          apiKey,
          // The build's own budget, apart from the shoppers': a few calls at once, as fast as the service answers.
          budget: createSiteBudget({ perMinute: () => 1_000_000, inFlight: limits.inFlight }),
          timeoutMs: limits.callTimeoutMs,
          log,
        })
      : null);
  if (!client && wanted.length) log(`[market] ${tenant.slug}: ${providerKeyName('MARKET_DATA_API_KEY', tenant.slug)} is not set: no new price gauges`);

  let answered = 0;
  let failedInARow = 0;
  const deadline = now() + limits.totalMs;
  const queue = client ? [...wanted] : [];
  const worker = async () => {
    for (let car = queue.shift(); car; car = queue.shift()) {
      if (failedInARow >= limits.failuresInARow || now() >= deadline) return;
      const gauge = await client!.gauge(`/cars/${car.slug}`, AbortSignal.timeout(limits.callTimeoutMs + 500));
      if (!gauge) {
        failedInARow += 1;
        continue;
      }
      failedInARow = 0;
      answered += 1;
      gauges[car.slug] = { key: marketGaugeKey(car), at: now(), gauge };
    }
  };
  await Promise.all(Array.from({ length: limits.inFlight }, worker));
  const skipped = client ? wanted.length - answered : wanted.length;
  if (client && skipped > 0) {
    const why =
      failedInARow >= limits.failuresInARow
        ? `the service failed ${limits.failuresInARow} calls in a row`
        : now() >= deadline
          ? 'the time for it ran out'
          : 'no answer';
    log(`[market] ${tenant.slug}: ${skipped} of ${wanted.length} cars asked get no price gauge this build (${why})`);
  }
  await writeFileAtomic(file, JSON.stringify({ gauges }));
  return { asked: wanted.length, answered, kept: Object.keys(gauges).length - answered, skipped };
}
