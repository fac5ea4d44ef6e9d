// What `npm run reservations` asks: list a tenant's reservations, release a hold, refund a deposit, mark a sale. Run by
// the server (over its admin socket, which holds the embedded database and the payment providers) or, with
// DATABASE_URL and no server, by the command itself.
import { z } from 'zod';
import { findReservation, listReservations } from '../db/reservations-repo.ts';
import type { ReservationRow } from '../db/schema.ts';
import type { ReservationService } from './reservation-service.ts';

const tenant = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/);
const id = z.uuid();

export const reservationCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({
    command: z.literal('reservations:list'),
    tenant,
    status: z.enum(['pending', 'held', 'completed', 'released', 'cancelled', 'failed']).optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  }),
  z.strictObject({ command: z.enum(['reservations:release', 'reservations:refund', 'reservations:complete']), tenant, id }),
]);
export type ReservationCommand = z.infer<typeof reservationCommandSchema>;

/** A reservation as the operator sees it. */
export type OperatorReservation = Pick<
  ReservationRow,
  'id' | 'car_id' | 'car_slug' | 'status' | 'deposit_cents' | 'deposit_state' | 'provider' | 'end_reason' | 'lead_id' | 'last_error'
> & {
  created_at: string;
  hold_expires_at: string | null;
  shopper: string;
};

export type ReservationCommandResult =
  | { command: 'reservations:list'; reservations: OperatorReservation[] }
  | { command: 'reservations:change'; reservation: OperatorReservation | null; refused: string | null };

function forOperator(row: ReservationRow): OperatorReservation {
  return {
    id: row.id,
    car_id: row.car_id,
    car_slug: row.car_slug,
    status: row.status,
    deposit_cents: row.deposit_cents,
    deposit_state: row.deposit_state,
    provider: row.provider,
    end_reason: row.end_reason,
    lead_id: row.lead_id,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    hold_expires_at: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
    shopper: `${row.shopper.name}${row.shopper.last_name ? ` ${row.shopper.last_name}` : ''} <${row.shopper.email}>`,
  };
}

export async function runReservationCommand(
  service: ReservationService,
  db: Parameters<typeof listReservations>[0],
  command: ReservationCommand,
): Promise<ReservationCommandResult> {
  if (command.command === 'reservations:list') {
    const rows = await listReservations(db, command.tenant, {
      ...(command.status ? { status: command.status } : {}),
      ...(command.limit ? { limit: command.limit } : {}),
    });
    return { command: 'reservations:list', reservations: rows.map(forOperator) };
  }
  const row = await findReservation(db, command.tenant, command.id);
  if (!row) return { command: 'reservations:change', reservation: null, refused: `No reservation ${command.id} for ${command.tenant}.` };
  const moves = service.moves;
  if (command.command === 'reservations:refund') {
    const result = await moves.refund(row);
    return 'refused' in result
      ? { command: 'reservations:change', reservation: forOperator(row), refused: result.refused }
      : { command: 'reservations:change', reservation: forOperator(result), refused: null };
  }
  const moved = command.command === 'reservations:release' ? await moves.release(row) : await moves.complete(row, 'sold (marked by operator)');
  if (!moved)
    return {
      command: 'reservations:change',
      reservation: forOperator(row),
      refused: `Only a held reservation can be ${command.command === 'reservations:release' ? 'released' : 'completed'}; this one is ${row.status}.`,
    };
  return { command: 'reservations:change', reservation: forOperator(moved), refused: null };
}
