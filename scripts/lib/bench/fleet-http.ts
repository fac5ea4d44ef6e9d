// bench:fleet's view of the web servers: which build a server serves for a tenant, the signed stock webhook a dealer's
// system sends, and the wait until both servers serve every tenant's expected build.
import { request as httpRequest } from 'node:http';
import { signStockWebhook } from '#src/server/webhook-signature.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request to 127.0.0.1 with the tenant's Host (the servers route by Host; Node does not resolve *.localhost). */
function request(port: number, slug: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: string } | null>((resolve) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathname, method: init.method ?? 'GET', headers: { ...init.headers, Host: `${slug}.localhost` }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
    req.end(init.body);
  });
}

async function liveHash(port: number, slug: string): Promise<string | null> {
  const response = await request(port, slug, '/api/health');
  if (response?.status !== 200) return null;
  const { buildId } = JSON.parse(response.text) as { buildId: string };
  return buildId.split('-')[1] ?? null; // <stamp>-<feed hash prefix>-<random>
}

/** The stock webhook, signed, until the server takes it (what a dealer's system does with a refusal: try again). */
export async function ping(port: number, slug: string, secret: string, reason: string): Promise<void> {
  for (;;) {
    const body = JSON.stringify({ reason });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const response = await request(port, slug, '/api/webhooks/stock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signStockWebhook(secret, slug, timestamp, body) },
      body,
    });
    if (response?.status === 202) return;
    await sleep(500);
  }
}

/** Waits until both servers serve every tenant's expected build; returns the tenants still behind at the deadline. */
export async function untilLive(ports: number[], expected: Map<string, string>, deadline: number): Promise<string[]> {
  let behind = [...expected.keys()];
  while (behind.length && Date.now() < deadline) {
    const still: string[] = [];
    for (const slug of behind) {
      for (const port of ports) {
        if ((await liveHash(port, slug)) !== expected.get(slug)) {
          still.push(slug);
          break;
        }
      }
    }
    behind = still;
    if (behind.length) await sleep(500);
  }
  return behind;
}
