// Group commit: requests that arrive while a batch is being written wait and go together in the next
// one, so under load one transaction carries many leads, and each caller still hears back only after
// its own rows are committed. At low load a batch is a single item and adds no delay.

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
};

type Pending<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

export function createBatcher<I, R>(options: BatcherOptions<I, R>): Batcher<I, R> {
  const queue: Pending<I, R>[] = [];
  let running: Promise<void> | null = null;
  let inFlight = 0;

  async function runBatch(batch: Pending<I, R>[]): Promise<void> {
    inFlight = batch.length;
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

  async function loop(): Promise<void> {
    // Let requests whose bodies arrived in this same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) await runBatch(queue.splice(0, options.maxBatch));
    inFlight = 0;
    running = null;
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        running ??= loop();
      });
    },
    async drain() {
      while (running) await running;
    },
    load: () => queue.length + inFlight,
  };
}
