// What keeps spam and other sites out of POST /api/leads: the honeypot, the Origin and Referer check, the minimum
// fill time (GET /api/form-token) and the per-address rate limit.
import { describe, expect, it } from 'vitest';
import { deliveryCounts } from '../db/deliveries-repo.ts';
import { ALPHA, BETA, jane, t, useTestLeadsApp } from './api.test-support.ts';
import { createTestLeadsApp } from './test-app.ts';

useTestLeadsApp();

describe('POST /api/leads', () => {
  it('refuses a filled honeypot with the generic error, and stores nothing', async () => {
    const before = await deliveryCounts(t.database.db, 'alpha');
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'An error occurred when submitting this form' });
    expect(await deliveryCounts(t.database.db, 'alpha')).toEqual(before);
  });

  it('refuses posts from another site', async () => {
    const res = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const referer = await t.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane }, { referer: 'http://beta.localhost/contact' });
    expect(referer.status).toBe(403);
  });
});

describe('GET /api/form-token and the minimum fill time', () => {
  it('refuses a form sent back faster than a person could fill it', async () => {
    const strict = await createTestLeadsApp({ env: { LEAD_MIN_FILL_SECONDS: '3' }, database: t.database });
    try {
      const { form_started } = (await (await strict.call(ALPHA, '/api/form-token')).json()) as { form_started: string };
      const fast = await strict.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, form_started });
      expect(fast.status).toBe(400);
      const forged = await strict.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, form_started: `${Date.now() - 60_000}.${'x'.repeat(32)}` });
      expect(forged.status).toBe(201); // a forged token only loses its credit; a no-JS form has none either
    } finally {
      await strict.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-address limit', async () => {
    const limited = await createTestLeadsApp({ env: { LEAD_RATE_LIMIT_IP_PER_MINUTE: '2' }, database: t.database });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane, message: `try ${i}` })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const res = await limited.postJson(ALPHA, '/api/leads', { kind: 'contact', ...jane });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Each tenant has its own buckets.
      expect((await limited.postJson(BETA, '/api/leads', { kind: 'contact', ...jane })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
