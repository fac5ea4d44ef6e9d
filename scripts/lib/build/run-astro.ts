import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '#src/data/paths.ts';

export type AstroRun = { ok: boolean; output: string; peakRssMb: number | null };

/**
 * Runs `astro build` for one tenant in its own process, so a crash, a memory spike or a module cache
 * from one tenant never touches another. The build file tells astro.config.mjs what to build.
 */
export function runAstroBuild(buildFile: string, options: { quiet?: boolean } = {}): Promise<AstroRun> {
  const astroBin = path.join(REPO_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, TENANT_BUILD_FILE: buildFile, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({ ok: code === 0, output, peakRssMb: null }));
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n${error.message}`, peakRssMb: null }));
  });
}
