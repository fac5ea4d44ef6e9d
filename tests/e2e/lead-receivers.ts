// A real SMTP server and a real HTTP webhook receiver on the ports the e2e server delivers leads to
// (tests/e2e/leads-env.ts). The leads specs start them in their own worker; the server's outbox retries until
// they are up, so the order in which Playwright starts things does not matter.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../src/server/leads/test-fixtures.ts';
import { E2E_SMTP_PORT, E2E_WEBHOOK_PORT, e2eWebhookSecret } from './leads-env.ts';

export type Mail = { to: string[]; headers: Record<string, string>; text: string };
export type Hook = { tenant: string; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> & { fields: Record<string, unknown> }; signed: boolean };
export type Receivers = { mails: Mail[]; hooks: Hook[]; close(): Promise<void> };

/** True when X-Lead-Signature is HMAC-SHA256(secret, "<timestamp>.<body>") with the tenant's e2e secret. */
function signedBy(tenant: string, timestamp: string, raw: string, signature: string): boolean {
  const expected = `sha256=${createHmac('sha256', e2eWebhookSecret(tenant)).update(`${timestamp}.${raw}`).digest('hex')}`;
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

export async function startReceivers(): Promise<Receivers> {
  const mails: Mail[] = [];
  const hooks: Hook[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, body } = parseMail(Buffer.concat(chunks).toString('utf8'));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), headers, text: body });
        callback();
      });
    },
  });
  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const tenant = /^\/leads\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1];
      if (req.method !== 'POST' || !tenant) return void res.writeHead(404).end();
      const signed = signedBy(tenant, String(req.headers['x-lead-timestamp']), raw, String(req.headers['x-lead-signature']));
      hooks.push({ tenant, headers: req.headers, body: JSON.parse(raw), signed });
      res.writeHead(signed ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(E2E_WEBHOOK_PORT, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    hooks,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
