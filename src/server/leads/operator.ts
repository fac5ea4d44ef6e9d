// What the operator commands (`npm run leads`, `npm run leads:retry`) ask of the database, whether
// they open it themselves or ask the running server over its admin socket (embedded PGlite can only
// be open in one process).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { deliveryCounts, resetFailedDeliveries, type DeliveryCounts } from '../db/deliveries-repo.ts';
import { listLeads, type LeadListRow } from '../db/leads-repo.ts';
import { listOutboxSms, type OutboxSms } from '../accounts/sms/embedded.ts';
import { listSinkMails, type SinkMail } from '../mail-sink/mail-sink.ts';
import type { DB } from '../db/schema.ts';

export const operatorCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({
    command: z.literal('list'),
    tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
    status: z.enum(['pending', 'sent', 'failed']).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  z.strictObject({
    command: z.literal('retry'),
    tenant: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
      .optional(),
  }),
  // The embedded SMS outbox and mail sink (shopper accounts): `npm run sms`, `npm run mail`.
  z.strictObject({ command: z.literal('sms'), tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/), limit: z.number().int().min(1).max(1000).optional() }),
  z.strictObject({
    command: z.literal('mail'),
    tenant: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
      .nullable(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
]);
export type OperatorCommand = z.infer<typeof operatorCommandSchema>;

export type OperatorResult =
  | { command: 'list'; leads: LeadListRow[]; counts: DeliveryCounts }
  | { command: 'retry'; reset: number }
  | { command: 'sms'; messages: OutboxSms[] }
  | { command: 'mail'; mails: SinkMail[] };

export async function runOperatorCommand(db: Kysely<DB>, command: OperatorCommand): Promise<OperatorResult> {
  if (command.command === 'retry') return { command: 'retry', reset: await resetFailedDeliveries(db, command.tenant) };
  if (command.command === 'sms') return { command: 'sms', messages: await listOutboxSms(db, command.tenant, command.limit) };
  if (command.command === 'mail') return { command: 'mail', mails: await listSinkMails(db, command.tenant, command.limit) };
  const options = { ...(command.status ? { deliveryStatus: command.status } : {}), ...(command.limit ? { limit: command.limit } : {}) };
  return { command: 'list', leads: await listLeads(db, command.tenant, options), counts: await deliveryCounts(db, command.tenant) };
}
