import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '#src/files/paths.ts';

/** Pages under /cars that are not a car: the static pages beside src/pages/cars/[slug].astro (e.g. trade-in). */
export const NON_VEHICLE_CAR_PAGES: ReadonlySet<string> = new Set(
  readdirSync(path.join(REPO_ROOT, 'src', 'pages', 'cars'))
    .filter((name) => name.endsWith('.astro') && !name.startsWith('['))
    .map((name) => name.slice(0, -'.astro'.length)),
);

/** Counts built HTML pages by their first path segment: `cars` (vehicle pages), `search`, and `other` for the rest. */
export async function countPages(siteFolder: string): Promise<Record<string, number>> {
  const entries = await readdir(siteFolder, { recursive: true, withFileTypes: true });
  return countPageFiles(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(siteFolder, path.join(entry.parentPath, entry.name))));
}

/** countPages over a list of the site's files (relative paths), for a caller that has listed them already. */
export function countPageFiles(files: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = { total: 0 };
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    // The page's URL path: cars/x.html (or a folder page, cars/x/index.html) is /cars/x.
    const parts = file.replace(/(\/index)?\.html$/, '').split(path.sep);
    if (parts.some((part) => part.startsWith('.'))) continue; // private build files (the .seo folder's 410 pages) are not pages
    const section = parts.length > 1 ? parts[0]! : 'other';
    // cars/<slug>: a car's page; a page under it (cars/<slug>/checkout) is another page about the car.
    const vehicle = section === 'cars' && parts.length === 2 && !NON_VEHICLE_CAR_PAGES.has(parts[1]!);
    const key = vehicle ? 'cars' : section === 'search' ? 'search' : 'other';
    counts[key] = (counts[key] ?? 0) + 1;
    counts.total! += 1;
  }
  return counts;
}
