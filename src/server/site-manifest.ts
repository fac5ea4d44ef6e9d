// Schema of the `manifest.json` each build writes beside its public `site/` folder (never inside it: it names the
// feed source, which may hold a credential). Only the fields the server relies on are validated; extra fields pass
// through, so the build can add data (for SEO/ops dashboards) without a server change.
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const siteManifestSchema = z.looseObject({
  tenant: z.looseObject({
    slug: z.string().min(1),
    name: z.string().min(1),
    url: z.string().min(1),
  }),
  buildId: z.string().min(1),
  builtAt: z.string().min(1),
  feedHash: z.string(),
  /** When the stock the site shows was fetched (the feed's own day for a dated demo feed). */
  stockFetchedAt: z.string().optional(),
  /** Page counts by page kind, e.g. `{ cars: 120, search: 14, other: 6 }`. */
  pages: z.record(z.string(), z.number()),
  feedReport: z.unknown().optional(),
  /** The hosts the feed's photos are on (and the tenant's images.sourceHosts): the only ones the image service fetches. */
  images: z.object({ hosts: z.array(z.string()), allowPrivateNetwork: z.boolean() }).optional(),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

export type ManifestResult = { ok: true; manifest: SiteManifest } | { ok: false; reason: string };

/** A live site's build folder: `sites/<slug>` links to `builds/<slug>/<build id>/site`, whose parent holds the manifest. */
export async function siteBuildDir(siteDir: string): Promise<string> {
  return path.dirname(await realpath(siteDir));
}

/** Reads and validates the manifest of the build a live site (`sites/<slug>`) points at, without throwing. */
export async function readSiteManifest(siteDir: string): Promise<ManifestResult> {
  let text: string;
  try {
    text = await readFile(path.join(await siteBuildDir(siteDir), 'manifest.json'), 'utf8');
  } catch (error) {
    return { ok: false, reason: `no readable manifest.json beside the site (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'manifest.json is not valid JSON' };
  }
  const parsed = siteManifestSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: `manifest.json is invalid: ${z.prettifyError(parsed.error)}` };
  }
  return { ok: true, manifest: parsed.data };
}

/** Total of all page counts, for the platform index. */
export function totalPages(manifest: SiteManifest): number {
  return Object.values(manifest.pages).reduce((sum, count) => sum + count, 0);
}
