import type { FeedReport } from '#src/files/refresh-feed.ts';
import { describePublishGate } from '../seo-audit/publish-gate.ts';
import type { TenantBuildResult } from './build-tenant.ts';

/** The feed's line: how many records a used feed gave, or why a refused one was not used and what the site keeps. */
function feedLine(report: FeedReport): string {
  const changes = report.changes
    ? `; ${report.changes.applied} one-car change(s) applied${report.changes.rejected.length ? `, ${report.changes.rejected.length} refused` : ''}${report.changes.superseded ? `, ${report.changes.superseded} replaced by the newer feed` : ''}`
    : '';
  if (report.status === 'not-fetched') return `  feed not fetched: the stored stock (${report.accepted} of ${report.total} records accepted)${changes}`;
  if (report.status === 'updated' || report.status === 'unchanged')
    return `  feed ${report.status}: ${report.accepted} of ${report.total} records accepted${changes}`;
  const keeps =
    report.status === 'kept-previous' ? `the site keeps the stock fetched at ${report.snapshotFetchedAt}` : 'there is no earlier stock to build from';
  return `  feed not used (${report.reason}); ${keeps}${changes}`;
}

/** A readable summary of one tenant's build, including every rejected feed record. */
export function describeBuild(result: TenantBuildResult): string {
  const lines: string[] = [];
  const report = result.feedReport;
  if (report) {
    lines.push(feedLine(report));
    for (const rejected of report.changes?.rejected ?? [])
      lines.push(`  refused one-car change${rejected.id ? ` (id ${rejected.id})` : ''}: ${rejected.reasons.join('; ')}`);
    for (const rejected of report.rejected.slice(0, 50)) {
      lines.push(`  rejected record #${rejected.index}${rejected.id ? ` (id ${rejected.id})` : ''}: ${rejected.reasons.join('; ')}`);
    }
    if (report.rejected.length > 50) lines.push(`  ... and ${report.rejected.length - 50} more rejected records (see manifest.json)`);
    const warnings = report.warnings ?? [];
    for (const warning of warnings.slice(0, 50)) lines.push(`  kept record #${warning.index} (id ${warning.id}) but dropped ${warning.dropped.join('; ')}`);
    if (warnings.length > 50) lines.push(`  ... and ${warnings.length - 50} more records kept without some entries (see manifest.json)`);
  }
  if (result.seoGate) lines.push(describePublishGate(result.seoGate));
  if (result.ok) {
    const how = result.incremental && result.rendered < (result.pages.total ?? 0) ? `${result.rendered} rendered, the rest unchanged` : 'all rendered';
    const outcome = result.published
      ? ''
      : `\n  NOT PUBLISHED: ${result.heldReason}. Publish it with npm run publish -- --tenant ${result.slug} --build ${result.buildId}`;
    lines.push(
      `${result.published ? '✔' : '⏸'} ${result.slug}: ${result.pages.cars ?? 0} vehicle pages, ${result.pages.total} pages (${how}) in ${result.seconds.toFixed(1)} s -> ${result.siteFolder}${outcome}`,
    );
  } else {
    lines.push(`✘ ${result.slug} failed:`, ...result.errors.map((error) => `  ${error}`));
  }
  return lines.join('\n');
}
