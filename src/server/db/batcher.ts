// Group commit: requests that arrive while a batch is being written wait and go together in the next
// one, so under load one transaction carries many leads, and each caller still hears back only after
// its own rows are committed. At low load a batch is a single item and adds no delay. With
// `concurrency` 2, the next batch is already queued at the database while the previous one commits, so
// the database thread never waits for this one to hand it work.

export type Batcher<I, R> = {
  submit(item: I): Promise<R>;
  /** Resolves when everything submitted so far is written (or failed). */
  drain(): Promise<void>;
  /** Items waiting or being written right now: how busy this writer is. */
  load(): number;
};

export type BatcherOptions<I, R> = {
  /** Writes a batch; returns one result per item, in order. */
  run: (items: I[]) => Promise<R[]>;
  maxBatch: number;
  /** Batches in flight at once (default 1). */
  concurrency?: number;
};

type Pending<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

export function createBatcher<I, R>(options: BatcherOptions<I, R>): Batcher<I, R> {
  const concurrency = options.concurrency ?? 1;
  const queue: Pending<I, R>[] = [];
  let active = 0;
  let inFlight = 0;
  let scheduled = false;
  let idle: Promise<void> | null = null;
  let settleIdle: (() => void) | null = null;

  async function runBatch(batch: Pending<I, R>[]): Promise<void> {
    try {
      const results = await options.run(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as R));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad item must not fail its neighbours: write each on its own.
      for (const entry of batch) await runBatch([entry]);
    }
  }

  function pump(): void {
    scheduled = false;
    while (active < concurrency && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      active += 1;
      inFlight += batch.length;
      void runBatch(batch).finally(() => {
        active -= 1;
        inFlight -= batch.length;
        if (queue.length > 0) pump();
        else if (active === 0) settleIdle?.();
      });
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // Let requests whose bodies arrived in this same turn of the event loop join the same batch.
        if (!scheduled && active < concurrency) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
    async drain() {
      while (active > 0 || queue.length > 0) {
        idle ??= new Promise<void>((resolve) => {
          settleIdle = () => {
            idle = null;
            settleIdle = null;
            resolve();
          };
        });
        await idle;
      }
    },
    load: () => queue.length + inFlight,
  };
}
