import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '#src/files/paths.ts';

/** When page generation ran (epoch ms) and the CPU it took, as the page renderer (render-pages.ts) prints it. */
export type GenerationTiming = { startMs: number; endMs: number; cpuMs: number };
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

function spawnAstroBuild(buildFile: string, workDir: string, options: RunOptions): Promise<AstroRun> {
  const astroBin = path.join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  // --silent: one log line per page costs real time on a 5,000-car tenant; errors still print.
  return runBuildProcess([astroBin, 'build', '--silent', '--root', REPO_ROOT], workDir, { TENANT_BUILD_FILE: buildFile }, options);
}

/** Renders pages from a render bundle in a process of its own (render-pages.ts): a failing page fails that process. */
export function runRenderPages(jobFile: string, options: RunOptions = {}): Promise<AstroRun> {
  // A 32 MB young generation: rendering pages makes short-lived garbage fast (1,198 vehicle pages: 18.9 and 19.2
  // CPU-seconds against 22.9 and 22.5 with V8's default, alternate runs on a loaded machine).
  return runBuildProcess(['--max-semi-space-size=32', path.join(import.meta.dirname, 'render-pages.ts'), jobFile], REPO_ROOT, {}, options);
}

function runBuildProcess(args: string[], cwd: string, env: Record<string, string>, options: RunOptions): Promise<AstroRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let peak: number | null = null;
    const sampler = setInterval(() => {
      peak = Math.max(peak ?? 0, peakRssMb(child.pid) ?? 0) || null;
    }, 100);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const finish = (ok: boolean, extra = '') => {
      clearInterval(sampler);
      const timing = /\[dealer-build\] generation_start_ms=(\d+) generation_end_ms=(\d+) generation_cpu_ms=(\d+)/.exec(output);
      const generation = timing ? { startMs: Number(timing[1]), endMs: Number(timing[2]), cpuMs: Number(timing[3]) } : null;
      resolve({ ok, output: output + extra, peakRssMb: peak, generation });
    };
    child.on('close', (code) => finish(code === 0));
    child.on('error', (error) => finish(false, `\n${error.message}`));
  });
}
