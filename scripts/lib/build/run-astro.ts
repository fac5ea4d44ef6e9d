import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { holdOpen } from '#src/files/hold-open.ts';
import { REPO_ROOT } from '#src/files/paths.ts';

/** When page generation ran (epoch ms) and the CPU it took, as the page renderer (render-pages.ts) prints it. */
export type GenerationTiming = {
  startMs: number;
  endMs: number;
  cpuMs: number;
  /** When the renderer had its bundle loaded and its pages listed (the keys computed), if it says. */
  loadedMs: number | null;
  pathsMs: number | null;
};
export type AstroRun = { ok: boolean; output: string; peakRssMb: number | null; generation: GenerationTiming | null };

/** Peak resident memory of a running process (Linux VmHWM), or null where /proc is not there. */
function peakRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `astro build` for one tenant in its own process, so a crash, a memory spike or a module cache
 * from one tenant never touches another. The build file tells astro.config.mjs what to build.
 */
export type RunOptions = { quiet?: boolean };

export async function runAstroBuild(buildFile: string, options: RunOptions = {}): Promise<AstroRun> {
  // Each process works in a folder of its own inside the repository. Astro bundles the prerendered pages' code into
  // <outDir>/.prerender when outDir is inside the working folder, else into <working folder>/.astro/.prerender, and
  // deletes it when done. From the repository itself, every build at once with a DATA_DIR outside it (tests, a
  // server's data folder) shared one .astro/.prerender: the first to finish deleted it and another failed on a
  // missing .prerender/chunks/*.mjs module. Inside the repository, the bundle still finds node_modules.
  const workDir = path.join(REPO_ROOT, '.astro', 'build-runs', `${path.basename(buildFile, '.build.json')}-${process.pid}-${randomBytes(4).toString('hex')}`);
  await mkdir(workDir, { recursive: true });
  try {
    return await spawnAstroBuild(buildFile, workDir, options);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The bundle is built, and its pages rendered, with React's production build: a renderer without NODE_ENV ran React's
 * development build, which validated every element and captured its stack (half of a renderer's CPU); and `astro
 * build` under another NODE_ENV (a test runner's 'test') compiles JSX for the development runtime.
 */
const RENDER_ENV = { NODE_ENV: 'production' };

function spawnAstroBuild(buildFile: string, workDir: string, options: RunOptions): Promise<AstroRun> {
  const astroBin = path.join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  // --silent: one log line per page costs real time on a 5,000-car tenant; errors still print.
  return startProcess([astroBin, 'build', '--silent', '--root', REPO_ROOT], workDir, { TENANT_BUILD_FILE: buildFile, ...RENDER_ENV }, options).done;
}

// A 32 MB young generation: rendering pages makes short-lived garbage fast (1,198 vehicle pages: 18.9 and 19.2
// CPU-seconds against 22.9 and 22.5 with V8's default, alternate runs on a loaded machine).
const RENDER_PAGES = ['--max-semi-space-size=32', path.join(import.meta.dirname, 'render-pages.ts')];

/** A page renderer started before its job (render-pages.ts --standby): Node started, its bundle's code loaded. */
let warm: { bundleDir: string; process: BuildProcess } | null = null;

/**
 * Starts a page renderer for this bundle ahead of its job, so that the job pays neither Node's start nor the loading
 * of the bundle's server code: while a build process waits for its build (scripts/build.ts --standby). It waits for
 * one job over IPC and renders it as a cold renderer would (the stock is read when the job comes), or leaves with this
 * process. One at a time; a renderer for another bundle (another tenant, config or code) is never used.
 */
export function warmRenderPages(bundleDir: string): void {
  dropWarmRenderer();
  const started = startProcess([...RENDER_PAGES, '--standby', bundleDir], REPO_ROOT, RENDER_ENV, { quiet: true }, true);
  holdOpen(started.child, false);
  warm = { bundleDir, process: started };
}

/** Ends the renderer started ahead, if it was not used. */
export function dropWarmRenderer(): void {
  warm?.process.child.kill('SIGTERM');
  warm = null;
}

/**
 * Renders pages from a render bundle in a process of its own (render-pages.ts): a failing page fails that process.
 * The renderer started ahead for this bundle takes the job when there is one; if it fails, the job runs again in a
 * new process (a renderer that crashed while it waited fails no build).
 */
export async function runRenderPages(jobFile: string, bundleDir: string, options: RunOptions = {}): Promise<AstroRun> {
  const ready = warm?.bundleDir === bundleDir && warm.process.child.connected ? warm.process : null;
  if (warm && !ready) dropWarmRenderer();
  warm = null;
  if (ready) {
    holdOpen(ready.child, true);
    ready.show(!options.quiet);
    ready.child.send({ jobFile });
    const run = await ready.done;
    if (run.ok) return run;
    console.warn('[render] the renderer started ahead failed; rendering in a new process');
  }
  return startProcess([...RENDER_PAGES, jobFile], REPO_ROOT, RENDER_ENV, options).done;
}

type BuildProcess = { child: ChildProcess; done: Promise<AstroRun>; show(visible: boolean): void };

function startProcess(args: string[], cwd: string, env: Record<string, string>, options: RunOptions, ipc = false): BuildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  let visible = !options.quiet;
  let peak: number | null = null;
  const sampler = setInterval(() => {
    peak = Math.max(peak ?? 0, peakRssMb(child.pid) ?? 0) || null;
  }, 100);
  sampler.unref();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (visible) process.stdout.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const done = new Promise<AstroRun>((resolve) => {
    const finish = (ok: boolean, extra = '') => {
      clearInterval(sampler);
      const timing = /\[dealer-build\] generation_start_ms=(\d+) generation_end_ms=(\d+) generation_cpu_ms=(\d+)/.exec(output);
      const marks = / loaded_ms=(\d+) paths_ms=(\d+)/.exec(output);
      const generation = timing
        ? {
            startMs: Number(timing[1]),
            endMs: Number(timing[2]),
            cpuMs: Number(timing[3]),
            loadedMs: marks ? Number(marks[1]) : null,
            pathsMs: marks ? Number(marks[2]) : null,
          }
        : null;
      resolve({ ok, output: output + extra, peakRssMb: peak, generation });
    };
    child.on('close', (code) => finish(code === 0));
    child.on('error', (error) => finish(false, `\n${error.message}`));
  });
  return {
    child,
    done,
    show(show) {
      if (show && !visible && output) process.stdout.write(output);
      visible = show;
    },
  };
}
