// The demo's stand-ins for a dealer's outside services (the image host, the market-data and plate-lookup service)
// start the same way: on the port their environment variable names (0 picks a free one), writing the port they got
// back to it so the builds, the server and any child process that follow point the demo tenants at them; or, when
// `reuseRunning` and the port is taken (a running `npm start` serves the same stand-in), using that one.

type Listening = { port: number; origin: string };

/**
 * Starts `start(port)` on `env[envVar]`'s port, or answers null when a running one is reused.
 * @example await startOrReuse({ what: 'Demo image host', envVar: 'DEMO_PHOTOS_PORT', port: 4390, path: '/photos/', start })
 */
export async function startOrReuse<T extends Listening>(options: {
  what: string;
  envVar: string;
  port: number;
  /** Where the stand-in's answers are, for the line it prints. */
  path?: string;
  start: (port: number) => Promise<T>;
  reuseRunning?: boolean;
}): Promise<T | null> {
  try {
    const listening = await options.start(options.port);
    process.env[options.envVar] = String(listening.port);
    console.log(`${options.what} on ${listening.origin}${options.path ?? '/'}`);
    return listening;
  } catch (error) {
    if (!options.reuseRunning || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log(`${options.what} already running on port ${options.port}; using it.`);
    return null;
  }
}
