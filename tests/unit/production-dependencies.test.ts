// A worker or web server installed with `npm ci --omit=dev` must build, publish and serve: every package a module
// reachable from the production entry points imports at run time is a `dependency`, not a `devDependency`. The walk
// follows the import graph from the entry points (relative imports and the `#src/*`-style aliases of package.json)
// and reads each file's value imports (type-only imports are erased at run time, so they need no package).
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  imports: Record<string, string>;
};

/**
 * What production runs: the server, the worker, the build and publish commands it forks or schedules, the Astro
 * config the build loads, and every page, layout, component and island the build renders.
 */
function entryPoints(): string[] {
  const fixed = ['src/server/main.ts', 'scripts/worker.ts', 'scripts/build.ts', 'scripts/publish.ts', 'scripts/rollback.ts', 'astro.config.mjs'];
  const rendered: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = path.join(dir, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (/\.(astro|tsx?|mjs)$/.test(name) && !/\.test\.tsx?$|test-support|\.d\.ts$/.test(name)) rendered.push(file);
    }
  };
  for (const dir of ['src/pages', 'src/layouts', 'src/components', 'src/islands', 'src/client', 'src/integrations']) walk(dir);
  return [...fixed, ...rendered];
}

/** The value imports of a file: static imports and re-exports that are not type-only, and dynamic `import()`s. */
function valueImports(file: string): string[] {
  let text = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.astro')) {
    // The frontmatter and the <script> blocks are the module code of an Astro file.
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
    const scripts = [...text.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    text = [frontmatter, ...scripts].join('\n');
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        node.importClause &&
        !node.importClause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]!)) {
      found.push((node.arguments[0] as ts.StringLiteral).text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A repository file an import names (relative or a package.json `imports` alias), or null for a package. */
function localFile(from: string, specifier: string): string | null {
  let target: string | null = null;
  if (specifier.startsWith('.')) target = path.join(path.dirname(from), specifier);
  for (const [alias, to] of Object.entries(manifest.imports)) {
    if (alias.endsWith('*') && specifier.startsWith(alias.slice(0, -1))) target = path.join(to.slice(2, -1), specifier.slice(alias.length - 1));
  }
  if (target === null) return null;
  const clean = target.split('?')[0]!;
  for (const candidate of [clean, `${clean}.ts`, `${clean}.tsx`, path.join(clean, 'index.ts')]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return clean; // an asset (CSS, JSON, SVG) or a file the build writes: no imports of its own to follow
}

const packageName = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));
/** Modules Vite and Astro provide while building (virtual modules), not packages to install. */
const isVirtual = (specifier: string) => /^(virtual:|astro:)/.test(specifier);

/** Each package imported at run time, with the first file that imports it. */
function runtimePackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entryPoints();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.(astro|tsx?|mjs|js)$/.test(file) || !existsSync(path.join(root, file))) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const local = localFile(file, specifier);
      if (local !== null) queue.push(local);
      else if (!isBuiltin(specifier) && !isVirtual(specifier) && !packages.has(packageName(specifier))) packages.set(packageName(specifier), file);
    }
  }
  return packages;
}

describe('production dependencies', () => {
  it('every package the server, worker, build and pages import at run time is a dependency (npm ci --omit=dev installs it)', () => {
    const packages = runtimePackages();
    expect(packages.size).toBeGreaterThan(20); // the walk found the graph
    const missing = [...packages].filter(([name]) => !manifest.dependencies[name]).map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });
});
