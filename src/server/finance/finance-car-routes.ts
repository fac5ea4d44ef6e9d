// The car a finance page is about (spec 2 section 2, /personalised/finance?car_id={id}):
//   GET /api/finance/car?car_id={id}  -> 200 { car: FinanceCar }; 404 for a car this site does not show;
//                                        422 { error, fields } for a malformed or missing id; 429 + Retry-After
// The tenant comes from the Host only, and the car from that tenant's current stock snapshot (the leads API's
// stock index): another tenant's car id is simply not found. Reading, not counting: unlike
// GET /api/cars/{slug}/view.json it records nothing.
import { Hono } from 'hono';
import { z } from 'zod';
import { financeCar } from '#src/domain/finance/finance-car.ts';
import { carIdSchema } from '#src/domain/leads/fields.ts';
import { issuesToFields } from '#src/domain/leads/validate.ts';
import type { ApiEnv } from '../api-env.ts';
import type { RateLimiter } from '../leads/rate-limit.ts';
import { clientAddress, refuse } from '../leads/request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { StockIndexes } from '../leads/stock-index.ts';

export type FinanceCarRoutesDeps = { stock: StockIndexes; perIp: RateLimiter; trustProxy: ProxyTrust };

/** The query: the car's id as the lead API takes it (letters, digits, _ and -; at most 64). */
const querySchema = z.object({ car_id: carIdSchema });

export function createFinanceCarRoutes(deps: FinanceCarRoutesDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/finance/car', async (c) => {
    const tenant = c.get('tenantSlug');
    const taken = await deps.perIp.take(`${tenant}/${clientAddress(c, deps.trustProxy)}`);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    const parsed = querySchema.safeParse({ car_id: c.req.query('car_id') });
    if (!parsed.success) return refuse(c, { status: 422, error: 'Invalid request', fields: issuesToFields(parsed.error.issues) });
    const car = (await deps.stock.get(tenant)).websiteCar(parsed.data.car_id);
    if (!car) return refuse(c, { status: 404, error: "We couldn't find that car" });
    // Prices and availability change with the stock: the page asks again each time.
    c.header('Cache-Control', 'no-store');
    return c.json({ car: financeCar(car) });
  });
  return routes;
}
