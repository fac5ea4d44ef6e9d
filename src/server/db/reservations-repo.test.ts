// The one-hold rule under concurrency, on embedded PGlite and (with TEST_DATABASE_URL) PostgreSQL: 50 shoppers, each
// with their own proven contact, reserve the same car at once; exactly one holds it, the other 49 are told it was just
// reserved. And the cap per contact: one contact reserving 5 cars at once holds exactly 2.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, dueReservations, heldCarsByTenant, moveReservation, recordPaymentEvent, type NewReservation } from './reservations-repo.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test-database.ts';
import { holdsFile, readHeldCarIdsSync } from '#src/files/holds.ts';
import { writeHeldCarsForBuild } from '../checkout/holds-sync.ts';

const reservation = (tenant: string, carId: string, extra: Partial<NewReservation> = {}): NewReservation => ({
  id: randomUUID(),
  tenant,
  carId,
  carSlug: `car-${carId}`,
  status: 'held',
  depositCents: 20_000,
  depositState: 'none',
  provider: 'dealership',
  paymentExpiresAt: null,
  heldAt: new Date(),
  holdExpiresAt: new Date(Date.now() + 48 * 3_600_000),
  shopper: { name: 'Jane', email: 'jane@example.com', phone: '0412345678' },
  origin: 'http://alpha.localhost',
  returnTo: 'checkout',
  idempotencyKey: randomUUID(),
  contacts: { email: 'jane@example.com', phone: '0412345678' },
  clientIp: '203.0.113.1',
  ...extra,
});
const LIMITS = () => ({ maxActive: 2, now: new Date() });
const someone = (index: number) => ({
  contacts: { email: `shopper${index}@example.com`, phone: `04${String(10_000_000 + index)}` },
  clientIp: `203.0.113.${index + 1}`,
});

describe.each(testEngines())('reservations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.cleanup());

  it('lets exactly one of 50 concurrent reservations of one car hold it', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createReservation(
          database.db,
          reservation(
            'alpha',
            'car-1',
            index % 2
              ? { status: 'pending', heldAt: null, holdExpiresAt: null, paymentExpiresAt: new Date(Date.now() + 1_800_000), ...someone(index) }
              : someone(index),
          ),
          null,
          LIMITS(),
        ),
      ),
    );
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
    expect(results.filter((result) => result.kind === 'taken')).toHaveLength(49);
  });

  it('lets one contact hold at most 2 cars at once, however many it reserves together', async () => {
    const mine = { contacts: { email: 'busy@example.com', phone: '0499000111' } };
    const results = await Promise.all(
      ['c1', 'c2', 'c3', 'c4', 'c5'].map((car) => createReservation(database.db, reservation('zeta', car, mine), null, LIMITS())),
    );
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(2);
    expect(results.filter((result) => result.kind === 'limit')).toHaveLength(3);
    // The same phone with another e-mail, or the same e-mail with another phone, is the same contact.
    const phoneOnly = { contacts: { email: 'other@example.com', phone: '0499000111' } };
    expect(await createReservation(database.db, reservation('zeta', 'c6', phoneOnly), null, LIMITS())).toEqual({ kind: 'limit', by: 'phone' });
    const emailOnly = { contacts: { email: 'busy@example.com', phone: '0499000222' } };
    expect(await createReservation(database.db, reservation('zeta', 'c6', emailOnly), null, LIMITS())).toEqual({ kind: 'limit', by: 'email' });
    // On another site, or once a hold has ended, the contact may reserve again.
    expect((await createReservation(database.db, reservation('eta', 'c1', mine), null, LIMITS())).kind).toBe('created');
    const held = results.find((result) => result.kind === 'created')!;
    if (held.kind !== 'created') throw new Error('not created');
    await moveReservation(database.db, 'zeta', held.row.id, { event: 'cancelled', to: 'cancelled' });
    expect((await createReservation(database.db, reservation('zeta', 'c6', mine), null, LIMITS())).kind).toBe('created');
  });

  it('counts pending card payments per client address too', async () => {
    const pending = (index: number) =>
      reservation('epsilon', `p${index}`, {
        status: 'pending',
        heldAt: null,
        holdExpiresAt: null,
        paymentExpiresAt: new Date(Date.now() + 1_800_000),
        contacts: { email: `made-up-${index}@example.com`, phone: `04000000${index}0` },
        clientIp: '198.51.100.7',
      });
    const results = await Promise.all([0, 1, 2, 3].map((index) => createReservation(database.db, pending(index), null, LIMITS())));
    expect(results.map((result) => result.kind).sort()).toEqual(['created', 'created', 'limit', 'limit']);
    // A payment whose window has passed no longer counts, even before the job lets it go.
    const late = { ...pending(9), paymentExpiresAt: new Date(Date.now() + 1000) };
    expect((await createReservation(database.db, late, null, { maxActive: 2, now: new Date(Date.now() + 1_800_001) })).kind).toBe('created');
  });

  it('keeps one hold per car per tenant: another car, or the same car id at another dealer, is free', async () => {
    expect((await createReservation(database.db, reservation('alpha', 'car-2'), null)).kind).toBe('created');
    expect((await createReservation(database.db, reservation('beta', 'car-1'), null)).kind).toBe('created');
  });

  it('answers a repeated request with its first reservation', async () => {
    const first = reservation('alpha', 'car-3', { idempotencyKey: 'same-key-1' });
    const created = await createReservation(database.db, first, null);
    const again = await createReservation(database.db, { ...reservation('alpha', 'car-3'), idempotencyKey: 'same-key-1' }, null);
    expect(again.kind).toBe('repeat');
    expect(again.kind === 'repeat' && created.kind === 'created' && again.row.id === created.row.id).toBe(true);
  });

  it('frees the car when the hold ends, and moves only from the states a move allows', async () => {
    const held = await createReservation(database.db, reservation('alpha', 'car-4', { holdExpiresAt: new Date(Date.now() - 1000) }), null);
    if (held.kind !== 'created') throw new Error('not created');
    expect((await dueReservations(database.db, new Date())).map((row) => row.id)).toContain(held.row.id);
    expect((await heldCarsByTenant(database.db, new Date())).get('alpha')).toContain('car-4');
    const released = await moveReservation(database.db, 'alpha', held.row.id, { event: 'hold-expired', to: 'released', set: { end_reason: 'expired' } });
    expect(released?.status).toBe('released');
    // The same move again (a second job run) changes nothing; another tenant cannot move it.
    expect(await moveReservation(database.db, 'alpha', held.row.id, { event: 'hold-expired', to: 'released' })).toBeUndefined();
    expect((await heldCarsByTenant(database.db, new Date())).get('alpha')).not.toContain('car-4');
    expect((await createReservation(database.db, reservation('alpha', 'car-4'), null)).kind).toBe('created');
    const other = await createReservation(database.db, reservation('alpha', 'car-5'), null);
    if (other.kind !== 'created') throw new Error('not created');
    expect(await moveReservation(database.db, 'beta', other.row.id, { event: 'cancelled', to: 'cancelled' })).toBeUndefined();
  });

  it('records a provider event once', async () => {
    expect(await recordPaymentEvent(database.db, 'alpha', 'stripe', 'evt_1', null)).toBe(true);
    expect(await recordPaymentEvent(database.db, 'alpha', 'stripe', 'evt_1', null)).toBe(false);
  });

  it("gives a build on a machine that took no reservation the dealer's held cars, from the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'holds-'));
    try {
      expect((await createReservation(database.db, reservation('gamma', 'car-9'), null)).kind).toBe('created');
      await writeHeldCarsForBuild(database.db, dataDir, 'gamma', new Date());
      expect([...readHeldCarIdsSync(holdsFile(dataDir, 'gamma'))]).toEqual(['car-9']);
      // A dealer with nothing held gets no file at all.
      await writeHeldCarsForBuild(database.db, dataDir, 'delta', new Date());
      expect(readHeldCarIdsSync(holdsFile(dataDir, 'delta')).size).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
