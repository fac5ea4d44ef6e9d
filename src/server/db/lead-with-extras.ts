// A lead stored together with what it brings along (a booked slot, a file), in ONE transaction: the lead and its
// outbox rows (insertLeads), then the extras; an extra that refuses (a full slot) rolls the lead back with it.
// These leads skip the group-commit batcher: they are few, and each needs its own transaction.
import type { Kysely, Transaction } from 'kysely';
import { insertLeads, type NewLead, type StoredLead } from './leads-repo.ts';
import type { DB } from './schema.ts';

/** Thrown by an extra to undo the whole lead: the reason reaches the caller. */
export class ExtraRefused extends Error {
  readonly reason: string;
  /** The form field the reason belongs under, when the extra knows it better than the caller. */
  readonly field: string | null;
  constructor(reason: string, field: string | null = null) {
    super(reason);
    this.reason = reason;
    this.field = field;
  }
}

/**
 * Stores the lead, then runs `extra` in the same transaction for a newly made lead. A repeat of the same
 * idempotency key answers the first lead and runs nothing (its extras were stored with it).
 */
export async function insertLeadWith(
  db: Kysely<DB>,
  lead: NewLead,
  extra: (trx: Transaction<DB>, leadId: string) => Promise<unknown>,
): Promise<{ ok: true; stored: StoredLead } | { ok: false; reason: string; field?: string }> {
  try {
    const stored = await db.transaction().execute(async (trx) => {
      const [result] = await insertLeads(trx, [lead]);
      if (result!.created) await extra(trx, result!.leadId);
      return result!;
    });
    return { ok: true, stored };
  } catch (error) {
    if (error instanceof ExtraRefused) return { ok: false, reason: error.reason, ...(error.field ? { field: error.field } : {}) };
    throw error;
  }
}
