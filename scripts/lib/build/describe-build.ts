import type { FeedReport } from '#src/data/refresh-feed.ts';
import { describePublishGate } from '../seo-audit/publish-gate.ts';
import type { TenantBuildResult } from './build-tenant.ts';

/** The feed's line: how many records a used feed gave, or why a refused one was not used and what the site keeps. */
function feedLine(report: FeedReport): string {
  if (report.status === 'updated' || report.status === 'unchanged') return `  feed ${report.status}: ${report.accepted} of ${report.total} records accepted`;
  const keeps = report.status === 'kept-previous' ? `the site keeps the stock fetched at ${report.snapshotFetchedAt}` : 'there is no earlier stock to build from';
  return `  feed not used (${report.reason}); ${keeps}`;
}

/** A readable summary of one tenant's build, including every rejected feed record. */
export function describeBuild(result: TenantBuildResult): string {
  const lines: string[] = [];
  const report = result.feedReport;
  if (report) {
    lines.push(feedLine(report));
    for (const rejected of report.rejected.slice(0, 50)) {
      lines.push(`  rejected record #${rejected.index}${rejected.id ? ` (id ${rejected.id})` : ''}: ${rejected.reasons.join('; ')}`);
    }
    if (report.rejected.length > 50) lines.push(`  ... and ${report.rejected.length - 50} more rejected records (see manifest.json)`);
  }
  if (result.seoGate) lines.push(describePublishGate(result.seoGate));
  if (result.ok) {
    lines.push(`✔ ${result.slug}: ${result.pages.cars ?? 0} vehicle pages, ${result.pages.total} pages in ${result.seconds.toFixed(1)} s -> ${result.siteFolder}`);
  } else {
    lines.push(`✘ ${result.slug} failed:`, ...result.errors.map((error) => `  ${error}`));
  }
  return lines.join('\n');
}
