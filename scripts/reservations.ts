// An operator's view of a tenant's reservations, and the three things an operator does with one.
//   npm run reservations -- --tenant <slug> [--status held] [--limit 50]     list, newest first
//   npm run reservations -- --tenant <slug> --release <id>                  end a hold now (the car goes back on sale)
//   npm run reservations -- --tenant <slug> --refund <id>                   refund a card deposit (cancels a hold)
//   npm run reservations -- --tenant <slug> --complete <id>                 the sale went ahead
// It talks to the running server over its admin socket (the server holds the embedded database and the payment
// providers, and brings the site's RESERVED tags along); with DATABASE_URL and no server it does the work itself.
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { formatReservations, runReservations } from './lib/reservations/reservations-client.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    status: { type: 'string' },
    limit: { type: 'string', default: '50' },
    release: { type: 'string' },
    refund: { type: 'string' },
    complete: { type: 'string' },
  },
});

// 1. Arguments.
const usage =
  'Usage: npm run reservations -- --tenant <slug> [--status pending|held|completed|released|cancelled|failed] [--limit 50] | --release <id> | --refund <id> | --complete <id>';
const actions = (['release', 'refund', 'complete'] as const).filter((action) => values[action]);
if (!values.tenant || actions.length > 1) {
  console.error(usage);
  process.exit(2);
}
const action = actions[0];
const command = action
  ? { command: `reservations:${action}` as const, tenant: values.tenant, id: values[action]! }
  : {
      command: 'reservations:list' as const,
      tenant: values.tenant,
      limit: Math.min(1000, Math.max(1, Number(values.limit) || 50)),
      ...(values.status ? { status: values.status as 'held' } : {}),
    };

// 2. Ask the running server (or the database itself), 3. print.
try {
  const { result, via } = await runReservations(command, dataDir());
  console.log(formatReservations(result, values.tenant, via));
  if (result.command === 'reservations:change' && result.refused) process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
