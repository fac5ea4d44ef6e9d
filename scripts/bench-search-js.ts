// The search page's JavaScript on first view, brotli-compressed, against the budget (90 KB, the static
// index excluded: it is JSON fetched by the engine, not a script).
//   npm run bench:search-js [-- --tenant <slug>] [--path /search/used-cars/]
// Reads a built site (DATA_DIR/sites/<slug>, built with `npm run build -- --tenant <slug>`), starts from the page's
// module scripts and island URLs and follows static imports (scripts/lib/audit/page-js.ts). Prints each module and a
// last line: search_js_brotli_kb=<n> search_js_files=<n> budget_kb=90 within_budget=<true|false>
import { parseArgs } from 'node:util';
import { liveSiteLink } from '#src/files/paths.ts';
import { pageScripts } from './lib/audit/page-js.ts';
import { liveBuild } from './lib/build/live-build.ts';

const BUDGET_KB = 90;
const { values } = parseArgs({
  options: { tenant: { type: 'string', default: 'bayside-auto-group' }, path: { type: 'string', default: '/search/new-used-and-demo-cars/' } },
});
const siteDir = liveSiteLink(values.tenant!);
if (!(await liveBuild(values.tenant!))) {
  console.error(`${values.tenant} has no built site in ${siteDir}: run \`npm run build -- --tenant ${values.tenant}\` first (DATA_DIR picks the data folder).`);
  process.exit(2);
}
const scripts = await pageScripts(siteDir, values.path!);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`Search page JavaScript on first view: ${values.tenant} ${values.path}`);
for (const script of scripts) console.log(`  ${kb(script.brotliBytes).padStart(6)} KB br  ${kb(script.rawBytes).padStart(7)} KB raw  ${script.file}`);
const total = scripts.reduce((sum, script) => sum + script.brotliBytes, 0);
console.log(`  ${kb(total).padStart(6)} KB br in ${scripts.length} files (budget ${BUDGET_KB} KB)`);
console.log(`search_js_brotli_kb=${kb(total)} search_js_files=${scripts.length} budget_kb=${BUDGET_KB} within_budget=${total <= BUDGET_KB * 1024}`);
process.exitCode = total <= BUDGET_KB * 1024 ? 0 : 1;
