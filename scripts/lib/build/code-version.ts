import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#src/files/paths.ts';

/**
 * What the site's files are made with, besides the tenant and its stock: the site's code (not the server's), its
 * static files, the installed packages, the spec sheet writer and the compression settings.
 */
const CODE_PATHS = [
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/lib/pdf',
  'scripts/lib/build/write-vehicle-pdfs.ts',
  'scripts/lib/build/precompress.ts',
  'scripts/lib/build/render-pages.ts',
  'scripts/lib/build/fill-pages.ts',
  'scripts/lib/build/render-job.ts',
];
/** Tests, the docs beside the code (Markdown) and the Node server (no page imports it) change no page. */
const IGNORED = /(\.test\.ts|\.test-support\.ts|\.md)$|^src\/server\//;

function files(entry: string): string[] {
  const full = path.join(REPO_ROOT, entry);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((dirent) => dirent.isFile())
      .map((dirent) => path.relative(REPO_ROOT, path.join(dirent.parentPath, dirent.name)))
      .filter((file) => !IGNORED.test(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [entry];
    throw error;
  }
}

/**
 * The code version every page and spec sheet key starts from: a hash of those files (the lock file holds every
 * dependency's exact version), so a code change or an upgrade renders every page again. Coarser than Astro's
 * per-route module graph, and never stale. Node's version is in it too (it runs React's renderer and zlib).
 */
export function codeVersion(): string {
  const hash = createHash('sha256').update(`node ${process.version}\u0000`);
  for (const file of CODE_PATHS.flatMap(files).sort())
    hash
      .update(`${file}\u0000`)
      .update(readFileSync(path.join(REPO_ROOT, file)))
      .update('\u0000');
  return hash.digest('hex').slice(0, 32);
}
