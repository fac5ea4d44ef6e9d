// The operator commands reach a running server's (embedded) database through its admin socket.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { adminSocketPath, askRunningServer, startAdminSocket } from './admin-socket.ts';

let dir: string;
let database: TestDatabase;
let socket: { close(): Promise<void> };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'admin-socket-'));
  database = await openTestDatabase('pglite');
  socket = await startAdminSocket(dir, database.db, () => {});
});
afterAll(async () => {
  await socket?.close();
  await database?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

it('answers list and retry, only to this machine user (mode 0600)', async () => {
  expect((await stat(adminSocketPath(dir))).mode & 0o777).toBe(0o600);
  expect(await askRunningServer(dir, { command: 'list', tenant: 'alpha' })).toEqual({ command: 'list', leads: [], counts: { pending: 0, sent: 0, failed: 0 } });
  expect(await askRunningServer(dir, { command: 'retry' })).toEqual({ command: 'retry', reset: 0 });
  await expect(askRunningServer(dir, { command: 'list', tenant: '../etc' } as never)).rejects.toThrow();
});

it('tells the command when no server is listening', async () => {
  const empty = await mkdtemp(path.join(tmpdir(), 'admin-socket-none-'));
  await expect(askRunningServer(empty, { command: 'retry' })).rejects.toMatchObject({ code: 'ENOENT' });
  await rm(empty, { recursive: true, force: true });
});
