// POST /api/webhooks/stock — the stock-feed provider calls this on a tenant host when
// that dealer's stock changes; we queue a rebuild of the tenant's site.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { ApiEnv } from './api-env.ts';
import { verifyStockSignature } from './webhook-signature.ts';

export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;

const payloadSchema = z.object({
  reason: z.string().max(500).optional(),
});

export type StockWebhookOptions = {
  /** Unset -> the endpoint answers 503: never accept unauthenticated rebuilds. */
  secret: string | undefined;
  /** Queues a rebuild; returns true when a new run was scheduled (false: merged). */
  requestRebuild: (slug: string) => boolean;
  now?: () => number;
  log?: (message: string) => void;
};

/** Routes to mount under `/api`. */
export function createStockWebhookRoutes(options: StockWebhookOptions): Hono<ApiEnv> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(message));
  const routes = new Hono<ApiEnv>();

  routes.post(
    '/webhooks/stock',
    bodyLimit({
      maxSize: WEBHOOK_MAX_BODY_BYTES,
      onError: (c) => c.json({ error: 'Payload too large' }, 413),
    }),
    async (c) => {
      if (!options.secret) {
        return c.json({ error: 'Stock webhook is not configured (STOCK_WEBHOOK_SECRET unset)' }, 503);
      }
      // Verify the signature over the exact bytes received, before parsing anything.
      const rawBody = new Uint8Array(await c.req.arrayBuffer());
      const check = verifyStockSignature({
        secret: options.secret,
        timestamp: c.req.header('x-timestamp'),
        signature: c.req.header('x-signature'),
        rawBody,
        nowMs: now(),
      });
      if (!check.ok) return c.json({ error: check.reason }, 401);

      const text = new TextDecoder().decode(rawBody).trim();
      let json: unknown = {};
      if (text !== '') {
        try {
          json = JSON.parse(text);
        } catch {
          return c.json({ error: 'Body must be JSON' }, 400);
        }
      }
      const payload = payloadSchema.safeParse(json);
      if (!payload.success) return c.json({ error: `Invalid body: ${z.prettifyError(payload.error)}` }, 400);

      const slug = c.get('tenantSlug');
      const queued = options.requestRebuild(slug);
      log(`[webhook] stock changed for ${slug}${payload.data.reason ? ` (${JSON.stringify(payload.data.reason)})` : ''}; ${queued ? 'rebuild queued' : 'merged with queued rebuild'}`);
      return c.json({ accepted: true, queued }, 202);
    },
  );
  return routes;
}
