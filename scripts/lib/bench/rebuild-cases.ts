// bench:rebuild's cases: what the dealer's system sends, and what the shopper must then see on the site.
import { readFileSync, writeFileSync } from 'node:fs';
import { formatMoney } from '#src/domain/money.ts';
import { parseFeedRecords } from '#src/domain/feed/parse-feed.ts';
import { childCpuSeconds, type Bench } from './rebuild-setup.ts';

export type CaseName = 'one_car' | 'ten_cars' | 'car_sold' | 'car_added' | 'config_change';
export type CaseRun = { seconds: number; rendered: number; buildCpuSeconds: number };
type Check = { path: string; shows: string; status?: number };

const POLL_MS = 50;
const TIMEOUT_MS = 10 * 60 * 1000;
const NOW = () => new Date().toISOString();
/** Per bench process: event ids never repeat an earlier run's (the webhook drops those), nor do prices (--reuse). */
const SESSION = Date.now();
const PRICE_CUT = 13 + (SESSION % 997);

/** Cars a case may change: in stock on the site, priced, never touched by an earlier run. */
function freshCars(bench: Bench, count: number): Record<string, unknown>[] {
  const picked: Record<string, unknown>[] = [];
  for (const [id, car] of bench.records) {
    if (picked.length === count) break;
    if (used.has(id) || car.status !== 'in_stock' || !(Number(car.price) > 1000) || car.show_on_dealer_website === false) continue;
    used.add(id);
    picked.push(car);
  }
  return picked;
}
const used = new Set<string>();

/** The page of a car record (its slug as the feed rules make it). */
const pagePath = (record: Record<string, unknown>) => `/cars/${parseFeedRecords([record], NOW()).vehicles[0]!.slug}`;

/** The webhook calls a case sends and the pages that must then show the change. */
function prepare(bench: Bench, name: CaseName, run: number): { send: () => Promise<void>; checks: Check[] } {
  const upsert = (record: Record<string, unknown>, tag: string) =>
    bench.webhook({ type: 'vehicle.upsert', event_id: `bench-${SESSION}-${name}-${run}-${tag}`, vehicle: record });
  if (name === 'one_car' || name === 'ten_cars') {
    const cars = freshCars(bench, name === 'one_car' ? 1 : 10).map((car): Record<string, unknown> => ({ ...car, price: Number(car.price) - PRICE_CUT }));
    return {
      send: async () => {
        for (const car of cars) expectAccepted(await upsert(car, String(car.id)));
      },
      checks: cars.map((car) => ({ path: pagePath(car), shows: formatMoney(Number(car.price) * 100) })),
    };
  }
  if (name === 'car_sold') {
    const car = { ...freshCars(bench, 1)[0]!, status: 'sold', sold_at: NOW() };
    return { send: async () => expectAccepted(await upsert(car, 'sold')), checks: [{ path: pagePath(car), shows: 'This car has been sold' }] };
  }
  if (name === 'car_added') {
    const template = freshCars(bench, 1)[0]!;
    const car = { ...template, id: 990_000 + run, stocknum: `BENCH${run}`, slug: `bench-added-car-${run}`, vin: null };
    return { send: async () => expectAccepted(await upsert(car, 'added')), checks: [{ path: pagePath(car), shows: `BENCH${run}` }] };
  }
  // A tenant config change: every page shows the tenant's name; a feed ping rebuilds.
  const source = readFileSync(bench.tenantFile, 'utf8');
  const name_ = `Bench Motors ${run}`;
  return {
    send: async () => {
      writeFileSync(bench.tenantFile, source.replace(/^(\s*name: )'[^']*'/m, `$1'${name_}'`));
      expectAccepted(await bench.webhook({ reason: 'bench: tenant config changed' }));
    },
    checks: [{ path: pagePath(freshCars(bench, 1)[0]!), shows: name_ }],
  };
}

function expectAccepted(status: number): void {
  if (status !== 202) throw new Error(`the stock webhook answered ${status}`);
}

/** Runs one case: sends the change, waits until every page shows it, then for the build to finish. */
export async function changeCase(bench: Bench, name: CaseName, run: number): Promise<CaseRun> {
  const { send, checks } = prepare(bench, name, run);
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  await send();
  for (const check of checks) {
    for (;;) {
      const page = await bench.get(check.path);
      if (page.status === (check.status ?? 200) && page.body.includes(check.shows)) break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`${check.path} did not show "${check.shows}" within ${TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  await bench.server.rebuildQueue.idle();
  const site = await bench.server.registry.refresh();
  const manifest = site.sites.get(bench.slug)!.manifest as { rendered?: number };
  return { seconds, rendered: manifest.rendered ?? 0, buildCpuSeconds: childCpuSeconds() - cpuBefore };
}
