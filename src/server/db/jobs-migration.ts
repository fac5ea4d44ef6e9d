// Migration 2026-11-25-0022-jobs-and-limits: what several web servers and build workers share through the database.
//   job_workers   each worker process's heartbeat, so a live worker can hand the jobs of a dead one back to the queue
//                 (graphile-worker itself only frees a locked job after four hours).
//   rate_limits   the request counters of rate-limiter-flexible's PostgreSQL store, in its own layout (key, points,
//                 expire); keys start with the limiter's name and the tenant.
// graphile-worker keeps its jobs in its own schema (graphile_worker), made by its own migrations.
import { sql, type Kysely, type Migration } from 'kysely';

export const jobsAndLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table job_workers (
        id text primary key,
        host text not null,
        pid integer not null,
        -- graphile-worker's ids of this process's workers (what force_unlock_workers takes).
        queue_worker_ids text[] not null default '{}',
        started_at timestamptz not null default now(),
        seen_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['rate_limits', 'job_workers']) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  },
};
