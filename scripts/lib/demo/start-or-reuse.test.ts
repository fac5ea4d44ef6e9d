import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startOrReuse } from './start-or-reuse.ts';

const listen = (port: number) =>
  new Promise<{ port: number; origin: string; close: () => Promise<void> }>((resolve, reject) => {
    const server: Server = createServer((_, res) => res.end('ok'));
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const got = (server.address() as { port: number }).port;
      resolve({ port: got, origin: `http://127.0.0.1:${got}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });

describe('starting a demo stand-in', () => {
  const open: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
    delete process.env.TEST_STAND_IN_PORT;
  });

  it('writes the port it got back to its variable, so what follows points at it', async () => {
    const started = await startOrReuse({ what: 'Test stand-in', envVar: 'TEST_STAND_IN_PORT', port: 0, start: listen });
    open.push(started!);
    expect(started!.port).toBeGreaterThan(0);
    expect(process.env.TEST_STAND_IN_PORT).toBe(String(started!.port));
  });

  it('uses a running one when asked to and its port is taken; refuses otherwise', async () => {
    const running = await listen(0);
    open.push(running);
    await expect(
      startOrReuse({ what: 'Test stand-in', envVar: 'TEST_STAND_IN_PORT', port: running.port, start: listen, reuseRunning: true }),
    ).resolves.toBeNull();
    await expect(startOrReuse({ what: 'Test stand-in', envVar: 'TEST_STAND_IN_PORT', port: running.port, start: listen })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    expect(process.env.TEST_STAND_IN_PORT).toBeUndefined();
  });
});
