import { listTenantSlugs, loadTenant } from '#src/files/load-tenant.ts';
import { providerKeyName } from '#src/server/providers/provider-keys.ts';
import { demoMarketPort, demoServiceKey } from '#tenants/_demo-market.ts';
import { startMarketService, type MarketService } from './demo/market-service.ts';
import { startOrReuse } from './demo/start-or-reuse.ts';

/**
 * Serves the demo's stand-in market-data and plate-lookup service on DEMO_MARKET_PORT (default 4391; 0 picks a free
 * port), writing the port it got back to DEMO_MARKET_PORT, so the builds and the server that follow point the demo
 * tenants at it: call this before anything imports a tenant. Then each tenant that points at it gets the demo's key
 * (`demo-<slug>`) in MARKET_DATA_API_KEY_<SLUG> and PLATE_LOOKUP_API_KEY_<SLUG>, unless the environment sets one.
 * `reuseRunning`: when the port is taken (a running `npm start` serves the same stand-in), use that one.
 */
export async function startDemoMarketService(options: { reuseRunning?: boolean } = {}): Promise<MarketService | null> {
  const service = await startOrReuse({
    what: 'Demo market-data and plate-lookup service',
    envVar: 'DEMO_MARKET_PORT',
    port: demoMarketPort(),
    start: startMarketService,
    ...options,
  });
  const origin = `http://127.0.0.1:${demoMarketPort()}/`;
  for (const slug of listTenantSlugs()) {
    const loaded = await loadTenant(slug);
    if (!loaded.ok) continue;
    const uses = [
      loaded.config.market.endpoint?.startsWith(origin) ? 'MARKET_DATA_API_KEY' : null,
      loaded.config.plateLookup.endpoint?.startsWith(origin) ? 'PLATE_LOOKUP_API_KEY' : null,
    ] as const;
    for (const prefix of uses) if (prefix) process.env[providerKeyName(prefix, slug)] ||= demoServiceKey(slug);
  }
  return service;
}
