// An operator's view of a site's test-drive and service bookings, and cancelling one.
//   npm run bookings -- list --tenant <slug> [--upcoming] [--limit 50]   upcoming first, then past ones
//   npm run bookings -- cancel <id> --tenant <slug>                      frees the slot; the shopper is e-mailed
// It talks to the running server over its admin socket (the server holds the embedded database); with DATABASE_URL
// and no server it does the work itself.
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { formatBookings, runBookings } from './lib/bookings/bookings-client.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tenant: { type: 'string' }, upcoming: { type: 'boolean', default: false }, limit: { type: 'string', default: '50' } },
});

// 1. Arguments.
const usage = 'Usage: npm run bookings -- list --tenant <slug> [--upcoming] [--limit 50] | cancel <booking id> --tenant <slug>';
const [action, id] = positionals;
if (!values.tenant || (action !== 'list' && action !== 'cancel') || (action === 'cancel' && !id) || (action === 'list' && id)) {
  console.error(usage);
  process.exit(2);
}
const command =
  action === 'cancel'
    ? { command: 'bookings:cancel' as const, tenant: values.tenant, id: id! }
    : {
        command: 'bookings:list' as const,
        tenant: values.tenant,
        limit: Math.min(1000, Math.max(1, Number(values.limit) || 50)),
        ...(values.upcoming ? { upcoming: true } : {}),
      };

// 2. Ask the running server (or the database itself), 3. print.
try {
  const { result, via } = await runBookings(command, dataDir());
  console.log(formatBookings(result, values.tenant, via));
  if (result.command === 'bookings:cancel' && result.refused) process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
