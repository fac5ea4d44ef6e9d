// Benchmarks lead intake: `npm run bench:api [-- --duration 20 --connections 50]`.
// The server runs in its own process on 127.0.0.1 with the embedded database in a temp DATA_DIR and a
// fake built site for one tenant whose leads are e-mailed to a mail server run here; autocannon posts
// valid leads (a unique Idempotency-Key each); then the server is stopped and every lead answered 2xx is
// looked up in the database. The last line is `leads_per_second=<n> p99_ms=<n>`.
// Options: --drain (wait until every e-mail is delivered), --no-mail (mail server down), --no-channels
// (tenant without delivery), --cpu-prof <dir> (profile the server), --verbose (print the server's output).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { REPO_ROOT } from '#src/files/paths.ts';
import { openDatabase } from '#src/server/db/database.ts';
import { countLeads } from '#src/server/db/leads-repo.ts';
import { deliveryCounts } from '#src/server/db/deliveries-repo.ts';
import { askRunningServer } from '#src/server/leads/admin-socket.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'no-mail': { type: 'boolean', default: false },
    'no-channels': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    verbose: { type: 'boolean', default: false },
    drain: { type: 'boolean', default: false },
  },
});
const TENANT = 'bench-motors';
const HOST = `${TENANT}.localhost`;
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// 1. A throwaway DATA_DIR with a built site (manifest + one car page) and its stock snapshot, and a tenant file.
const dir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
const files: Record<string, string> = {
  [`builds/${TENANT}/bench-1/manifest.json`]: JSON.stringify({
    tenant: { slug: TENANT, name: 'Bench Motors', url: 'https://www.benchmotors.example' },
    buildId: 'bench-1',
    builtAt: new Date().toISOString(),
    feedHash: 'bench',
    pages: { cars: 1 },
  }),
  [`builds/${TENANT}/bench-1/site/index.html`]: '<!doctype html><title>Bench Motors</title>',
  [`builds/${TENANT}/bench-1/site/cars/2021-toyota-corolla-b1.html`]: '<!doctype html><title>Corolla</title>',
  [`snapshots/${TENANT}/snapshot.json`]: JSON.stringify({
    tenant: TENANT,
    vehicles: [
      {
        id: '1',
        slug: '2021-toyota-corolla-b1',
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent',
        vin: 'JTNB123',
        stockNumber: 'B1',
        priceCents: 2_899_000,
        carType: 'used',
        status: 'in_stock',
        dealershipSlug: TENANT,
        locationId: 1,
      },
    ],
  }),
  [`tenants/${TENANT}/tenant.ts`]: `export default ${JSON.stringify({
    slug: TENANT,
    name: 'Bench Motors',
    url: 'https://www.benchmotors.example',
    dealerships: [{ id: 1, slug: TENANT, name: 'Bench Motors' }],
    locations: [
      {
        id: 1,
        name: 'Bench Motors Geelong',
        slug: 'bench-motors-geelong',
        primary: true,
        location_type: 'sales',
        dealership_id: 1,
        dealership_slug: TENANT,
        phone: '03 5222 1234',
        address: { street: '1 Main St', city: 'Geelong', state: 'VIC', postcode: '3220', lat: -38.1, long: 144.3 },
      },
    ],
    feed: { source: 'feed.json', format: 'json' },
    leads: values['no-channels'] ? {} : { email: { to: ['sales@benchmotors.example'] } },
    // Tens of thousands of leads in 20 s: far past an honest site's day, so the lead quota is lifted for the bench.
    budgets: { leads: { rowsPerDay: 100_000_000, bytesPerDay: 1024 ** 4, totalRows: 100_000_000, totalBytes: 1024 ** 4 } },
  })};\n`,
};
for (const [file, content] of Object.entries(files)) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}
// The live site links to the build's site folder; its manifest sits beside that folder, as a build leaves them.
await mkdir(path.join(dir, 'sites'), { recursive: true });
await symlink(path.join(dir, 'builds', TENANT, 'bench-1', 'site'), path.join(dir, 'sites', TENANT));

// 2. A mail server for the delivery worker to send to (counting what arrives), unless --no-mail.
let mailed = 0;
const smtpPort = await freePort();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      mailed += 1;
      callback();
    });
  },
});
if (!values['no-mail']) await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));

// 3. The server in its own process, limits raised for the benchmark.
const port = await freePort();
const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [];
const server = spawn(process.execPath, [...profile, path.join(REPO_ROOT, 'src/server/main.ts')], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    TENANTS_DIR: path.join(dir, 'tenants'),
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_RATE_LIMIT_IP_PER_MINUTE: '100000000',
    LEAD_RATE_LIMIT_TENANT_PER_MINUTE: '100000000',
    LEAD_MIN_FILL_SECONDS: '0',
  },
});
let serverLog = '';
server.stdout.on('data', (chunk: Buffer) => (serverLog += chunk));
server.stderr.on('data', (chunk: Buffer) => (serverLog += chunk));
const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
const fail = async (message: string): Promise<never> => {
  console.error(`${message}\n--- server output ---\n${serverLog}`);
  server.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
  process.exit(1);
};
for (let waited = 0; ; waited += 100) {
  const ok = await fetch(`http://127.0.0.1:${port}/`).then(
    (res) => res.ok,
    () => false,
  );
  if (ok && serverLog.includes('Platform index')) break;
  if (waited > 60_000 || server.exitCode !== null) await fail('The server did not start.');
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// 4. Load: valid leads, each with its own idempotency key. A short warm-up first (JIT, tenant and stock caches).
const body = (n: number) =>
  JSON.stringify({
    kind: 'enquiry',
    name: 'Jane',
    last_name: 'Citizen',
    email: `jane${n}@example.com`,
    phone: '0412 345 678',
    postcode: '3220',
    message: 'Is this car still available for a test drive on Saturday?',
    car_id: '1',
    opt_in: true,
  });
let sequence = 0;
const run = (duration: number, connections: number) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        setupRequest: (request) => {
          sequence += 1;
          return { ...request, headers: { ...request.headers, 'idempotency-key': `bench-lead-${sequence}` }, body: body(sequence) };
        },
        onResponse: (status, responseBody) => {
          if (status >= 200 && status < 300) answeredIds.push((JSON.parse(responseBody) as { lead_id: string }).lead_id);
          else if (refusals.length < 5) refusals.push(`${status} ${responseBody.slice(0, 200)}`);
        },
      },
    ],
  });
const answeredIds: string[] = [];
const refusals: string[] = [];
/** CPU seconds the server process has used so far (user + system), from /proc. */
const serverCpuSeconds = async (): Promise<number> => {
  const fields = (await readFile(`/proc/${server.pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
};
/** CPU seconds per thread of the server (main, database, delivery, GC and I/O helpers), from /proc. */
const threadCpu = async (): Promise<Map<string, number>> => {
  const times = new Map<string, number>();
  const tasks = await readdir(`/proc/${server.pid}/task`).catch(() => [] as string[]);
  for (const tid of tasks) {
    const stat = await readFile(`/proc/${server.pid}/task/${tid}/stat`, 'utf8').catch(() => '');
    const name = /\((.*)\)/.exec(stat)?.[1] ?? tid;
    const fields = stat.split(') ')[1]?.split(' ') ?? [];
    times.set(`${name} ${tid}`, (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100);
  }
  return times;
};
const warmup = await run(2, 10);
const threadsBefore = await threadCpu();
const cpuBefore = await serverCpuSeconds();
const result = await run(Number(values.duration), Number(values.connections));
const cpuUsed = (await serverCpuSeconds()) - cpuBefore;
const threadsAfter = await threadCpu();
const busiestThreads = [...threadsAfter]
  .map(([thread, seconds]) => [thread, seconds - (threadsBefore.get(thread) ?? 0)] as const)
  .filter(([, seconds]) => seconds >= 0.1)
  .sort((a, b) => b[1] - a[1])
  .map(([thread, seconds]) => `${thread.replace(/ \d+$/, '')} ${seconds.toFixed(1)} s`);
const answered = answeredIds.length;
const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;

// 5. Optionally (--drain) wait for the delivery worker to empty the outbox, asking the server over its admin socket.
let drainedIn: number | null = null;
if (values.drain) {
  const started = Date.now();
  for (;;) {
    const answer = await askRunningServer(dir, { command: 'list', tenant: TENANT, limit: 1 });
    if (answer.command === 'list' && answer.counts.pending === 0) break;
    if (Date.now() - started > 300_000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  drainedIn = (Date.now() - started) / 1000;
}

// 6. Stop the server (it drains its write queue on SIGTERM), then count what it stored.
server.kill('SIGTERM');
if ((await exited) !== 0) await fail('The server did not stop cleanly.');
const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
const stored = await countLeads(database.db, TENANT);
const outbox = await deliveryCounts(database.db, TENANT);
let found = 0;
for (let start = 0; start < answeredIds.length; start += 1000) {
  const chunk = [...new Set(answeredIds.slice(start, start + 1000))];
  const row = await database.db
    .selectFrom('leads')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant', '=', TENANT)
    .where('id', 'in', chunk)
    .executeTakeFirstOrThrow();
  found += Number(row.n);
}
await database.close();
smtp.close(() => {});
await rm(dir, { recursive: true, force: true });

if (values.verbose) console.log(`--- server output ---\n${serverLog}---`);
const leadsPerSecond = Math.round(result['2xx'] / seconds);
console.log(
  `requests: ${result.requests.total} in ${seconds.toFixed(1)} s at ${values.connections} connections; 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
);
console.log(`latency ms: p50 ${result.latency.p50} p90 ${result.latency.p90} p99 ${result.latency.p99} max ${result.latency.max}`);
console.log(
  `server CPU: ${cpuUsed.toFixed(1)} s over ${seconds.toFixed(1)} s (${((cpuUsed / seconds) * 100).toFixed(0)}% of a core), ${((cpuUsed * 1000) / Math.max(1, result['2xx'])).toFixed(3)} ms per lead; by thread: ${busiestThreads.join(', ')}`,
);
console.log(
  `leads answered 2xx (incl. warm-up): ${answered}, of which stored: ${found}; rows in the database: ${stored} (the rest were in flight when the load stopped)`,
);
console.log(
  `outbox: ${outbox.sent} sent, ${outbox.pending} pending, ${outbox.failed} failed; e-mails received: ${mailed}${drainedIn === null ? '' : ` (outbox emptied ${drainedIn.toFixed(1)} s after the load)`}`,
);
const distinct = new Set(answeredIds).size;
if (found !== distinct || distinct !== answered || result.non2xx + warmup.non2xx > 0) {
  console.error(`MISMATCH: ${answered} 2xx answers (${distinct} distinct lead ids), ${found} of them stored; ${result.non2xx + warmup.non2xx} non-2xx answers`);
  for (const refusal of refusals) console.error(`  e.g. ${refusal}`);
  process.exitCode = 1;
}
console.log(`leads_per_second=${leadsPerSecond} p99_ms=${result.latency.p99}`);
