// What the operator commands (`npm run leads`, `npm run leads:retry`) ask of the database, whether
// they open it themselves or ask the running server over its admin socket (embedded PGlite can only
// be open in one process).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { deliveryCounts, resetFailedDeliveries, type DeliveryCounts } from '../db/deliveries-repo.ts';
import { listLeads, type LeadListRow } from '../db/leads-repo.ts';
import type { DB } from '../db/schema.ts';

export const operatorCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({
    command: z.literal('list'),
    tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
    status: z.enum(['pending', 'sent', 'failed']).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  z.strictObject({ command: z.literal('retry'), tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/).optional() }),
]);
export type OperatorCommand = z.infer<typeof operatorCommandSchema>;

export type OperatorResult =
  | { command: 'list'; leads: LeadListRow[]; counts: DeliveryCounts }
  | { command: 'retry'; reset: number };

export async function runOperatorCommand(db: Kysely<DB>, command: OperatorCommand): Promise<OperatorResult> {
  if (command.command === 'retry') return { command: 'retry', reset: await resetFailedDeliveries(db, command.tenant) };
  const options = { ...(command.status ? { deliveryStatus: command.status } : {}), ...(command.limit ? { limit: command.limit } : {}) };
  return { command: 'list', leads: await listLeads(db, command.tenant, options), counts: await deliveryCounts(db, command.tenant) };
}
