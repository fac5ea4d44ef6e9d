/**
 * Stops a long-running process (the server, a job worker) on SIGINT or SIGTERM: says so, runs `stop`, exits 0 when
 * it resolves and 1 when it fails; a second signal exits at once, and `forceAfterMs` bounds the wait.
 */
export function stopOnSignals(message: string, stop: () => Promise<unknown>, options: { forceAfterMs?: number } = {}): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // second Ctrl-C: stop waiting
    stopping = true;
    console.log(`${signal} received, ${message}...`);
    if (options.forceAfterMs) setTimeout(() => process.exit(1), options.forceAfterMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
