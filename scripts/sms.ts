// Lists the texts a site sent through the embedded SMS outbox (sign-in codes, alerts), newest first.
//   npm run sms -- --tenant <slug> [--limit 20]
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { formatTexts } from './lib/leads/format-outbox.ts';
import { runCommand } from './lib/leads/operator-client.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, limit: { type: 'string', default: '20' } } });

// 1. Arguments.
if (!values.tenant) {
  console.error('Usage: npm run sms -- --tenant <slug> [--limit 20]');
  process.exit(2);
}

// 2. Ask the database (through the running server when it holds the embedded one).
const { result, via } = await runCommand({ command: 'sms', tenant: values.tenant, limit: Math.min(1000, Math.max(1, Number(values.limit) || 20)) }, dataDir());

// 3. Print.
if (result.command === 'sms') {
  console.log(`Texts ${values.tenant} sent through the embedded SMS outbox, newest first (from ${via}):\n`);
  console.log(formatTexts(result.messages));
}
