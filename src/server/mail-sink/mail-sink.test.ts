// The embedded mail sink receives what the delivery channels send and files it under its site.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { listSinkMails, startMailSink, type MailSink } from './mail-sink.ts';

let database: TestDatabase;
let sink: MailSink;
beforeAll(async () => {
  database = await openTestDatabase('pglite');
  sink = await startMailSink({ db: database.db, log: () => {} });
});
afterAll(async () => {
  await sink?.close();
  await database?.cleanup();
});

describe('the embedded mail sink', () => {
  it('keeps each message with its site, from its X-Lead-Tenant header or its lead', async () => {
    const url = new URL(sink.url);
    const transport = nodemailer.createTransport({ host: url.hostname, port: Number(url.port), secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Harbour Toyota website <leads@localhost>',
      to: 'sales@harbour-toyota.example',
      subject: 'New enquiry: 2021 Toyota HiLux',
      text: 'Jane Citizen asked about the HiLux.',
      headers: { 'X-Lead-Tenant': 'harbour-toyota' },
    });
    await transport.sendMail({ from: 'x@localhost', to: 'someone@example.com', subject: 'No site', text: 'Hello' });
    transport.close();
    const mails = await listSinkMails(database.db, 'harbour-toyota');
    expect(mails).toEqual([
      {
        id: expect.any(String),
        from: 'leads@localhost',
        to: ['sales@harbour-toyota.example'],
        subject: 'New enquiry: 2021 Toyota HiLux',
        text: 'Jane Citizen asked about the HiLux.\n',
        receivedAt: expect.any(Date),
      },
    ]);
    expect((await listSinkMails(database.db, null)).map((mail) => mail.subject)).toEqual(['No site']);
    expect(await listSinkMails(database.db, 'corner-car-yard')).toEqual([]);
  });
});
