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
  // Two pure libraries besides zod: @date-fns/tz (zone arithmetic, Intl underneath) for the one clock module,
  // src/domain/time, and csv-parse's sync API (no Node built-ins) for the one CSV reader, src/domain/feed/csv.ts.
  // schema-dts is schema.org's vocabulary as TypeScript types: structured data is typed against it, nothing runs.
  const typeImportsOf = (file: string): Set<string> =>
    new Set([...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:^|\n)\s*import\s+type\s[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((match) => match[1]!));
  it('src/domain imports only zod, @date-fns/tz, csv-parse/sync and other domain modules (no astro, react, node, stores or search clients), and schema-dts types', () => {
    const libraries = new Set(['zod', '@date-fns/tz', 'csv-parse/sync']);
    const allowed = (specifier: string) => libraries.has(specifier) || specifier.startsWith('.') || specifier.startsWith('#src/domain/');
    const offenders = filesUnder('src/domain')
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => !allowed(specifier) && !(specifier === 'schema-dts' && typeImportsOf(file).has(specifier)))
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('src never imports scripts', () => {
    const offenders = filesUnder('src').flatMap((file) =>
      importsOf(file)
        .filter((s) => s.includes('scripts/'))
        .map((s) => `${file} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the search page JavaScript budget', () => {
  /** Static, non-type imports reachable from a module (dynamic `import()` loads on demand and is not followed). */
  const reachable = (start: string): Map<string, string[]> => {
    const seen = new Map<string, string[]>();
    const queue = [start];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      const specifiers = [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/g),
      ].map((match) => match[1]!);
      seen.set(file, specifiers);
      for (const specifier of specifiers) {
        const target = specifier.startsWith('#src/')
          ? path.join('src', specifier.slice(5))
          : specifier.startsWith('.')
            ? path.join(path.dirname(file), specifier)
            : null;
        if (target) queue.push(target);
      }
    }
    return seen;
  };

  it('the search island loads neither zod nor algoliasearch up front', () => {
    const offenders = [...reachable('src/islands/search/SearchApp.tsx')].flatMap(([file, specifiers]) =>
      specifiers.filter((specifier) => /^(zod|algoliasearch)(\/|$)/.test(specifier)).map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('page markup stays ASCII', () => {
  // One character above U+00FF in a page's markup makes V8 hold the whole rendered page as a two-byte string, and
  // encoding that to UTF-8 costs the build about twice as much (~5% of a 5,000-car build); one above U+007F (the
  // footer's ©) still takes the encoder off its ASCII fast path (~0.1 ms a page). Glyphs go in as entities.
  const markupOf = (source: string): string =>
    source
      .replace(/^---[\s\S]*?\n---/, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<!--[\s\S]*?-->|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  it('no .astro template writes a character above U+007F literally', () => {
    const astroFiles = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    const offenders = astroFiles.flatMap((file) => {
      const wide = [...markupOf(readFileSync(path.join(root, file), 'utf8'))].filter((char) => char.codePointAt(0)! > 0x7f);
      return wide.length ? [`${file}: ${[...new Set(wide)].join(' ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
