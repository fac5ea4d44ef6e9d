import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryUrls, pageScripts, staticImports } from './page-js.ts';

describe('the JavaScript a built page loads on first view', () => {
  it('starts from module scripts, inline module imports and island component and renderer URLs', () => {
    const html = `<script type="module" src="/_astro/page.js"></script><script type="module">import "/_astro/inline.js";</script>
      <astro-island component-url="/_astro/SearchApp.js" renderer-url="/_astro/client.js"></astro-island><script src="https://cdn.example/x.js" type="module"></script>`;
    expect(entryUrls(html).sort()).toEqual(['/_astro/SearchApp.js', '/_astro/client.js', '/_astro/inline.js', '/_astro/page.js']);
  });

  it('follows static imports and re-exports, not dynamic import()', () => {
    const source = `import{a as b}from"./react.js";import"./side.js";export{c}from"./url-state.js";const l=()=>import("./algolia-client.js");`;
    expect(staticImports(source, '/_astro/SearchApp.js').sort()).toEqual(['/_astro/react.js', '/_astro/side.js', '/_astro/url-state.js']);
  });

  it('sums each module once, brotli-compressed', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'page-js-'));
    mkdirSync(path.join(site, 'search', 'x'), { recursive: true });
    mkdirSync(path.join(site, '_astro'));
    writeFileSync(path.join(site, 'search', 'x', 'index.html'), '<astro-island component-url="/_astro/a.js" renderer-url="/_astro/b.js"></astro-island>');
    writeFileSync(path.join(site, '_astro', 'a.js'), 'import"./c.js";import"./b.js";const x=()=>import("./lazy.js");');
    writeFileSync(path.join(site, '_astro', 'b.js'), 'import"./c.js";');
    writeFileSync(path.join(site, '_astro', 'c.js'), 'export const c=1;');
    writeFileSync(path.join(site, '_astro', 'lazy.js'), 'export const big="x".repeat(1e5);');
    const scripts = await pageScripts(site, '/search/x/');
    expect(scripts.map((script) => script.file).sort()).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/c.js']);
    expect(scripts.every((script) => script.brotliBytes > 0 && script.rawBytes > 0)).toBe(true);
  });
});
