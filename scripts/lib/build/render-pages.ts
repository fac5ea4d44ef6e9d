// Renders a tenant's pages from its render bundle (src/integrations/render-bundle.ts), in a process of its own:
//   node scripts/lib/build/render-pages.ts <job.json>
// Every route's getStaticPaths lists its pages (only those whose key changed since the live build: src/data/page-keys.ts);
// this process renders its share of them with Astro's App as prerendered pages and writes them as `astro build` does
// (build.format 'file': /cars/x -> cars/x.html), then every page's key. No Vite build: loading the bundle is all.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteData } from 'astro';
import type { App } from 'astro/app';
import { PAGE_KEYS, type RecordedKeys } from '#src/integrations/incremental-build.ts';
import { RENDER_RUN, type RenderRun } from '#src/integrations/render-bundle.ts';
import { pageFile } from '#src/data/page-file.ts';
import { eachLimited } from '#src/files/each-limited.ts';
import { fillPages, pageFills } from './fill-pages.ts';
import { inShare, pagePathname, type RenderJob } from './render-job.ts';
import { shapeName } from '#src/domain/checkout/checkout-page.ts';

type Bundle = {
  app: App;
  pageModules: Record<string, () => Promise<unknown>>;
  staticRoutePaths: (component: string, file: string) => Promise<StaticPath[]>;
};
type PageModule = { getStaticPaths?: (options: { paginate: () => never; routePattern: string }) => unknown };
type StaticPath = { params: Record<string, string | number | undefined> };

const readJob = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as RenderJob;
const loadBundle = (bundleDir: string) => import(pathToFileURL(path.join(bundleDir, 'server', 'entry.mjs')).href) as Promise<Bundle>;
const runOf = (job: RenderJob): RenderRun => ({ previousKeysFile: job.previousKeysFile, omitKeyInputs: job.omitKeyInputs });
const runHolder = globalThis as { [RENDER_RUN]?: RenderRun | Promise<RenderRun> };

let job: RenderJob;
let bundle: Promise<Bundle>;
if (process.argv[2] === '--standby') {
  // Started ahead (run-astro.ts warmRenderPages): the bundle's code loads now; its run-dependent modules wait for
  // the run (virtual:incremental-build awaits it), which comes with the job.
  const bundleDir = process.argv[3]!;
  let begin!: (run: RenderRun) => void;
  runHolder[RENDER_RUN] = new Promise<RenderRun>((resolve) => (begin = resolve));
  bundle = loadBundle(bundleDir);
  // Every page module too: what does not need the run is loaded and run now, the rest as soon as the job comes.
  bundle.then((loaded) => Object.values(loaded.pageModules).forEach((load) => load().catch(() => {}))).catch(() => {}); // awaited below
  job = await readJob(await nextJobFile());
  if (job.bundleDir !== bundleDir) throw new Error(`render job for ${job.bundleDir} sent to the renderer of ${bundleDir}`);
  begin(runOf(job));
} else {
  job = await readJob(process.argv[2]!);
  runHolder[RENDER_RUN] = runOf(job);
  bundle = loadBundle(job.bundleDir);
}
const epochNow = () => Math.round(performance.timeOrigin + performance.now());
const started = { epochMs: epochNow(), cpu: process.cpuUsage() };
const { app, pageModules, staticRoutePaths } = await bundle;
const loadedMs = epochNow();

/** The site's own routes (not Astro's internal ones), in the order Astro matches them. */
const routes = app
  .getManifest()
  .routes.map((info) => info.routeData)
  .filter((route) => route.component.startsWith('src/pages/') && (route.type === 'page' || route.type === 'endpoint'));

/** Where a page or endpoint is written: pages as `build.format: 'file'` names them, endpoints at their path. */
const outputFile = (route: RouteData, pathname: string): string => (route.type === 'endpoint' ? pathname.slice(1) : pageFile(pathname));

type Page = { route: RouteData; pathname: string; file: string };
const pages: Page[] = [];
// Reserve pages are filled from a shell per page shape (fill-pages.ts): every process renders the shells it needs.
const filledPages: Page[] = [];
const shells = new Map<string, Page>();
for (const route of routes) {
  const load = pageModules[`/${route.component}`];
  if (!load) throw new Error(`render bundle: no module for ${route.component}`);
  const mod = (await load()) as PageModule;
  const paths: StaticPath[] = mod.getStaticPaths
    ? ((await mod.getStaticPaths({
        paginate: () => {
          throw new Error(`${route.component}: paginate() is not supported by the page renderer`);
        },
        routePattern: route.route,
      })) as StaticPath[])
    : await staticRoutePaths(route.component, outputFile(route, pagePathname(route.segments, {})));
  const fills = pageFills(); // set by the reserve pages' getStaticPaths
  for (const { params } of paths) {
    const pathname = pagePathname(route.segments, params);
    const file = outputFile(route, pathname);
    const shell = fills.shells.get(pathname);
    if (shell) shells.set(shapeName(shell), { route, pathname, file });
    else if (inShare(file, job.share)) (fills.pages.has(pathname) ? filledPages : pages).push({ route, pathname, file });
  }
}

const pathsMs = epochNow();
const site = new URL(job.site);
let failed = 0;
/** A page's HTML as Astro renders it as a prerendered page (props from getStaticPaths, the CSP in a <meta>); null when it fails. */
async function render(page: Page): Promise<Uint8Array | null> {
  const response = await app.render(new Request(new URL(page.pathname, site)), { routeData: { ...page.route, prerender: true } });
  const body = new Uint8Array(await response.arrayBuffer());
  if (!response.ok && page.route.route !== '/404') {
    failed++;
    console.error(`[render] ${page.pathname}: ${response.status} ${response.statusText}`);
    return null;
  }
  return body;
}
/** Folders made so far: each is made once, not once per page. */
const made = new Set<string>();
/**
 * Writes a page, synchronously (~100 KB into the page cache: no hand-offs to the thread pool for its open, write and
 * close), its folder made once (a mkdir per page was ~1.3 of a renderer's ~16 CPU-seconds on the 5,000-car tenant).
 */
async function write(page: Page, html: Uint8Array | string): Promise<void> {
  const target = path.join(job.outDir, page.file);
  const folder = path.dirname(target);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
  writeFileSync(target, html);
}
// A few pages at once: one renders while another waits on Astro's asynchronous parts (the CSP's digests).
await eachLimited(pages, 4, async (page) => {
  const html = await render(page);
  if (html !== null) await write(page, html);
});
const filled = await fillPages(filledPages, shells, pageFills(), render, write);
if (failed) {
  console.error(`[render] ${failed} page(s) failed`);
  process.exit(1);
}
await writeFile(job.keysFile, JSON.stringify(Object.fromEntries((globalThis as { [PAGE_KEYS]?: RecordedKeys })[PAGE_KEYS] ?? new Map())));
const cpu = process.cpuUsage(started.cpu);
console.log(
  `[dealer-build] generation_start_ms=${started.epochMs} generation_end_ms=${epochNow()} ` +
    `generation_cpu_ms=${Math.round((cpu.user + cpu.system) / 1000)} loaded_ms=${loadedMs} paths_ms=${pathsMs} pages=${pages.length + filledPages.length} filled=${filled}`,
);
process.disconnect?.(); // a renderer started ahead: its job is done

/** The job a renderer started ahead waits for; it leaves when the build process that started it does. */
function nextJobFile(): Promise<string> {
  return new Promise((resolve) => {
    process.once('disconnect', () => process.exit(0));
    process.once('message', (message: { jobFile: string }) => {
      process.removeAllListeners('disconnect');
      resolve(message.jobFile);
    });
  });
}
