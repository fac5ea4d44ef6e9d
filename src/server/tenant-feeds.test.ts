import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#src/files/paths.ts';
import { loadTenantFeeds } from './tenant-feeds.ts';

// Tenant folders must sit inside the repo so their `#src/...` imports resolve.
const tenantsDir = path.join(REPO_ROOT, '.data', `test-tenant-feeds-${process.pid}`);
const fixture = path.join(REPO_ROOT, 'tests', 'fixtures', 'tenants', 'tiny-motors');

/** A copy of the tiny-motors fixture under another slug, its feed settings changed by `feedPatch`. */
function tenantLike(slug: string, feedPatch: string): void {
  cpSync(fixture, path.join(tenantsDir, slug), { recursive: true });
  const file = path.join(tenantsDir, slug, 'tenant.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('tiny-motors', slug).replace("mediaDir: 'media' }", `mediaDir: 'media'${feedPatch} }`));
}

beforeAll(() => {
  mkdirSync(tenantsDir, { recursive: true });
  process.env.TENANTS_DIR = tenantsDir;
  tenantLike('hourly-motors', ', refreshMinutes: 60');
  tenantLike('webhook-motors', ', refreshMinutes: null');
  tenantLike('demo-motors', ", asOf: '2026-11-20T00:00:00Z'");
  tenantLike('broken-motors', ', refreshMinutes: 1');
  tenantLike('gone-motors', '');
  rmSync(path.join(tenantsDir, 'gone-motors', 'feed.json'));
});
afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));

describe('loadTenantFeeds', () => {
  it('schedules each tenant at its own interval, leaves out webhook-only and broken ones, and says why', async () => {
    const logs: string[] = [];
    const { feeds } = await loadTenantFeeds((message) => logs.push(message));
    expect(feeds).toEqual([
      { slug: 'demo-motors', everyMs: 30 * 60_000, fixedDate: true },
      { slug: 'gone-motors', everyMs: 30 * 60_000, fixedDate: false },
      { slug: 'hourly-motors', everyMs: 60 * 60_000, fixedDate: false },
    ]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[feed:broken-motors\] not scheduled: .*broken-motors\/tenant\.ts: feed\.refreshMinutes: expected at least 5 minutes/);
  });

  it('hashes a feed as the build does, and says when one cannot be read', async () => {
    const { fetchFeedHash } = await loadTenantFeeds(() => {});
    const body = readFileSync(path.join(tenantsDir, 'hourly-motors', 'feed.json'), 'utf8');
    expect(await fetchFeedHash('hourly-motors')).toBe(createHash('sha256').update(body).digest('hex'));
    await expect(fetchFeedHash('gone-motors')).rejects.toThrow(/feed file .*gone-motors\/feed\.json could not be read: ENOENT/);
    await expect(fetchFeedHash('webhook-motors')).rejects.toThrow('webhook-motors has no scheduled feed');
  });
});
