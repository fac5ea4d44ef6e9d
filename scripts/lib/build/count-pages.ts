import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Counts built HTML pages by their first path segment: `cars`, `search`, and `other` for the rest. */
export async function countPages(siteFolder: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = { total: 0 };
  const entries = await readdir(siteFolder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const relative = path.relative(siteFolder, path.join(entry.parentPath, entry.name));
    const section = relative.includes(path.sep) ? relative.split(path.sep)[0]! : 'other';
    const key = section === 'cars' || section === 'search' ? section : 'other';
    counts[key] = (counts[key] ?? 0) + 1;
    counts.total! += 1;
  }
  return counts;
}
