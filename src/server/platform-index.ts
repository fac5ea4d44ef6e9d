// The page at http://localhost:<port>/: a directory of the dealer sites built on this
// machine, for developers and the ops team. Plain HTML, no assets, everything escaped.
import { escapeHtml } from '#src/domain/escape.ts';
import { formatZoned, PLATFORM_TIME_ZONE, zoneCity } from '#src/domain/time/zoned-time.ts';
import { totalPages } from './site-manifest.ts';
import type { TenantSite } from './site-registry.ts';

export type PlatformIndexInput = {
  sites: readonly TenantSite[];
  /** Port from the Host header the visitor used, so links work behind port forwards. */
  port: string | undefined;
  sitesDir: string;
};

export function tenantOrigin(slug: string, port: string | undefined): string {
  return `http://${slug}.localhost${port ? `:${port}` : ''}/`;
}

function formatBuiltAt(builtAt: string): string {
  const date = new Date(builtAt);
  if (Number.isNaN(date.getTime())) return escapeHtml(builtAt);
  // The platform's clock (Brisbane): the index lists every dealer, whatever their own zone.
  const readable = formatZoned(date, PLATFORM_TIME_ZONE, 'medium');
  return `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(readable)} (${zoneCity(PLATFORM_TIME_ZONE)})</time>`;
}

function renderSite(site: TenantSite, port: string | undefined): string {
  const { manifest } = site;
  const origin = tenantOrigin(site.slug, port);
  const counts = Object.entries(manifest.pages)
    .map(([kind, count]) => `${escapeHtml(kind)}: ${escapeHtml(count)}`)
    .join(', ');
  return `<li>
  <h2><a href="${escapeHtml(origin)}">${escapeHtml(manifest.tenant.name)}</a></h2>
  <dl>
    <dt>Local URL</dt><dd><a href="${escapeHtml(origin)}">${escapeHtml(origin)}</a></dd>
    <dt>Live URL</dt><dd>${escapeHtml(manifest.tenant.url)}</dd>
    <dt>Built</dt><dd>${formatBuiltAt(manifest.builtAt)} &middot; build ${escapeHtml(manifest.buildId)}</dd>
    <dt>Pages</dt><dd>${escapeHtml(totalPages(manifest))}${counts ? ` (${counts})` : ''}</dd>
  </dl>
</li>`;
}

export function renderPlatformIndex({ sites, port, sitesDir }: PlatformIndexInput): string {
  const body =
    sites.length === 0
      ? `<p>No dealer site is built yet. Run <code>npm run build</code>, then reload this page.</p>
<p>Sites are read from <code>${escapeHtml(sitesDir)}</code>.</p>`
      : `<p>${sites.length} ${sites.length === 1 ? 'site' : 'sites'} built in <code>${escapeHtml(sitesDir)}</code>.</p>
<ul>
${sites.map((site) => renderSite(site, port)).join('\n')}
</ul>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dealer sites on this machine</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; background: #fff; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #ccc; border-radius: 0.5rem; padding: 0 1rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.25rem; }
  a { color: #0645ad; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Dealer sites on this machine</h1>
${body}
</main>
</body>
</html>
`;
}
