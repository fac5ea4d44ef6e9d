// Channel senders backed by sender-thread.ts: each call hands the claimed delivery to the thread and
// settles with its outcome, so the worker (worker.ts) works the same with in-process or threaded senders.
import { Worker } from 'node:worker_threads';
import type { DeliveryChannel } from '../db/schema.ts';
import { PermanentDeliveryError } from './backoff.ts';
import type { ChannelSender } from './channels.ts';

type Reply = { id: number; ok: true } | { id: number; ok: false; message: string; permanent: boolean };

/** The channels the thread sends (texts go through the SMS sender in the main thread: it may write the embedded outbox). */
export type ThreadChannel = Exclude<DeliveryChannel, 'shopper-sms'>;
export type ThreadSenders = { senders: Record<ThreadChannel, ChannelSender>; close(): Promise<void> };

export function startSenderThread(options: {
  smtpUrl: string;
  webhookSecrets: Record<string, string>;
  linkSecret: string;
  unsubscribeSecret: string;
}): ThreadSenders {
  const worker = new Worker(new URL('./sender-thread.ts', import.meta.url), { workerData: options });
  worker.unref(); // never keeps the process alive on its own
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve();
    else waiter.reject(reply.permanent ? new PermanentDeliveryError(reply.message) : new Error(reply.message));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error); // retried later: the rows stay pending
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The delivery thread stopped (exit code ${code})`)));

  const send = (message: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  const sender: ChannelSender = (delivery) => send({ delivery });
  return {
    senders: { email: sender, adf: sender, webhook: sender, 'shopper-email': sender },
    async close() {
      await send({ close: true }).catch(() => undefined);
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
