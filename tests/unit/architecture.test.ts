import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const filesUnder = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
const importsOf = (file: string): string[] =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]!);

describe('architecture boundaries', () => {
  it('src/domain imports only zod and other domain modules (no astro, react, node, stores or search clients)', () => {
    const offenders = filesUnder('src/domain').filter((file) => !file.endsWith('.test.ts')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !(specifier === 'zod' || specifier.startsWith('.') || specifier.startsWith('#src/domain/')))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('src never imports scripts', () => {
    const offenders = filesUnder('src').flatMap((file) => importsOf(file).filter((s) => s.includes('scripts/')).map((s) => `${file} imports ${s}`));
    expect(offenders).toEqual([]);
  });
});
