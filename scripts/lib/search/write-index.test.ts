import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '#src/files/load-tenant.ts';
import { REPO_ROOT } from '#src/files/paths.ts';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { searchIndex } from '#src/domain/search/engine.ts';
import { parseFeedRecords, readRawRecords } from '#src/domain/feed/parse-feed.ts';
import { deserializeIndex } from '#src/domain/search/index/serialize.ts';
import { writeSearchIndex } from './write-index.ts';

const siteFolder = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(siteFolder, { recursive: true, force: true }));

describe('writeSearchIndex', () => {
  it('writes search-index.json with the cars search can show at the given time', async () => {
    const fixtures = path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants');
    const loaded = await loadTenant('tiny-motors', fixtures);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const fetchedAt = '2026-11-20T00:00:00.000Z';
    const raw = readRawRecords(readFileSync(path.join(fixtures, 'tiny-motors', 'feed.json'), 'utf8'), 'json');
    const vehicles = parseFeedRecords(raw, fetchedAt).vehicles;
    const sold = { ...vehicles[0]!, id: 'sold-long-ago', slug: 'sold-long-ago', status: 'sold' as const, soldAt: '2026-10-01T00:00:00Z' };
    const snapshot: FeedSnapshot = {
      tenant: 'tiny-motors',
      source: 'feed.json',
      fetchedAt,
      feedHash: 'x',
      total: 4,
      rejected: [],
      vehicles: [...vehicles, sold],
    };

    const written = await writeSearchIndex(loaded.config, snapshot, siteFolder, new Date(fetchedAt));
    expect(written).toMatchObject({ file: path.join(siteFolder, 'search-index.json'), cars: vehicles.length });
    const index = deserializeIndex(JSON.parse(readFileSync(written.file, 'utf8')));
    const response = searchIndex(index, { query: 'mazda', hitsPerPage: 5 });
    expect(response.hits.map((hit) => hit.name)).toEqual(['2019 Mazda CX-5 Maxx Sport']);
    expect(searchIndex(index, { filters: 'objectID:sold-long-ago' }).nbHits).toBe(0);
    expect(written.bytes).toBe(readFileSync(written.file).length);
  });
});
