// `npm test`: everything a reviewer would run, in stages, each timed.
//   1. What the suite needs from the machine, checked before any test starts: Debian's chromium for the browser tests
//      (installed with apt-get when this runs as root, as on CI; otherwise one line naming the command) and, unless
//      TEST_DATABASE_URL names one, a throwaway PostgreSQL for the database tests (.ci/postgres.sh, when PostgreSQL is
//      installed or can be; otherwise those tests run on embedded PGlite only, and the line says so).
//   2. typecheck, lint and format together (each mostly one core), then unit (the domain's tests with its coverage
//      thresholds, then the other unit and component tests), then browser.
// Prints each stage's time as it ends and a table at the end; stops at the first stage that fails, as `a && b` would.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1]!.split(',')) : null;
const wanted = (stage: string) => !only || only.has(stage);
const times: { stage: string; seconds: number; ok: boolean }[] = [];
const startedAt = Date.now();
const cleanups: (() => void)[] = [];

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** One npm script with its arguments. */
type Step = [script: string, ...args: string[]];

/**
 * Runs a stage's npm scripts one after another, stopping at the first that fails; `buffered` keeps their output until
 * the stage ends, so stages run side by side do not interleave.
 */
async function run(stage: string, steps: Step[], buffered = false): Promise<boolean> {
  const began = Date.now();
  const output: Buffer[] = [];
  let ok = true;
  for (const [script, ...args] of steps) {
    ok = await new Promise<boolean>((resolve) => {
      const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
        cwd: root,
        stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: process.env,
      });
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('exit', (code) => resolve(code === 0));
    });
    if (!ok) break;
  }
  if (buffered) process.stdout.write(Buffer.concat(output));
  times.push({ stage, seconds: seconds(Date.now() - began), ok });
  console.log(`\n[npm test] ${stage}: ${ok ? 'passed' : 'FAILED'} in ${seconds(Date.now() - began)} s`);
  return ok;
}

function finish(ok: boolean): never {
  for (const cleanup of cleanups) cleanup();
  console.log('\n[npm test] stage        seconds  result');
  for (const { stage, seconds: s, ok: passed } of times)
    console.log(`[npm test] ${stage.padEnd(12)} ${String(s).padStart(7)}  ${passed ? 'passed' : 'FAILED'}`);
  console.log(
    `[npm test] total        ${String(seconds(Date.now() - startedAt)).padStart(7)}  ${ok ? 'passed' : 'FAILED'} (budget: 600 s on a 2-core machine)`,
  );
  process.exit(ok ? 0 : 1);
}

/** Debian's chromium, never a downloaded browser build. */
function ensureChromium(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (isRoot && has('apt-get') && !process.env.CHROMIUM_PATH) {
    console.log("[npm test] Debian's chromium is missing: installing it with apt-get (the browser tests need it)");
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], {
      stdio: 'inherit',
    });
    if (install.status === 0 && existsSync(chromium)) return;
  }
  console.error(
    `[npm test] The browser tests need Debian's chromium at ${chromium}: run  sudo apt-get install chromium  (or set CHROMIUM_PATH to a Chromium binary), then npm test again.`,
  );
  finish(false);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL for the database tests, unless TEST_DATABASE_URL names one or none can be had. */
async function ensurePostgres(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const installed = existsSync('/usr/lib/postgresql') || has('pg_ctl');
  if (!installed && !(isRoot && has('apt-get'))) {
    console.log(
      '[npm test] PostgreSQL is not installed: the database tests run on embedded PGlite only. For both, run  sudo apt-get install postgresql  (or set TEST_DATABASE_URL).',
    );
    return;
  }
  const env = { ...process.env, PG_PORT: String(await freePort()), PG_DIR: path.join(tmpdir(), `dealer-sites-test-postgres-${process.pid}`) };
  const started = spawnSync('bash', [path.join(root, '.ci', 'postgres.sh'), 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (started.status !== 0) {
    console.log('[npm test] PostgreSQL did not start (see above): the database tests run on embedded PGlite only.');
    return;
  }
  process.env.TEST_DATABASE_URL = started.stdout.trim();
  console.log(`[npm test] database tests on embedded PGlite and on a throwaway PostgreSQL (${process.env.TEST_DATABASE_URL})`);
  cleanups.push(() => spawnSync('bash', [path.join(root, '.ci', 'postgres.sh'), 'stop'], { env, stdio: 'ignore' }));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => finish(false));

if (wanted('browser')) ensureChromium();
if (wanted('unit')) await ensurePostgres();

const checks = [
  wanted('typecheck') ? run('typecheck', [['typecheck']], true) : true,
  wanted('lint') ? run('lint', [['lint']], true) : true,
  wanted('format') ? run('format', [['format:check']], true) : true,
];
if (!(await Promise.all(checks)).every(Boolean)) finish(false);
// The domain's tests with its coverage thresholds (tests/vitest.config.ts), then every other unit and component test:
// coverage measured over the whole run would slow the build tests and credit the domain with what they exercise.
const unitSteps: Step[] = [['test:coverage'], ['test:unit', '--project', 'unit', '--project', 'components']];
if (wanted('unit') && !(await run('unit', unitSteps))) finish(false);
if (wanted('browser') && !(await run('browser', [['test:e2e']]))) finish(false);
finish(true);
