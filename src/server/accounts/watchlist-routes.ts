// The watchlist (spec 1 section 7) and saved searches (issue 24). The shopper is the session's, never the body's.
//   POST /api/watchlist/save-car    { car_id, phone_number? }  { success: true }; 401 signed out; 403 another number
//   POST /api/watchlist/remove-car  { car_id, phone_number? }  { success: true }
//   GET  /api/watchlist                                         { cars: GarageCar[] }
//   GET  /api/watchlist/cars?ids=a,b                            the current stock's facts of those cars (recently viewed)
//   GET  /api/saved-searches                                    { searches }
//   POST /api/saved-searches        { url, label? }             { success: true, id }
//   POST /api/saved-searches/remove { id }                      { success: true }
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { signInPhone } from '#src/domain/accounts/sign-in.ts';
import { carIdSchema } from '#src/domain/leads/fields.ts';
import type { ApiEnv } from '../api-env.ts';
import type { SessionWithShopper } from '../db/shoppers-repo.ts';
import { refuse } from '../leads/request.ts';
import type { FrontDoor } from './front-door.ts';
import type { SavedSearches } from './saved-searches.ts';
import type { Watchlists } from './watchlists.ts';

const carSchema = z.strictObject({ car_id: carIdSchema, phone_number: z.string().max(40).optional() });

const SAVE_REFUSALS = {
  'not-in-stock': 'This car is not in our stock.',
  'not-saveable': 'This car has sold, so it cannot be saved.',
  full: 'Your watchlist is full. Remove a car to save another.',
} as const;

/** The body may name a phone number (spec 1 section 7); it must be the signed-in shopper's own. */
const isOwnNumber = (claimed: string | undefined, session: SessionWithShopper): boolean =>
  claimed === undefined || signInPhone(claimed) === session.shopper.phone;

export function createWatchlistRoutes(deps: { door: FrontDoor; watchlists: Watchlists; searches: SavedSearches }): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const { door } = deps;

  /** Body, then the session, then the body's number against the session's. */
  async function carRequest(c: Context<ApiEnv>) {
    const body = await door.post(c, carSchema);
    if (!body.ok) return body;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn;
    if (!isOwnNumber(body.value.phone_number, signedIn.session))
      return { ok: false as const, response: refuse(c, { status: 403, error: 'That phone number is not the one you signed in with.' }) };
    return { ok: true as const, carId: body.value.car_id, session: signedIn.session };
  }

  routes.post('/watchlist/save-car', async (c) => {
    const request = await carRequest(c);
    if (!request.ok) return request.response;
    const saved = await deps.watchlists.save(c.get('tenantSlug'), request.session.shopper.id, request.carId);
    if (!saved.ok)
      return refuse(c, { status: saved.reason === 'full' ? 409 : 422, error: SAVE_REFUSALS[saved.reason], fields: { car_id: SAVE_REFUSALS[saved.reason] } });
    return c.json({ success: true });
  });

  routes.post('/watchlist/remove-car', async (c) => {
    const request = await carRequest(c);
    if (!request.ok) return request.response;
    await deps.watchlists.remove(c.get('tenantSlug'), request.session.shopper.id, request.carId);
    return c.json({ success: true });
  });

  routes.get('/watchlist', async (c) => {
    const limited = await door.read(c);
    if (limited) return limited;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    c.header('Cache-Control', 'no-store');
    return c.json({ cars: await deps.watchlists.garage(c.get('tenantSlug'), signedIn.session.shopper.id) });
  });

  // The garage's recently viewed cars (the browser keeps their ids): what the current stock says of them.
  routes.get('/watchlist/cars', async (c) => {
    const limited = await door.read(c);
    if (limited) return limited;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const ids = z
      .array(carIdSchema)
      .max(20)
      .safeParse((c.req.query('ids') ?? '').split(',').filter(Boolean));
    if (!ids.success) return refuse(c, { status: 422, error: 'ids must be at most 20 car ids, comma-separated', fields: { ids: 'Invalid car ids' } });
    c.header('Cache-Control', 'no-store');
    return c.json({ cars: await deps.watchlists.describe(c.get('tenantSlug'), ids.data) });
  });

  routes.get('/saved-searches', async (c) => {
    const limited = await door.read(c);
    if (limited) return limited;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    c.header('Cache-Control', 'no-store');
    return c.json({ searches: await deps.searches.list(c.get('tenantSlug'), signedIn.session.shopper.id) });
  });

  routes.post('/saved-searches', async (c) => {
    const body = await door.post(c, z.strictObject({ url: z.string().min(1).max(2000), label: z.string().trim().min(1).max(120).optional() }));
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const saved = await deps.searches.save(c, signedIn.session.shopper.id, body.value);
    if (!saved.ok) return refuse(c, { status: saved.status, error: saved.error, fields: { url: saved.error } });
    return c.json({ success: true, id: saved.id, label: saved.label });
  });

  routes.post('/saved-searches/remove', async (c) => {
    const body = await door.post(c, z.strictObject({ id: z.uuid('Unknown saved search') }));
    if (!body.ok) return body.response;
    const signedIn = await door.shopper(c);
    if (!signedIn.ok) return signedIn.response;
    const removed = await deps.searches.remove(c.get('tenantSlug'), signedIn.session.shopper.id, body.value.id);
    if (!removed) return refuse(c, { status: 404, error: 'Unknown saved search' });
    return c.json({ success: true });
  });

  return routes;
}
