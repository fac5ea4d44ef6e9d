// The database layer on every engine: embedded PGlite always, PostgreSQL too when TEST_DATABASE_URL is
// set (`.ci/run` starts one). Same migrations, same queries.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadPayload } from '#src/domain/leads/lead-record.ts';
import { activityCounts, countViews, insertEvents, insertMiscellaneous, insertPhoneReveals, viewsOf } from './activity-repo.ts';
import { openDatabase } from './database.ts';
import { claimDueDeliveries, deliveryCounts, recordOutcomes, resetFailedDeliveries } from './deliveries-repo.ts';
import { countLeads, findLead, insertLeads, listLeads, updateLeadStep } from './leads-repo.ts';
import { MIGRATION_TABLE, migrateToLatest, MIGRATIONS } from './migrations.ts';
import { newLead, payload } from './lead-fixtures.test-support.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test-database.ts';

describe('embedded database on disk', () => {
  it('keeps what was committed across a close and a reopen, and refuses a second opener', async () => {
    const database = await openTestDatabase('pglite', { onDisk: true });
    const dir = database.description;
    try {
      const [stored] = await insertLeads(database.db, [newLead('alpha', 'durable-1')]);
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/open in process/);
      await database.close();
      const reopened = await openDatabase({ pgliteDir: dir });
      expect((await findLead(reopened.db, 'alpha', stored!.leadId))?.payload.fields.name).toBe('Jane');
      await reopened.close();
    } finally {
      await database.cleanup().catch(() => {});
    }
  });
});

describe.each(testEngines())('database on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.cleanup());

  it('records migrations and re-running them changes nothing', async () => {
    const { db } = database;
    expect(await migrateToLatest(db as never)).toEqual([]);
    const rows = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
    expect(rows.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
  });

  it('stores a batch in one go and answers repeats of an idempotency key with the first lead', async () => {
    const { db } = database;
    const [first, sameInBatch, other] = await insertLeads(db, [
      newLead('alpha', 'key-aaaaaaaa'),
      newLead('alpha', 'key-aaaaaaaa', 'Twin'),
      newLead('alpha', 'key-bbbbbbbb'),
    ]);
    expect(first!.created).toBe(true);
    expect(sameInBatch).toEqual({ leadId: first!.leadId, created: false });
    expect(other!.created).toBe(true);
    const [retry] = await insertLeads(db, [newLead('alpha', 'key-aaaaaaaa', 'Retry')]);
    expect(retry).toEqual({ leadId: first!.leadId, created: false });
    expect((await findLead(db, 'alpha', first!.leadId))?.payload.fields.name).toBe('Jane');
    expect(await deliveryCounts(db, 'alpha')).toEqual({ pending: 2, sent: 0, failed: 0 });
  });

  it('keeps tenants apart: same key, two leads; no reads across tenants', async () => {
    const { db } = database;
    const [alpha] = await insertLeads(db, [newLead('alpha', 'shared-key-1')]);
    const [beta] = await insertLeads(db, [newLead('beta', 'shared-key-1')]);
    expect(alpha!.leadId).not.toBe(beta!.leadId);
    expect(await findLead(db, 'beta', alpha!.leadId)).toBeNull();
    expect(
      await updateLeadStep(db, 'beta', alpha!.leadId, {
        kind: 'contact',
        completing: true,
        delaySeconds: 0,
        apply: (l) => ({ payload: l.payload, category: 'x', subcategory: null }),
      }),
    ).toBeNull();
    expect(
      await updateLeadStep(db, 'alpha', alpha!.leadId, {
        kind: 'trade-in',
        completing: true,
        delaySeconds: 0,
        apply: (l) => ({ payload: l.payload, category: 'x', subcategory: null }),
      }),
    ).toBe('other-kind');
    expect((await listLeads(db, 'beta')).map((lead) => lead.tenant)).toEqual(['beta']);
  });

  it('claims due deliveries once, with a lease, and records sent / retry / failed', async () => {
    const { db } = database;
    await sql`update lead_deliveries set status = 'sent'`.execute(db); // start from a clean outbox
    await insertLeads(db, [newLead('alpha', 'claim-1', 'One'), newLead('alpha', 'claim-2', 'Two'), newLead('beta', 'claim-3', 'Three')]);
    const claimed = await claimDueDeliveries(db, { limit: 10, leaseSeconds: 60 });
    expect(claimed).toHaveLength(3);
    expect(claimed.every((d) => d.lead?.tenant === d.tenant && d.attempts === 1)).toBe(true);
    expect(await claimDueDeliveries(db, { limit: 10, leaseSeconds: 60 })).toEqual([]); // leased
    const [one, two] = claimed.filter((d) => d.tenant === 'alpha');
    const three = claimed.find((d) => d.tenant === 'beta');
    await recordOutcomes(db, [
      { id: one!.id, tenant: one!.tenant, leaseToken: one!.leaseToken, result: 'sent' },
      { id: two!.id, tenant: two!.tenant, leaseToken: two!.leaseToken, result: 'retry', retryInMs: 0, error: 'SMTP down' },
      { id: three!.id, tenant: three!.tenant, leaseToken: randomUUID(), result: 'sent' }, // lost lease: ignored
    ]);
    const again = await claimDueDeliveries(db, { limit: 10, leaseSeconds: 0 });
    expect(again.map((d) => d.id)).toEqual([two!.id]);
    expect(again[0]!.attempts).toBe(2);
    await recordOutcomes(db, [{ id: two!.id, tenant: two!.tenant, leaseToken: again[0]!.leaseToken, result: 'failed', error: 'gave up' }]);
    expect((await deliveryCounts(db, 'alpha')).failed).toBe(1);
    expect(await resetFailedDeliveries(db, 'beta')).toBe(0);
    expect(await resetFailedDeliveries(db, 'alpha')).toBe(1);
    const retried = await claimDueDeliveries(db, { limit: 10, leaseSeconds: 60 });
    expect(retried.map((d) => [d.id, d.attempts])).toContainEqual([two!.id, 1]);
  });

  it('multi-step: open leads wait, the last step delivers now; a delivered lead gets a new revision', async () => {
    const { db } = database;
    await sql`update lead_deliveries set status = 'sent'`.execute(db);
    const [stored] = await insertLeads(db, [newLead('alpha', 'steps-1', 'Steps', { status: 'open', deliveryDelaySeconds: 1800 })]);
    expect(await claimDueDeliveries(db, { limit: 10, leaseSeconds: 60 })).toEqual([]); // waiting for the last step
    const apply = (fields: Record<string, unknown>) => (lead: { payload: LeadPayload }) => ({
      payload: { ...lead.payload, fields: { ...lead.payload.fields, ...fields } },
      category: 'Trade-In Valuation',
      subcategory: '3. Offer Accepted',
    });
    const done = await updateLeadStep(db, 'alpha', stored!.leadId, {
      kind: 'contact',
      completing: true,
      delaySeconds: 0,
      apply: apply({ offer_accepted: true }),
    });
    expect(done !== 'other-kind' && done?.status).toBe('complete');
    const due = await claimDueDeliveries(db, { limit: 10, leaseSeconds: 60 });
    expect(due.map((d) => [d.lead?.id, d.revision, d.lead?.payload.fields.offer_accepted])).toEqual([[stored!.leadId, 1, true]]);
    await recordOutcomes(db, [{ id: due[0]!.id, tenant: 'alpha', leaseToken: due[0]!.leaseToken, result: 'sent' }]);
    await updateLeadStep(db, 'alpha', stored!.leadId, { kind: 'contact', completing: true, delaySeconds: 0, apply: apply({ note: 'later' }) });
    const revision = await claimDueDeliveries(db, { limit: 10, leaseSeconds: 60 });
    expect(revision.map((d) => [d.revision, d.target.to])).toEqual([[2, ['sales@alpha.example']]]);
  });

  it('counts views per tenant and car, in batches', async () => {
    const { db } = database;
    const totals = await countViews(db, [
      { tenant: 'alpha', carSlug: 'some-car' },
      { tenant: 'alpha', carSlug: 'some-car' },
      { tenant: 'beta', carSlug: 'some-car' },
    ]);
    expect(totals).toEqual([2, 2, 1]);
    expect(await countViews(db, [{ tenant: 'alpha', carSlug: 'some-car' }])).toEqual([3]);
    expect(await viewsOf(db, 'beta', 'some-car')).toBe(1);
  });

  it('records phone reveals, events and valuations per tenant, and lists leads with their deliveries', async () => {
    const { db } = database;
    await insertPhoneReveals(db, [
      { tenant: 'alpha', carId: '101', dealershipId: 1, websiteId: 'alpha' },
      { tenant: 'beta', carId: '201', dealershipId: null, websiteId: null },
    ]);
    await insertEvents(db, [{ tenant: 'beta', eventId: 39, carId: '201', leadId: null, payload: { placement: 'card' } }]);
    const id = await insertMiscellaneous(db, { tenant: 'alpha', columnName: 'valuation', carId: '101', leadId: null, payload: { price_min: 15000 } });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await activityCounts(db, 'beta')).toEqual({ events: 1, phoneReveals: 1, miscellaneous: 0 });
    const listed = await listLeads(db, 'alpha', { limit: 2 });
    expect(listed).toHaveLength(2);
    expect(listed.every((lead) => lead.tenant === 'alpha' && Array.isArray(lead.deliveries))).toBe(true);
  });

  it('stores JSON payloads verbatim, including quotes, markup and SQL-looking text', async () => {
    const { db } = database;
    const tricky = `Robert'); DROP TABLE leads;-- <script>alert("x")</script> \\ \u2603`;
    const [stored] = await insertLeads(db, [newLead('alpha', 'tricky-1', 'Tricky', { payload: { ...payload('Tricky'), fields: { message: tricky } } })]);
    expect((await findLead(db, 'alpha', stored!.leadId))?.payload.fields.message).toBe(tricky);
    await insertEvents(db, [{ tenant: 'alpha', eventId: 25, carId: '101', leadId: null, payload: { note: tricky } }]);
    expect(await countLeads(db, 'alpha')).toBeGreaterThan(0);
  });
});
