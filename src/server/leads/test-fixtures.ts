// Fixtures for the leads tests: two tenants (alpha, beta) matching the fake sites of ../test-support.ts,
// their stock snapshots, a real SMTP server and a real HTTP receiver on 127.0.0.1.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { resolveTenantConfig } from '#src/domain/tenant/resolve-tenant-config.ts';
import { loadLeadsSettings, type LeadsSettings } from './config.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';

const location = (id: number, slug: string, dealershipId: number, dealershipSlug: string, primary: boolean) => ({
  id,
  name: slug.replace(/-/g, ' '),
  slug,
  primary,
  location_type: 'sales' as const,
  dealership_id: dealershipId,
  dealership_slug: dealershipSlug,
  phone: '03 5222 1234',
  address: { street: '1 Main St', city: 'Geelong', state: 'VIC' as const, postcode: '3220', lat: -38.1, long: 144.3 },
});

/** Alpha: a group of two dealerships, e-mail + ADF + webhook channels, Kia leads routed to their own desk. */
export function alphaConfig(leads: Record<string, unknown> = {}): TenantConfig {
  return resolveOrThrow({
    slug: 'alpha',
    name: 'Alpha Motors',
    url: 'https://www.alpha-motors.com.au',
    dealerships: [
      { id: 1, slug: 'alpha-ford', name: 'Alpha Ford' },
      { id: 2, slug: 'alpha-kia', name: 'Alpha Kia' },
    ],
    locations: [location(10, 'alpha-ford-geelong', 1, 'alpha-ford', true), location(20, 'alpha-kia-geelong', 2, 'alpha-kia', false)],
    feed: { source: 'feed.json', format: 'json' },
    // The operator pools alpha's trade-in market with gamma's stock (a test tenant with the pool setting).
    market: { pool: { name: 'Gamma', tenants: ['gamma'] } },
    leads: {
      email: { to: ['sales@alpha.example'], from: 'Alpha Website <leads@alpha.example>' },
      adf: { to: ['crm@alpha.example'] },
      webhook: { url: 'http://127.0.0.1:9/never' },
      routing: [{ dealershipSlug: 'alpha-kia', emailTo: ['kia@alpha.example'] }],
      valuations: true,
      ...leads,
    },
  });
}

/** Beta: one dealership, e-mail only. */
export function betaConfig(leads: Record<string, unknown> = {}): TenantConfig {
  return resolveOrThrow({
    slug: 'beta',
    name: 'Beta Cars',
    url: 'https://beta.example.com.au',
    dealerships: [{ id: 7, slug: 'beta-cars', name: 'Beta Cars' }],
    locations: [location(70, 'beta-cars-geelong', 7, 'beta-cars', true)],
    feed: { source: 'feed.json', format: 'json' },
    leads: { email: { to: ['sales@beta.example'] }, ...leads },
  });
}

function resolveOrThrow(overrides: unknown): TenantConfig {
  const result = resolveTenantConfig(DEFAULT_TENANT, overrides, 'fixture');
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

const vehicle = (id: string, slug: string, make: string, model: string, dealershipSlug: string, locationId: number, carType = 'used') => ({
  id,
  slug,
  year: 2019,
  make,
  model,
  badge: 'Sport',
  vin: `VIN${id}`,
  stockNumber: `S${id}`,
  priceCents: 3_199_000,
  carType,
  status: 'in_stock',
  dealershipSlug,
  locationId,
});

/** The model year of a car `age` years old: the trade-in valuations count age from today. */
export const modelYear = (age: number): number => new Date(Date.now() + 10 * 3_600_000).getUTCFullYear() - age; // Brisbane's year

/**
 * Used Mazda CX-5s another site (gamma) has for sale, the market trade-in valuations compare with: $26,000, $24,000,
 * $28,000 and $23,000, the cases of src/domain/trade-in/valuation.test.ts. A 3-year-old CX-5 with 60,000 km is
 * valued $19,300 to $20,400, offer $19,800.
 */
export const marketCx5s = () => [
  { ...vehicle('901', 'cx5-a', 'Mazda', 'CX-5', 'gamma', 1), year: modelYear(3), km: 50_000, priceCents: 2_600_000 },
  { ...vehicle('902', 'cx5-b', 'Mazda', 'CX-5', 'gamma', 1), year: modelYear(3), km: 70_000, priceCents: 2_400_000 },
  { ...vehicle('903', 'cx5-c', 'Mazda', 'CX-5', 'gamma', 1), year: modelYear(2), km: 60_000, priceCents: 2_800_000 },
  { ...vehicle('904', 'cx5-d', 'Mazda', 'CX-5', 'gamma', 1), year: modelYear(4), km: 60_000, priceCents: 2_300_000 },
];

/** Stock snapshots: alpha has cars 101 (Ford) and 102 (Kia, slug some-car); beta has car 201; gamma (no site) the CX-5 market. */
export async function writeSnapshots(dataDir: string): Promise<void> {
  const snapshots = {
    alpha: [vehicle('101', '2019-ford-ranger-s101', 'Ford', 'Ranger', 'alpha-ford', 10), vehicle('102', 'some-car', 'Kia', 'Sportage <GT>', 'alpha-kia', 20)],
    beta: [vehicle('201', 'some-car', 'Mazda', 'CX-5', 'beta-cars', 70)],
    gamma: marketCx5s(),
  };
  for (const [tenant, vehicles] of Object.entries(snapshots)) {
    await mkdir(path.join(dataDir, 'snapshots', tenant), { recursive: true });
    await writeFile(path.join(dataDir, 'snapshots', tenant, 'snapshot.json'), JSON.stringify({ tenant, vehicles }));
  }
}

export const fixtureTenantLoader = (configs: Record<string, TenantConfig>) => async (slug: string) => configs[slug] ?? null;

/** A few postcodes, so tests do not need the 24 MB list. */
export const testPostcodes = (postcode: string) => ['3000', '3220', '2000', '4000'].includes(postcode);

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string };

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Headers (unfolded, lower-case names) and the decoded text of every part, joined, of a raw message. */
export function parseMail(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body: decodeBody(headers, body) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const at = part.indexOf('\r\n\r\n');
      return decodeBody(parseHeaders(part.slice(2, at)), part.slice(at + 4));
    });
  return { headers, body: parts.join('\n') };
}

export type SmtpSink = { port: number; messages: ReceivedMail[]; start(): Promise<void>; stop(): Promise<void> };

/** A real SMTP server on 127.0.0.1; `stop()` and `start()` again on the same port simulate an outage. */
export async function createSmtpSink(options: { rejectRecipients?: RegExp } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  let server: SMTPServer | null = null;
  return {
    port,
    messages,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 50,
        onRcptTo(address, _session, callback) {
          if (options.rejectRecipients?.test(address.address)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const { headers, body } = parseMail(raw);
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              headers,
              text: body,
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}

export type ReceivedHook = { headers: IncomingMessage['headers']; body: string };

/** A real HTTP receiver; `status` decides what it answers (503 = down for maintenance). */
export async function createWebhookReceiver(): Promise<{ url: string; hooks: ReceivedHook[]; status: number; close(): Promise<void> }> {
  const state = { status: 200 };
  const hooks: ReceivedHook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (state.status === 200) hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return {
    url,
    hooks,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Settings for tests: no minimum fill time, generous limits, quick retries; `env` overrides. */
export function testSettings(env: Record<string, string> = {}): LeadsSettings {
  return loadLeadsSettings({
    LEAD_MIN_FILL_SECONDS: '0',
    LEAD_RATE_LIMIT_IP_PER_MINUTE: '100000',
    LEAD_RATE_LIMIT_TENANT_PER_MINUTE: '100000',
    API_RATE_LIMIT_IP_PER_MINUTE: '100000',
    // Every test posts from one address: the reservation limits are tested on their own.
    RESERVATION_RATE_LIMIT_IP_PER_MINUTE: '100000',
    BOOKING_RATE_LIMIT_IP_PER_MINUTE: '100000',
    RESERVATION_CODES_PER_CLIENT_PER_HOUR: '100000',
    LEAD_DELIVERY_BASE_DELAY_MS: '50',
    LEAD_DELIVERY_MAX_DELAY_MS: '400',
    LEAD_DELIVERY_MAX_ATTEMPTS: '100',
    LEAD_WORKER_POLL_MS: '50',
    FORM_TOKEN_SECRET: 'test-form-token-secret-0123456789',
    LEAD_WEBHOOK_SECRET_ALPHA: 'alpha-webhook-secret-0123456789abcdef',
    ...env,
  });
}
