// The fault test: the mail server is down while 200 shoppers submit at once. Every submission must get
// a 2xx and be stored; when the mail server is back, all 200 e-mails arrive, each exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countLeads } from '../db/leads-repo.ts';
import { deliveryCounts } from '../db/deliveries-repo.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { openLeadsPlatform, type LeadsPlatform } from '../leads/platform.ts';
import {
  alphaConfig,
  betaConfig,
  createSmtpSink,
  fixtureTenantLoader,
  testPostcodes,
  testSettings,
  waitFor,
  writeSnapshots,
  type SmtpSink,
} from '../leads/test-fixtures.ts';
import { startServer, type RunningServer } from '../main.ts';
import { createFixtureDataDir, send } from '../test-support.ts';

const SUBMISSIONS = 200;
let server: RunningServer;
let platform: LeadsPlatform;
let database: TestDatabase;
let smtp: SmtpSink;
let cleanupDir: () => Promise<void>;

beforeAll(async () => {
  const fixture = await createFixtureDataDir();
  cleanupDir = fixture.cleanup;
  await writeSnapshots(fixture.dataDir);
  smtp = await createSmtpSink(); // created, not started: the mail server is down
  database = await openTestDatabase('pglite');
  platform = await openLeadsPlatform({
    dataDir: fixture.dataDir,
    database,
    settings: testSettings({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }), // sent from the delivery thread, as in production
    loadTenantConfig: fixtureTenantLoader({ alpha: alphaConfig(), beta: betaConfig() }),
    isKnownPostcode: testPostcodes,
    adminSocket: false,
    log: () => {},
  });
  server = await startServer({ port: 0, dataDir: fixture.dataDir, apiRoutes: platform.routes, log: () => {}, runBuild: async () => {} });
});

afterAll(async () => {
  await server?.close();
  await platform?.close();
  await database?.cleanup();
  await smtp?.stop();
  await cleanupDir?.();
});

it('stores 200 concurrent leads while SMTP is down, then delivers each exactly once', async () => {
  const responses = await Promise.all(
    Array.from({ length: SUBMISSIONS }, (_, i) =>
      send(server.port, {
        host: 'beta.localhost',
        path: '/api/leads',
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://beta.localhost', 'idempotency-key': `fault-test-${i}` },
        body: JSON.stringify({
          kind: 'enquiry',
          name: `Shopper${String.fromCharCode(65 + (i % 26))}`,
          email: `shopper${i}@example.com`,
          phone: '0412345678',
          message: `Lead number ${i}`,
          car_id: '201',
        }),
      }),
    ),
  );
  expect(responses.filter((res) => res.status !== 201).map((res) => res.body.toString())).toEqual([]);
  const leadIds = responses.map((res) => (JSON.parse(res.body.toString()) as { lead_id: string }).lead_id);
  expect(new Set(leadIds).size).toBe(SUBMISSIONS);
  expect(await countLeads(database.db, 'beta')).toBe(SUBMISSIONS);

  // Deliveries are being tried and failing: nothing is lost, everything waits.
  await waitFor(
    async () => {
      const row = await database.db
        .selectFrom('lead_deliveries')
        .select(({ fn }) => fn.min('attempts').as('least'))
        .where('tenant', '=', 'beta')
        .executeTakeFirstOrThrow();
      return Number(row.least) >= 1;
    },
    20_000,
    'every delivery to be tried',
  );
  expect(smtp.messages).toHaveLength(0);
  expect((await deliveryCounts(database.db, 'beta')).pending).toBe(SUBMISSIONS);

  await smtp.start();
  await waitFor(async () => (await deliveryCounts(database.db, 'beta')).sent === SUBMISSIONS, 30_000, 'all deliveries to be sent');
  await new Promise((resolve) => setTimeout(resolve, 500)); // late duplicates would show up here
  const perLead = new Map<string, number>();
  for (const message of smtp.messages) perLead.set(message.headers['x-lead-id']!, (perLead.get(message.headers['x-lead-id']!) ?? 0) + 1);
  expect(perLead.size).toBe(SUBMISSIONS);
  expect([...perLead.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(perLead.keys())).toEqual(new Set(leadIds));
  expect(smtp.messages.every((message) => message.to.join() === 'sales@beta.example')).toBe(true);
});
