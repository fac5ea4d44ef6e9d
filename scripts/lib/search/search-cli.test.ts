import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTenant } from '#src/files/load-tenant.ts';
import { REPO_ROOT } from '#src/files/paths.ts';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { parseFeedRecords, readRawRecords } from '#src/domain/feed/parse-feed.ts';
import { searchCli, type SearchCliDeps } from './search-cli.ts';

const fixtures = path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants');
const fetchedAt = '2026-11-20T00:00:00.000Z';
const feed = readRawRecords(readFileSync(path.join(fixtures, 'tiny-motors', 'feed.json'), 'utf8'), 'json');
const snapshot: FeedSnapshot = {
  tenant: 'tiny-motors',
  source: 'feed.json',
  fetchedAt,
  feedHash: 'x',
  total: feed.length,
  rejected: [],
  vehicles: parseFeedRecords(feed, fetchedAt).vehicles,
};
const deps: SearchCliDeps = {
  listTenants: () => ['tiny-motors', 'no-stock'],
  loadTenant: (slug) => loadTenant(slug === 'no-stock' ? 'tiny-motors' : slug, fixtures),
  readSnapshot: async (slug) => (slug === 'tiny-motors' ? snapshot : null),
};
const run = (...argv: string[]) => searchCli(argv, deps);

describe('npm run search', () => {
  it('prints the Algolia-shaped answer for one request', async () => {
    const result = await run('--tenant', 'tiny-motors', '--params', '{"query":"maz","facets":["make"],"attributesToRetrieve":["name"]}');
    expect(result.ok).toBe(true);
    const response = JSON.parse((result as { output: string }).output);
    expect(response).toMatchObject({ nbHits: 1, hits: [{ name: '2019 Mazda CX-5 Maxx Sport' }], facets: { make: { Mazda: 1 } }, index: 'cars' });
  });

  it('answers a multi-query and applies the base filter unless --all', async () => {
    const params = JSON.stringify({ requests: [{ hitsPerPage: 0 }, { indexName: 'cars_price_asc', hitsPerPage: 1, attributesToRetrieve: ['price'] }] });
    const filtered = JSON.parse(((await run('--tenant', 'tiny-motors', '--params', params)) as { output: string }).output);
    expect(filtered.results).toHaveLength(2);
    expect(filtered.results[0].params).toContain('delisted_at_timestamp');
    const all = JSON.parse(((await run('--tenant', 'tiny-motors', '--params', params, '--all')) as { output: string }).output);
    expect(all.results[0].params).not.toContain('delisted_at_timestamp');
  });

  it.each([
    [['--params', '{}'], 'Missing --tenant. Usage: npm run search'],
    [['--tenant', 'nope', '--params', '{}'], 'Unknown tenant "nope". Tenants: tiny-motors, no-stock'],
    [['--tenant', 'tiny-motors'], 'Missing --params. Usage: npm run search'],
    [['--tenant', 'tiny-motors', '--params', '{"query":'], '--params is not valid JSON: Unexpected end of JSON input'],
    [['--tenant', 'tiny-motors', '--params', '[1]'], '--params must be a JSON object of search parameters, or {"requests": [...]}'],
    [['--tenant', 'tiny-motors', '--params', '{"requests":[5]}'], '"requests" must be a list of objects of search parameters'],
    [['--tenant', 'tiny-motors', '--params', '{"filters":"make:Kia OR OR"}'], 'filters: Unexpected token "OR" at position 12: expected a filter'],
    [['--tenant', 'tiny-motors', '--params', '{"hitsPerPage":"many"}'], 'Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000'],
    [['--tenant', 'tiny-motors', '--params', '{"sortBy":"price"}'], 'Unknown parameter: sortBy'],
    [['--tenant', 'tiny-motors', '--params', '{"indexName":"cars_colour_asc"}'], 'Index cars_colour_asc does not exist'],
    [['--tenant', 'tiny-motors', '--params', '{}', '--now', 'yesterday'], '--now is not a date: yesterday'],
    [['--tenant', 'no-stock', '--params', '{}'], 'No stock snapshot for "no-stock": run npm run build -- --tenant no-stock first'],
    [['--tenant', 'tiny-motors', '--params', '{}', '--colour', 'red'], "Unknown option '--colour'"],
  ])('%j fails with one line: %s', async (argv, message) => {
    const result = await run(...argv);
    expect(result.ok).toBe(false);
    const { error } = result as { error: string };
    expect(error.startsWith(message)).toBe(true);
    expect(error).not.toContain('\n');
  });
});
