// A real SMTP server and a real HTTP webhook receiver on the ports the e2e server delivers leads to
// (tests/e2e/leads-env.ts). The leads specs start them in their own worker; the server's outbox retries until
// they are up, so the order in which Playwright starts things does not matter. Two spec files that watch leads
// (leads-forms, finance-pages) may run at once in the two workers: the second waits until the first has closed
// its receivers, so each sees every lead it sends (the outbox keeps retrying meanwhile).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../src/server/leads/test-fixtures.ts';
import { E2E_SMTP_PORT, E2E_WEBHOOK_PORT, e2eWebhookSecret } from './leads-env.ts';

export type Mail = { to: string[]; headers: Record<string, string>; text: string };
export type Hook = {
  tenant: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> & { fields: Record<string, unknown> };
  signed: boolean;
};
export type Receivers = { mails: Mail[]; hooks: Hook[]; close(): Promise<void> };

/** True when X-Lead-Signature is HMAC-SHA256(secret, "<timestamp>.<body>") with the tenant's e2e secret. */
function signedBy(tenant: string, timestamp: string, raw: string, signature: string): boolean {
  const expected = `sha256=${createHmac('sha256', e2eWebhookSecret(tenant)).update(`${timestamp}.${raw}`).digest('hex')}`;
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

/** How long a spec file waits for another's receivers to close (its hook gets that much time). */
const PORTS_WAIT_MS = 300_000;

type Listener = { listen(port: number, host: string, callback: () => void): unknown; once(event: 'error', listener: (error: Error) => void): unknown };

/** Listens on the port; while another spec file's receiver holds it, tries again with a fresh server. */
async function listenWhenFree<S extends Listener>(make: () => S, port: number, deadline: number): Promise<S> {
  for (;;) {
    const server = make();
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      return server;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await delay(500);
    }
  }
}

async function startReceivers(): Promise<Receivers> {
  test.setTimeout(PORTS_WAIT_MS + 30_000); // the calling beforeAll hook's
  const deadline = Date.now() + PORTS_WAIT_MS;
  const mails: Mail[] = [];
  const hooks: Hook[] = [];
  const newSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // close() waits this long for connections the server under test keeps open (its mail pool) before ending them:
      // smtp-server's default, 30 s, is the whole of the afterAll hook's time.
      closeTimeout: 1000,
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
  const newHttp = (): Server =>
    createServer((req, res) => {
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
  // The SMTP port first: a spec file holding it holds both (it listens on both before its tests run).
  const smtp = await listenWhenFree(newSmtp, E2E_SMTP_PORT, deadline);
  const http = await listenWhenFree(newHttp, E2E_WEBHOOK_PORT, deadline);
  return {
    mails,
    hooks,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}

/** One spec file's receivers: what arrived, and the one lead a shopper sent (waited for, checked). */
export type SpecReceivers = Pick<Receivers, 'mails' | 'hooks'> & {
  /**
   * The lead a shopper sent: its e-mail to the tenant's sales desk and its webhook, once both arrived, each
   * checked to be for that tenant and the webhook signed.
   */
  delivered(tenant: string, email: string): Promise<{ mail: Mail; hook: Hook }>;
  /** After delivered(): exactly one webhook and one sales e-mail for the shopper (a second would be in by now). */
  deliveredOnce(email: string): Promise<void>;
};

/**
 * The receivers for one spec file: started before its tests and closed after them. Read `mails` and `hooks` in
 * the tests (they are there once the receivers have started).
 */
export function receiversForThisFile(): SpecReceivers {
  let started: Receivers | undefined;
  test.beforeAll(async () => {
    started = await startReceivers();
  });
  test.afterAll(async () => {
    await started?.close();
  });
  const receivers: SpecReceivers = {
    get mails() {
      return started!.mails;
    },
    get hooks() {
      return started!.hooks;
    },
    async delivered(tenant, email) {
      const find = () => ({
        mail: receivers.mails.find((m) => m.to.includes(`sales@${tenant}.example`) && (m.headers['reply-to'] ?? '').includes(email)),
        hook: receivers.hooks.find((h) => h.body.fields.email === email),
      });
      await expect.poll(() => Boolean(find().mail && find().hook), { timeout: 20_000, message: `lead from ${email} delivered` }).toBe(true);
      const { mail, hook } = find();
      expect(mail!.headers['x-lead-tenant']).toBe(tenant);
      expect(hook!.tenant).toBe(tenant);
      expect(hook!.body.tenant).toBe(tenant);
      expect(hook!.signed).toBe(true);
      return { mail: mail!, hook: hook! };
    },
    async deliveredOnce(email) {
      await delay(1_500);
      expect(receivers.hooks.filter((h) => h.body.fields.email === email)).toHaveLength(1);
      expect(receivers.mails.filter((m) => m.to.some((to) => to.startsWith('sales@')) && (m.headers['reply-to'] ?? '').includes(email))).toHaveLength(1);
    },
  };
  return receivers;
}

/** The shopper lands on /success after a lead was stored: the thank-you page, kept out of search engines. */
export async function expectLeadSuccess(page: Page): Promise<void> {
  await page.waitForURL(/\/success(#confirm-booking)?$/); // a booking waiting for the shopper's confirmation says so
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** A fresh address per submission (`<prefix>.<tag>.<unique>@example.com`), so each test finds its own lead. */
export function shopperEmails(prefix: string): (tag: string) => string {
  let counter = 0;
  return (tag) => `${prefix}.${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}

/**
 * The shopper's own mobile, made from their e-mail: each test's shopper has their own number, so a site's cap on one
 * phone's future bookings never joins two tests (or two runs against a reused server).
 * @example shopperPhone('content.service.abc@example.com') // '0487 123 456' (always the same for this address)
 */
export function shopperPhone(email: string): string {
  let hash = 0;
  for (const char of email) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const digits = String(hash % 100_000_000).padStart(8, '0');
  return `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

/**
 * Fills a lead form's contact fields as a shopper would. `lastName` or `postcode` false leaves out a field the form
 * does not show (the quick enquiry); a postcode string picks one near the tenant's yard.
 */
export async function fillContact(scope: Locator, email: string, options: { lastName?: boolean; postcode?: string | false } = {}): Promise<void> {
  await scope.getByLabel('First name').fill('Jane');
  if (options.lastName !== false) await scope.getByLabel('Last name').fill("O'Neil");
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
  await scope.getByRole('textbox', { name: 'Phone' }).fill(shopperPhone(email));
  if (options.postcode !== false) await scope.getByLabel('Postcode').fill(options.postcode ?? '2300');
}
