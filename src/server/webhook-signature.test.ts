import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSlotPool, readLimitedBody } from './webhook-body.ts';
import { stockWebhookStatus } from './webhook-settings.ts';
import { signStockWebhook, stockWebhookSecretName, verifyStockSignature } from './webhook-signature.ts';

const PLATFORM = 'platform-relay-key-0123456789abcdef';
const HARBOUR = 'harbour-toyota-key-0123456789abcdef';
const nowMs = Date.UTC(2026, 10, 28, 9, 0, 0);
const timestamp = String(nowMs / 1000);
const body = '{"type":"vehicle.delete","event_id":"e-1","vehicle_id":"109641"}';

const verify = (overrides: { secrets?: string[]; slug?: string; signature?: string; body?: string }) =>
  verifyStockSignature({
    secrets: overrides.secrets ?? [HARBOUR, PLATFORM],
    slug: overrides.slug ?? 'harbour-toyota',
    timestamp,
    signature: overrides.signature ?? signStockWebhook(HARBOUR, 'harbour-toyota', timestamp, body),
    rawBody: new TextEncoder().encode(overrides.body ?? body),
    nowMs,
  });

describe('stock webhook signature', () => {
  it('is HMAC-SHA256 of "<slug>.<timestamp>.<raw body>", as src/server/README.md tells senders', () => {
    const expected = createHmac('sha256', HARBOUR).update(`harbour-toyota.${timestamp}.${body}`).digest('hex');
    expect(signStockWebhook(HARBOUR, 'harbour-toyota', timestamp, body)).toBe(`sha256=${expected}`);
  });

  it("verifies under the tenant's own key or the platform's", () => {
    expect(verify({})).toEqual({ ok: true });
    expect(verify({ signature: signStockWebhook(PLATFORM, 'harbour-toyota', timestamp, body) })).toEqual({ ok: true });
  });

  it('refuses a request signed for another tenant, with either key, and one signed by a key not offered', () => {
    for (const key of [HARBOUR, PLATFORM]) {
      const signature = signStockWebhook(key, 'harbour-toyota', timestamp, body);
      expect(verify({ slug: 'bayside-auto-group', signature, secrets: [PLATFORM] })).toEqual({ ok: false, reason: 'Invalid signature' });
    }
    expect(verify({ secrets: [PLATFORM] })).toEqual({ ok: false, reason: 'Invalid signature' });
    expect(verify({ body: body.replace('109641', '109642') })).toEqual({ ok: false, reason: 'Invalid signature' });
  });

  it('names the variable of a tenant key: slug upper-cased, - as _', () => {
    expect(stockWebhookSecretName('bayside-auto-group')).toBe('STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP');
    expect(stockWebhookSecretName('corner-car-yard2')).toBe('STOCK_WEBHOOK_SECRET_CORNER_CAR_YARD2');
  });
});

describe('webhook body slots', () => {
  it('gives at most perTenant slots to one tenant and total in all, and takes them back once each', () => {
    const pool = createSlotPool({ perTenant: 2, total: 3 });
    const a1 = pool.claim('alpha');
    const a2 = pool.claim('alpha');
    expect(pool.claim('alpha')).toEqual({ ok: false, full: 'tenant' });
    const b1 = pool.claim('beta');
    expect(pool.claim('beta')).toEqual({ ok: false, full: 'platform' });
    expect([a1.ok, a2.ok, b1.ok]).toEqual([true, true, true]);
    if (!a1.ok) return;
    a1.release();
    a1.release(); // a second release frees nothing more
    expect(pool.inUse()).toBe(2);
    expect(pool.inUse('alpha')).toBe(1);
    expect(pool.claim('beta').ok).toBe(true);
    expect(pool.claim('alpha')).toEqual({ ok: false, full: 'platform' });
  });
});

describe('readLimitedBody', () => {
  const stream = (chunks: string[], stallAfter = false) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        if (!stallAfter) controller.close();
      },
    });

  it('reads a body up to the limit, refuses one past it, and one that stalls past the deadline', async () => {
    const read = await readLimitedBody(stream(['{"a":', '1}']), { maxBytes: 7, deadlineMs: 1000 });
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('{"a":1}');
    expect(await readLimitedBody(stream(['{"a":', '12}']), { maxBytes: 7, deadlineMs: 1000 })).toMatchObject({ ok: false, status: 413 });
    expect(await readLimitedBody(stream(['{"a":'], true), { maxBytes: 7, deadlineMs: 50 })).toMatchObject({ ok: false, status: 408 });
    expect(await readLimitedBody(null, { maxBytes: 7, deadlineMs: 50 })).toMatchObject({ ok: true, bytes: new Uint8Array(0) });
  });
});

describe('stockWebhookStatus (what npm start says)', () => {
  it('names the variable each site without a key needs, and how to sign', () => {
    const lines = stockWebhookStatus({ tenantSecrets: { 'harbour-toyota': HARBOUR } }, ['bayside-auto-group', 'harbour-toyota']);
    expect(lines).toEqual([
      'Stock webhook: harbour-toyota takes requests signed with its own key.',
      'Stock webhook: bayside-auto-group answers 503 until a key of 32+ characters is set (e.g. openssl rand -hex 32): STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP, or STOCK_WEBHOOK_SECRET for all.',
      '  Sign: X-Timestamp: <unix seconds>, X-Signature: sha256=<hex of HMAC-SHA256(key, "<slug>.<X-Timestamp>.<raw body>")> (src/server/README.md, "The stock webhook").',
    ]);
  });

  it('says the platform key signs for every site, and points out a key that names no site', () => {
    const lines = stockWebhookStatus({ platformSecret: PLATFORM, tenantSecrets: { 'harbor-toyota': HARBOUR } }, ['harbour-toyota']);
    expect(lines[0]).toBe("Stock webhook: every site takes requests signed with STOCK_WEBHOOK_SECRET (the platform relay's key).");
    expect(lines.at(-1)).toBe('Stock webhook: no site served here yet for STOCK_WEBHOOK_SECRET_HARBOR_TOYOTA.');
  });
});
