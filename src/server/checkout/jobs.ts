// Scheduled work in the server process, behind one small interface so it can move to a database-backed queue
// (pg-boss or graphile-worker) when the platform runs on several machines: a job is a name, an interval and a run.
export type ScheduledJob = {
  start(): void;
  stop(): Promise<void>;
  /** Runs it now (and waits), outside the schedule. */
  runNow(): Promise<void>;
};

export function scheduleJob(options: { name: string; everyMs: number; run: () => Promise<unknown>; log?: (message: string) => void }): ScheduledJob {
  const log = options.log ?? ((message: string) => console.log(message));
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();
  const runNow = () => {
    // One run at a time: a slow run is not overlapped by the next tick.
    current = current.then(() =>
      options.run().then(
        () => undefined,
        (error: unknown) => log(`[jobs] ${options.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
    return current;
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runNow(), options.everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
    runNow,
  };
}
