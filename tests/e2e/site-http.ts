// Requests to the e2e server from the test runner itself (Node resolves no *.localhost names): to 127.0.0.1 with the
// site's Host, as curl --resolve does. For checks a shopper's browser does not make: every link's status, the slots
// free now.
import { request } from 'node:http';
import { E2E_PORT } from './support.ts';

export type SiteResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** GET a path of a tenant's site (no redirects followed). */
export function siteGet(slug: string, path: string): Promise<SiteResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: E2E_PORT, path, headers: { host: `${slug}.localhost:${E2E_PORT}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Slot = { start: string; time: string; label: string; remaining: number };

/**
 * The first date (from tomorrow, Brisbane time) with a free slot of the kind at the location, and that slot: the
 * e2e database keeps earlier runs' bookings, so tests take whatever is free now.
 */
export async function freeSlot(slug: string, locationId: number, kind: 'test-drive' | 'service'): Promise<{ date: string; slot: Slot; slots: Slot[] }> {
  const start = Date.now() + 36 * 3_600_000;
  for (let day = 0; day < 28; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const response = await siteGet(slug, `/api/appointments?location_id=${locationId}&date=${date}&kind=${kind}`);
    const { slots } = JSON.parse(response.body) as { slots: Slot[] };
    if (slots.length) return { date, slot: slots[0]!, slots };
  }
  throw new Error(`no free ${kind} slot at location ${locationId} of ${slug} in four weeks`);
}
