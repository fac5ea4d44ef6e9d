import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadKnownPostcodes } from './postcodes.ts';

it('reduces the suburb list to the set of real postcodes, cached as a small file', async () => {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'postcodes-'));
  try {
    const known = await loadKnownPostcodes(cacheDir);
    expect(known.size).toBeGreaterThan(2500);
    for (const postcode of ['3000', '2000', '4000', '6000', '0800', '7000', '2600']) expect(known.has(postcode), postcode).toBe(true);
    for (const postcode of ['0000', '0999', '0300', '5999']) expect(known.has(postcode), postcode).toBe(false);
    const [cacheFile] = (await import('node:fs')).readdirSync(cacheDir);
    expect(JSON.parse(await readFile(path.join(cacheDir, cacheFile!), 'utf8'))).toHaveLength(known.size);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
});
