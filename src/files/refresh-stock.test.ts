import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { tinyTenantInTempFolder } from '../data/tiny-tenant.test-support.ts';
import { refreshStock } from './refresh-stock.ts';
import { saveStockChange, savePushedFeed, stockChangesDir } from './stock-changes.ts';

const car = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  year: 2020,
  make: 'Mazda',
  model: 'CX-3',
  car_type: 'used',
  price: 20_000 + id,
  location_id: 10,
  ...extra,
});
const DAY = new Date('2026-11-20T00:00:00Z');
let tenantFolder: string;
let tenant: TenantConfig;
const writeFeed = (cars: unknown[]) => writeFileSync(path.join(tenantFolder, 'feed.json'), JSON.stringify({ cars }));
const ids = (vehicles: { id: string }[] | undefined) => vehicles?.map((vehicle) => vehicle.id);
const past = (ms: number) => new Date(Date.now() - ms).toISOString();

beforeEach(() => {
  ({ tenant, tenantFolder } = tinyTenantInTempFolder('stock-'));
  writeFeed([car(1), car(2), car(3)]);
});

describe('refreshStock', () => {
  it("applies the webhook's one-car changes to the stored stock without reading the feed, and removes them", async () => {
    await refreshStock(tenant, DAY, { fetchFeed: true });
    writeFeed([car(1)]); // a feed change nobody asked to read
    await saveStockChange('tiny-motors', { eventId: 'e1', receivedAt: past(1000), kind: 'upsert', record: car(2, { price: 9_999 }) });
    await saveStockChange('tiny-motors', { eventId: 'e2', receivedAt: past(500), kind: 'delete', vehicleId: '3' });
    const { snapshot, report } = await refreshStock(tenant, DAY, { fetchFeed: false });
    expect(report).toMatchObject({ status: 'not-fetched', changes: { applied: 2, rejected: [], superseded: 0 } });
    expect(ids(snapshot?.vehicles)).toEqual(['1', '2']);
    expect(snapshot!.vehicles[1]!.priceCents).toBe(999_900);
    expect(readdirSync(stockChangesDir('tiny-motors')).filter((name) => name.endsWith('.change.json'))).toEqual([]);
  });

  it('drops changes received before a changed feed was read, and applies those on an unchanged feed', async () => {
    await refreshStock(tenant, DAY, { fetchFeed: true });
    await saveStockChange('tiny-motors', { eventId: 'e1', receivedAt: past(60_000), kind: 'delete', vehicleId: '1' });
    writeFeed([car(1), car(2), car(3), car(4)]);
    const changed = await refreshStock(tenant, DAY, { fetchFeed: true });
    expect(changed.report).toMatchObject({ status: 'updated', changes: { applied: 0, superseded: 1 } });
    expect(ids(changed.snapshot?.vehicles)).toEqual(['1', '2', '3', '4']);
    await saveStockChange('tiny-motors', { eventId: 'e2', receivedAt: past(1000), kind: 'delete', vehicleId: '4' });
    const unchanged = await refreshStock(tenant, DAY, { fetchFeed: true });
    expect(unchanged.report).toMatchObject({ status: 'unchanged', changes: { applied: 1, superseded: 0 } });
    expect(ids(unchanged.snapshot?.vehicles)).toEqual(['1', '2', '3']);
  });

  it('reads a feed pushed to the webhook instead of fetching, and reports a refused one-car change', async () => {
    await refreshStock(tenant, DAY, { fetchFeed: true });
    await savePushedFeed('tiny-motors', { receivedAt: past(2000), body: JSON.stringify({ cars: [car(7), car(8)] }) });
    await saveStockChange('tiny-motors', { eventId: 'e1', receivedAt: past(1000), kind: 'upsert', record: car(9, { km: -3 }) });
    const { snapshot, report } = await refreshStock(tenant, DAY, { fetchFeed: false });
    expect(report).toMatchObject({
      status: 'updated',
      source: 'the stock webhook',
      changes: { applied: 0, rejected: [{ id: '9', reasons: ['km: expected an odometer reading of 0 km or more'] }] },
    });
    expect(ids(snapshot?.vehicles)).toEqual(['7', '8']);
    expect(readdirSync(stockChangesDir('tiny-motors')).filter((name) => /\.(change|feed)\.json$/.test(name))).toEqual([]);
  });

  it("places a car without a location at its dealership's primary location", async () => {
    writeFeed([car(1, { location_id: null }), car(2)]);
    const { snapshot } = await refreshStock(tenant, DAY, { fetchFeed: true });
    expect(snapshot!.vehicles.map((vehicle) => vehicle.locationId)).toEqual([10, 10]);
  });

  it('keeps the changes waiting while there is no stock to apply them to', async () => {
    writeFeed([]);
    await saveStockChange('tiny-motors', { eventId: 'e1', receivedAt: past(1000), kind: 'delete', vehicleId: '1' });
    const { snapshot, report } = await refreshStock(tenant, DAY, { fetchFeed: true });
    expect(snapshot).toBeNull();
    expect(report.status).toBe('failed');
    expect(existsSync(stockChangesDir('tiny-motors'))).toBe(true);
    expect(readdirSync(stockChangesDir('tiny-motors')).filter((name) => name.endsWith('.change.json'))).toHaveLength(1);
  });
});
