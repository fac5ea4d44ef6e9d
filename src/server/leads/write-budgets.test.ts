// Budgets for anonymous writes against a running server, on every engine (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): concurrent bursts stop exactly at each quota (leads, CV files, analytics events, phone reveals,
// saved valuations), a refused write stores nothing, a refused lead says to call, the day's quota starts again the next
// UTC day, and the retention job deletes old rows (a lead still waiting to be delivered stays) and frees the totals.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '#tests/fixtures/files/cv-files.ts';
import type { BudgetsConfig } from '#src/domain/tenant/schema/budgets.ts';
import { budgetState } from '../db/budgets-repo.ts';
import { testEngines } from '../db/test-database.ts';
import { send, type RawResponse } from '../test-support.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';
import { alphaConfig, betaConfig } from './test-fixtures.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const DAY = 86_400_000;
const jane = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0412 345 678', message: 'Is it available?' };
const small = (rowsPerDay: number, extra: Partial<BudgetsConfig['leads']> = {}) => ({
  rowsPerDay,
  bytesPerDay: 10_000_000,
  totalRows: 1_000_000,
  totalBytes: 1_000_000_000,
  retentionDays: 2,
  ...extra,
});

describe.each(testEngines())('budgets for anonymous writes on %s', (engine) => {
  let t: TestLeadsApp;
  let server: Server;
  let port: number;
  // The server's clock: today, so the rows the database dates with its own clock fall on the day the budgets count.
  const clock = { now: Date.now() };

  beforeAll(async () => {
    const alpha = alphaConfig({ valuations: true });
    alpha.budgets = {
      ...alpha.budgets,
      leads: small(10),
      cvFiles: small(2),
      events: small(25, { totalRows: 40 }),
      phoneReveals: small(5),
      miscellaneous: small(1000, { bytesPerDay: 2048 }),
    };
    t = await createTestLeadsApp({ engine, tenants: { alpha, beta: betaConfig() }, now: () => clock.now });
    server = await new Promise<Server>((resolve) => {
      const created = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  const post = (host: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(port, {
      host,
      path,
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const statuses = (answers: RawResponse[]) => answers.map((answer) => answer.status).sort();
  const count = async (table: string, tenant = 'alpha') =>
    Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where tenant = ${tenant}`.execute(t.database.db)).rows[0]!.n);

  it('stops a burst of analytics events at exactly the day’s quota, from one site only; nothing refused is stored', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => post(ALPHA, '/api/events', { event_id: 14, data: { n } })));
    expect(statuses(answers)).toEqual([...Array<number>(25).fill(204), ...Array<number>(35).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body.toString())).toEqual({ error: expect.stringMatching(/^This site cannot take more of these today/) });
    expect(await count('analytics_events')).toBe(25);
    expect((await post(BETA, '/api/events', { event_id: 14 })).status).toBe(204); // another site's budget is its own
  });

  it('refuses a lead past the quota with 429 and the number to call, never silently; exactly the quota is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        post(ALPHA, '/api/leads', { kind: 'contact', ...jane, message: `Burst ${n}` }, { 'idempotency-key': `budget-lead-${n}` }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array<number>(10).fill(201), ...Array<number>(20).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(JSON.parse(refused.body.toString()).error).toBe("We can't take more enquiries online today. Please call us on 03 5222 1234.");
    expect(await count('leads')).toBe(10);
    expect(await count('lead_deliveries')).toBe(30); // 3 channels each, for the 10 kept
    // A repeat of a stored lead costs nothing and still answers it (which 10 of the burst were stored is the race's).
    const stored = answers.findIndex((answer) => answer.status === 201);
    const again = await post(
      ALPHA,
      '/api/leads',
      { kind: 'enquiry', ...jane, car_id: '101', message: `Burst ${stored}` },
      { 'idempotency-key': `budget-lead-${stored}` },
    );
    expect(again.status).toBe(200);
    // Without JavaScript: the refusal page, with the same words.
    const form = await send(port, {
      host: ALPHA,
      path: '/api/leads',
      method: 'POST',
      body: new URLSearchParams({ kind: 'enquiry', ...jane, car_id: '101', message: 'From a plain form' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(429);
    expect(form.body.toString()).toContain('Please call us on 03 5222 1234.');
  });

  it('stops CV uploads at their own quota: the application is refused whole, its lead not kept', async () => {
    const before = await count('leads');
    const apply = async (n: number) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ kind: 'careers', ...jane, message: `Application ${n}`, position: 'Technician' })) body.append(name, value);
      body.append('cv', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), `CV ${n}.pdf`);
      const encoded = new Response(body);
      return send(port, {
        host: ALPHA,
        path: '/api/leads',
        method: 'POST',
        body: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')!, accept: 'application/json' },
      });
    };
    // The leads quota (10) is used up by the test before: raise it for this one by moving to the next day.
    clock.now += DAY;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(apply));
    expect(statuses(answers)).toEqual([201, 201, 429, 429, 429]);
    expect(await count('lead_attachments')).toBe(2);
    expect((await count('leads')) - before).toBe(2);
  });

  it('counts bytes as well as rows: saved valuations stop within the day’s bytes', async () => {
    const result = { column_name: 'valuation', note: 'x'.repeat(500) };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(ALPHA, '/api/miscellaneous', result)));
    const stored = answers.filter((answer) => answer.status === 201).length;
    expect(statuses(answers)).toEqual([...Array<number>(stored).fill(201), ...Array<number>(10 - stored).fill(429)]);
    const state = (await budgetState(t.database.db, 'alpha', 'miscellaneous'))!;
    expect(stored).toBe(Math.floor(2048 / (state.dayBytes / stored))); // as many as fit, not one more
    expect(await count('miscellaneous')).toBe(stored);
  });

  it('stops phone reveals at their quota', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(ALPHA, '/api/phone-reveal', { car_id: '101' })));
    expect(statuses(answers)).toEqual([...Array<number>(5).fill(204), ...Array<number>(7).fill(429)]);
    expect(await count('phone_reveals')).toBe(5);
  });

  it('starts the day’s quota again the next UTC day; the totals stay until the retention job deletes the oldest days', async () => {
    // Today's events: 25 stored the day before, now another 15 of the 40 in all.
    const today = await Promise.all(Array.from({ length: 20 }, () => post(ALPHA, '/api/events', { event_id: 14 })));
    expect(statuses(today)).toEqual([...Array<number>(15).fill(204), ...Array<number>(5).fill(429)]);
    expect(Number(today.find((answer) => answer.status === 429)!.headers['retry-after'])).toBe(3600); // totals full: freed by the hourly job
    expect(await count('analytics_events')).toBe(40);

    // Two days on, the first day is past the 2-day retention period: its rows go, and its share of the totals with them.
    clock.now += 2 * DAY;
    const pending = await count('lead_deliveries');
    expect(pending).toBeGreaterThan(0);
    await t.platform.budgets.prune();
    // The database dated every row today (its clock): with the server's clock 3 days on, all are past retention.
    expect(await count('analytics_events')).toBe(0);
    expect(await count('phone_reveals')).toBe(0);
    expect(await count('miscellaneous')).toBe(0);
    expect(await count('leads')).toBe(12); // leads whose deliveries are still pending stay until they are sent
    expect(await budgetState(t.database.db, 'alpha', 'events')).toMatchObject({ totalRows: 0 });

    await t.database.db.updateTable('lead_deliveries').set({ status: 'sent' }).where('tenant', '=', 'alpha').execute();
    await t.platform.budgets.prune();
    expect(await count('leads')).toBe(0);
    expect(await count('lead_deliveries')).toBe(0);
    expect(await count('lead_attachments')).toBe(0);
    const fresh = await Promise.all(Array.from({ length: 3 }, () => post(ALPHA, '/api/events', { event_id: 14 })));
    expect(statuses(fresh)).toEqual([204, 204, 204]);
  });

  it('deletes sign-in and contact codes a day old and sessions past their expiry; fresh ones stay', async () => {
    const { db } = t.database;
    const at = (ms: number) => new Date(clock.now + ms);
    const minute = 60_000;
    const code = (id: string, sent: Date) => ({
      id,
      tenant: 'alpha',
      code_hash: 'x',
      expires_at: new Date(sent.getTime() + 10 * minute),
      client_ip: '203.0.113.9',
      created_at: sent,
    });
    await db
      .insertInto('sign_in_codes')
      .values([
        { ...code('00000000-0000-4000-8000-000000000001', at(-DAY - minute)), phone: '0412345678' },
        { ...code('00000000-0000-4000-8000-000000000002', at(-2 * 3_600_000)), phone: '0412345678' },
      ])
      .execute();
    await db
      .insertInto('contact_codes')
      .values([
        { ...code('00000000-0000-4000-8000-000000000003', at(-3 * DAY)), channel: 'email', contact: 'jane@example.com' },
        { ...code('00000000-0000-4000-8000-000000000004', at(-minute)), channel: 'email', contact: 'jane@example.com' },
      ])
      .execute();
    const shopper = '00000000-0000-4000-8000-0000000000aa';
    await db.insertInto('shoppers').values({ id: shopper, tenant: 'alpha', phone: '0412345678' }).execute();
    await db
      .insertInto('shopper_sessions')
      .values([
        { id: 'ended', tenant: 'alpha', shopper_id: shopper, expires_at: at(-minute) },
        { id: 'live', tenant: 'alpha', shopper_id: shopper, expires_at: at(DAY) },
      ])
      .execute();

    const report = await t.platform.budgets.prune();
    expect(report).toEqual(
      expect.arrayContaining([
        { tenant: 'alpha', kind: 'sign_in_codes', deleted: 1 },
        { tenant: 'alpha', kind: 'contact_codes', deleted: 1 },
        { tenant: 'alpha', kind: 'shopper_sessions', deleted: 1 },
      ]),
    );
    expect((await db.selectFrom('sign_in_codes').select('id').execute()).map((row) => row.id)).toEqual(['00000000-0000-4000-8000-000000000002']);
    expect((await db.selectFrom('contact_codes').select('id').execute()).map((row) => row.id)).toEqual(['00000000-0000-4000-8000-000000000004']);
    expect((await db.selectFrom('shopper_sessions').select('id').execute()).map((row) => row.id)).toEqual(['live']);
  });
});

describe.each(testEngines())('budgets shared by two servers on one %s database', (engine) => {
  const apps: TestLeadsApp[] = [];
  const servers: Server[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    const alpha = alphaConfig({ valuations: true });
    alpha.budgets = { ...alpha.budgets, events: small(30), miscellaneous: small(7) };
    const first = await createTestLeadsApp({ engine, tenants: { alpha, beta: betaConfig() } });
    apps.push(first, await createTestLeadsApp({ engine, database: first.database, tenants: { alpha, beta: betaConfig() } }));
    for (const app of apps) {
      const server = await new Promise<Server>((resolve) => {
        const created = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server));
      });
      servers.push(server);
      ports.push((server.address() as AddressInfo).port);
    }
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    for (const app of apps.reverse()) await app.close();
  });

  it('stops a burst spread over both servers at exactly the quota', async () => {
    const post = (n: number, path: string, body: unknown) =>
      send(ports[n % 2]!, { host: ALPHA, path, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const events = await Promise.all(Array.from({ length: 80 }, (_, n) => post(n, '/api/events', { event_id: 14 })));
    expect(events.filter((answer) => answer.status === 204)).toHaveLength(30);
    expect(events.filter((answer) => answer.status === 429)).toHaveLength(50);
    const saved = await Promise.all(Array.from({ length: 20 }, (_, n) => post(n, '/api/miscellaneous', { column_name: 'valuation', n })));
    expect(saved.filter((answer) => answer.status === 201)).toHaveLength(7);
    const db = apps[0]!.database.db;
    const stored = async (table: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
    expect([await stored('analytics_events'), await stored('miscellaneous')]).toEqual([30, 7]);
  });
});
