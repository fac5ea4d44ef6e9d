// Reading a stock webhook's body without letting strangers fill memory. A body must be read whole before its
// signature can be checked, so whoever can reach the endpoint can make the server hold bytes: each body is read with
// a size limit and a deadline, and only a few at once, per tenant and in all (slots claimed before the first byte is
// read, released when the request is answered). The memory the endpoint can hold is then at most
// events × eventMaxBytes + feeds × feedMaxBytes, whatever the senders do.
//
// Hono's bodyLimit middleware counts bytes but has no deadline, and a slot held by a sender that stalls mid-body must
// come free; so the read is ours, on the request's web stream (src/server/README.md, "The stock webhook"; decision record 0017 in src/server/decisions/).

export type SlotClaim = { ok: true; release: () => void } | { ok: false; full: 'tenant' | 'platform' };

/** Counts bodies being read: at most `perTenant` for one tenant and `total` in all, in this process. */
export type SlotPool = { claim(slug: string): SlotClaim; inUse(slug?: string): number };

/**
 * A pool of slots, claimed synchronously (one JavaScript thread: no two requests can both take the last slot).
 * @example const pool = createSlotPool({ perTenant: 1, total: 2 }); pool.claim('alpha'); pool.claim('alpha') // { ok: false, full: 'tenant' }
 */
export function createSlotPool(limits: { perTenant: number; total: number }): SlotPool {
  const byTenant = new Map<string, number>();
  let total = 0;
  return {
    claim(slug) {
      const held = byTenant.get(slug) ?? 0;
      if (held >= limits.perTenant) return { ok: false, full: 'tenant' };
      if (total >= limits.total) return { ok: false, full: 'platform' };
      byTenant.set(slug, held + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byTenant.get(slug) ?? 1) - 1;
          if (left > 0) byTenant.set(slug, left);
          else byTenant.delete(slug);
        },
      };
    },
    inUse: (slug) => (slug === undefined ? total : (byTenant.get(slug) ?? 0)),
  };
}

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; status: 400 | 408 | 413; error: string };

/**
 * Reads `body` whole: refused (413) past `maxBytes`, (408) when it has not all arrived within `deadlineMs`, (400) when
 * the sender broke off.
 */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null, options: { maxBytes: number; deadlineMs: number }): Promise<BodyRead> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  let timedOut = false;
  // Cancelling ends the pending read; the server then drains or closes the rest of the connection after the answer.
  const timer = setTimeout(() => {
    timedOut = true;
    void reader.cancel().catch(() => {});
  }, options.deadlineMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (timedOut) return { ok: false, status: 408, error: `The body did not arrive within ${options.deadlineMs / 1000} s` };
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        void reader.cancel().catch(() => {});
        return { ok: false, status: 413, error: `Payload too large (over ${options.maxBytes} bytes)` };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, error: 'The body could not be read' };
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}
