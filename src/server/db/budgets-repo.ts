// The budgets' counters (migration 2026-11-28-3306-write-budgets) and the retention deletes. A write claims its share
// in the transaction that stores it, with one conditional upsert: the counter row is locked until that transaction
// ends, so concurrent writers (on any server) are counted one after another and none passes a quota.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BudgetKind } from '#src/domain/budgets/write-budget.ts';
import type { WriteBudget } from '#src/domain/tenant/schema/budgets.ts';
import type { DB } from './schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type BudgetClaim = { tenant: string; kind: BudgetKind; rows: number; bytes: number; day: string; budget: WriteBudget };

/**
 * Adds a write's rows and bytes to the day's counts and the totals when all four stay within the budget; false (and
 * nothing counted) otherwise. A counter row from an earlier day starts the day's counts again. Run it in the
 * transaction that stores the write, so a refused claim can roll the write back.
 */
export async function claimBudget(db: Db, claim: BudgetClaim): Promise<boolean> {
  const { tenant, kind, rows, bytes, day, budget } = claim;
  const dayRows = sql`(case when excluded.day > b.day then 0 else b.day_rows end)`;
  const dayBytes = sql`(case when excluded.day > b.day then 0 else b.day_bytes end)`;
  const result = await sql<{ claimed: number }>`
    with claim as (
      insert into write_budgets as b (tenant, kind, day, day_rows, day_bytes, total_rows, total_bytes)
      values (${tenant}, ${kind}, ${day}::date, ${rows}::bigint, ${bytes}::bigint, ${rows}::bigint, ${bytes}::bigint)
      on conflict (tenant, kind) do update set
        day = greatest(b.day, excluded.day),
        day_rows = ${dayRows} + excluded.day_rows,
        day_bytes = ${dayBytes} + excluded.day_bytes,
        total_rows = b.total_rows + excluded.total_rows,
        total_bytes = b.total_bytes + excluded.total_bytes,
        updated_at = now()
      where ${dayRows} + excluded.day_rows <= ${budget.rowsPerDay}::bigint
        and ${dayBytes} + excluded.day_bytes <= ${budget.bytesPerDay}::bigint
        and b.total_rows + excluded.total_rows <= ${budget.totalRows}::bigint
        and b.total_bytes + excluded.total_bytes <= ${budget.totalBytes}::bigint
      returning 1
    ), counted as (
      insert into write_budget_days as d (tenant, kind, day, rows, bytes)
      select ${tenant}, ${kind}, ${day}::date, ${rows}::bigint, ${bytes}::bigint from claim
      on conflict (tenant, kind, day) do update set rows = d.rows + excluded.rows, bytes = d.bytes + excluded.bytes
      returning 1
    )
    select (select count(*) from claim)::int + 0 * (select count(*) from counted)::int as claimed`.execute(db);
  return result.rows[0]!.claimed === 1;
}

export type BudgetState = { day: string; dayRows: number; dayBytes: number; totalRows: number; totalBytes: number };

/** A budget's counts now (what a refused claim ran into); null before its first write. */
export async function budgetState(db: Db, tenant: string, kind: BudgetKind): Promise<BudgetState | null> {
  const row = await sql<{ day: string; day_rows: string; day_bytes: string; total_rows: string; total_bytes: string }>`
    select day::text as day, day_rows::text, day_bytes::text, total_rows::text, total_bytes::text
    from write_budgets where tenant = ${tenant} and kind = ${kind}`.execute(db);
  const found = row.rows[0];
  if (!found) return null;
  return {
    day: found.day,
    dayRows: Number(found.day_rows),
    dayBytes: Number(found.day_bytes),
    totalRows: Number(found.total_rows),
    totalBytes: Number(found.total_bytes),
  };
}

/** Tenants with anything counted or viewed, for the retention job. */
export async function budgetTenants(db: Db): Promise<string[]> {
  const rows = await sql<{ tenant: string }>`select tenant from write_budgets union select tenant from car_views order by tenant`.execute(db);
  return rows.rows.map((row) => row.tenant);
}

/** Takes the counts of the days before `firstKeptDay` off the totals (their rows were deleted). */
export async function releaseDays(db: Db, tenant: string, kind: BudgetKind, firstKeptDay: string): Promise<void> {
  await sql`
    with gone as (
      delete from write_budget_days where tenant = ${tenant} and kind = ${kind} and day < ${firstKeptDay}::date returning rows, bytes
    )
    update write_budgets set
      total_rows = greatest(total_rows - (select coalesce(sum(rows), 0) from gone), 0),
      total_bytes = greatest(total_bytes - (select coalesce(sum(bytes), 0) from gone), 0),
      updated_at = now()
    where tenant = ${tenant} and kind = ${kind}`.execute(db);
}

/** At most this many rows per delete statement: a first run over years of rows does not hold one huge transaction. */
const DELETE_BATCH = 5_000;

/** A lead none of whose deliveries is still waiting to go out. */
const settled = (lead: string) => sql`not exists (select 1 from lead_deliveries d where d.lead_id = ${sql.ref(lead)} and d.status = 'pending')`;

/** One batch of a kind's rows created before `before` (UTC midnight of the first kept day); the number deleted. */
function deleteBatch(db: Db, kind: BudgetKind | 'car-views', tenant: string, before: string) {
  const at = sql`${before}::timestamptz`;
  switch (kind) {
    case 'leads':
      // With their deliveries, files and bookings: the dealer has had them (no delivery still pending).
      return sql<{ n: number }>`
        with gone as (
          delete from leads where id in (
            select l.id from leads l where l.tenant = ${tenant} and l.created_at < ${at} and ${settled('l.id')} limit ${DELETE_BATCH}
          ) returning id
        ), deliveries as (
          delete from lead_deliveries where tenant = ${tenant} and lead_id in (select id from gone) returning 1
        ), files as (
          delete from lead_attachments where tenant = ${tenant} and lead_id in (select id from gone) returning 1
        ), booked as (
          -- A booking's contact (e-mail, phone) goes with its lead.
          delete from bookings where tenant = ${tenant} and lead_id in (select id from gone) returning 1
        )
        select (select count(*) from gone)::int
          + 0 * ((select count(*) from deliveries) + (select count(*) from files) + (select count(*) from booked))::int as n`.execute(db);
    case 'cv-files':
      return sql<{ n: number }>`
        with gone as (
          delete from lead_attachments where id in (
            select a.id from lead_attachments a where a.tenant = ${tenant} and a.created_at < ${at} and ${settled('a.lead_id')} limit ${DELETE_BATCH}
          ) returning 1
        ) select count(*)::int as n from gone`.execute(db);
    case 'events':
      return sql<{ n: number }>`
        with gone as (
          delete from analytics_events where id in (
            select id from analytics_events where tenant = ${tenant} and created_at < ${at} limit ${DELETE_BATCH}
          ) returning 1
        ) select count(*)::int as n from gone`.execute(db);
    case 'phone-reveals':
      return sql<{ n: number }>`
        with gone as (
          delete from phone_reveals where id in (
            select id from phone_reveals where tenant = ${tenant} and created_at < ${at} limit ${DELETE_BATCH}
          ) returning 1
        ) select count(*)::int as n from gone`.execute(db);
    case 'miscellaneous':
      return sql<{ n: number }>`
        with gone as (
          delete from miscellaneous where id in (
            select id from miscellaneous where tenant = ${tenant} and created_at < ${at} limit ${DELETE_BATCH}
          ) returning 1
        ) select count(*)::int as n from gone`.execute(db);
    case 'car-views':
      return sql<{ n: number }>`
        with gone as (
          delete from car_views where tenant = ${tenant} and car_slug in (
            select car_slug from car_views where tenant = ${tenant} and updated_at < ${at} limit ${DELETE_BATCH}
          ) returning 1
        ) select count(*)::int as n from gone`.execute(db);
  }
}

/**
 * Deletes a kind's rows of a tenant created before the first kept day (UTC), batch by batch; the number deleted.
 * Leads and their files whose delivery is still pending are kept until it is sent or fails.
 */
export async function deleteBefore(db: Db, kind: BudgetKind | 'car-views', tenant: string, firstKeptDay: string): Promise<number> {
  const before = `${firstKeptDay}T00:00:00Z`;
  let deleted = 0;
  for (;;) {
    const n = (await deleteBatch(db, kind, tenant, before)).rows[0]?.n ?? 0;
    deleted += n;
    if (n < DELETE_BATCH) return deleted;
  }
}
