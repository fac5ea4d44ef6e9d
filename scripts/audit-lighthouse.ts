// Lighthouse audit of one tenant's site: a vehicle page, the search page, the home page, its primary location's
// page, the trade-in (content) page and any extra pages asked for, on a mobile phone.
//   npm run audit:lighthouse -- --tenant <slug> [--car <car slug>] [--page <path> ...] [--only vehicle,search,...]
// Builds the tenant first when it has no live site, serves the live sites from a server of its own on a free port
// (its own leads database under DATA_DIR/audit, so it never competes with a running `npm start`), runs the
// `lighthouse` CLI in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), prints the four category
// scores per page, the vehicle page's initial JavaScript (brotli), and a last line of key=value pairs. Each page's
// whole report is kept as DATA_DIR/audit/lighthouse/<tenant>/<page>.json for tracing where a score went.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { listTenantSlugs } from '#src/files/load-tenant.ts';
import { dataDir } from '#src/files/paths.ts';
import { buildTenant } from './lib/build/build-tenant.ts';
import { liveBuild } from './lib/build/live-build.ts';
import {
  auditPages,
  CATEGORIES,
  primaryLocationPath,
  initialScriptBrotliBytes,
  runLighthouse,
  VEHICLE_TARGETS,
  type PageAudit,
} from './lib/audit/lighthouse.ts';
import { startAuditServer } from './lib/audit/server.ts';
import { startDemoMarketService } from './lib/demo-market-service.ts';
import { startDemoPhotoHost } from './lib/demo-photo-host.ts';

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, car: { type: 'string' }, page: { type: 'string', multiple: true }, only: { type: 'string' } },
});
const slug = values.tenant;
if (!slug || !listTenantSlugs().includes(slug)) {
  console.error(`Usage: npm run audit:lighthouse -- --tenant <slug> [--car <car slug>] [--page <path> ...]. Tenants: ${listTenantSlugs().join(', ')}`);
  process.exit(2);
}

// 1. The demo photos' image host and the market-data stand-in (or the ones a running `npm start` already serves on
// DEMO_PHOTOS_PORT and DEMO_MARKET_PORT), then a live site to audit: build the tenant when it has none yet.
const photos = await startDemoPhotoHost({ reuseRunning: true });
const market = await startDemoMarketService({ reuseRunning: true });
await photos.ready;
if (!(await liveBuild(slug))) {
  console.log(`${slug} is not built yet; building it...`);
  const result = await buildTenant(slug, { quiet: true });
  if (!result.ok) {
    console.error(`Build of ${slug} failed; nothing to audit.`);
    process.exit(1);
  }
}

// 2. A server of our own on a free port.
const server = await startAuditServer(path.join(dataDir(), 'audit'));
try {
  // 3. Lighthouse, one page at a time (scores are steadier without competition for the CPU).
  const only = values.only?.split(',').map((name) => name.trim());
  const pages = auditPages(slug, server.port, values.car, await primaryLocationPath(slug), values.page ?? []).filter(
    (page) => !only || only.includes(page.name),
  );
  const audits: PageAudit[] = [];
  for (const page of pages) {
    console.log(`\nLighthouse (mobile): ${page.name} ${page.url}`);
    const audit = await runLighthouse(page, undefined, path.join(dataDir(), 'audit', 'lighthouse', slug, `${page.name}.json`));
    audits.push(audit);
    console.log(CATEGORIES.map((category) => `  ${category.title.padEnd(15)} ${String(audit.scores[category.key]).padStart(3)}`).join('\n'));
    if (audit.lcpS !== null) console.log(`  LCP ${audit.lcpS.toFixed(2)} s, CLS ${audit.cls?.toFixed(3)}`);
    for (const issue of audit.issues) console.log(`    - ${issue}`);
  }

  // 4. The vehicle page's JavaScript loaded without any interaction, brotli-compressed as the server sends it.
  const vehicle = audits.find((audit) => audit.name === 'vehicle');
  const jsBytes = vehicle ? await initialScriptBrotliBytes(vehicle.scriptUrls, vehicle.siteDir) : 0;
  const missed = vehicle
    ? VEHICLE_TARGETS.filter((target) => vehicle.scores[target.key] < target.min).map((target) => `${target.key} ${vehicle.scores[target.key]} < ${target.min}`)
    : [];
  if (vehicle) {
    console.log(`\nVehicle page initial JavaScript: ${(jsBytes / 1024).toFixed(1)} KB brotli in ${vehicle.scriptUrls.length} files`);
    console.log(missed.length ? `Vehicle page targets missed: ${missed.join(', ')}` : 'Vehicle page targets met.');
  }

  const summary = audits.flatMap((audit) => [
    ...CATEGORIES.map((category) => `${audit.name}_${category.key.replace('-', '_')}=${audit.scores[category.key]}`),
    ...(audit.lcpS === null ? [] : [`${audit.name}_lcp_s=${audit.lcpS.toFixed(2)}`, `${audit.name}_cls=${audit.cls?.toFixed(3)}`]),
  ]);
  console.log([...summary, ...(vehicle ? [`vehicle_initial_js_brotli_kb=${(jsBytes / 1024).toFixed(1)}`] : [])].join(' '));
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await photos.host?.close();
  await market?.close();
  await server.stop();
}
