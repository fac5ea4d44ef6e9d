// The delivery thread: renders and sends leads (e-mail, ADF, webhook) off the main thread, so a burst of
// deliveries never slows the answers to shoppers. The main thread's worker claims and records; this
// thread only sends, and reports each outcome back.
import { parentPort, workerData } from 'node:worker_threads';
import type { ClaimedDelivery } from '../db/deliveries-repo.ts';
import { PermanentDeliveryError } from './backoff.ts';
import { adfSender, emailSender, shopperEmailSender, webhookSender, type ChannelSender } from './channels.ts';
import { createSmtpTransport } from './smtp.ts';
import { shopperUnsubscribeLink, unsubscribeUrl } from '../unsubscribe/unsubscribe.ts';
import type { ThreadChannel } from './thread-senders.ts';

type Init = { smtpUrl: string; webhookSecrets: Record<string, string>; linkSecret: string; unsubscribeSecret: string };
type Request = { id: number; delivery: ClaimedDelivery } | { id: number; close: true };

const port = parentPort!;
const { smtpUrl, webhookSecrets, linkSecret, unsubscribeSecret } = workerData as Init;
const transport = createSmtpTransport(smtpUrl);
const senders: Record<ThreadChannel, ChannelSender> = {
  email: emailSender(transport),
  adf: adfSender(transport),
  'shopper-email': shopperEmailSender(transport, {
    linkSecret,
    footer: shopperUnsubscribeLink(unsubscribeSecret),
    unsubscribeLink: (input) => unsubscribeUrl({ ...input, secret: unsubscribeSecret }),
  }),
  webhook: webhookSender({ secretFor: (tenant) => webhookSecrets[`LEAD_WEBHOOK_SECRET_${tenant.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`] }),
};

port.on('message', async (request: Request) => {
  if ('close' in request) {
    transport.close();
    port.postMessage({ id: request.id, ok: true });
    return;
  }
  try {
    const sender = request.delivery.channel === 'shopper-sms' ? null : senders[request.delivery.channel];
    if (!sender) throw new PermanentDeliveryError('texts are sent from the main thread');
    await sender(request.delivery);
    port.postMessage({ id: request.id, ok: true });
  } catch (error) {
    port.postMessage({
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      permanent: error instanceof PermanentDeliveryError,
    });
  }
});
