// At most `limit` resizes at once; a request past that waits its turn in a short queue and is turned away (503) when
// the queue is full or its wait runs out, so a burst of uncached photos cannot pile work on the server without end.

export class QueueFull extends Error {
  override name = 'QueueFull';
}

export type Semaphore = {
  /** Runs `task` when a slot is free; throws QueueFull when it cannot get one in time. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

export function createSemaphore(options: { limit: number; maxWaiting: number; maxWaitMs: number }): Semaphore {
  let active = 0;
  const queue: { start: () => void; timer: NodeJS.Timeout }[] = [];

  function release(): void {
    const next = queue.shift();
    if (!next) {
      active -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start(); // the slot passes straight to the next in line
  }

  async function acquire(): Promise<void> {
    if (active < options.limit) {
      active += 1;
      return;
    }
    if (queue.length >= options.maxWaiting) throw new QueueFull(`${options.maxWaiting} requests already wait`);
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new QueueFull(`no slot within ${options.maxWaitMs} ms`));
        }, options.maxWaitMs),
      };
      queue.push(entry);
    });
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
