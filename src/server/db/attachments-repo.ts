// Files a lead carries (a careers application's CV), kept in the database with the lead, so every server of a
// tenant can deliver them, and a backup of the database holds them too.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { LeadAttachment } from '#src/domain/leads/lead-record.ts';
import type { DB } from './schema.ts';

export type LeadFile = { filename: string; contentType: string; content: Uint8Array };
/** What the lead's payload says about a file it carries (no content). */
export type AttachmentSummary = LeadAttachment;

/** Describes a file before it is stored: the summary goes into the lead's payload, stored by `storeAttachment`. */
export function summarise(file: LeadFile): AttachmentSummary {
  return {
    id: randomUUID(),
    filename: file.filename,
    contentType: file.contentType,
    sizeBytes: file.content.byteLength,
    sha256: createHash('sha256').update(file.content).digest('hex'),
  };
}

export async function storeAttachment(trx: Transaction<DB>, tenant: string, leadId: string, summary: AttachmentSummary, file: LeadFile): Promise<void> {
  await trx
    .insertInto('lead_attachments')
    .values({
      id: summary.id,
      tenant,
      lead_id: leadId,
      filename: summary.filename,
      content_type: summary.contentType,
      size_bytes: summary.sizeBytes,
      sha256: summary.sha256,
      content: Buffer.from(file.content),
    })
    .execute();
}

/** A lead's files, with their content, oldest first. */
export async function attachmentsOf(db: Kysely<DB>, tenant: string, leadId: string): Promise<LeadFile[]> {
  const rows = await db
    .selectFrom('lead_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('tenant', '=', tenant)
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ filename: row.filename, contentType: row.content_type, content: new Uint8Array(row.content) }));
}
