// The embedded mail sink: without SMTP_URL, `npm start` receives the platform's own e-mail here (the smtp-server
// package, on 127.0.0.1 only) instead of leaving deliveries pending against a port nothing listens on. Each message
// is kept in `sink_mails` with its site (its X-Lead-Tenant header, else its lead's), and `npm run mail -- --tenant
// <slug>` lists what the dealer and the shopper were sent. Parsing is mailparser's (the same project as nodemailer).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DB } from '../db/schema.ts';

/** Largest message kept (a lead with an ADF attachment is a few KB). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export type MailSink = { url: string; close(): Promise<void> };

async function tenantOf(db: Kysely<DB>, headers: Map<string, unknown>): Promise<string | null> {
  const named = headers.get('x-lead-tenant') ?? headers.get('x-tenant');
  if (typeof named === 'string' && /^[a-z0-9][a-z0-9-]{0,62}$/.test(named)) return named;
  const leadId = headers.get('x-lead-id');
  if (typeof leadId !== 'string' || !/^[0-9a-f-]{36}$/.test(leadId)) return null;
  // A header that names a lead: the lead's own row says whose it is.
  const lead = await db.selectFrom('leads').select('tenant').where('id', '=', leadId).executeTakeFirst();
  return lead?.tenant ?? null;
}

export async function startMailSink(options: { db: Kysely<DB>; port?: number; log: (message: string) => void }): Promise<MailSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const tenant = await tenantOf(options.db, mail.headers);
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          await options.db
            .insertInto('sink_mails')
            .values({
              id: randomUUID(),
              tenant,
              envelope_from: from,
              envelope_to: JSON.stringify(to),
              subject: mail.subject ?? '',
              message_id: mail.messageId ?? null,
              text_body: mail.text ?? '',
            })
            .execute();
          options.log(`[mail${tenant ? `:${tenant}` : ''}] to ${to.join(', ')}: ${mail.subject ?? '(no subject)'}`);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  server.on('error', (error) => options.log(`[mail] sink: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export type SinkMail = { id: string; from: string; to: string[]; subject: string; text: string; receivedAt: Date };

/** A site's newest mails first (`tenant` null: those no header tied to a site). */
export async function listSinkMails(db: Kysely<DB>, tenant: string | null, limit = 50): Promise<SinkMail[]> {
  let query = db
    .selectFrom('sink_mails')
    .select(['id', 'envelope_from', 'envelope_to', 'subject', 'text_body', 'received_at'])
    .orderBy('received_at', 'desc')
    .limit(limit);
  query = tenant === null ? query.where('tenant', 'is', null) : query.where('tenant', '=', tenant);
  return (await query.execute()).map((row) => ({
    id: row.id,
    from: row.envelope_from,
    to: row.envelope_to,
    subject: row.subject,
    text: row.text_body,
    receivedAt: new Date(row.received_at),
  }));
}
