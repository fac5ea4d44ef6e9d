// The embedded used-car market for trade-in valuations: the current stock of the tenants a lookup names (the tenant
// alone, or the pool the platform operator opted it into: `marketTenants`), from the snapshots under
// `${DATA_DIR}/snapshots/`, the same market the build's price gauge compares against (src/data/comparables.ts),
// read through the stock indexes the leads API keeps anyway, so a snapshot is parsed once and re-read when it changes.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { modelKey, type MarketListing } from '#src/domain/trade-in/valuation.ts';
import type { StockIndexes } from './stock-index.ts';

/** Listings of one make and model, across the platform. */
export type MarketLookup = (make: string, model: string) => MarketListing[];

export type Market = {
  /** Loads what is not loaded yet of these tenants' stock, then answers lookups from memory (the valuation runs inside a transaction). */
  lookup(tenants: readonly string[]): Promise<MarketLookup>;
};

const TENANT_FOLDER = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function createMarket(options: { dataDir: string; stock: StockIndexes; recheckMs?: number; now?: () => number }): Market {
  const recheckMs = options.recheckMs ?? 5000;
  const now = options.now ?? Date.now;
  let tenants: { at: number; list: Promise<string[]> } | null = null;

  const tenantList = (): Promise<string[]> => {
    if (!tenants || now() - tenants.at >= recheckMs) {
      const list = readdir(path.join(options.dataDir, 'snapshots'), { withFileTypes: true })
        .then((entries) => entries.filter((entry) => entry.isDirectory() && TENANT_FOLDER.test(entry.name)).map((entry) => entry.name))
        .catch(() => []);
      tenants = { at: now(), list };
    }
    return tenants.list;
  };

  return {
    async lookup(wanted) {
      const present = new Set(await tenantList());
      const indexes = await Promise.all(wanted.filter((tenant) => present.has(tenant)).map((tenant) => options.stock.get(tenant)));
      return (make, model) => {
        const key = modelKey(make, model);
        return indexes.flatMap((index) => index.listings().filter((listing) => modelKey(listing.make, listing.model) === key));
      };
    },
  };
}
