// Lead rows and their outbox rows. A lead and its deliveries are written in one transaction, so a lead
// that was answered 2xx always has its deliveries queued. Every query is scoped by tenant.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LeadKind } from '#src/domain/leads/categories.ts';
import type { LeadPayload, LeadRecord } from '#src/domain/leads/lead-record.ts';
import type { DB, DeliveryChannel, DeliveryTarget, LeadRow } from './schema.ts';

export type NewLead = {
  id: string;
  tenant: string;
  idempotencyKey: string;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  dealershipSlug: string | null;
  locationId: number | null;
  carId: string | null;
  status: 'open' | 'complete';
  payload: LeadPayload;
  clientIp: string | null;
  deliveries: { channel: DeliveryChannel; target: DeliveryTarget }[];
  /** Deliveries of an unfinished multi-step lead wait this long for the last step. */
  deliveryDelaySeconds: number;
};

/** `created` false: the idempotency key was seen before; `leadId` is the first submission's lead. */
export type StoredLead = { leadId: string; created: boolean };

const keyOf = (tenant: string, key: string) => `${tenant}\u0000${key}`;

export function toLeadRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    tenant: row.tenant,
    kind: row.kind as LeadKind,
    category: row.category,
    subcategory: row.subcategory,
    status: row.status,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    payload: row.payload,
  };
}

const dueIn = (seconds: number) => (seconds > 0 ? sql<Date>`now() + make_interval(secs => ${seconds})` : sql<Date>`now()`);

/**
 * Stores many leads, and their outbox rows, in ONE statement (atomic on its own; see batcher.ts for why
 * many). The rows travel as one JSON parameter: one round trip, whatever the batch size. Leads whose
 * (tenant, idempotency key) exists already, or repeats inside the batch, are not stored again: they
 * answer the existing lead's id.
 */
export async function insertLeads(db: Kysely<DB>, leads: readonly NewLead[]): Promise<StoredLead[]> {
  const firstByKey = new Map<string, NewLead>();
  for (const lead of leads) if (!firstByKey.has(keyOf(lead.tenant, lead.idempotencyKey))) firstByKey.set(keyOf(lead.tenant, lead.idempotencyKey), lead);
  const unique = [...firstByKey.values()];
  const rows = unique.map((lead) => ({
    id: lead.id,
    tenant: lead.tenant,
    idempotency_key: lead.idempotencyKey,
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory,
    dealership_slug: lead.dealershipSlug,
    location_id: lead.locationId,
    car_id: lead.carId,
    status: lead.status,
    payload: lead.payload,
    client_ip: lead.clientIp,
    delay_seconds: lead.deliveryDelaySeconds,
    deliveries: lead.deliveries.map((delivery) => ({ id: randomUUID(), channel: delivery.channel, target: delivery.target })),
  }));

  const inserted = await sql<{ id: string }>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        id uuid, tenant text, idempotency_key text, kind text, category text, subcategory text, dealership_slug text,
        location_id integer, car_id text, status text, payload jsonb, client_ip text, delay_seconds float8, deliveries jsonb)
    ), stored as (
      insert into leads (id, tenant, idempotency_key, kind, category, subcategory, dealership_slug, location_id, car_id, status, payload, client_ip)
      select id, tenant, idempotency_key, kind, category, subcategory, dealership_slug, location_id, car_id, status, payload, client_ip from input
      on conflict (tenant, idempotency_key) do nothing
      returning id
    ), queued as (
      insert into lead_deliveries (id, tenant, lead_id, channel, target, next_attempt_at)
      select (d ->> 'id')::uuid, input.tenant, input.id, d ->> 'channel', d -> 'target', now() + make_interval(secs => input.delay_seconds)
      from input join stored on stored.id = input.id cross join lateral jsonb_array_elements(input.deliveries) as d
    )
    select id from stored`.execute(db);
  const insertedIds = new Set(inserted.rows.map((row) => row.id));

  // Keys seen before (a retry, a double click in an earlier batch): find their leads, tenant by tenant.
  const existing = new Map<string, string>();
  const repeats = unique.filter((lead) => !insertedIds.has(lead.id));
  for (const tenant of new Set(repeats.map((lead) => lead.tenant))) {
    const found = await db
      .selectFrom('leads')
      .select(['id', 'idempotency_key'])
      .where('tenant', '=', tenant)
      .where(
        'idempotency_key',
        'in',
        repeats.filter((lead) => lead.tenant === tenant).map((lead) => lead.idempotencyKey),
      )
      .execute();
    for (const row of found) existing.set(keyOf(tenant, row.idempotency_key), row.id);
  }

  return leads.map((lead) => {
    const key = keyOf(lead.tenant, lead.idempotencyKey);
    const first = firstByKey.get(key)!;
    if (first === lead && insertedIds.has(lead.id)) return { leadId: lead.id, created: true };
    const leadId = insertedIds.has(first.id) ? first.id : existing.get(key);
    if (!leadId) throw new Error('lead vanished between insert and lookup');
    return { leadId, created: false };
  });
}

export async function findLead(db: Kysely<DB> | Transaction<DB>, tenant: string, id: string): Promise<LeadRecord | null> {
  const row = await db.selectFrom('leads').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();
  return row ? toLeadRecord(row) : null;
}

export type LeadStepUpdate = {
  /** The form kind of the step; a lead made by another kind of form is not touched. */
  kind: LeadKind;
  /** New payload from the stored one. */
  apply: (stored: LeadRecord) => { payload: LeadPayload; category: string; subcategory: string | null };
  /** The last step: deliver now (again, as a new revision, if it was delivered already). */
  completing: boolean;
  /** Unfinished: push pending deliveries back this long. */
  delaySeconds: number;
};

/** A later step of a multi-step form. null: the tenant has no such lead; 'other-kind': another form made it. */
export async function updateLeadStep(db: Kysely<DB>, tenant: string, id: string, update: LeadStepUpdate): Promise<LeadRecord | null | 'other-kind'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('leads').selectAll().where('tenant', '=', tenant).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return null;
    if (row.kind !== update.kind) return 'other-kind';
    const stored = toLeadRecord(row);
    const next = update.apply(stored);
    // The same last step again (a retry after a lost answer, a double click): nothing changes, nothing is sent again.
    if (row.status === 'complete' && update.completing && sameStep(stored, next)) return stored;
    const status = update.completing ? 'complete' : row.status;
    const saved = await trx
      .updateTable('leads')
      .set({ payload: JSON.stringify(next.payload), category: next.category, subcategory: next.subcategory, status, updated_at: sql`now()` })
      .where('tenant', '=', tenant)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await rescheduleDeliveries(trx, tenant, id, update);
    return toLeadRecord(saved);
  });
}

/** JSON with object keys sorted: jsonb keeps its own key order, so a stored payload and a new one compare by content. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

const sameStep = (stored: LeadRecord, next: ReturnType<LeadStepUpdate['apply']>): boolean =>
  stored.category === next.category && stored.subcategory === next.subcategory && canonical(stored.payload) === canonical(next.payload);

async function rescheduleDeliveries(trx: Transaction<DB>, tenant: string, leadId: string, update: LeadStepUpdate): Promise<void> {
  const rows = await trx
    .selectFrom('lead_deliveries')
    .select(['id', 'channel', 'revision', 'status', 'target', 'lease_expires_at'])
    .where('tenant', '=', tenant)
    .where('lead_id', '=', leadId)
    .orderBy('revision', 'desc')
    .execute();
  if (!update.completing) {
    await trx
      .updateTable('lead_deliveries')
      .set({ next_attempt_at: dueIn(update.delaySeconds), updated_at: sql`now()` })
      .where('tenant', '=', tenant)
      .where('lead_id', '=', leadId)
      .where('status', '=', 'pending')
      .where('attempts', '=', 0)
      .execute();
    return;
  }
  const now = Date.now();
  for (const channel of new Set(rows.map((row) => row.channel))) {
    const latest = rows.find((row) => row.channel === channel)!;
    const inFlight = latest.lease_expires_at !== null && new Date(latest.lease_expires_at).getTime() > now;
    if (latest.status === 'pending' && !inFlight) {
      await trx
        .updateTable('lead_deliveries')
        .set({ next_attempt_at: sql`now()`, updated_at: sql`now()` })
        .where('tenant', '=', tenant)
        .where('id', '=', latest.id)
        .execute();
      continue;
    }
    // Sent, failed or being sent right now with the older answers: the dealer gets the update as a new revision.
    await trx
      .insertInto('lead_deliveries')
      .values({ id: randomUUID(), tenant, lead_id: leadId, channel, revision: latest.revision + 1, target: JSON.stringify(latest.target) })
      .execute();
  }
}

export type LeadListRow = LeadRecord & {
  deliveries: { channel: DeliveryChannel; revision: number; status: string; attempts: number; lastError: string | null; nextAttemptAt: Date }[];
};

/** The newest leads of a tenant with their delivery states; `deliveryStatus` keeps leads with such a delivery. */
export async function listLeads(db: Kysely<DB>, tenant: string, options: { deliveryStatus?: string; limit?: number } = {}): Promise<LeadListRow[]> {
  let query = db.selectFrom('leads').selectAll().where('tenant', '=', tenant);
  if (options.deliveryStatus) {
    const status = options.deliveryStatus;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('lead_deliveries as d')
          .select('d.id')
          .whereRef('d.lead_id', '=', 'leads.id')
          .where('d.tenant', '=', tenant)
          .where('d.status', '=', status as 'pending'),
      ),
    );
  }
  const leads = await query
    .orderBy('created_at', 'desc')
    .limit(options.limit ?? 50)
    .execute();
  if (leads.length === 0) return [];
  const deliveries = await db
    .selectFrom('lead_deliveries')
    .select(['lead_id', 'channel', 'revision', 'status', 'attempts', 'last_error', 'next_attempt_at'])
    .where('tenant', '=', tenant)
    .where(
      'lead_id',
      'in',
      leads.map((lead) => lead.id),
    )
    .orderBy('channel')
    .orderBy('revision')
    .execute();
  return leads.map((row) => ({
    ...toLeadRecord(row),
    deliveries: deliveries
      .filter((d) => d.lead_id === row.id)
      .map((d) => ({
        channel: d.channel,
        revision: d.revision,
        status: d.status,
        attempts: d.attempts,
        lastError: d.last_error,
        nextAttemptAt: new Date(d.next_attempt_at),
      })),
  }));
}

export async function countLeads(db: Kysely<DB>, tenant: string): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('tenant', '=', tenant)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
