// Worker heartbeats in the database (table job_workers), so a worker that died (kill -9, a lost machine) does not
// hold its job for graphile-worker's four hours: every live worker beats every `everyMs`; one that has beaten for a
// whole lease hands back the jobs of any worker not seen for a lease (graphile-worker's force_unlock_workers), and
// another worker takes them up. A worker that was cut off from the database waits a whole lease after it is back
// before it judges anyone: the others were cut off too and are beating again.
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export type HeartbeatOptions = {
  db: Kysely<DB>;
  id: string;
  /** graphile-worker's ids of this process's workers. */
  queueWorkerIds: () => string[];
  /** Hands a dead process's jobs back (graphile-worker's forceUnlockWorkers). */
  unlock: (queueWorkerIds: string[]) => Promise<void>;
  everyMs: number;
  leaseMs: number;
  log: (message: string) => void;
  /** For tests: a clock to judge health by (default Date.now). */
  now?: () => number;
};

export type Heartbeat = { beat(): Promise<void>; stop(): Promise<void> };

export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { db, id } = options;
  const now = options.now ?? Date.now;
  let healthySince: number | null = null;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  async function reapDead(): Promise<void> {
    const dead = await db
      .deleteFrom('job_workers')
      .where('id', '!=', id)
      .where(sql<boolean>`seen_at < now() - make_interval(secs => ${options.leaseMs / 1000})`)
      .returning(['id', 'host', 'pid', 'queue_worker_ids'])
      .execute();
    for (const worker of dead) {
      if (worker.queue_worker_ids.length) await options.unlock(worker.queue_worker_ids);
      options.log(`[jobs] worker ${worker.host}:${worker.pid} not seen for ${options.leaseMs / 1000} s: its jobs go back to the queue`);
    }
  }

  async function beat(): Promise<void> {
    try {
      const ids = options.queueWorkerIds();
      await db
        .insertInto('job_workers')
        .values({ id, host: hostname(), pid: process.pid, queue_worker_ids: ids })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ seen_at: sql`now()`, queue_worker_ids: ids }))
        .execute();
      healthySince ??= now();
      if (now() - healthySince >= options.leaseMs) await reapDead();
    } catch (error) {
      if (healthySince !== null) options.log(`[jobs] heartbeat failed: ${(error as Error).message}`);
      healthySince = null;
    }
  }

  const tick = () => {
    current = current.then(beat);
  };
  tick();
  timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    beat: () => {
      tick();
      return current;
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
      await db
        .deleteFrom('job_workers')
        .where('id', '=', id)
        .execute()
        .catch(() => {});
    },
  };
}
