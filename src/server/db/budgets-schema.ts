// Tables of migration 2026-11-28-3306-write-budgets (see budgets-migration.ts). Counts are bigint: read them as text.
import type { ColumnType } from 'kysely';

type Count = ColumnType<string, number | string | bigint, number | string | bigint>;
type Day = ColumnType<string, string, string>;

export type WriteBudgetsTable = {
  tenant: string;
  kind: string;
  day: Day;
  day_rows: Count;
  day_bytes: Count;
  total_rows: Count;
  total_bytes: Count;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type WriteBudgetDaysTable = { tenant: string; kind: string; day: Day; rows: Count; bytes: Count };

export type BudgetsTables = { write_budgets: WriteBudgetsTable; write_budget_days: WriteBudgetDaysTable };
