import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#src/data/paths.ts';

/** What the pages are rendered with, besides the tenant and its stock: the site's code and the installed packages. */
const CODE_PATHS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const IGNORED = /(\.test\.ts|\.test-support\.ts)$/;

function files(entry: string): string[] {
  const full = path.join(REPO_ROOT, entry);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((dirent) => dirent.isFile() && !IGNORED.test(dirent.name))
      .map((dirent) => path.relative(REPO_ROOT, path.join(dirent.parentPath, dirent.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [entry];
    throw error;
  }
}

/**
 * The code version every page key starts from: a hash of the site's source, static files, Astro config and lock file
 * (every dependency's exact version), so a code change or an upgrade renders every page again. Coarser than Astro's
 * per-route module graph, and never stale. Node's version is in it too (it runs React's renderer).
 */
export function codeVersion(): string {
  const hash = createHash('sha256').update(`node ${process.version}\u0000`);
  for (const file of CODE_PATHS.flatMap(files).sort()) hash.update(`${file}\u0000`).update(readFileSync(path.join(REPO_ROOT, file))).update('\u0000');
  return hash.digest('hex').slice(0, 32);
}
