// The packages whose behaviour the platform builds on are pinned to exact versions, so an upgrade is a deliberate
// change to package.json that runs the tests guarding that behaviour:
// - astro, @astrojs/react, react, react-dom: custom client directives (client:interaction, client:dialog), the
//   adapter API and App rendering a route marked prerendered (props from getStaticPaths filtered by page keys, the CSP
//   in a <meta>: src/integrations/render-bundle.ts, scripts/lib/build/render-pages.ts): the vehicle page assertions
//   in scripts/lib/build/build-tenant.test.ts and the byte-for-byte comparison in incremental.test.ts;
//   hydration in the browser tests (tests/e2e/*.spec.ts);
// - swiper: StaticSwiper draws Swiper's layout and arrows before it runs (tests/e2e/gallery.spec.ts compares them);
// - hono, @hono/node-server: serveStatic's precompressed copies, ranges and onFound, the etag middleware's 304
//   (src/server/server.test.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const PINNED = ['astro', '@astrojs/react', 'react', 'react-dom', 'swiper', 'hono', '@hono/node-server'];
const require = createRequire(path.join(root, 'package.json'));

/** The installed version, read from the package's own package.json on disk (some packages do not export it). */
function installed(name: string): string {
  const entry = require.resolve(name);
  const folder = entry.slice(0, entry.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}/`.length);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('pinned dependencies', () => {
  it.each(PINNED)('%s is pinned to one exact version, and that version is installed', (name) => {
    const wanted = manifest.dependencies[name];
    expect(wanted, `${name} in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed(name)).toBe(wanted);
  });
});
