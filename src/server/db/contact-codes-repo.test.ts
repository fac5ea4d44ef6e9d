// The codes that prove a reservation's contact, on embedded PGlite and (with TEST_DATABASE_URL) PostgreSQL: the send
// limits claimed atomically (20 requests at once for one contact record one code), and tries claimed before comparing
// (a burst of wrong codes locks the code; the right one after it is refused).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CODE_RULES, type Contact } from '#src/domain/checkout/contact-proof.ts';
import { claimCodeAttempt, claimCodeSend, pruneContactCodes, useContactCode } from './contact-codes-repo.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test-database.ts';

const jane: Contact = { channel: 'email', value: 'jane@example.com' };
const NOW = new Date('2026-11-28T01:00:00Z');
const send = (db: TestDatabase, contact: Contact, extra: { tenant?: string; clientIp?: string; now?: Date; codeHash?: string } = {}) =>
  claimCodeSend(db.db, {
    id: randomUUID(),
    tenant: extra.tenant ?? 'alpha',
    contact,
    codeHash: extra.codeHash ?? 'hash',
    clientIp: extra.clientIp ?? '203.0.113.9',
    now: extra.now ?? NOW,
    rules: CONTACT_CODE_RULES,
  });

describe.each(testEngines())('contact codes on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.cleanup());

  it('records exactly one code of 20 asked for one contact at once', async () => {
    const decisions = await Promise.all(Array.from({ length: 20 }, () => send(database, jane)));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(1);
    expect(decisions.filter((decision) => !decision.ok && decision.reason === 'cooldown')).toHaveLength(19);
    const rows = await database.db.selectFrom('contact_codes').select('id').where('contact', '=', jane.value).execute();
    expect(rows).toHaveLength(1);
  });

  it('holds the per-client limit under a burst to different contacts', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(database, { channel: 'phone', value: `04120000${String(index).padStart(2, '0')}` }, { clientIp: '198.51.100.1' }),
      ),
    );
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(CONTACT_CODE_RULES.perClientPerHour);
    expect(decisions.filter((decision) => !decision.ok && decision.reason === 'client-limit')).toHaveLength(12 - CONTACT_CODE_RULES.perClientPerHour);
  });

  it('claims a try before each comparison: 5 tries at once use them all, and a sixth is locked out', async () => {
    const sam: Contact = { channel: 'email', value: 'sam@example.com' };
    expect((await send(database, sam, { codeHash: 'right' })).ok).toBe(true);
    const tries = await Promise.all(Array.from({ length: 8 }, () => claimCodeAttempt(database.db, 'alpha', sam, NOW, CONTACT_CODE_RULES.maxAttempts)));
    expect(tries.filter((attempt) => attempt.kind === 'claimed')).toHaveLength(5);
    expect(tries.filter((attempt) => attempt.kind === 'locked')).toHaveLength(3);
    expect(await claimCodeAttempt(database.db, 'alpha', sam, NOW, CONTACT_CODE_RULES.maxAttempts)).toEqual({ kind: 'locked' });
  });

  it('uses a code once, and knows no code for another site, an expired one or none', async () => {
    const ann: Contact = { channel: 'phone', value: '0499111222' };
    expect((await send(database, ann, { tenant: 'beta' })).ok).toBe(true);
    expect(await claimCodeAttempt(database.db, 'alpha', ann, NOW, 5)).toEqual({ kind: 'none' });
    const claimed = await claimCodeAttempt(database.db, 'beta', ann, NOW, 5);
    if (claimed.kind !== 'claimed') throw new Error(claimed.kind);
    const uses = await Promise.all([useContactCode(database.db, 'beta', claimed.id, NOW), useContactCode(database.db, 'beta', claimed.id, NOW)]);
    expect(uses.sort()).toEqual([false, true]);
    expect(await claimCodeAttempt(database.db, 'beta', ann, NOW, 5)).toEqual({ kind: 'none' });
    const later = new Date(NOW.getTime() + 120_000 + CONTACT_CODE_RULES.codeTtlMs);
    expect((await send(database, ann, { tenant: 'beta', now: new Date(NOW.getTime() + 120_000) })).ok).toBe(true);
    expect(await claimCodeAttempt(database.db, 'beta', ann, later, 5)).toEqual({ kind: 'none' });
  });

  it('forgets codes a day old', async () => {
    expect(await pruneContactCodes(database.db, new Date(NOW.getTime() + 86_400_000 + 3_600_000))).toBeGreaterThan(0);
    expect(await database.db.selectFrom('contact_codes').select('id').execute()).toEqual([]);
  });
});
