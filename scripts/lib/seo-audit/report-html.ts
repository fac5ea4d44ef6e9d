// The audit as one self-contained HTML file an SEO team can open or share: summary, bar charts of issues by type
// and by page type (inline SVG), and sortable tables (a few lines of inline script) with links to each page.
import { escapeHtml } from '#src/domain/escape.ts';
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import type { AuditReport } from './audit-site.ts';

type Bar = { label: string; errors: number; warnings: number };

function barChart(title: string, bars: readonly Bar[]): string {
  if (!bars.length) return `<h2>${escapeHtml(title)}</h2><p>Nothing to show.</p>`;
  const max = Math.max(...bars.map((bar) => bar.errors + bar.warnings), 1);
  const rowHeight = 22;
  const rows = bars.map((bar, index) => {
    const y = index * rowHeight;
    const errorWidth = (bar.errors / max) * 480;
    const warningWidth = (bar.warnings / max) * 480;
    return (
      `<text x="0" y="${y + 15}">${escapeHtml(bar.label)}</text>` +
      `<rect x="260" y="${y + 3}" width="${errorWidth.toFixed(1)}" height="16" fill="#b3261e"><title>${bar.errors} errors</title></rect>` +
      `<rect x="${(260 + errorWidth).toFixed(1)}" y="${y + 3}" width="${warningWidth.toFixed(1)}" height="16" fill="#c77700"><title>${bar.warnings} warnings</title></rect>` +
      `<text x="${(266 + errorWidth + warningWidth).toFixed(1)}" y="${y + 15}">${bar.errors} / ${bar.warnings}</text>`
    );
  });
  return `<h2>${escapeHtml(title)}</h2><svg role="img" aria-label="${escapeHtml(title)}: errors in red, warnings in amber" width="860" height="${bars.length * rowHeight}" font-size="12">${rows.join('')}</svg>`;
}

const bars = (counts: Record<string, { errors: number; warnings: number }>): Bar[] =>
  Object.entries(counts)
    .map(([label, count]) => ({ label, ...count }))
    .sort((a, b) => b.errors - a.errors || b.warnings - a.warnings);

const SORT_SCRIPT = `for(const t of document.querySelectorAll('table[data-sortable]'))t.querySelectorAll('th button').forEach((b,i)=>b.addEventListener('click',()=>{const body=t.tBodies[0];const up=b.dataset.dir!=='asc';b.dataset.dir=up?'asc':'desc';const rows=[...body.rows];const num=rows.every(r=>/^\\d+$/.test(r.cells[i].textContent));rows.sort((x,y)=>{const a=x.cells[i].textContent,c=y.cells[i].textContent;return (num?a-c:a.localeCompare(c))*(up?1:-1)});body.append(...rows)}));`;

function table(caption: string, headers: readonly string[], rows: readonly string[][]): string {
  const head = headers.map((header) => `<th scope="col"><button type="button">${escapeHtml(header)}</button></th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table data-sortable><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The report's HTML (every value escaped; links go to the pages on the site's public address). */
export function auditReportHtml(report: AuditReport): string {
  const link = (page: string) => `<a href="${escapeHtml(absoluteUrl(page.startsWith('/') ? page : `/${page}`, report.tenant.url))}">${escapeHtml(page)}</a>`;
  const summary = [
    ['Pages', report.pages.total],
    ['Reached by the crawl', report.pages.reachedByCrawl],
    ['In the sitemaps', report.pages.inSitemaps],
    ['Checked with html-validate', report.pages.htmlValidated],
    ['Errors', report.counts.errors],
    ['Warnings', report.counts.warnings],
  ]
    .map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`)
    .join('');
  const findings = [...report.findings].sort((a, b) =>
    a.severity === b.severity ? a.rule.localeCompare(b.rule) || a.page.localeCompare(b.page) : a.severity === 'error' ? -1 : 1,
  );
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SEO audit: ${escapeHtml(report.tenant.name)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1b1f}dl{display:flex;flex-wrap:wrap;gap:1rem}dl div{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem}dt{color:#555}dd{margin:0;font-size:1.6rem;font-weight:600}
table{border-collapse:collapse;margin:1rem 0;width:100%}caption{text-align:left;font-weight:600;padding:.5rem 0}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th button{font:inherit;font-weight:600;background:none;border:0;cursor:pointer;padding:0}.error{color:#b3261e;font-weight:600}.warning{color:#8a5300}</style></head>
<body><main><h1>SEO audit: ${escapeHtml(report.tenant.name)}</h1>
<p>${link('/')} &middot; build ${escapeHtml(report.buildId ?? 'unknown')} &middot; audited ${escapeHtml(report.auditedAt)}</p>
<dl>${summary}</dl>
${barChart('Issues by type', bars(report.counts.byRule))}
${barChart('Issues by page type', bars(report.counts.byPageType))}
${table(
  'Pages by type',
  ['Page type', 'Pages'],
  Object.entries(report.pages.byType).map(([type, count]) => [escapeHtml(type), String(count)]),
)}
${table(
  `Findings (${findings.length})`,
  ['Severity', 'Rule', 'Page type', 'Page', 'Finding'],
  findings.map((finding) => [
    `<span class="${finding.severity}">${finding.severity}</span>`,
    escapeHtml(finding.rule),
    escapeHtml(finding.pageType),
    link(finding.page),
    escapeHtml(finding.message),
  ]),
)}
</main><script>${SORT_SCRIPT}</script></body></html>
`;
}
