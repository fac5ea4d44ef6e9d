// The docs cannot rot silently: every repository path and every `npm run` script a Markdown file of the project names
// (its README and the READMEs and decision records beside the code; tenants' content pages are site copy, not docs)
// exists, every relative link resolves from the file it is in, to a heading that exists when it names one, and every
// doc can be reached from README.md by its links (the README is the map).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Tracked Markdown files, and new ones not yet added (so a doc is checked before its first commit). */
const docs = [...new Set(execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' }).split('\n'))]
  .filter((file) => file && !file.startsWith('tenants/_content/') && !/^tenants\/[^/]+\/content\//.test(file) && existsSync(path.join(root, file)))
  .sort();
const scripts = new Set(Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts));
const TOP = /^(src|scripts|tests|tenants|public|\.ci)\//;

/** The text outside fenced code blocks (a Mermaid drawing, a shell session), where links are links. */
function prose(markdown: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) kept.push(line);
  }
  return kept.join('\n');
}

/** Repository paths a doc names in code spans: one path from a top-level folder of the repo (read from the repo's root). */
export function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (/\s/.test(code!.trim())) continue; // a command or a message quoted whole, e.g. an error naming an example file
    const candidate = code!.trim().replace(/[),.:;]+$/, '');
    if (TOP.test(candidate) && !/[<>*{}$]|\.\.\./.test(candidate)) found.add(candidate.replace(/#.*$/, ''));
  }
  return [...found];
}

/** A doc's relative links, `[text](path)`, `[text](path#anchor)` and `[text](#anchor)`, outside code; path '' is the doc itself. */
export function relativeLinks(markdown: string): { path: string; anchor: string | null }[] {
  const text = prose(markdown).replace(/`[^`\n]*`/g, '');
  const found = new Map<string, { path: string; anchor: string | null }>();
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!) || target!.startsWith('/')) continue; // another site, or a page of a built site
    const [linkPath = '', anchor] = target!.split('#', 2);
    found.set(target!, { path: decodeURI(linkPath), anchor: anchor === undefined ? null : decodeURIComponent(anchor) });
  }
  return [...found.values()];
}

/** The anchors GitHub gives a doc's headings: the heading's text in lower case, punctuation left out, each space a hyphen; a repeat gets -1, -2... */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const words = heading!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** `npm run <script>` names in a doc. */
export function namedScripts(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!))];
}

const read = (doc: string) => readFileSync(path.join(root, doc), 'utf8');
/** Where a link in `doc` leads, as a path from the repo's root. */
const target = (doc: string, linkPath: string) => (linkPath === '' ? doc : path.relative(root, path.resolve(root, path.dirname(doc), linkPath)));

describe('the docs name only what exists', () => {
  it('finds the project docs: the README and the docs beside the code', () => {
    expect(docs).toContain('README.md');
    expect(docs.filter((doc) => doc !== 'README.md').length).toBeGreaterThan(0);
  });

  it.each(docs)('%s: every repository path it names exists', (doc) => {
    const missing = namedPaths(read(doc)).filter((named) => !existsSync(path.join(root, named)));
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  it.each(docs)('%s: every relative link resolves from this file, to a heading that exists', (doc) => {
    const broken = relativeLinks(read(doc)).flatMap(({ path: linkPath, anchor }) => {
      const file = target(doc, linkPath);
      const shown = `${linkPath}${anchor === null ? '' : `#${anchor}`}`;
      if (file.startsWith('..') || !existsSync(path.join(root, file))) return [`${shown}: no such file or folder`];
      if (anchor === null || !file.endsWith('.md') || statSync(path.join(root, file)).isDirectory()) return [];
      return headingAnchors(read(file)).has(anchor) ? [] : [`${shown}: ${file} has no heading with that anchor`];
    });
    expect(broken, `${doc} has links that lead nowhere`).toEqual([]);
  });

  it.each(docs)('%s: every npm run script it names is in package.json', (doc) => {
    const missing = namedScripts(read(doc)).filter((name) => !scripts.has(name));
    expect(missing, `${doc} names npm scripts that do not exist`).toEqual([]);
  });

  it('README.md names every npm script (its commands table)', () => {
    const readme = read('README.md');
    const named = new Set([...namedScripts(readme), ...(/npm start\b/.test(readme) ? ['start'] : []), ...(/npm test\b/.test(readme) ? ['test'] : [])]);
    expect([...scripts].filter((name) => !named.has(name))).toEqual([]);
  });

  it('every doc can be reached from README.md by following links', () => {
    const reached = new Set(['README.md']);
    const queue = ['README.md'];
    for (let doc = queue.shift(); doc !== undefined; doc = queue.shift())
      for (const { path: linkPath } of relativeLinks(read(doc))) {
        const file = target(doc, linkPath);
        if (!docs.includes(file) || reached.has(file)) continue;
        reached.add(file);
        queue.push(file);
      }
    expect(docs.filter((doc) => !reached.has(doc))).toEqual([]);
  });

  it('would catch a rotten reference', () => {
    expect(namedPaths('see `src/no/such-file.ts` and `npm run x`')).toEqual(['src/no/such-file.ts']);
    expect(relativeLinks('[it](../tests/nowhere.md#a-b) [here](#top) [site](https://example.com) `[no](code.md)`')).toEqual([
      { path: '../tests/nowhere.md', anchor: 'a-b' },
      { path: '', anchor: 'top' },
    ]);
    expect(namedScripts('run `npm run no-such-script -- --x`')).toEqual(['no-such-script']);
  });

  it('makes the anchors GitHub makes', () => {
    const anchors = headingAnchors(
      '# Dealer sites\n## Bookings: test drives and services\n### Sites in object storage (`SITES_S3_URL`)\n```sh\n# not a heading\n```\n## Tests\n## Tests\n',
    );
    expect([...anchors]).toEqual(['dealer-sites', 'bookings-test-drives-and-services', 'sites-in-object-storage-sites_s3_url', 'tests', 'tests-1']);
  });
});
