// The demo's stand-in market-data and plate-lookup service (scripts/lib/demo/market-service.ts, started by `npm start`
// and the browser tests' server beside the demo image host): a separate origin, as the real services are, on this
// machine. A demo tenant points `market` and `plateLookup` at it; its keys are the demo's own (`demo-<slug>`), set by
// the starter when the environment has none (scripts/lib/demo-market-service.ts).
export const DEFAULT_DEMO_MARKET_PORT = 4391;

/** The port the stand-in listens on: DEMO_MARKET_PORT, else 4391. */
export function demoMarketPort(env: Record<string, string | undefined> = process.env): number {
  const port = Number(env.DEMO_MARKET_PORT ?? DEFAULT_DEMO_MARKET_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`DEMO_MARKET_PORT must be a port number (0 for any free port), got "${env.DEMO_MARKET_PORT}"`);
  return port;
}

/** What the demo's pages call the stand-in's figures ('Based on {label}.'). */
export const DEMO_MARKET_LABEL = 'sample market data (made-up demo figures)';

/** The stand-in's key for a tenant (MARKET_DATA_API_KEY_<SLUG> and PLATE_LOOKUP_API_KEY_<SLUG> in the demo). */
export const demoServiceKey = (slug: string): string => `demo-${slug}`;

/**
 * A demo tenant's market data and plate lookup, both at the stand-in.
 * @example demoMarketSettings().market.endpoint // 'http://127.0.0.1:4391/market/v2'
 */
export function demoMarketSettings(env: Record<string, string | undefined> = process.env) {
  const origin = `http://127.0.0.1:${demoMarketPort(env) || DEFAULT_DEMO_MARKET_PORT}`;
  return {
    // The stand-in's figures are worked out from the demo's own made-up cars: the pages say so, never 'AutoGrab'.
    market: { provider: 'autograb', endpoint: `${origin}/market/v2`, label: DEMO_MARKET_LABEL },
    plateLookup: { provider: 'http', endpoint: `${origin}/plates/v1` },
  } as const;
}
