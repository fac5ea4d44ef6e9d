// What the leads API tests share (api-leads, api-trade-in, api-guards, api-activity): the fake sites by Host, a
// shopper's answers, one in-process app per test file (real routes, real embedded database) and reads of what it stored.
import { afterAll, beforeAll } from 'vitest';
import { findLead } from '../db/leads-repo.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';

export const ALPHA = 'alpha.localhost';
export const BETA = 'beta.localhost';
export const jane = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '3000',
  message: 'Is it still available?',
};

/** The calling test file's app, set by useTestLeadsApp() before its tests (an ES live binding: read it in the tests). */
export let t: TestLeadsApp;

/** Opens the app before the calling file's tests and closes it after them (each test file has a database of its own). */
export function useTestLeadsApp(): void {
  beforeAll(async () => {
    t = await createTestLeadsApp();
  });
  afterAll(() => t?.close());
}

/** One of alpha's stored leads, by id. */
export const lead = async (id: string) => (await findLead(t.database.db, 'alpha', id))!;
/** A lead's deliveries, one per channel, by channel. */
export const deliveries = (leadId: string) =>
  t.database.db
    .selectFrom('lead_deliveries')
    .select(['channel', 'target', 'status', 'next_attempt_at'])
    .where('lead_id', '=', leadId)
    .orderBy('channel')
    .execute();
