// What `npm run bookings` asks: list a site's bookings, cancel one (the slot is free at once and the shopper is told by
// e-mail). Run by the server over its admin socket (it holds the embedded database) or, with DATABASE_URL and no
// server, by the command itself.
import { z } from 'zod';
import { listBookings, type BookingRow } from '../db/bookings-repo.ts';
import type { DB } from '../db/schema.ts';
import type { Kysely } from 'kysely';
import type { BookingService } from './booking-service.ts';

const tenant = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/);

export const bookingCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('bookings:list'), tenant, upcoming: z.boolean().optional(), limit: z.number().int().min(1).max(1000).optional() }),
  z.strictObject({ command: z.literal('bookings:cancel'), tenant, id: z.uuid() }),
]);
export type BookingCommand = z.infer<typeof bookingCommandSchema>;

/** A booking as the operator sees it. */
export type OperatorBooking = {
  id: string;
  kind: string;
  status: string;
  location_id: number;
  starts_at: string;
  hold_expires_at: string | null;
  contact: string;
  lead_id: string;
  end_reason: string | null;
};

export type BookingCommandResult =
  { command: 'bookings:list'; bookings: OperatorBooking[] } | { command: 'bookings:cancel'; booking: OperatorBooking | null; refused: string | null };

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function forOperator(row: BookingRow): OperatorBooking {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    location_id: row.location_id,
    starts_at: iso(row.starts_at)!,
    hold_expires_at: row.status === 'unconfirmed' ? iso(row.hold_expires_at) : null,
    contact: [row.contact_email, row.contact_phone].filter(Boolean).join(' ') || '-',
    lead_id: row.lead_id,
    end_reason: row.end_reason,
  };
}

export async function runBookingCommand(service: BookingService, db: Kysely<DB>, command: BookingCommand): Promise<BookingCommandResult> {
  if (command.command === 'bookings:list') {
    const rows = await listBookings(db, command.tenant, {
      ...(command.upcoming ? { upcoming: true } : {}),
      ...(command.limit ? { limit: command.limit } : {}),
    });
    return { command: 'bookings:list', bookings: rows.map(forOperator) };
  }
  const result = await service.cancelByOperator(command.tenant, command.id);
  return {
    command: 'bookings:cancel',
    booking: result.row ? forOperator(result.row) : null,
    refused: result.ok
      ? null
      : result.status === 404
        ? result.error
        : `${result.error} (status: ${result.row?.status ?? 'unknown'}, starts ${iso(result.row?.starts_at ?? null)})`,
  };
}
