// The stock webhook over real HTTP: signature checks and hand-off to the rebuild queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main.ts';
import { createFixtureDataDir, send } from './test-support.ts';
import { signStockWebhook } from './webhook-signature.ts';

const SECRET = 'test-secret-0123456789abcdef';
const NOW_MS = Date.UTC(2025, 0, 2, 3, 4, 5);
const nowSeconds = String(Math.floor(NOW_MS / 1000));

let server: RunningServer;
let unconfigured: RunningServer;
let cleanup: () => Promise<void>;
const builds: string[] = [];

beforeAll(async () => {
  const fixture = await createFixtureDataDir();
  cleanup = fixture.cleanup;
  const common = { port: 0, dataDir: fixture.dataDir, log: () => {}, now: () => NOW_MS };
  server = await startServer({
    ...common,
    stockWebhookSecret: SECRET,
    runBuild: async (slug) => {
      builds.push(slug);
    },
  });
  unconfigured = await startServer({ ...common, runBuild: async () => {} });
});

afterAll(async () => {
  await Promise.all([server?.close(), unconfigured?.close()]);
  await cleanup?.();
});

function post(target: RunningServer, options: { body?: string; timestamp?: string; signature?: string; host?: string }) {
  const body = options.body ?? '';
  const timestamp = options.timestamp ?? nowSeconds;
  return send(target.port, {
    host: options.host ?? 'alpha.localhost',
    path: '/api/webhooks/stock',
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': timestamp,
      'X-Signature': options.signature ?? signStockWebhook(SECRET, timestamp, body),
    },
  });
}

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString()) as unknown;

describe('POST /api/webhooks/stock', () => {
  it('accepts a correctly signed request and queues one rebuild of that tenant', async () => {
    const res = await post(server, { body: JSON.stringify({ reason: 'price change' }) });
    expect(res.status).toBe(202);
    expect(json(res)).toEqual({ accepted: true, queued: true });
    await server.rebuildQueue.idle();
    expect(builds).toEqual(['alpha']);
  });

  it('accepts an empty body', async () => {
    builds.length = 0;
    const res = await post(server, { host: 'beta.localhost' });
    expect(res.status).toBe(202);
    await server.rebuildQueue.idle();
    expect(builds).toEqual(['beta']);
  });

  it('rejects a bad signature with 401 and does not rebuild', async () => {
    builds.length = 0;
    const body = '{}';
    const forged = await post(server, { body, signature: signStockWebhook('wrong-secret-wrong-secret', nowSeconds, body) });
    expect(forged.status).toBe(401);
    expect(json(forged)).toHaveProperty('error');
    // Signed for another body: the signature covers the exact bytes.
    const tampered = await post(server, { body: '{"reason":"x"}', signature: signStockWebhook(SECRET, nowSeconds, body) });
    expect(tampered.status).toBe(401);
    const garbage = await post(server, { body, signature: 'sha256=nothex' });
    expect(garbage.status).toBe(401);
    expect(server.rebuildQueue.running).toBeUndefined();
    expect(builds).toEqual([]);
  });

  it('rejects a stale or future timestamp with 401', async () => {
    for (const offset of [-301, 301]) {
      const timestamp = String(Number(nowSeconds) + offset);
      const res = await post(server, { body: '{}', timestamp });
      expect(res.status, String(offset)).toBe(401);
    }
    expect(builds).toEqual([]);
  });

  it('rejects signed bodies that are not the expected JSON with 400', async () => {
    expect((await post(server, { body: 'not json' })).status).toBe(400);
    expect((await post(server, { body: '{"reason":42}' })).status).toBe(400);
  });

  it('rejects bodies over 64 KB with 413', async () => {
    const res = await post(server, { body: JSON.stringify({ reason: 'x'.repeat(70_000) }) });
    expect(res.status).toBe(413);
  });

  it('answers 503 when no secret is configured', async () => {
    const res = await post(unconfigured, { body: '{}' });
    expect(res.status).toBe(503);
    expect(json(res)).toHaveProperty('error');
  });

  it('is not reachable on the platform host or an unknown tenant', async () => {
    expect((await post(server, { body: '{}', host: 'localhost' })).status).toBe(405);
    expect((await post(server, { body: '{}', host: 'nobody.localhost' })).status).toBe(404);
  });
});
