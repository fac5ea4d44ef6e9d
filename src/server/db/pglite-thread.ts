// The main-thread side of pglite-worker.ts: a PGlite look-alike (`query`, `close`) that the Kysely
// PGlite dialect drives. The dialect still hands out one connection at a time, so statements of a
// transaction reach the thread in order and nothing interleaves.
import { Worker } from 'node:worker_threads';

export type PgliteLike = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  /** PGlite's `dumpDataDir('gzip')` after a checkpoint: the database folder as a gzipped tarball (`loadDataDir` opens it). */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
};

/** The thread's handle: the database's one thread (a supervisor's test stops it to watch the process end). */
export type PgliteThread = PgliteLike & { readonly worker: Worker };

type Reply =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number; dump?: ArrayBuffer }
  | { id: number; ok: false; error: { message: string; code?: string; detail?: string; constraint?: string } };

export class PgliteThreadError extends Error {
  override name = 'PgliteThreadError';
  code: string | undefined;
  detail: string | undefined;
  constraint: string | undefined;
  constructor(error: { message: string; code?: string; detail?: string; constraint?: string }) {
    super(error.message);
    this.code = error.code;
    this.detail = error.detail;
    this.constraint = error.constraint;
  }
}

export async function startPgliteThread(options: {
  dataDir: string | null;
  loadFrom?: Blob;
  /**
   * The thread ended (an uncaught error, a crash of PGlite's WebAssembly, a terminate) other than by close(): every
   * later query fails, so the server calls this to end itself for its supervisor to restart (platform-services.ts).
   */
  onDeath?: (error: Error) => void;
}): Promise<PgliteThread> {
  const loadFrom = options.loadFrom ? await options.loadFrom.arrayBuffer() : null;
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadFrom },
    ...(loadFrom ? { transferList: [loadFrom] } : {}),
  });
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: (reply) => (reply.ok ? resolve() : reject(new PgliteThreadError(reply.error))), reject });
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    waiter?.resolve(reply);
  });
  let started = false;
  const fail = (error: Error) => {
    const first = failure === null;
    failure ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    // Once, and only for a thread that was up: one that fails to start rejects `ready` instead.
    if (first && started) options.onDeath?.(error);
  };
  worker.on('error', (error) => fail(new Error(`The embedded database thread failed: ${error.message}`)));
  worker.on('exit', (code) => fail(new Error(`The embedded database thread stopped (exit code ${code})`)));
  await ready;
  started = true;

  const send = (message: Record<string, unknown>): Promise<Reply> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<Reply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  return {
    worker,
    async query<T>(sql: string, params: unknown[] = []) {
      const reply = await send({ type: 'query', sql, params });
      if (!reply.ok) throw new PgliteThreadError(reply.error);
      return { rows: (reply.rows ?? []) as T[], affectedRows: reply.affectedRows ?? 0 };
    },
    async dump() {
      const reply = await send({ type: 'dump' });
      if (!reply.ok) throw new PgliteThreadError(reply.error);
      return new Uint8Array(reply.dump!);
    },
    async close() {
      if (!failure) await send({ type: 'close' }).catch(() => undefined);
      failure ??= new Error('The embedded database is closed');
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
