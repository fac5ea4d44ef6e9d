// GET /api/cars/{slug}/view.json, which every car page on sale now calls as it loads (src/client/car-views.ts):
// each call counts a view, so one client's calls are held to the per-address limit of the shopper API
// (API_RATE_LIMIT_IP_PER_MINUTE), and a refused call counts nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewsOf } from '../db/activity-repo.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

let t: TestLeadsApp;
beforeAll(async () => {
  t = await createTestLeadsApp({ env: { API_RATE_LIMIT_IP_PER_MINUTE: '2' } });
});
afterAll(() => t?.close());

const views = async (host: string) => {
  const res = await t.call(host, '/api/cars/some-car/view.json?photos_count=3&website_id=alpha');
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { views?: number } };
};

describe('car page views: rate-limited per client', () => {
  it('answers 429 with Retry-After past the per-address limit, counting nothing; each site has its own bucket', async () => {
    const answers = [await views(ALPHA), await views(ALPHA), await views(ALPHA)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers.map((answer) => answer.body.views)).toEqual([1, 2, undefined]);
    expect(Number(answers[2]!.retryAfter)).toBeGreaterThan(0);
    expect(await viewsOf(t.database.db, 'alpha', 'some-car')).toBe(2);
    expect(await views(BETA)).toMatchObject({ status: 200, body: { views: 1 } });
  });

  it('holds under a burst: of 12 calls sent at once from one client, the limit is answered and only those are counted', async () => {
    const burstApp = await createTestLeadsApp({ env: { API_RATE_LIMIT_IP_PER_MINUTE: '3' } });
    try {
      const burst = await Promise.all(Array.from({ length: 12 }, () => burstApp.call(ALPHA, '/api/cars/some-car/view.json?photos_count=3&website_id=alpha')));
      const statuses = burst.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
      expect(await viewsOf(burstApp.database.db, 'alpha', 'some-car')).toBe(3);
    } finally {
      await burstApp.close();
    }
  });
});
