// The publish gate: a new build is audited, and compared with the live site's audit, before it replaces the live
// site. seo.publishGate 'refuse' (default) keeps the live site when the build has SEO errors the live site has not;
// 'warn' publishes it and reports them. A tenant's first build is published whatever it has (there is no live site
// to protect, and refusing would leave none), with its errors reported.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir, liveSiteLink } from '#src/files/paths.ts';
import { gateVerdict, type Finding } from '#src/domain/seo/audit/findings.ts';
import { publishGatePath, SEO_FILES } from '#src/domain/seo/site-files.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import type { PageCache } from '../seo/page-cache.ts';
import type { SitePage } from '../seo/site-pages.ts';
import { seoPath } from '../seo/seo-state.ts';
import { auditSite, type AuditReport } from './audit-site.ts';
import { auditReportHtml } from './report-html.ts';

export type PublishGate = {
  tenant: string;
  buildId: string;
  at: string;
  publish: boolean;
  mode: 'refuse' | 'warn';
  reason: string;
  errors: number;
  warnings: number;
  /** The errors this build adds to the live site's (the first 50). */
  added: Finding[];
  addedCount: number;
  /** The build's own reports (its .seo folder). */
  report: { json: string; html: string };
};

/** Where the last gate decision of a tenant is kept for the operator status: DATA_DIR/seo/<slug>/publish-gate.json. */
export const publishGateFile = (slug: string): string => path.join(dataDir(), publishGatePath(slug));

async function liveFindings(slug: string): Promise<Finding[] | null> {
  const file = seoPath(liveSiteLink(slug), SEO_FILES.audit);
  if (!existsSync(file)) return existsSync(path.join(liveSiteLink(slug), 'manifest.json')) ? [] : null;
  return (JSON.parse(await readFile(file, 'utf8')) as AuditReport).findings;
}

/** Audits a finished build, writes its reports into its .seo folder and decides whether it may be published. */
export async function runPublishGate(input: {
  siteFolder: string;
  buildId: string;
  tenant: TenantConfig;
  pages?: SitePage[];
  cache?: PageCache;
  /** The sitemaps' URL paths, as written (audit-site.ts). */
  listed?: string[];
  /** The hosts the image service fetches the site's photos from (the manifest's images.hosts). */
  imageHosts?: readonly string[];
}): Promise<{ gate: PublishGate; report: AuditReport }> {
  const { siteFolder, tenant } = input;
  const report = await auditSite({
    siteFolder,
    tenant: { slug: tenant.slug, name: tenant.name, url: tenant.url },
    ...(input.pages ? { pages: input.pages } : {}),
    ...(input.cache ? { cache: input.cache } : {}),
    ...(input.listed ? { listed: input.listed } : {}),
    ...(input.imageHosts ? { imageHosts: input.imageHosts } : {}),
  });
  report.buildId = input.buildId;
  const json = seoPath(siteFolder, SEO_FILES.audit);
  const html = seoPath(siteFolder, SEO_FILES.auditReport);
  await writeFile(json, `${JSON.stringify(report)}\n`);
  await writeFile(html, auditReportHtml(report));
  const live = await liveFindings(tenant.slug);
  const mode = tenant.seo.publishGate;
  const verdict =
    live === null
      ? { ...gateVerdict(report.findings, [], 'warn'), reason: `first build of ${tenant.slug}: published with ${report.counts.errors} SEO error(s)` }
      : gateVerdict(report.findings, live, mode);
  const gate: PublishGate = {
    tenant: tenant.slug,
    buildId: input.buildId,
    at: new Date().toISOString(),
    publish: verdict.publish,
    mode,
    reason: verdict.reason,
    errors: report.counts.errors,
    warnings: report.counts.warnings,
    added: verdict.added.slice(0, 50),
    addedCount: verdict.added.length,
    report: { json, html },
  };
  await mkdir(path.dirname(publishGateFile(tenant.slug)), { recursive: true });
  await writeFile(publishGateFile(tenant.slug), `${JSON.stringify(gate, null, 1)}\n`);
  return { gate, report };
}

/** The last gate decision of a tenant, for the operator status; null before its first audited build. */
export async function lastPublishGate(slug: string): Promise<PublishGate | null> {
  const file = publishGateFile(slug);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as PublishGate) : null;
}

/** The gate's lines for a build's output and the operator status. */
export function describePublishGate(gate: PublishGate): string {
  const lines = [`  SEO audit: ${gate.errors} errors, ${gate.warnings} warnings; ${gate.reason}`];
  for (const finding of gate.added.slice(0, 10)) lines.push(`    + ${finding.rule} ${finding.page}: ${finding.message}`);
  if (gate.addedCount > 10) lines.push(`    ... and ${gate.addedCount - 10} more`);
  lines.push(`  report: ${gate.report.html}`);
  return lines.join('\n');
}
