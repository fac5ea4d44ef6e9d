import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { tinyTenantInTempFolder } from '../data/tiny-tenant.test-support.ts';
import { snapshotFile } from './paths.ts';
import { refreshFeed } from './refresh-feed.ts';
import { hashText } from './snapshots.ts';

const car = (id: number) => ({ id, year: 2020, make: 'Mazda', model: 'CX-3', car_type: 'used', price: 20_000 + id });
let tenantFolder: string;
let tenant: TenantConfig;
const writeFeed = (body: string) => writeFileSync(path.join(tenantFolder, 'feed.json'), body);
const goodFeed = JSON.stringify({ cars: [car(1), car(2), car(3), car(4), car(5)] });

beforeEach(() => {
  ({ tenant, tenantFolder } = tinyTenantInTempFolder('feed-'));
});

describe('refreshFeed', () => {
  it('stores a good feed as the snapshot with its hash and report', async () => {
    writeFeed(goodFeed);
    const { snapshot, report } = await refreshFeed(tenant, new Date('2026-11-20T00:00:00Z'));
    expect(report).toMatchObject({ status: 'updated', total: 5, accepted: 5, rejected: [], reason: null });
    expect(snapshot?.vehicles).toHaveLength(5);
    expect(JSON.parse(readFileSync(snapshotFile('tiny-motors'), 'utf8')).feedHash).toBe(snapshot?.feedHash);
  });

  it('says unchanged when the same feed arrives again, and dates the stock by this fetch', async () => {
    writeFeed(goodFeed);
    const first = await refreshFeed(tenant, new Date('2026-11-20T00:00:00Z'));
    const again = await refreshFeed(tenant, new Date('2026-11-21T00:00:00Z'));
    expect(again.report.status).toBe('unchanged');
    expect(again.snapshot?.fetchedAt).toBe('2026-11-21T00:00:00.000Z');
    expect(again.snapshot?.vehicles).toEqual(first.snapshot?.vehicles);
    expect(JSON.parse(readFileSync(snapshotFile('tiny-motors'), 'utf8')).fetchedAt).toBe('2026-11-21T00:00:00.000Z');
  });

  it('reads an unchanged feed again when the stock was read by other feed code (a deploy that reads more of it)', async () => {
    writeFeed(goodFeed);
    await refreshFeed(tenant, new Date('2026-11-20T00:00:00Z'));
    // Stock stored by an older reader: the same body's hash without this code's version, and a field it did not read.
    const stored = JSON.parse(readFileSync(snapshotFile('tiny-motors'), 'utf8'));
    stored.feedHash = hashText(goodFeed);
    stored.vehicles = stored.vehicles.map((vehicle: Record<string, unknown>) => ({ ...vehicle, videos: undefined }));
    writeFileSync(snapshotFile('tiny-motors'), JSON.stringify(stored));
    const again = await refreshFeed(tenant, new Date('2026-11-21T00:00:00Z'));
    expect(again.report.status).toBe('updated');
    expect(again.snapshot?.vehicles.every((vehicle) => Array.isArray(vehicle.videos))).toBe(true);
    expect((await refreshFeed(tenant, new Date('2026-11-22T00:00:00Z'))).report.status).toBe('unchanged');
  });

  it('keeps the date a car without one was first seen when the feed changes around it', async () => {
    writeFeed(goodFeed);
    await refreshFeed(tenant, new Date('2026-11-10T00:00:00Z'));
    writeFeed(JSON.stringify({ cars: [car(1), car(2), car(6), { ...car(7), created_at: '2026-11-18T09:00:00.000Z' }] }));
    const { snapshot, report } = await refreshFeed(tenant, new Date('2026-11-20T00:00:00Z'));
    expect(report.status).toBe('updated');
    const createdAt = Object.fromEntries(snapshot!.vehicles.map((vehicle) => [vehicle.id, vehicle.createdAt]));
    expect(createdAt).toEqual({ 1: '2026-11-10T00:00:00.000Z', 2: '2026-11-10T00:00:00.000Z', 6: '2026-11-20T00:00:00.000Z', 7: '2026-11-18T09:00:00.000Z' });
  });

  it.each([
    ['broken JSON', '{"cars": [', /JSON could not be read/],
    ['an empty feed', '{"cars": []}', /^feed has no cars$/],
    ['mostly bad records', JSON.stringify({ cars: [car(1), { id: 2 }, { id: 3 }] }), /^2 of 3 records rejected \(66\.7%\), above the 20% limit$/],
  ])('keeps the last good snapshot after %s', async (_case, body, reason) => {
    writeFeed(goodFeed);
    const first = await refreshFeed(tenant, new Date('2026-11-20T00:00:00Z'));
    writeFeed(body);
    const { snapshot, report } = await refreshFeed(tenant, new Date('2026-11-21T00:00:00Z'));
    expect(report.status).toBe('kept-previous');
    expect(report.reason).toMatch(reason);
    expect(snapshot?.feedHash).toBe(first.snapshot?.feedHash);
    expect(JSON.parse(readFileSync(snapshotFile('tiny-motors'), 'utf8')).vehicles).toHaveLength(5);
  });

  it('fails with the reason when there is no good snapshot to keep', async () => {
    const { snapshot, report } = await refreshFeed(tenant);
    expect(snapshot).toBeNull();
    expect(report.status).toBe('failed');
    expect(report.reason).toMatch(/feed file .*feed\.json could not be read: ENOENT/);
  });

  describe('over HTTP', () => {
    let status = 200;
    let body = goodFeed;
    const server = createServer((_request, response) => response.writeHead(status, { 'content-type': 'application/json' }).end(body));
    const listening = new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`)),
    );
    afterAll(() => server.close());

    it('fetches a URL feed and keeps the snapshot when the server errors', async () => {
      // The test server is on 127.0.0.1: a loopback address, which a feed may reach only when the tenant allows it.
      const withUrl = { ...tenant, feed: { ...tenant.feed, source: await listening, allowPrivateNetwork: true } };
      expect((await refreshFeed(withUrl)).report.status).toBe('updated');
      status = 503;
      body = 'down';
      const { report, snapshot } = await refreshFeed(withUrl);
      expect(report).toMatchObject({ status: 'kept-previous', reason: expect.stringMatching(/answered HTTP 503$/) });
      expect(snapshot?.vehicles).toHaveLength(5);
    });

    it('refuses a URL feed on a private or loopback address unless the tenant allows it, keeping the last good stock', async () => {
      status = 200;
      body = goodFeed;
      const allowed = { ...tenant, feed: { ...tenant.feed, source: await listening, allowPrivateNetwork: true } };
      expect((await refreshFeed(allowed)).report.status).toBe('updated');
      const { report, snapshot } = await refreshFeed({ ...allowed, feed: { ...allowed.feed, allowPrivateNetwork: false } });
      expect(report).toMatchObject({ status: 'kept-previous', reason: expect.stringMatching(/could not be fetched: 127\.0\.0\.1 is an internal address$/) });
      expect(snapshot?.vehicles).toHaveLength(5);
    });

    it('refuses a feed larger than feed.maxBytes, from a URL or a file', async () => {
      status = 200;
      body = JSON.stringify({ cars: Array.from({ length: 40 }, (_, n) => car(n + 1)) });
      const { report } = await refreshFeed({ ...tenant, feed: { ...tenant.feed, source: await listening, allowPrivateNetwork: true, maxBytes: 1024 } });
      expect(report.reason).toMatch(/the body is larger than 1024 bytes/);
      writeFeed(body);
      const file = await refreshFeed({ ...tenant, feed: { ...tenant.feed, maxBytes: 1024 } });
      expect(file.report.reason).toMatch(/could not be read: is larger than 1024 bytes/);
    });
  });
});
