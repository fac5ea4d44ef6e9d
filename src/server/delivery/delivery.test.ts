// Delivery to real channels on 127.0.0.1: an SMTP server (smtp-server) and an HTTP receiver, including a
// channel that is down and comes back, permanent refusals, the retry budget and the operator retry.
import { createHmac } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLeads } from '../db/leads-repo.ts';
import { deliveryCounts } from '../db/deliveries-repo.ts';
import { runOperatorCommand } from '../leads/operator.ts';
import { createTestLeadsApp, type TestLeadsApp } from '../leads/test-app.ts';
import { alphaConfig, betaConfig, createSmtpSink, createWebhookReceiver, waitFor, type SmtpSink } from '../leads/test-fixtures.ts';
import { createSmtpTransport } from './smtp.ts';
import { createDeliveryWorker } from './worker.ts';

const ALPHA = 'alpha.localhost';
const jane = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412345678', message: 'I <3 it & is it "still" available? 2 <= 3 > 1' };
const WEBHOOK_SECRET = 'alpha-webhook-secret-0123456789abcdef';

let t: TestLeadsApp;
let smtp: SmtpSink;
let hooks: Awaited<ReturnType<typeof createWebhookReceiver>>;

beforeAll(async () => {
  smtp = await createSmtpSink({ rejectRecipients: /^bounce@/ });
  await smtp.start();
  hooks = await createWebhookReceiver();
  t = await createTestLeadsApp({
    tenants: { alpha: alphaConfig({ webhook: { url: hooks.url } }), beta: betaConfig({ email: { to: ['bounce@beta.example'] } }) },
    transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
    startWorker: true,
  });
});

afterAll(async () => {
  await t?.close();
  await smtp?.stop();
  await hooks?.close();
});

const submit = async (host: string, body: Record<string, unknown>) => {
  const res = await t.postJson(host, '/api/leads', body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
};
const mailsFor = (leadId: string) => smtp.messages.filter((m) => m.headers['x-lead-id'] === leadId);
const hooksFor = (leadId: string) => hooks.hooks.filter((h) => h.headers['x-lead-id'] === leadId);

describe('lead delivery', () => {
  it('sends a readable e-mail, an ADF e-mail and a signed webhook, once each', async () => {
    const leadId = await submit(ALPHA, { kind: 'enquiry', ...jane, car_id: '102' });
    await waitFor(() => mailsFor(leadId).length === 2 && hooksFor(leadId).length === 1, 15_000, 'three deliveries');

    const [readable, adf] = [
      mailsFor(leadId).find((m) => !m.headers.subject?.startsWith('ADF'))!,
      mailsFor(leadId).find((m) => m.headers.subject?.startsWith('ADF'))!,
    ];
    expect(readable.to).toEqual(['kia@alpha.example']); // routed to the car's dealership
    expect(readable.headers['reply-to']).toBe('Jane Citizen <jane@example.com>');
    expect(readable.headers.subject).toBe('New General Enquiry from Jane Citizen: 2019 Kia Sportage <GT> Sport');
    expect(readable.raw).toContain('multipart/alternative');
    const html = readable.text.slice(readable.text.indexOf('<!doctype html>'));
    expect(readable.text).toContain('Car: 2019 Kia Sportage <GT> Sport'); // the text part, as typed
    expect(html).toContain('Sportage &lt;GT&gt;'); // the HTML part, escaped
    expect(html).toContain('I &lt;3 it &amp; is it &quot;still&quot; available? 2 &lt;= 3 &gt; 1');
    expect(html).not.toContain('<GT>');

    expect(adf.to).toEqual(['crm@alpha.example']);
    expect(adf.text).toContain('<?adf version="1.0"?>');
    expect(adf.text).toContain('<make>Kia</make><model>Sportage &lt;GT&gt;</model>');
    expect(adf.text).toContain('<comments>I &lt;3 it &amp; is it &quot;still&quot; available? 2 &lt;= 3 &gt; 1</comments>');

    const [hook] = hooksFor(leadId);
    const timestamp = String(hook!.headers['x-lead-timestamp']);
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${hook!.body}`).digest('hex')}`;
    expect(hook!.headers['x-lead-signature']).toBe(expected);
    expect(JSON.parse(hook!.body)).toMatchObject({ lead_id: leadId, tenant: 'alpha', car: { id: '102', make: 'Kia' }, fields: { email: 'jane@example.com' } });

    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing arrives twice
    expect(mailsFor(leadId)).toHaveLength(2);
    expect(hooksFor(leadId)).toHaveLength(1);
  });

  it('folds a long non-ASCII subject into RFC 2047 words within the line limit, which a mail reader decodes back', async () => {
    const name = { name: 'Siobhán-Åsa Øyvindsdóttir-Ngữ', last_name: 'Łukasiewicz-Ærøskøbing Þórðarson' };
    const leadId = await submit(ALPHA, { kind: 'enquiry', ...jane, ...name, car_id: '102' });
    await waitFor(() => mailsFor(leadId).length === 2, 15_000, 'both e-mails');
    const readable = mailsFor(leadId).find((m) => !m.headers.subject?.startsWith('ADF'))!;
    const head = readable.raw.slice(0, readable.raw.indexOf('\r\n\r\n'));
    expect(head.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    expect(head).toMatch(/^Subject: =\?UTF-8\?/m);
    const parsed = await simpleParser(readable.raw);
    expect(parsed.subject).toBe(`New General Enquiry from ${name.name} ${name.last_name}: 2019 Kia Sportage <GT> Sport`);
    expect(parsed.replyTo?.value[0]).toEqual({ name: `${name.name} ${name.last_name}`, address: 'jane@example.com' });
  });

  it('delivers a shopper address that is not plain ASCII', async () => {
    const leadId = await submit(ALPHA, { kind: 'contact', ...jane, email: 'jürgen@example.com', message: 'Unicode test' });
    await waitFor(() => mailsFor(leadId).length === 2, 15_000, 'both e-mails');
    const readable = mailsFor(leadId).find((m) => !m.headers.subject?.startsWith('ADF'))!;
    expect(readable.text).toContain('jürgen@example.com');
  });

  it('retries while a channel is down and delivers once when it is back', async () => {
    await smtp.stop();
    hooks.status = 503;
    const leadId = await submit(ALPHA, { kind: 'contact', ...jane, message: 'Outage test' });
    await waitFor(
      async () => {
        const rows = await t.database.db.selectFrom('lead_deliveries').select(['attempts', 'status', 'last_error']).where('lead_id', '=', leadId).execute();
        return rows.length === 3 && rows.every((row) => row.attempts >= 2 && row.status === 'pending' && row.last_error !== null);
      },
      15_000,
      'failed attempts',
    );
    expect(mailsFor(leadId)).toHaveLength(0);

    await smtp.start();
    hooks.status = 200;
    await waitFor(() => mailsFor(leadId).length === 2 && hooksFor(leadId).length === 1, 15_000, 'deliveries after the outage');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsFor(leadId)).toHaveLength(2);
    expect(hooksFor(leadId)).toHaveLength(1);
  });

  it('marks a permanent refusal failed at once; the operator retry sends it again', async () => {
    const leadId = await submit('beta.localhost', { kind: 'contact', ...jane, message: 'Bounce test' });
    await waitFor(async () => (await deliveryCounts(t.database.db, 'beta')).failed === 1, 15_000, 'a failed delivery');
    const row = await t.database.db.selectFrom('lead_deliveries').select(['attempts', 'last_error']).where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/SMTP 550/);
    expect(await runOperatorCommand(t.database.db, { command: 'retry', tenant: 'beta' })).toEqual({ command: 'retry', reset: 1 });
    await waitFor(async () => (await deliveryCounts(t.database.db, 'beta')).failed === 1, 15_000, 'failed again');
    const listed = await runOperatorCommand(t.database.db, { command: 'list', tenant: 'beta', status: 'failed' });
    expect(listed.command === 'list' && listed.leads.map((lead) => lead.id)).toEqual([leadId]);
  });
});

describe('retry budget', () => {
  it('gives up after maxAttempts with exponential waits, keeping the row as failed', async () => {
    const tenant = 'budget-test';
    await t.platform.worker.stop(); // only this test's worker touches the outbox meanwhile
    const [stored] = await insertLeads(t.database.db, [
      {
        id: crypto.randomUUID(),
        tenant,
        idempotencyKey: 'budget-1',
        kind: 'contact',
        category: 'General Enquiry',
        subcategory: null,
        dealershipSlug: null,
        locationId: null,
        carId: null,
        status: 'complete',
        clientIp: null,
        deliveryDelaySeconds: 0,
        deliveries: [{ channel: 'webhook', target: { url: 'http://127.0.0.1:9/' } }],
        payload: {
          source: 'Website',
          site: { name: 'x', url: 'https://x.example' },
          fields: {},
          car: null,
          dealership: null,
          location: null,
          url: null,
          user_agent: null,
          lead_attributes: null,
          event_id: null,
        },
      },
    ]);
    let calls = 0;
    // Only this test's tenant fails; anything an earlier test left due is let through.
    const failing = async (delivery: { tenant: string }) => {
      if (delivery.tenant !== tenant) return;
      calls += 1;
      throw new Error('receiver down');
    };
    const worker = createDeliveryWorker({
      db: t.database.db,
      senders: { email: failing, adf: failing, webhook: failing, 'shopper-email': failing, 'shopper-sms': failing },
      retry: { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 100 },
      pollMs: 10,
      log: () => {},
    });
    worker.start();
    try {
      await waitFor(async () => (await deliveryCounts(t.database.db, tenant)).failed === 1, 10_000, 'the budget to run out');
    } finally {
      await worker.stop();
      t.platform.worker.start();
    }
    expect(calls).toBe(3);
    const row = await t.database.db
      .selectFrom('lead_deliveries')
      .select(['attempts', 'status', 'last_error'])
      .where('lead_id', '=', stored!.leadId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 3, status: 'failed', last_error: 'receiver down' });
  });
});
