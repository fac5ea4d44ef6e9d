// Where a build keeps its SEO state: a dot-folder in the site, which the static server never serves (hidden path
// segments answer 404), read by the next build and by the server's SEO step.

export const SEO_DIR = '.seo';
export const SEO_FILES = {
  /** Every page's URL path with its content hash, lastmod, sitemap group and whether it is indexable. */
  pages: 'pages.json',
  /** The car pages this build published (CarRef per car): the next build's "previous cars". */
  cars: 'cars.json',
  /** The gone cars (GoneCar) whose address answers 410. */
  gone: 'gone.json',
  /** The 410 pages, one per gone car: `gone/<slug>.html`. */
  gonePages: 'gone',
  /** The build's SEO audit (JSON) and its report (HTML). */
  audit: 'audit.json',
  auditReport: 'audit.html',
} as const;

/** A tenant's last publish-gate decision: DATA_DIR/seo/<slug>/publish-gate.json (read by the operator views). */
export const publishGatePath = (slug: string): string => `seo/${slug}/publish-gate.json`;

/** What the operator views read of a publish-gate decision (scripts/lib/seo-audit/publish-gate.ts writes it). */
export type PublishGateSummary = { buildId: string; at: string; publish: boolean; reason: string; errors: number; warnings: number; report: { html: string } };

/** Where the render writes the 410 pages (src/pages/gone/[slug].astro) before the build moves them into SEO_DIR. */
export const GONE_RENDER_DIR = 'gone';

export type PageRecord = { hash: string; lastmod: string; group: string; indexable: boolean };
