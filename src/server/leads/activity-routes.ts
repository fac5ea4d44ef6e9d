// Shopper activity endpoints (spec 1 section 7, spec 2 section 7):
//   POST /api/events               analytics event; sendBeacon-friendly (text/plain JSON accepted); 204
//   POST /api/phone-reveal         { car_id, dealership_id, website_id }; 204
//   GET  /api/cars/:slug/view.json counts a view; { views, car_fields }; 404 for a car this site lacks
//   POST /api/miscellaneous        a valuation result with column_name 'valuation' (tenants that enable it); 201
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { jsonBytes } from '#src/domain/budgets/write-budget.ts';
import { isKnownEventId } from '#src/domain/leads/events.ts';
import { carIdSchema } from '#src/domain/leads/fields.ts';
import { issuesToFields } from '#src/domain/leads/validate.ts';
import type { ApiEnv } from '../api-env.ts';
import { candidateFiles } from '../url-path.ts';
import type { NewEvent, NewPhoneReveal, ViewHit } from '../db/activity-repo.ts';
import { insertMiscellaneous } from '../db/activity-repo.ts';
import type { Batcher } from '../db/batcher.ts';
import { findLead } from '../db/leads-repo.ts';
import type { DB } from '../db/schema.ts';
import type { RateLimiter } from './rate-limit.ts';
import { clientAddress, decodeBody, isSameOrigin, refuse, type Refusal } from './request.ts';
import type { ProxyTrust } from '../proxy-trust.ts';
import type { StockIndex, StockIndexes } from './stock-index.ts';
import type { TenantLeadsCache } from './tenant-context.ts';
import { OverBudget, type WriteBudgets } from './write-budgets.ts';

export type ActivityRoutesDeps = {
  db: Kysely<DB>;
  events: Batcher<NewEvent, void>;
  reveals: Batcher<NewPhoneReveal, void>;
  views: Batcher<ViewHit, number>;
  tenants: TenantLeadsCache;
  stock: StockIndexes;
  perIp: RateLimiter;
  trustProxy: ProxyTrust;
  /** The site's quotas for what strangers store (write-budgets.ts): past one, a post is refused with 429. */
  budgets: Pick<WriteBudgets, 'within'>;
};

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

const eventSchema = z.strictObject({
  event_id: z.number().int().refine(isKnownEventId, 'unknown event id'),
  car_id: carIdSchema.optional(),
  lead_id: z.uuid().optional(),
  data: z
    .record(z.string().max(64), scalar)
    .refine((record) => Object.keys(record).length <= 20, 'at most 20 entries')
    .optional(),
});

const revealSchema = z.strictObject({
  car_id: carIdSchema,
  dealership_id: z.coerce.number().int().positive().optional(),
  website_id: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int()]).optional(),
});

const valuationSchema = z.looseObject({
  column_name: z.literal('valuation', { error: "column_name must be 'valuation'" }),
  car_id: carIdSchema.optional(),
  lead_id: z.uuid().optional(),
});

const slugPattern = /^[a-z0-9][a-z0-9-]{0,150}$/;

const invalid = (error: z.ZodError): Refusal => ({ status: 422, error: 'Invalid request', fields: issuesToFields(error.issues) });

/** A write refused past the site's quota: nothing was stored. */
const overBudget = (error: OverBudget): Refusal => ({
  status: 429,
  error: 'This site cannot take more of these today. Please try again later.',
  retryAfterSeconds: error.retryAfterSeconds,
});

/** Runs a write, answering its quota's refusal (429) instead of storing it. */
async function withinBudget(write: () => Promise<unknown>): Promise<Refusal | null> {
  try {
    await write();
    return null;
  } catch (error) {
    if (error instanceof OverBudget) return overBudget(error);
    throw error;
  }
}

export function createActivityRoutes(deps: ActivityRoutesDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const knownPages = new Map<string, boolean>();

  /** Origin, rate limit and body: the shared front door of every activity post. */
  async function admit(c: Context<ApiEnv>): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; refusal: Refusal }> {
    if (!isSameOrigin(c)) return { ok: false, refusal: { status: 403, error: 'Posts from other sites are not accepted' } };
    const taken = await deps.perIp.take(`${c.get('tenantSlug')}/${clientAddress(c, deps.trustProxy)}`);
    if (!taken.ok) return { ok: false, refusal: { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds } };
    const decoded = await decodeBody(c, ['json', 'text']);
    return 'status' in decoded ? { ok: false, refusal: decoded } : { ok: true, body: decoded.value };
  }

  async function checkRefs(
    c: Context<ApiEnv>,
    stock: StockIndex,
    refs: { car_id?: string | undefined; lead_id?: string | undefined },
  ): Promise<Refusal | null> {
    if (refs.car_id !== undefined && !stock.byId(refs.car_id))
      return { status: 422, error: 'Invalid request', fields: { car_id: 'This car is not in our stock.' } };
    if (refs.lead_id !== undefined && !(await findLead(deps.db, c.get('tenantSlug'), refs.lead_id)))
      return { status: 422, error: 'Invalid request', fields: { lead_id: 'Unknown lead_id' } };
    return null;
  }

  routes.post('/events', async (c) => {
    const admitted = await admit(c);
    if (!admitted.ok) return refuse(c, admitted.refusal);
    const parsed = eventSchema.safeParse(admitted.body);
    if (!parsed.success) return refuse(c, invalid(parsed.error));
    const tenant = c.get('tenantSlug');
    const bad = await checkRefs(c, await deps.stock.get(tenant), parsed.data);
    if (bad) return refuse(c, bad);
    const refused = await withinBudget(() =>
      deps.events.submit({
        tenant,
        eventId: parsed.data.event_id,
        carId: parsed.data.car_id ?? null,
        leadId: parsed.data.lead_id ?? null,
        payload: parsed.data.data ?? {},
      }),
    );
    return refused ? refuse(c, refused) : c.body(null, 204);
  });

  routes.post('/phone-reveal', async (c) => {
    const admitted = await admit(c);
    if (!admitted.ok) return refuse(c, admitted.refusal);
    const parsed = revealSchema.safeParse(admitted.body);
    if (!parsed.success) return refuse(c, invalid(parsed.error));
    const tenant = c.get('tenantSlug');
    const bad = await checkRefs(c, await deps.stock.get(tenant), parsed.data);
    if (bad) return refuse(c, bad);
    const leads = await deps.tenants.get(tenant, c.get('site').manifest.buildId);
    if (parsed.data.dealership_id !== undefined && !leads?.dealershipById.has(parsed.data.dealership_id)) {
      return refuse(c, { status: 422, error: 'Invalid request', fields: { dealership_id: 'Please choose one of our dealerships.' } });
    }
    const websiteId = parsed.data.website_id === undefined ? null : String(parsed.data.website_id);
    const refused = await withinBudget(() =>
      deps.reveals.submit({ tenant, carId: parsed.data.car_id, dealershipId: parsed.data.dealership_id ?? null, websiteId }),
    );
    return refused ? refuse(c, refused) : c.body(null, 204);
  });

  routes.get('/cars/:slug/view.json', async (c) => {
    const slug = c.req.param('slug');
    const site = c.get('site');
    c.header('Cache-Control', 'no-store');
    if (!slugPattern.test(slug)) return refuse(c, { status: 404, error: 'No such car' });
    const taken = await deps.perIp.take(`${site.slug}/${clientAddress(c, deps.trustProxy)}`);
    if (!taken.ok) return refuse(c, { status: 429, error: 'Too many requests', retryAfterSeconds: taken.retryAfterSeconds });
    // The car list is the built site itself: a car page exists for every car it can show.
    const key = `${site.slug}/${site.manifest.buildId}/${slug}`;
    let exists = knownPages.get(key);
    if (exists === undefined) {
      const pageFiles = candidateFiles(['cars', slug], true).map((file) =>
        stat(path.join(site.dir, file)).then(
          (stats) => stats.isFile(),
          () => false,
        ),
      );
      exists = (await Promise.all(pageFiles)).includes(true);
      if (knownPages.size > 50_000) knownPages.clear();
      knownPages.set(key, exists);
    }
    if (!exists) return refuse(c, { status: 404, error: 'No such car' });
    const views = await deps.views.submit({ tenant: site.slug, carSlug: slug });
    const car = (await deps.stock.get(site.slug)).bySlug(slug);
    const carFields = car ? { id: car.id, status: car.status, car_type: car.carType, price_cents: car.priceCents } : {};
    return c.json({ views, car_fields: carFields });
  });

  routes.post('/miscellaneous', async (c) => {
    const tenant = c.get('tenantSlug');
    const leads = await deps.tenants.get(tenant, c.get('site').manifest.buildId);
    if (!leads?.config.leads.valuations) return refuse(c, { status: 404, error: 'Not found' });
    const admitted = await admit(c);
    if (!admitted.ok) return refuse(c, admitted.refusal);
    const parsed = valuationSchema.safeParse(admitted.body);
    if (!parsed.success) return refuse(c, invalid(parsed.error));
    const bad = await checkRefs(c, await deps.stock.get(tenant), parsed.data);
    if (bad) return refuse(c, bad);
    const { column_name, car_id, lead_id, ...result } = parsed.data;
    const entry = { tenant, columnName: column_name, carId: car_id ?? null, leadId: lead_id ?? null, payload: result };
    let id = '';
    const refused = await withinBudget(async () => {
      id = await deps.budgets.within(
        (trx) => insertMiscellaneous(trx, entry),
        () => [{ tenant, kind: 'miscellaneous', rows: 1, bytes: jsonBytes(result) }],
      );
    });
    return refused ? refuse(c, refused) : c.json({ id }, 201);
  });

  return routes;
}
