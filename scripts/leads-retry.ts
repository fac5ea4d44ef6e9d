// Puts failed lead deliveries back in the queue (pending, due now, a fresh retry budget).
//   npm run leads:retry [-- --tenant <slug>]
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { runCommand } from './lib/leads/operator-client.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' } } });

// 1. Reset the failed deliveries (of one tenant, or all).
const { result, via } = await runCommand({ command: 'retry', ...(values.tenant ? { tenant: values.tenant } : {}) }, dataDir());

// 2. Report; the running server's delivery worker picks them up (or the next one to start).
if (result.command === 'retry') {
  console.log(`${result.reset} failed deliver${result.reset === 1 ? 'y' : 'ies'}${values.tenant ? ` of ${values.tenant}` : ''} queued again (via ${via}).`);
}
