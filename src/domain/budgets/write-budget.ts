// The rules of the budgets for anonymous writes (the tenant's `budgets`): what each write costs, which UTC day it
// counts on, when a day's quota starts again, and which days a retention period keeps. The counting itself is the
// database's (a conditional upsert claims a write atomically: src/server/db/budgets-repo.ts).
import type { BudgetsConfig, WriteBudget } from '../tenant/schema/budgets.ts';

/** What a budget counts, as the database's counters name it, and the tenant setting each is configured by. */
export const BUDGET_KINDS = {
  leads: 'leads',
  'cv-files': 'cvFiles',
  events: 'events',
  'phone-reveals': 'phoneReveals',
  miscellaneous: 'miscellaneous',
} as const satisfies Record<string, Exclude<keyof BudgetsConfig, 'carViewsRetentionDays'>>;
export type BudgetKind = keyof typeof BUDGET_KINDS;

/** One write's cost against one budget. */
export type Charge = { tenant: string; kind: BudgetKind; rows: number; bytes: number };

const DAY_MS = 86_400_000;

/** @example budgetFor(tenant.budgets, 'cv-files') // tenant.budgets.cvFiles */
export const budgetFor = (budgets: BudgetsConfig, kind: BudgetKind): WriteBudget => budgets[BUDGET_KINDS[kind]];

/**
 * The UTC day a write at `nowMs` counts on.
 * @example budgetDay(Date.UTC(2026, 10, 28, 23, 59)) // '2026-11-28'
 */
export const budgetDay = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/**
 * Seconds until the day's quota starts again (the next UTC midnight), for Retry-After.
 * @example secondsToNextDay(Date.UTC(2026, 10, 28, 23, 0)) // 3600
 */
export const secondsToNextDay = (nowMs: number): number => Math.max(1, Math.ceil((DAY_MS - (nowMs % DAY_MS)) / 1000));

/**
 * The first day a retention period keeps: rows of earlier days are deleted, and their counts leave the totals.
 * @example firstKeptDay(Date.UTC(2026, 10, 28, 12), 30) // '2026-10-30'
 */
export const firstKeptDay = (nowMs: number, retentionDays: number): string => budgetDay(nowMs - (retentionDays - 1) * DAY_MS);

/**
 * Whether one write could ever fit the budget (a write larger than a whole day's quota is refused without counting).
 * @example fitsAtAll({ rows: 1, bytes: 6_000_000 }, { rowsPerDay: 200, bytesPerDay: 5_000_000, ... }) // false
 */
export const fitsAtAll = (charge: Pick<Charge, 'rows' | 'bytes'>, budget: WriteBudget): boolean =>
  charge.rows <= budget.rowsPerDay && charge.rows <= budget.totalRows && charge.bytes <= budget.bytesPerDay && charge.bytes <= budget.totalBytes;

/**
 * A stored value's size as a budget counts it: its JSON's UTF-8 bytes.
 * @example jsonBytes({ name: 'Zoë' }) // 15
 */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').byteLength;

/**
 * The charges of many writes, summed per tenant and kind, in one order (tenant, then kind), so two writers never wait
 * on each other's counters in opposite orders.
 */
export function sumCharges(charges: readonly Charge[]): Charge[] {
  const sums = new Map<string, Charge>();
  for (const charge of charges) {
    const key = `${charge.tenant}\u0000${charge.kind}`;
    const sum = sums.get(key) ?? { tenant: charge.tenant, kind: charge.kind, rows: 0, bytes: 0 };
    sum.rows += charge.rows;
    sum.bytes += charge.bytes;
    sums.set(key, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, sum]) => sum)
    .filter((sum) => sum.rows > 0 || sum.bytes > 0);
}
