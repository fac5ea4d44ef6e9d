import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '#src/files/paths.ts';
import type { AuditReport } from './audit-site.ts';
import { auditReportHtml } from './report-html.ts';

/** Writes the JSON and HTML reports under DATA_DIR/reports/seo/<slug>/ (a dated pair and `latest`). */
export async function writeAuditReports(slug: string, report: AuditReport): Promise<{ json: string; html: string }> {
  const folder = path.join(dataDir(), 'reports', 'seo', slug);
  await mkdir(folder, { recursive: true });
  const stamp = report.auditedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const json = `${JSON.stringify(report, null, 1)}\n`;
  const html = auditReportHtml(report);
  for (const name of [`audit-${stamp}`, 'latest']) {
    await writeFile(path.join(folder, `${name}.json`), json);
    await writeFile(path.join(folder, `${name}.html`), html);
  }
  return { json: path.join(folder, 'latest.json'), html: path.join(folder, 'latest.html') };
}

/** A short text summary: totals, the rules with errors, the awaited pages. */
export function describeAudit(report: AuditReport): string {
  const lines = [
    `SEO audit of ${report.tenant.slug}: ${report.pages.total} pages (${Object.entries(report.pages.byType)
      .map(([type, count]) => `${count} ${type}`)
      .join(
        ', ',
      )}), ${report.pages.reachedByCrawl} reached by the crawl, ${report.pages.inSitemaps} in the sitemaps, ${report.pages.htmlValidated} checked with html-validate`,
    `  ${report.counts.errors} errors, ${report.counts.warnings} warnings`,
  ];
  for (const [rule, count] of Object.entries(report.counts.byRule).sort((a, b) => b[1].errors - a[1].errors || b[1].warnings - a[1].warnings)) {
    lines.push(`  ${rule}: ${count.errors} errors, ${count.warnings} warnings`);
  }
  return lines.join('\n');
}
