// The docs cannot rot silently: every repository path and every `npm run` script a Markdown file of the project names
// (its README and the READMEs beside the code; tenants' content pages are site copy, not docs) exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('tenants/_content/') && !/^tenants\/[^/]+\/content\//.test(file));
const scripts = new Set(Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts));
const TOP = /^(src|scripts|tests|tenants|public|\.ci)\//;

/** Repository paths a doc names: a code span that is one path from a top-level folder of the repo, or a relative link. */
export function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (/\s/.test(code!.trim())) continue; // a command or a message quoted whole, e.g. an error naming an example file
    const candidate = code!.trim().replace(/[),.:;]+$/, '');
    if (TOP.test(candidate) && !/[<>*{}$]|\.\.\./.test(candidate)) found.add(candidate.replace(/#.*$/, ''));
  }
  for (const [, link] of markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/i.test(link!) && !link!.startsWith('/')) found.add(link!);
  }
  return [...found];
}

/** `npm run <script>` names in a doc. */
export function namedScripts(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!))];
}

describe('the docs name only what exists', () => {
  it('finds the project docs', () => {
    expect(docs).toContain('README.md');
  });

  it.each(docs)('%s: every repository path it names exists', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const base = path.dirname(path.join(root, doc));
    const missing = namedPaths(text).filter((named) => !existsSync(TOP.test(named) ? path.join(root, named) : path.resolve(base, named)));
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  it.each(docs)('%s: every npm run script it names is in package.json', (doc) => {
    const missing = namedScripts(readFileSync(path.join(root, doc), 'utf8')).filter((name) => !scripts.has(name));
    expect(missing, `${doc} names npm scripts that do not exist`).toEqual([]);
  });

  it('would catch a rotten reference', () => {
    expect(namedPaths('see `src/no/such-file.ts` and [it](tests/nowhere.md)')).toEqual(['src/no/such-file.ts', 'tests/nowhere.md']);
    expect(namedScripts('run `npm run no-such-script -- --x`')).toEqual(['no-such-script']);
  });
});
