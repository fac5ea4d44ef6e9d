// The stock webhook's body limits against a running server: a body is read under the event limit, or under the feed
// limit when announced; only so many bodies are read at once per tenant and in all, the rest refused before a byte of
// theirs is read; a body that stalls is cut off. Requests are sent concurrently and held open mid-body, as an
// attacker without a key would, and the answers counted exactly.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main.ts';
import { createFixtureDataDir, send, writeSite, type RawResponse } from './test-support.ts';
import { signStockWebhook } from './webhook-signature.ts';

const KEY = 'limits-test-platform-key-0123456789abcdef';
const NOW_MS = Date.UTC(2025, 0, 2, 3, 4, 5);
const nowSeconds = String(Math.floor(NOW_MS / 1000));
/** A signature of the right shape that no key made: what a stranger sends. */
const FORGED = `sha256=${'0'.repeat(64)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let defaults: RunningServer;
/** 2 event bodies per tenant, 3 in all, 1 KB each; feeds up to 8 KB, 2 in all; 30 s to send a body. */
let tight: RunningServer;
/** As tight, but a body must arrive within half a second. */
let hasty: RunningServer;
let cleanup: () => Promise<void>;
const open: ClientRequest[] = [];

beforeAll(async () => {
  const fixture = await createFixtureDataDir();
  cleanup = fixture.cleanup;
  await writeSite(fixture.dataDir, 'gamma', 'Gamma Motors', 'https://gamma.example.com.au', 'GAMMA', '');
  const common = { port: 0, dataDir: fixture.dataDir, log: () => {}, now: () => NOW_MS, runBuild: async () => {} };
  const limits = { eventMaxBytes: 1024, feedMaxBytes: 8192, eventsPerTenant: 2, events: 3, feeds: 2, eventReadSeconds: 30, feedReadSeconds: 30 };
  [defaults, tight, hasty] = await Promise.all([
    startServer({ ...common, stockWebhook: { platformSecret: KEY } }),
    startServer({ ...common, stockWebhook: { platformSecret: KEY, limits } }),
    startServer({ ...common, stockWebhook: { platformSecret: KEY, limits: { ...limits, eventReadSeconds: 0.5 } } }),
  ]);
});

afterEach(() => {
  for (const request of open.splice(0)) request.destroy();
});

afterAll(async () => {
  await Promise.all([defaults?.close(), tight?.close(), hasty?.close()]);
  await cleanup?.();
});

type Held = { response: Promise<RawResponse>; answered: () => boolean; write(chunk: string): void; end(chunk?: string): void };

/**
 * A webhook request whose headers and `first` part of the body are sent, the rest held back until `end`. With
 * `length` the body's size is declared up front; without, it is sent in chunks.
 */
function hold(server: RunningServer, tenant: string, options: { first: string; signature?: string; length?: number; feed?: boolean }): Held {
  let answered = false;
  let request!: ClientRequest;
  const response = new Promise<RawResponse>((resolve, reject) => {
    request = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/webhooks/stock',
        method: 'POST',
        agent: false,
        headers: {
          Host: `${tenant}.localhost`,
          'Content-Type': 'application/json',
          'X-Timestamp': nowSeconds,
          'X-Signature': options.signature ?? FORGED,
          ...(options.length === undefined ? {} : { 'Content-Length': String(options.length) }),
          ...(options.feed ? { 'X-Stock-Event': 'feed.replace' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          answered = true;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    // After an early answer the server closes the rest of the connection: not an error for the test.
    request.on('error', (error) => (answered ? undefined : reject(error)));
  });
  request.flushHeaders();
  request.write(options.first);
  open.push(request);
  return { response, answered: () => answered, write: (chunk) => void request.write(chunk), end: (chunk) => void request.end(chunk) };
}

/** Waits until `count` of `requests` are answered, then a while longer to see that no more are. */
async function answeredSoon(requests: Held[], count: number): Promise<Held[]> {
  const deadline = Date.now() + 10_000;
  while (requests.filter((request) => request.answered()).length < count && Date.now() < deadline) await sleep(20);
  await sleep(300);
  return requests.filter((request) => request.answered());
}

const statuses = async (requests: Held[]) => (await Promise.all(requests.map((request) => request.response))).map((response) => response.status).sort();

function signedPost(server: RunningServer, tenant: string, body: string, headers: Record<string, string> = {}) {
  return send(server.port, {
    host: `${tenant}.localhost`,
    path: '/api/webhooks/stock',
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'X-Timestamp': nowSeconds, 'X-Signature': signStockWebhook(KEY, tenant, nowSeconds, body), ...headers },
  });
}

const feedEvent = (eventId: string, size: number) =>
  JSON.stringify({
    type: 'feed.replace',
    event_id: eventId,
    feed: { cars: [{ id: 1, year: 2020, make: 'Kia', model: 'Rio', car_type: 'used', comments: 'x'.repeat(size) }] },
  });

describe('stock webhook body limits (defaults)', () => {
  it('reads a one-car event up to 256 KB; a larger body only as an announced whole feed', async () => {
    const big = feedEvent('evt-big-feed', 300 * 1024);
    const unannounced = await signedPost(defaults, 'alpha', big);
    expect(unannounced.status).toBe(413);
    expect(JSON.parse(unannounced.body.toString())).toEqual({
      error: 'Payload too large (over 262144 bytes; a whole feed is sent with the header X-Stock-Event: feed.replace)',
    });
    expect((await signedPost(defaults, 'alpha', big, { 'X-Stock-Event': 'feed.replace' })).status).toBe(202);
    // A small whole feed needs no announcement.
    expect((await signedPost(defaults, 'alpha', feedEvent('evt-small-feed', 200 * 1024))).status).toBe(202);
  });

  it('refuses a body read under the feed limit that is not a feed.replace event, and an unknown X-Stock-Event', async () => {
    const ping = await signedPost(defaults, 'alpha', '{"reason":"price change"}', { 'X-Stock-Event': 'feed.replace' });
    expect(ping.status).toBe(400);
    expect(JSON.parse(ping.body.toString())).toEqual({ error: 'X-Stock-Event: feed.replace was sent, but the body is not a feed.replace event' });
    const upsert = JSON.stringify({ type: 'vehicle.delete', event_id: 'evt-under-feed', vehicle_id: 3 });
    expect((await signedPost(defaults, 'alpha', upsert, { 'X-Stock-Event': 'feed.replace' })).status).toBe(400);
    expect((await signedPost(defaults, 'alpha', upsert, { 'X-Stock-Event': 'vehicle.delete' })).status).toBe(400);
  });

  it('refuses a body declared over 64 MB before reading any of it', async () => {
    const declared = hold(defaults, 'alpha', { first: '{', length: 64 * 1024 * 1024 + 1, feed: true });
    const response = await declared.response;
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body.toString())).toEqual({ error: 'Payload too large (over 67108864 bytes)' });
  });
});

describe('stock webhook bodies read at once (2 per tenant, 3 in all)', () => {
  it('holds 2 unsigned bodies for one tenant and 1 more for another, refuses the rest before reading them, and frees the slots', async () => {
    // Four strangers at once on alpha, each mid-body: two are read, two refused at once.
    const alpha = Array.from({ length: 4 }, () => hold(tight, 'alpha', { first: '{"reason":"', length: 600 }));
    const refusedAlpha = await answeredSoon(alpha, 2);
    expect(refusedAlpha).toHaveLength(2);
    expect(await statuses(refusedAlpha)).toEqual([429, 429]);
    const first = await refusedAlpha[0]!.response;
    expect(first.headers['retry-after']).toBe('5');
    expect(JSON.parse(first.body.toString())).toEqual({ error: 'Too many stock webhook requests for alpha at once; retry shortly' });

    // Two more on beta: one slot is left in all.
    const beta = Array.from({ length: 2 }, () => hold(tight, 'beta', { first: '{"reason":"', length: 600 }));
    const refusedBeta = await answeredSoon(beta, 1);
    expect(await statuses(refusedBeta)).toEqual([503]);
    expect((await refusedBeta[0]!.response).headers['retry-after']).toBe('5');
    // Meanwhile a genuine request for alpha waits its turn like everyone else.
    expect((await signedPost(tight, 'alpha', '{}')).status).toBe(429);

    // The held bodies arrive: read whole, then refused for their signature.
    const held = [...alpha, ...beta].filter((request) => !request.answered());
    expect(held).toHaveLength(3);
    for (const request of held) request.end(`${'x'.repeat(600 - '{"reason":"'.length - 2)}"}`);
    expect(await statuses(held)).toEqual([401, 401, 401]);
    // Every slot is free again.
    const after = await Promise.all([signedPost(tight, 'alpha', '{}'), signedPost(tight, 'alpha', '{}'), signedPost(tight, 'beta', '{}')]);
    expect(after.map((response) => response.status)).toEqual([202, 202, 202]);
  });

  it('cuts off bodies that grow past the limit while read, and refuses the one over the cap, with exact counts', async () => {
    const streams = Array.from({ length: 3 }, () => hold(tight, 'alpha', { first: `{"reason":"${'y'.repeat(600)}` }));
    const refused = await answeredSoon(streams, 1);
    expect(await statuses(refused)).toEqual([429]);
    const read = streams.filter((request) => !request.answered());
    for (const request of read) request.write('y'.repeat(600)); // past 1 KB, no end in sight
    expect(await statuses(read)).toEqual([413, 413]);
    expect((await signedPost(tight, 'alpha', '{}')).status).toBe(202);
  });

  it('reads one whole feed per tenant at once and 2 in all, each signed feed taken when it arrives', async () => {
    const body = (tenant: string) => feedEvent(`evt-feed-${tenant}`, 4000);
    const signed = (tenant: string) => signStockWebhook(KEY, tenant, nowSeconds, body(tenant));
    const first = (tenant: string) => body(tenant).slice(0, 100);
    const feeds = [
      hold(tight, 'alpha', { first: first('alpha'), signature: signed('alpha'), feed: true }),
      hold(tight, 'alpha', { first: first('alpha'), signature: signed('alpha'), feed: true }),
    ];
    const refused = await answeredSoon(feeds, 1);
    expect(await statuses(refused)).toEqual([429]);
    const beta = hold(tight, 'beta', { first: first('beta'), signature: signed('beta'), feed: true });
    await sleep(200);
    // A third tenant's feed: both feed slots are taken. Events are counted apart, so they still go through.
    const gamma = await signedPost(tight, 'gamma', body('gamma'), { 'X-Stock-Event': 'feed.replace' });
    expect(gamma.status).toBe(503);
    expect(JSON.parse(gamma.body.toString())).toEqual({ error: 'The stock webhook is busy; retry shortly' });
    expect((await signedPost(tight, 'beta', '{}')).status).toBe(202);
    const reading = [...feeds.filter((request) => !request.answered()), beta];
    expect(reading).toHaveLength(2);
    reading[0]!.end(body('alpha').slice(100));
    beta.end(body('beta').slice(100));
    expect(await statuses(reading)).toEqual([202, 202]);
  });
});

describe('stock webhook body deadline', () => {
  it('answers 408 to bodies that stall past the deadline and frees their slots', async () => {
    const stalled = Array.from({ length: 2 }, () => hold(hasty, 'beta', { first: '{"reason":"', length: 600 }));
    const started = Date.now();
    expect(await statuses(stalled)).toEqual([408, 408]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect((await signedPost(hasty, 'beta', '{}')).status).toBe(202);
  });
});
