// The demo's stand-in for the market-data service (spec 2's `autograb_data`, spec 1's autogauge answer) and a
// number-plate lookup, on 127.0.0.1 (DEMO_MARKET_PORT), speaking the HTTP APIs the platform's clients call
// (src/server/market/): a demo tenant that points at it shows market figures and looks plates up end to end.
//   GET /market/v2/market-price?make=&model=&year=&km=&state=   the car's state and national average market price
//   GET /market/v2/cars/<slug>/autogauge                         the gauge for the tenant's listing <slug>
//   GET /plates/v1/vehicles?rego=&state=                         { vehicle } or { vehicle: null }
// Every call needs `Authorization: Bearer demo-<slug>` (the tenant's demo key, tenants/_demo-market.ts): the tenant
// a gauge's listing is looked for in (its snapshot in DATA_DIR, re-read when it changes, as the real service knows a
// dealer's syndicated stock). Answers are worked out by scripts/lib/demo/market-figures.ts: the same on every run.
import { readFile, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { snapshotFile } from '#src/files/paths.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { demoGauge, demoMarketPrice, demoPlateVehicle } from './market-figures.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const CAR_SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/;

export type MarketService = { port: number; origin: string; close(): Promise<void> };

type Listings = { mtimeMs: number; bySlug: Map<string, Vehicle> };

/** The tenant a call is for, from its key; null: refused. */
function caller(c: Context): string | null {
  const match = /^Bearer demo-([a-z0-9-]+)$/.exec(c.req.header('authorization') ?? '');
  return match && SLUG.test(match[1]!) ? match[1]! : null;
}

export function marketServiceApp(): Hono {
  const app = new Hono();
  const listings = new Map<string, Listings>();
  /** The tenant's listings from its snapshot, read again when the file changes. */
  const listingsOf = async (tenant: string): Promise<Map<string, Vehicle>> => {
    const file = snapshotFile(tenant);
    const { mtimeMs } = await stat(file);
    const known = listings.get(tenant);
    if (known?.mtimeMs === mtimeMs) return known.bySlug;
    const vehicles = (JSON.parse(await readFile(file, 'utf8')) as { vehicles: Vehicle[] }).vehicles;
    const bySlug = new Map(vehicles.map((vehicle) => [vehicle.slug, vehicle]));
    listings.set(tenant, { mtimeMs, bySlug });
    return bySlug;
  };
  const refuse = (c: Context, status: 400 | 401 | 404, error: string) => c.json({ error }, status);

  app.use('*', async (c, next) => {
    if (!caller(c)) return refuse(c, 401, 'a demo key is needed: Authorization: Bearer demo-<tenant>');
    c.header('Cache-Control', 'no-store');
    return next();
  });
  app.get('/market/v2/market-price', (c) => {
    const make = c.req.query('make')?.trim();
    const model = c.req.query('model')?.trim();
    const year = Number(c.req.query('year'));
    const km = c.req.query('km') === undefined ? null : Number(c.req.query('km'));
    if (!make || !model || !Number.isInteger(year) || (km !== null && !Number.isFinite(km))) return refuse(c, 400, 'make, model and year are needed');
    return c.json(demoMarketPrice({ make, model, year, km }, c.req.query('state') ?? null));
  });
  app.get('/market/v2/cars/:slug/autogauge', async (c) => {
    const slug = c.req.param('slug');
    const listing = CAR_SLUG.test(slug) ? (await listingsOf(caller(c)!).catch(() => null))?.get(slug) : undefined;
    if (!listing || listing.priceCents <= 0) return refuse(c, 404, 'no such listing');
    return c.json(
      demoGauge({ make: listing.make, model: listing.model, year: listing.year, km: listing.km, priceCents: listing.priceCents, state: listing.state ?? null }),
    );
  });
  app.get('/plates/v1/vehicles', (c) => {
    const rego = c.req.query('rego');
    const state = c.req.query('state');
    if (!rego || !state) return refuse(c, 400, 'rego and state are needed');
    return c.json({ vehicle: demoPlateVehicle(rego, state) });
  });
  app.all('*', (c) => refuse(c, 404, 'not found'));
  return app;
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port).
 * @example const service = await startMarketService(4391); service.origin // 'http://127.0.0.1:4391'
 */
export function startMarketService(port: number): Promise<MarketService> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: marketServiceApp().fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) =>
      resolve({
        port: info.port,
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => (server as Server).close(() => done())),
      }),
    ) as Server;
    server.once('error', reject);
  });
}
