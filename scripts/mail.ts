// Lists what the embedded mail sink received for a site (the dealer's lead e-mails and ADF, the shopper's e-mails),
// newest first. The sink runs inside `npm start` when SMTP_URL is not set.
//   npm run mail -- --tenant <slug> [--limit 20]     (--tenant none: mail no header tied to a site)
import { parseArgs } from 'node:util';
import { dataDir } from '#src/files/paths.ts';
import { formatMails } from './lib/leads/format-outbox.ts';
import { runCommand } from './lib/leads/operator-client.ts';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, limit: { type: 'string', default: '20' }, full: { type: 'boolean', default: false } } });

// 1. Arguments.
if (!values.tenant) {
  console.error('Usage: npm run mail -- --tenant <slug> [--limit 20] [--full]');
  process.exit(2);
}
const tenant = values.tenant === 'none' ? null : values.tenant;

// 2. Ask the database (through the running server when it holds the embedded one).
const { result, via } = await runCommand({ command: 'mail', tenant, limit: Math.min(1000, Math.max(1, Number(values.limit) || 20)) }, dataDir());

// 3. Print.
if (result.command === 'mail') {
  console.log(`Mail the embedded sink received for ${tenant ?? 'no site'}, newest first (from ${via}):\n`);
  console.log(formatMails(result.mails, { full: values.full }));
}
