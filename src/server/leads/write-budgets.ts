// Budgets for what strangers store (leads, their files, analytics events, phone reveals, saved valuations): each write
// claims its rows and bytes in the transaction that stores it (budgets-repo.ts: a conditional upsert on the tenant's
// counter row, so a burst from any number of servers stops exactly at the quota), and past a quota the transaction
// rolls back and the caller answers 429. An hourly job deletes what is older than each retention period and takes
// those days off the totals. Quotas and retention are the tenant's `budgets` (src/domain/tenant/schema/budgets.ts).
import type { Kysely, Transaction } from 'kysely';
import {
  budgetDay,
  budgetFor,
  BUDGET_KINDS,
  firstKeptDay,
  fitsAtAll,
  secondsToNextDay,
  sumCharges,
  type BudgetKind,
  type Charge,
} from '#src/domain/budgets/write-budget.ts';
import type { BudgetsConfig } from '#src/domain/tenant/schema/budgets.ts';
import { budgetState, budgetTenants, claimBudget, deleteBefore, releaseDays } from '../db/budgets-repo.ts';
import { deleteSpentCredentials, type SpentDeletion } from '../db/spent-credentials-repo.ts';
import type { DB } from '../db/schema.ts';
import { scheduleJob, type ScheduledJob } from '../checkout/jobs.ts';

/** A write refused because it would pass a quota: nothing of it was stored. */
export class OverBudget extends Error {
  override name = 'OverBudget';
  readonly kind: BudgetKind;
  readonly retryAfterSeconds: number;
  constructor(kind: BudgetKind, retryAfterSeconds: number) {
    super(`the ${kind} budget is used up`);
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type WriteBudgetsDeps = {
  db: Kysely<DB>;
  /** A tenant's budgets (its config; the platform's defaults for a tenant without one). */
  budgetsOf: (tenant: string) => Promise<BudgetsConfig>;
  now?: () => number;
  log?: (message: string) => void;
};

export type PruneReport = Array<{ tenant: string; kind: BudgetKind | 'car-views' | SpentDeletion['table']; deleted: number }>;

export function createWriteBudgets(deps: WriteBudgetsDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message: string) => console.log(message));

  /** Claims every charge in `trx` (the writer's transaction); throws OverBudget at the first that does not fit. */
  async function claim(trx: Transaction<DB>, charges: readonly Charge[]): Promise<void> {
    const at = now();
    const day = budgetDay(at);
    for (const charge of sumCharges(charges)) {
      const budget = budgetFor(await deps.budgetsOf(charge.tenant), charge.kind);
      if (fitsAtAll(charge, budget) && (await claimBudget(trx, { ...charge, day, budget }))) continue;
      const state = await budgetState(trx, charge.tenant, charge.kind);
      const totalFull = !!state && (state.totalRows + charge.rows > budget.totalRows || state.totalBytes + charge.bytes > budget.totalBytes);
      // A full day opens again at midnight UTC; full totals when the hourly job deletes the oldest day.
      throw new OverBudget(charge.kind, totalFull ? 3600 : secondsToNextDay(at));
    }
  }

  /**
   * Runs `write` in a transaction and claims what it stored (`charges` of its result: a repeated idempotency key
   * stores nothing and costs nothing). Past a quota nothing is stored and OverBudget is thrown.
   */
  async function within<T>(write: (trx: Transaction<DB>) => Promise<T>, charges: (result: T) => readonly Charge[]): Promise<T> {
    return deps.db.transaction().execute(async (trx) => {
      const result = await write(trx);
      await claim(trx, charges(result));
      return result;
    });
  }

  /** Deletes every tenant's rows older than their retention periods; what it deleted. */
  async function prune(): Promise<PruneReport> {
    const at = now();
    const report: PruneReport = [];
    for (const tenant of await budgetTenants(deps.db)) {
      const budgets = await deps.budgetsOf(tenant);
      for (const kind of Object.keys(BUDGET_KINDS) as BudgetKind[]) {
        const keep = firstKeptDay(at, budgetFor(budgets, kind).retentionDays);
        const deleted = await deleteBefore(deps.db, kind, tenant, keep);
        await releaseDays(deps.db, tenant, kind, keep);
        if (deleted > 0) report.push({ tenant, kind, deleted });
      }
      const views = await deleteBefore(deps.db, 'car-views', tenant, firstKeptDay(at, budgets.carViewsRetentionDays));
      if (views > 0) report.push({ tenant, kind: 'car-views', deleted: views });
    }
    // Sign-in and contact codes past every send limit's window, and sessions past their expiry (spent-credentials-repo.ts).
    for (const { table, tenant, deleted } of await deleteSpentCredentials(deps.db, new Date(at))) report.push({ tenant, kind: table, deleted });
    for (const { tenant, kind, deleted } of report) log(`[budgets] ${tenant}: deleted ${deleted} ${kind} past their retention period`);
    return report;
  }

  const job: ScheduledJob = scheduleJob({ name: 'write-budgets', everyMs: 3_600_000, log, run: prune });
  return { claim, within, prune, job };
}

export type WriteBudgets = ReturnType<typeof createWriteBudgets>;
