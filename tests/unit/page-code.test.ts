// The code version behind page keys (scripts/lib/build/code-version.ts) leaves src/server/ out: no page may import it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#src/files/paths.ts';

describe('site code', () => {
  it('never imports the server, whose changes do not render pages again', () => {
    const offenders = readdirSync(path.join(REPO_ROOT, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test(-support)?\.ts$/.test(entry.name))
      .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)))
      .filter(
        (file) => !file.startsWith('src/server/') && /from ['"](#src\/server\/|(\.\.\/)+server\/)/.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
