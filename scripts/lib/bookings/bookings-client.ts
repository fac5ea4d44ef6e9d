// How `npm run bookings` reaches the bookings: the running server over its admin socket (it holds the embedded
// database); with DATABASE_URL and no server listening, the database itself.
import path from 'node:path';
import { bookingCommandSchema, runBookingCommand, type BookingCommand, type BookingCommandResult } from '#src/server/bookings/booking-operator.ts';
import { openDatabase } from '#src/server/db/database.ts';
import { askSocket } from '#src/server/leads/admin-socket.ts';
import { loadLeadsSettings } from '#src/server/leads/config.ts';
import { openLeadsPlatform } from '#src/server/leads/platform.ts';

export async function runBookings(command: BookingCommand, dataDir: string): Promise<{ result: BookingCommandResult; via: string }> {
  const checked = bookingCommandSchema.parse(command);
  try {
    return { result: (await askSocket(dataDir, checked)) as BookingCommandResult, via: 'the running server' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
  }
  const settings = loadLeadsSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir });
  const platform = await openLeadsPlatform({ dataDir, settings, database, startWorker: false, adminSocket: false, log: () => {} });
  try {
    return {
      result: await runBookingCommand(platform.bookings, database.db, checked),
      via: settings.databaseUrl ? database.description : path.join(dataDir, 'db'),
    };
  } finally {
    await platform.close();
    await database.close();
  }
}

const cell = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}~` : text.padEnd(width));
const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

export function formatBookings(result: BookingCommandResult, tenant: string, via: string): string {
  if (result.command === 'bookings:cancel') {
    if (result.refused) return `Not done: ${result.refused}`;
    const b = result.booking!;
    return `Booking ${b.id} of ${tenant} (via ${via}) is now ${b.status}: the ${b.kind} slot at ${minute(b.starts_at)} UTC is free, and ${b.contact} is told by e-mail.`;
  }
  if (result.bookings.length === 0) return `No bookings for ${tenant} (via ${via}).`;
  const head = ['starts (UTC)', 'booking id', 'kind', 'status', 'hold ends (UTC)', 'location', 'contact'];
  const widths = [17, 36, 10, 11, 17, 8, 44];
  const rows = result.bookings.map((b) => [minute(b.starts_at), b.id, b.kind, b.status, minute(b.hold_expires_at), String(b.location_id), b.contact]);
  return [
    `Bookings of ${tenant}, upcoming first (via ${via}):`,
    '',
    ...[head, ...rows].map((row) =>
      row
        .map((text, index) => cell(text, widths[index]!))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
}
