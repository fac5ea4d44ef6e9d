// A Unix socket in DATA_DIR (mode 0600: only this machine's owner of the data can use it) through which
// the operator commands reach the running server's database. One JSON line in, one JSON line out.
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { operatorCommandSchema, runOperatorCommand, type OperatorCommand, type OperatorResult } from './operator.ts';

export const adminSocketPath = (dataDir: string): string => path.join(dataDir, 'leads-admin.sock');

/** More commands the socket answers (the reservations' operator commands, the backup's database dump), each with its own schema. */
export type ExtraCommands = { schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }; run(command: unknown): Promise<unknown> };

export async function startAdminSocket(
  dataDir: string,
  db: Kysely<DB>,
  log: (message: string) => void,
  extra: ExtraCommands | readonly ExtraCommands[] = [],
): Promise<{ close(): Promise<void> }> {
  const extras = Array.isArray(extra) ? extra : [extra as ExtraCommands];
  const file = adminSocketPath(dataDir);
  await rm(file, { force: true }); // left by a process that did not shut down cleanly
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', async (chunk: string) => {
      input += chunk;
      if (input.length > 10_000) return socket.destroy();
      if (!input.includes('\n')) return;
      socket.pause();
      let reply: unknown;
      try {
        const json: unknown = JSON.parse(input.slice(0, input.indexOf('\n')));
        const other = extras.map((commands) => ({ commands, parsed: commands.schema.safeParse(json) })).find(({ parsed }) => parsed.success);
        reply = other
          ? { ok: true, result: await other.commands.run(other.parsed.data) }
          : { ok: true, result: await runOperatorCommand(db, operatorCommandSchema.parse(json)) };
      } catch (error) {
        reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      socket.end(`${JSON.stringify(reply)}\n`);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.on('error', (error) => log(`[leads] admin socket: ${error.message}`));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        void rm(file, { force: true });
      }),
  };
}

/** Asks the running server; rejects with code ENOENT/ECONNREFUSED when none is listening. */
export function askRunningServer(dataDir: string, command: OperatorCommand): Promise<OperatorResult> {
  return askSocket(dataDir, command).then((result) => reviveDates(result as OperatorResult));
}

/** Sends any command the socket answers and resolves with its result as sent. */
export function askSocket(dataDir: string, command: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(adminSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as { ok: true; result: unknown } | { ok: false; error: string };
        if (reply.ok) resolve(reply.result);
        else reject(new Error(reply.error));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function reviveDates(result: OperatorResult): OperatorResult {
  if (result.command === 'sms') return { ...result, messages: result.messages.map((message) => ({ ...message, createdAt: new Date(message.createdAt) })) };
  if (result.command === 'mail') return { ...result, mails: result.mails.map((mail) => ({ ...mail, receivedAt: new Date(mail.receivedAt) })) };
  if (result.command !== 'list') return result;
  return {
    ...result,
    leads: result.leads.map((lead) => ({
      ...lead,
      createdAt: new Date(lead.createdAt),
      updatedAt: new Date(lead.updatedAt),
      deliveries: lead.deliveries.map((d) => ({ ...d, nextAttemptAt: new Date(d.nextAttemptAt) })),
    })),
  };
}
