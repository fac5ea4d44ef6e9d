// What `GET /api/health` reports: 200 only when the database answers and nothing is down; 503 naming each thing that
// is down otherwise. Down means: the database does not answer (within a timeout); the delivery outbox has a backlog
// (its oldest due delivery has waited longer than HEALTH_OUTBOX_MAX_AGE_SECONDS); or deliveries wait and none has
// succeeded for HEALTH_DELIVERY_MAX_SILENCE_SECONDS (a mail server or webhook that refuses everything). Anyone can ask,
// so one check runs at a time and its answer is kept for a second.
import { sql, type Kysely } from 'kysely';
import type { DB } from './db/schema.ts';

export type HealthThresholds = { outboxMaxAgeMs: number; deliveryMaxSilenceMs: number };

export type CheckResult = { ok: boolean; message: string } & Record<string, string | number | boolean | null>;
export type HealthReport = { ok: boolean; down: string[]; checks: Record<string, CheckResult> };

/** The outbox as the database sees it (times from the database's clock, `now` included). */
export type OutboxFacts = {
  now: Date;
  /** Pending deliveries whose next attempt is due. */
  due: number;
  oldestDueAt: Date | null;
  /** Pending deliveries, due or waiting for a retry. */
  pending: number;
  oldestPendingAt: Date | null;
  lastSentAt: Date | null;
};

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * The report for what was found: the database's answer (or why there is none) and the outbox's facts.
 * @example judgeHealth({ ok: false, error: 'no answer within 2000 ms' }, THRESHOLDS).down // ['database']
 */
export function judgeHealth(database: { ok: true; outbox: OutboxFacts } | { ok: false; error: string }, thresholds: HealthThresholds): HealthReport {
  if (!database.ok) {
    return { ok: false, down: ['database'], checks: { database: { ok: false, message: `the database does not answer: ${database.error}` } } };
  }
  const { outbox } = database;
  const now = outbox.now.getTime();
  const waited = outbox.oldestDueAt ? now - outbox.oldestDueAt.getTime() : 0;
  const backlog = outbox.due > 0 && waited > thresholds.outboxMaxAgeMs;
  // Nothing delivered since the later of the last success and the oldest waiting delivery's arrival.
  const since = Math.max(outbox.lastSentAt?.getTime() ?? -Infinity, outbox.oldestPendingAt?.getTime() ?? now);
  const silence = outbox.pending > 0 ? now - since : 0;
  const silent = outbox.pending > 0 && silence > thresholds.deliveryMaxSilenceMs;
  const lastSentSecondsAgo = outbox.lastSentAt ? seconds(now - outbox.lastSentAt.getTime()) : null;
  const checks: Record<string, CheckResult> = {
    database: { ok: true, message: 'answers' },
    outbox: {
      ok: !backlog,
      message: backlog
        ? `backlog: the oldest of ${outbox.due} due deliveries has waited ${seconds(waited)} s (limit ${seconds(thresholds.outboxMaxAgeMs)} s)`
        : `${outbox.due} due deliveries`,
      due: outbox.due,
      oldestDueSeconds: outbox.oldestDueAt ? seconds(waited) : null,
    },
    delivery: {
      ok: !silent,
      message: silent
        ? `no delivery has succeeded for ${seconds(silence)} s while ${outbox.pending} wait (limit ${seconds(thresholds.deliveryMaxSilenceMs)} s)`
        : outbox.pending > 0
          ? `${outbox.pending} deliveries wait`
          : 'nothing waits',
      pending: outbox.pending,
      lastSentSecondsAgo,
    },
  };
  const down = Object.entries(checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  return { ok: down.length === 0, down, checks };
}

type FactsRow = {
  now: Date | string;
  due: number;
  oldest_due_at: Date | string | null;
  pending: number;
  oldest_pending_at: Date | string | null;
  last_sent_at: Date | string | null;
};
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The outbox's facts in one query (the due and sent indexes keep it small whatever the outbox's size). */
export async function readOutboxFacts(db: Kysely<DB>): Promise<OutboxFacts> {
  const { rows } = await sql<FactsRow>`
    select now() as now,
      (select count(*)::int from lead_deliveries where status = 'pending' and next_attempt_at <= now()) as due,
      (select min(next_attempt_at) from lead_deliveries where status = 'pending' and next_attempt_at <= now()) as oldest_due_at,
      (select count(*)::int from lead_deliveries where status = 'pending') as pending,
      (select min(created_at) from lead_deliveries where status = 'pending') as oldest_pending_at,
      (select max(sent_at) from lead_deliveries where status = 'sent') as last_sent_at`.execute(db);
  const row = rows[0]!;
  return {
    now: new Date(row.now),
    due: Number(row.due),
    oldestDueAt: date(row.oldest_due_at),
    pending: Number(row.pending),
    oldestPendingAt: date(row.oldest_pending_at),
    lastSentAt: date(row.last_sent_at),
  };
}

export type HealthCheck = () => Promise<HealthReport>;

export function createHealthCheck(options: {
  /** null: this process has no database (another one holds the embedded database); `unavailable` says why. */
  db: Kysely<DB> | null;
  unavailable?: string;
  thresholds: HealthThresholds;
  /** How long the database may take to answer (default 2000 ms). */
  timeoutMs?: number;
  /** How long an answer is reused (default 1000 ms): a stranger's burst of health checks is one query. */
  cacheMs?: number;
  log?: (message: string) => void;
}): HealthCheck {
  const timeoutMs = options.timeoutMs ?? 2000;
  const cacheMs = options.cacheMs ?? 1000;
  let inFlight: Promise<HealthReport> | null = null;
  let last: { at: number; report: HealthReport } | null = null;
  let wasDown = '';

  const run = async (): Promise<HealthReport> => {
    const { db } = options;
    if (!db) return judgeHealth({ ok: false, error: options.unavailable ?? 'not open in this process' }, options.thresholds);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const outbox = await Promise.race([readOutboxFacts(db), timeout]);
      return judgeHealth({ ok: true, outbox }, options.thresholds);
    } catch (error) {
      const message = (error as Error).message;
      // The driver's own words stay in the server's log; the public answer says only that it did not answer.
      options.log?.(`[health] database check failed: ${message}`);
      return judgeHealth({ ok: false, error: message.startsWith('no answer within') ? message : 'the query failed' }, options.thresholds);
    } finally {
      clearTimeout(timer);
    }
  };

  const check = async (): Promise<HealthReport> => {
    const report = await run();
    last = { at: Date.now(), report };
    const down = report.down.join(', ');
    if (down !== wasDown) options.log?.(down ? `[health] down: ${down}` : '[health] everything answers again');
    wasDown = down;
    return report;
  };

  return () => {
    if (inFlight) return inFlight;
    if (last && Date.now() - last.at < cacheMs) return Promise.resolve(last.report);
    inFlight = check().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
