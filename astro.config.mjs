// Builds ONE tenant's site. scripts/build.ts runs it once per tenant with the tenant's
// resolved config and feed snapshot in TENANT_BUILD (JSON), written by scripts/lib/build.
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { readFileSync } from 'node:fs';
import { astroCsp } from './src/data/content-security-policy.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { incrementalBuildIntegration } from './src/integrations/incremental-build.ts';
import { renderBundleAdapter } from './src/integrations/render-bundle.ts';
import { tenantIntegration } from './src/integrations/tenant-integration.ts';

const buildFile = process.env.TENANT_BUILD_FILE;
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!buildFile && command !== 'check' && command !== 'sync') {
  throw new Error('TENANT_BUILD_FILE is not set: build sites with `npm run build -- --tenant <slug>`, or work on one with `npm run dev -- --tenant <slug>`.');
}

// `astro check` and `astro sync` only need types, not a tenant.
export default buildFile
  ? tenantSiteConfig(JSON.parse(readFileSync(buildFile, 'utf8')))
  : defineConfig({ integrations: [react(), clientDirectives()], vite: { plugins: [tailwindcss()] } });

/** @param {{ tenant: import('./src/domain/tenant/schema/index.ts').TenantConfig, snapshotPath: string, outDir: string, cacheDir: string, incremental: import('./src/integrations/incremental-build.ts').IncrementalBuild, bundle?: boolean, dev?: { platformOrigin: string, host: string, paths: string[] } }} build */
function tenantSiteConfig(build) {
  return defineConfig({
    site: build.tenant.url,
    output: 'static',
    // A render bundle: pages rendered later by scripts/lib/build/render-pages.ts, not by this build.
    ...(build.bundle ? { adapter: renderBundleAdapter() } : {}),
    outDir: build.outDir,
    cacheDir: build.cacheDir,
    trailingSlash: 'ignore',
    // concurrency: page N+1 renders while page N is written to disk, instead of the build idling on file I/O.
    // format 'file' (/cars/x -> cars/x.html): a folder per page cost a directory on disk for each of 5,000 cars.
    build: { format: 'file', inlineStylesheets: 'auto', concurrency: 4 },
    compressHTML: true,
    devToolbar: { enabled: false },
    // Content-Security-Policy in each page's <meta>: Astro's hashes of its scripts and styles, plus the dealer's tags.
    security: { csp: astroCsp(build.tenant) },
    // Islands are prerendered once per page: React's plain string renderer is cheaper than its streaming one.
    integrations: [
      react({ experimentalDisableStreaming: true }),
      clientDirectives(),
      tenantIntegration({ tenant: build.tenant, snapshotPath: build.snapshotPath }),
      incrementalBuildIntegration(build.incremental),
    ],
    vite: { plugins: [tailwindcss()], ...(build.dev ? { server: devServer(build.dev) } : {}) },
  });
}

/**
 * `npm run dev` (scripts/dev.ts): what the platform's server answers (forms, photos, assets) is passed on to it, with
 * the tenant's Host so it picks the site; only the source is watched.
 * @param {{ platformOrigin: string, host: string, paths: string[] }} dev
 */
function devServer(dev) {
  return {
    proxy: Object.fromEntries(dev.paths.map((prefix) => [prefix, { target: dev.platformOrigin, headers: { host: dev.host } }])),
    // The data folder holds every build's pages (tens of thousands of files) and the builds' working folders: the
    // source is what a reload follows.
    watch: { ignored: [/[\\/]\.data([\\/]|$)/, /[\\/]\.astro[\\/](build-runs|bundles)([\\/]|$)/, /[\\/]coverage([\\/]|$)/] },
  };
}
