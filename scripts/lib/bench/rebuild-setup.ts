// bench:rebuild's setting: a data folder and a copy of tenants/ of its own (a config change edits the copy), the
// tenant built cold, and the platform server with the real build runner, reached over HTTP by Host.
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { resolveFeedSource } from '#src/files/fetch-feed.ts';
import { loadTenant } from '#src/files/load-tenant.ts';
import { REPO_ROOT } from '#src/files/paths.ts';
import { startServer, type RunningServer } from '#src/server/main.ts';
import { signStockWebhook } from '#src/server/webhook-signature.ts';
import { buildTenant } from '../build/build-tenant.ts';
import { liveBuild } from '../build/live-build.ts';

export type Bench = {
  slug: string;
  tenantFile: string;
  server: RunningServer;
  /** The feed's records by id, as the dealer's system would send them. */
  records: Map<string, Record<string, unknown>>;
  cold: { seconds: number; pages: number; cpuSeconds: number };
  webhook(body: unknown): Promise<number>;
  get(urlPath: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

const SECRET = 'bench-rebuild-platform-key-0123456789';

/** CPU seconds of this process's finished children and their children (the build runs in them). Linux only. */
export function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime and cstime, in clock ticks (100 a second)
}

function http(
  port: number,
  host: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: { ...options.headers, Host: host }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * `reuse`: start from the live build an earlier run left in .data/bench-rebuild (its cold figures then read 0), to
 * time cases again without another cold build.
 */
export async function prepareBench(slug: string, options: { reuse?: boolean } = {}): Promise<Bench> {
  // 1. Own folders: tenants/ copied (its feeds point at ../../.data/demo, linked), an empty data folder.
  const benchDir = path.join(REPO_ROOT, '.data', 'bench-rebuild');
  process.env.TENANTS_DIR = path.join(benchDir, 'tenants');
  process.env.DATA_DIR = path.join(benchDir, 'data');
  const reuse = options.reuse === true && (await liveBuild(slug)) !== null;
  if (!reuse) {
    rmSync(benchDir, { recursive: true, force: true });
    cpSync(path.join(REPO_ROOT, 'tenants'), path.join(benchDir, 'tenants'), { recursive: true });
    mkdirSync(path.join(benchDir, '.data'), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, '.data', 'demo'), path.join(benchDir, '.data', 'demo'));
  }

  // 2. The cold build.
  const cpuBefore = childCpuSeconds();
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const cold = reuse ? null : await buildTenant(slug, { quiet: true });
  if (cold && !cold.ok) throw new Error(`cold build failed: ${cold.errors.join('\n')}`);
  const coldSeconds = cold ? (performance.now() - started) / 1000 : 0;
  const own = process.cpuUsage(ownCpu);
  const coldCpu = cold ? childCpuSeconds() - cpuBefore + (own.user + own.system) / 1e6 : 0;

  // 3. The feed's records, and the server.
  const config = await loadTenant(slug);
  if (!config.ok) throw new Error(config.errors.join('\n'));
  const feed = JSON.parse(readFileSync(resolveFeedSource(config.config.feed, path.join(benchDir, 'tenants', slug)), 'utf8')) as {
    cars: Record<string, unknown>[];
  };
  const server = await startServer({ port: 0, dataDir: process.env.DATA_DIR, stockWebhook: { platformSecret: SECRET }, log: () => {} });
  const host = `${slug}.localhost`;
  return {
    slug,
    tenantFile: path.join(benchDir, 'tenants', slug, 'tenant.ts'),
    server,
    records: new Map(feed.cars.map((car) => [String(car.id), car])),
    cold: { seconds: coldSeconds, pages: cold?.ok ? (cold.pages.total ?? 0) : 0, cpuSeconds: coldCpu },
    async webhook(body) {
      const text = JSON.stringify(body);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const res = await http(server.port, host, {
        method: 'POST',
        path: '/api/webhooks/stock',
        body: text,
        headers: { 'Content-Type': 'application/json', 'X-Timestamp': timestamp, 'X-Signature': signStockWebhook(SECRET, slug, timestamp, text) },
      });
      return res.status;
    },
    get: (urlPath) => http(server.port, host, { path: urlPath }),
    close: () => server.close(),
  };
}
