// The outbox side: the delivery worker claims due rows with a lease, sends, then records each outcome.
// A row is marked sent only by the worker holding its lease, so a channel gets a lead once from us;
// a worker that dies mid-send loses its lease and the row is claimed again after it runs out.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { LeadRecord } from '#src/domain/leads/lead-record.ts';
import { attachmentsOf, type LeadFile } from './attachments-repo.ts';
import { toLeadRecord } from './leads-repo.ts';
import type { AlertContent, DB, DeliveryChannel, DeliveryTarget } from './schema.ts';

type ClaimedRow = {
  id: string;
  tenant: string;
  channel: DeliveryChannel;
  revision: number;
  target: DeliveryTarget;
  /** Including this one. */
  attempts: number;
  leaseToken: string;
};

/** A lead's delivery to the dealer (or, for a reservation, to its shopper). */
export type LeadDelivery = ClaimedRow & {
  lead: LeadRecord;
  alert?: undefined;
  /** The lead's files (a CV), for the e-mail channel only. */
  attachments?: LeadFile[];
};

/** A shopper's price and stock alert (channels shopper-email and shopper-sms). */
export type AlertOutboxDelivery = ClaimedRow & { lead?: undefined; alert: AlertContent; shopperId: string };

export type ClaimedDelivery = LeadDelivery | AlertOutboxDelivery;

/** What a delivery is about, for logs: `lead <id>` or `alert <id>`. */
export const deliverySubject = (delivery: ClaimedDelivery): string => (delivery.lead ? `lead ${delivery.lead.id}` : `alert ${delivery.id}`);

export type DeliveryOutcome =
  | { id: string; tenant: string; leaseToken: string; result: 'sent' }
  | { id: string; tenant: string; leaseToken: string; result: 'retry'; retryInMs: number; error: string }
  | { id: string; tenant: string; leaseToken: string; result: 'failed'; error: string };

/** Claims up to `limit` due deliveries (any tenant) for `leaseSeconds`, with their leads. */
export async function claimDueDeliveries(db: Kysely<DB>, options: { limit: number; leaseSeconds: number }): Promise<ClaimedDelivery[]> {
  const leaseToken = randomUUID();
  const claimed = await db
    .updateTable('lead_deliveries')
    .set({
      lease_token: leaseToken,
      lease_expires_at: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
      attempts: sql`attempts + 1`,
      updated_at: sql`now()`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('lead_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where((w) => w.or([w('lease_expires_at', 'is', null), w('lease_expires_at', '<', sql<Date>`now()`)]))
        .orderBy('next_attempt_at')
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'tenant', 'lead_id', 'shopper_id', 'alert', 'channel', 'revision', 'target', 'attempts'])
    .execute();
  if (claimed.length === 0) return [];

  const leads = new Map<string, LeadRecord>();
  for (const tenant of new Set(claimed.map((row) => row.tenant))) {
    const ids = [...new Set(claimed.flatMap((row) => (row.tenant === tenant && row.lead_id ? [row.lead_id] : [])))];
    if (ids.length === 0) continue;
    const rows = await db.selectFrom('leads').selectAll().where('tenant', '=', tenant).where('id', 'in', ids).execute();
    for (const row of rows) leads.set(`${tenant}/${row.id}`, toLeadRecord(row));
  }
  const deliveries = claimed.flatMap((row): ClaimedDelivery[] => {
    const base = { id: row.id, tenant: row.tenant, channel: row.channel, revision: row.revision, target: row.target, attempts: row.attempts, leaseToken };
    if (row.alert && row.shopper_id) return [{ ...base, alert: row.alert, shopperId: row.shopper_id }];
    const lead = leads.get(`${row.tenant}/${row.lead_id}`);
    if (!lead) return []; // the foreign key makes this impossible; never send a lead of another tenant
    return [{ ...base, lead }];
  });
  // A lead's files go with its e-mail (read only for the few leads that carry any).
  for (const delivery of deliveries) {
    if (delivery.lead && delivery.channel === 'email' && delivery.lead.payload.attachments?.length)
      delivery.attachments = await attachmentsOf(db, delivery.tenant, delivery.lead.id);
  }
  return deliveries;
}

/** Writes a round of outcomes in one transaction; rows whose lease was lost meanwhile are left alone. */
export async function recordOutcomes(db: Kysely<DB>, outcomes: readonly DeliveryOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const sent = new Map<string, DeliveryOutcome[]>();
    for (const outcome of outcomes) {
      if (outcome.result !== 'sent') continue;
      const group = `${outcome.tenant}\u0000${outcome.leaseToken}`;
      sent.set(group, [...(sent.get(group) ?? []), outcome]);
    }
    for (const group of sent.values()) {
      await trx
        .updateTable('lead_deliveries')
        .set({ status: 'sent', sent_at: sql`now()`, last_error: null, lease_token: null, lease_expires_at: null, updated_at: sql`now()` })
        .where('tenant', '=', group[0]!.tenant)
        .where(
          'id',
          'in',
          group.map((outcome) => outcome.id),
        )
        .where('lease_token', '=', group[0]!.leaseToken)
        .execute();
    }
    for (const outcome of outcomes) {
      if (outcome.result === 'sent') continue;
      await trx
        .updateTable('lead_deliveries')
        .set({
          status: outcome.result === 'failed' ? 'failed' : 'pending',
          next_attempt_at: outcome.result === 'retry' ? sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})` : sql`next_attempt_at`,
          last_error: outcome.error.slice(0, 2000),
          lease_token: null,
          lease_expires_at: null,
          updated_at: sql`now()`,
        })
        .where('tenant', '=', outcome.tenant)
        .where('id', '=', outcome.id)
        .where('lease_token', '=', outcome.leaseToken)
        .execute();
    }
  });
}

/** Operator retry: failed deliveries become pending, due now, with a fresh attempt budget. */
export async function resetFailedDeliveries(db: Kysely<DB>, tenant?: string): Promise<number> {
  let query = db
    .updateTable('lead_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, lease_token: null, lease_expires_at: null, updated_at: sql`now()` })
    .where('status', '=', 'failed');
  if (tenant) query = query.where('tenant', '=', tenant);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type DeliveryCounts = Record<'pending' | 'sent' | 'failed', number>;

export async function deliveryCounts(db: Kysely<DB>, tenant?: string): Promise<DeliveryCounts> {
  let query = db
    .selectFrom('lead_deliveries')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .groupBy('status');
  if (tenant) query = query.where('tenant', '=', tenant);
  const counts: DeliveryCounts = { pending: 0, sent: 0, failed: 0 };
  for (const row of await query.execute()) counts[row.status] = Number(row.count);
  return counts;
}
