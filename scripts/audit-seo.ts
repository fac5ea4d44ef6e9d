// SEO audit of one tenant's built site.
//   npm run audit:seo -- --tenant <slug> [--against-live] [--full]
// Audits the live site (or, with --against-live, the tenant's newest build, which may be one the publish gate
// refused, compared with the live site), writes a JSON and a self-contained HTML report, and prints a summary.
// Exit status: 1 when the audited site has errors (with --against-live: errors the live site does not have).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listTenantSlugs, loadTenant } from '#src/files/load-tenant.ts';
import { buildsDir, liveSiteLink } from '#src/files/paths.ts';
import { gateVerdict } from '#src/domain/seo/audit/findings.ts';
import { auditSite } from './lib/seo-audit/audit-site.ts';
import { describeAudit, writeAuditReports } from './lib/seo-audit/save-report.ts';

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, 'against-live': { type: 'boolean', default: false }, full: { type: 'boolean', default: false } },
});
const slug = values.tenant;
if (!slug || !listTenantSlugs().includes(slug)) {
  console.error(`Usage: npm run audit:seo -- --tenant <slug> [--against-live] [--full]. Tenants: ${listTenantSlugs().join(', ')}`);
  process.exit(2);
}
const loaded = await loadTenant(slug);
if (!loaded.ok) {
  console.error(loaded.errors.join('\n'));
  process.exit(2);
}
const tenant = { slug, name: loaded.config.name, url: loaded.config.url };

// 1. The site to audit: the live one, or the newest build.
const live = liveSiteLink(slug);
let target = live;
if (values['against-live']) {
  const builds = existsSync(buildsDir(slug))
    ? (await readdir(buildsDir(slug), { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  if (!builds.length) {
    console.error(`${slug} has no build yet: npm run build -- --tenant ${slug}`);
    process.exit(2);
  }
  target = path.join(buildsDir(slug), builds.at(-1)!);
}
if (!existsSync(path.join(target, 'manifest.json')) && !existsSync(path.join(target, 'index.html'))) {
  console.error(`${slug} has no built site at ${target}: npm run build -- --tenant ${slug}`);
  process.exit(2);
}

// 2. Audit it (html-validate on every page with --full, else on a spread of each page type).
const report = await auditSite({ siteFolder: target, tenant, ...(values.full ? { validatePerType: Infinity } : {}) });
const files = await writeAuditReports(slug, report);
console.log(describeAudit(report));
console.log(`Reports: ${files.json}\n         ${files.html}`);

// 3. Against the live site: only the errors it adds count.
if (values['against-live']) {
  const liveAudit = existsSync(path.join(live, '.seo', 'audit.json')) ? JSON.parse(await readFile(path.join(live, '.seo', 'audit.json'), 'utf8')) : null;
  const verdict = gateVerdict(report.findings, liveAudit?.findings ?? null, 'refuse');
  console.log(`Against the live site: ${verdict.added.length} error(s) added.`);
  for (const finding of verdict.added.slice(0, 20)) console.log(`  ${finding.rule} ${finding.page}: ${finding.message}`);
  process.exitCode = verdict.added.length ? 1 : 0;
} else {
  process.exitCode = report.counts.errors ? 1 : 0;
}
