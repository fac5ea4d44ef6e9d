// How `npm run reservations` reaches the reservations: the running server over its admin socket (it holds the
// embedded database and the payment providers); with DATABASE_URL and no server listening, the database itself with
// the payment providers from the environment (the running servers' job then brings the sites' RESERVED tags along).
import path from 'node:path';
import { formatMoney } from '#src/domain/money.ts';
import {
  reservationCommandSchema,
  runReservationCommand,
  type ReservationCommand,
  type ReservationCommandResult,
} from '#src/server/checkout/reservation-operator.ts';
import { openDatabase } from '#src/server/db/database.ts';
import { askSocket } from '#src/server/leads/admin-socket.ts';
import { loadLeadsSettings } from '#src/server/leads/config.ts';
import { openLeadsPlatform } from '#src/server/leads/platform.ts';

export async function runReservations(command: ReservationCommand, dataDir: string): Promise<{ result: ReservationCommandResult; via: string }> {
  const checked = reservationCommandSchema.parse(command);
  try {
    return { result: (await askSocket(dataDir, checked)) as ReservationCommandResult, via: 'the running server' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
  }
  const settings = loadLeadsSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir });
  const platform = await openLeadsPlatform({ dataDir, settings, database, startWorker: false, adminSocket: false, log: () => {} });
  try {
    return {
      result: await runReservationCommand(platform.reservations.service, database.db, checked),
      via: settings.databaseUrl ? database.description : path.join(dataDir, 'db'),
    };
  } finally {
    await platform.close();
    await database.close();
  }
}

const cell = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}~` : text.padEnd(width));

export function formatReservations(result: ReservationCommandResult, tenant: string, via: string): string {
  if (result.command === 'reservations:change') {
    if (result.refused) return `Not done: ${result.refused}`;
    const r = result.reservation!;
    return `Reservation ${r.id} of ${tenant} (via ${via}) is now ${r.status}; deposit ${formatMoney(r.deposit_cents)} ${r.deposit_state}.`;
  }
  if (result.reservations.length === 0) return `No reservations for ${tenant} (via ${via}).`;
  const head = ['created (UTC)', 'reservation id', 'status', 'deposit', 'held until (UTC)', 'car', 'shopper'];
  const widths = [17, 36, 10, 22, 17, 34, 40];
  const rows = result.reservations.map((r) => [
    r.created_at.slice(0, 16).replace('T', ' '),
    r.id,
    r.status,
    `${formatMoney(r.deposit_cents)} ${r.deposit_state}`,
    r.hold_expires_at ? r.hold_expires_at.slice(0, 16).replace('T', ' ') : '-',
    r.car_slug,
    r.shopper,
  ]);
  return [
    `Reservations of ${tenant}, newest first (via ${via}):`,
    '',
    ...[head, ...rows].map((row) =>
      row
        .map((text, index) => cell(text, widths[index]!))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
}
