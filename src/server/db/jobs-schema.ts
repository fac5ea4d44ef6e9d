// Tables of migration 2026-11-25-0022-jobs-and-limits (see jobs-migration.ts).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type JobWorkersTable = {
  id: string;
  host: string;
  pid: number;
  queue_worker_ids: ColumnType<string[], string[] | undefined, string[]>;
  started_at: Generated<Timestamp>;
  seen_at: Generated<Timestamp>;
};

export type RateLimitsTable = { key: string; points: Generated<number>; expire: string | number | null };

export type JobsTables = { job_workers: JobWorkersTable; rate_limits: RateLimitsTable };
