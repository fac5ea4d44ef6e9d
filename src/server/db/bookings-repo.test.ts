// Booked slots, attachments and unsubscribes on every engine: embedded PGlite always, PostgreSQL too with
// TEST_DATABASE_URL. Two shoppers after the last place of a slot: exactly one gets it, the other's lead is not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentsOf, storeAttachment, summarise } from './attachments-repo.ts';
import { takenSlots, takeSlot, type SlotBooking } from './bookings-repo.ts';
import { newLead } from './lead-fixtures.test-support.ts';
import { insertLeadWith } from './lead-with-extras.ts';
import { countLeads, findLead } from './leads-repo.ts';
import { isAddressSuppressed, suppressAddress } from './suppressions-repo.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test-database.ts';

const slot = (startsAt: string, capacity = 1): SlotBooking => ({ kind: 'test-drive', locationId: 10, startsAt, capacity, carId: '101' });
const FULL = 'Sorry, that time has just been booked.';
/** Counted as of a moment before the slots. */
const BEFORE = new Date('2026-11-20T00:00:00Z');

describe.each(testEngines())('bookings on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database?.cleanup());

  it('gives the last place of a slot to exactly one of two shoppers booking at once', async () => {
    const { db } = database;
    const book = (key: string) =>
      insertLeadWith(db, newLead('alpha', key, key), (trx, leadId) => takeSlot(trx, 'alpha', leadId, slot('2026-11-25T22:00:00Z'), FULL));
    const results = await Promise.all([book('shopper-a'), book('shopper-b'), book('shopper-c')]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: FULL },
      { ok: false, reason: FULL },
    ]);
    expect(await countLeads(db, 'alpha')).toBe(1); // the refused shoppers' leads were rolled back
    expect(await takenSlots(db, 'alpha', 'test-drive', 10, '2026-11-25T00:00:00Z', '2026-11-26T00:00:00Z', BEFORE)).toEqual(
      new Map([['2026-11-25T22:00:00.000Z', 1]]),
    );
  });

  it('fills a slot of capacity 3 with 3 bookings, keeps tenants and locations apart, and books a repeated post once', async () => {
    const { db } = database;
    const book = (tenant: string, key: string, booking: SlotBooking) =>
      insertLeadWith(db, newLead(tenant, key), (trx, leadId) => takeSlot(trx, tenant, leadId, booking, FULL));
    const three = await Promise.all([1, 2, 3, 4].map((n) => book('alpha', `svc-${n}-key`, { ...slot('2026-11-26T21:00:00Z', 3), kind: 'service' })));
    expect(three.filter((result) => result.ok)).toHaveLength(3);
    expect((await book('beta', 'svc-1-key', { ...slot('2026-11-26T21:00:00Z', 3), kind: 'service' })).ok).toBe(true);
    expect((await book('alpha', 'other-yard', { ...slot('2026-11-25T22:00:00Z'), locationId: 20 })).ok).toBe(true);
    const first = await book('alpha', 'repeat-key-1', slot('2026-11-27T22:00:00Z'));
    const again = await book('alpha', 'repeat-key-1', slot('2026-11-27T22:00:00Z'));
    expect(again).toEqual({ ok: true, stored: { leadId: first.ok ? first.stored.leadId : '', created: false } });
    expect((await takenSlots(db, 'alpha', 'test-drive', 10, '2026-11-27T00:00:00Z', '2026-11-28T00:00:00Z', BEFORE)).get('2026-11-27T22:00:00.000Z')).toBe(1);
    expect((await takenSlots(db, 'beta', 'service', 10, '2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z', BEFORE)).get('2026-11-26T21:00:00.000Z')).toBe(1);
  });

  it('stores a file with its lead and gives it back for delivery, for that tenant only', async () => {
    const { db } = database;
    const file = { filename: 'Jane Citizen CV.pdf', contentType: 'application/pdf', content: new Uint8Array(Buffer.from('%PDF-1.4 test')) };
    const summary = summarise(file);
    const result = await insertLeadWith(db, newLead('alpha', 'cv-key-1'), (trx, leadId) => storeAttachment(trx, 'alpha', leadId, summary, file));
    expect(result.ok).toBe(true);
    const leadId = result.ok ? result.stored.leadId : '';
    expect(await findLead(db, 'alpha', leadId)).not.toBeNull();
    const [stored] = await attachmentsOf(db, 'alpha', leadId);
    expect(stored).toMatchObject({ filename: 'Jane Citizen CV.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(stored!.content).toString()).toBe('%PDF-1.4 test');
    expect(summary).toMatchObject({ sizeBytes: 13, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await attachmentsOf(db, 'beta', leadId)).toEqual([]);
  });

  it('records an unsubscribe per tenant and address, in any case, once', async () => {
    const { db } = database;
    await suppressAddress(db, 'alpha', 'Jane@Example.com', 'link');
    await suppressAddress(db, 'alpha', 'jane@example.com ', 'one-click');
    expect(await isAddressSuppressed(db, 'alpha', 'JANE@example.com')).toBe(true);
    expect(await isAddressSuppressed(db, 'beta', 'jane@example.com')).toBe(false);
    expect(await isAddressSuppressed(db, 'alpha', 'john@example.com')).toBe(false);
  });
});
