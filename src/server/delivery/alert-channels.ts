// Price and stock alerts through the outbox: a shopper's e-mail (the shopper-email channel) or text (shopper-sms),
// rendered when sent, with the site's signed unsubscribe link (src/server/unsubscribe) for the address it goes to,
// so no link is ever stored. An address on the site's suppression list gets no alert.
import { alertMessage, type AlertMessage } from '#src/domain/accounts/alerts.ts';
import { GARAGE_PATH } from '#src/domain/accounts/gated-routes.ts';
import { PermanentSmsError, type SmsSender } from '../accounts/sms/sender.ts';
import type { AlertOutboxDelivery, ClaimedDelivery } from '../db/deliveries-repo.ts';
import type { SuppressionCheck } from '../unsubscribe/unsubscribe.ts';
import { PermanentDeliveryError } from './backoff.ts';
import type { ChannelSender } from './channels.ts';

/** The site's signed unsubscribe link for an e-mail address or a mobile (`unsubscribeUrl` with the server's key). */
export type AlertUnsubscribeLink = (input: { tenant: string; siteOrigin: string } & ({ email: string } | { phone: string })) => string;

/** Where an alert goes: the e-mail address or the mobile (international form) on its row. */
export function alertAddress(delivery: AlertOutboxDelivery): { kind: 'email' | 'phone'; address: string } {
  const address = delivery.channel === 'shopper-sms' ? delivery.target.phone : delivery.target.to?.[0];
  if (!address) throw new PermanentDeliveryError('the alert has no address');
  return { kind: delivery.channel === 'shopper-sms' ? 'phone' : 'email', address };
}

/** The alert's message, with its garage link and the unsubscribe link of the address it goes to. */
export function renderAlert(delivery: AlertOutboxDelivery, unsubscribeLink: AlertUnsubscribeLink): { message: AlertMessage; unsubscribeUrl: string } {
  const { siteName, origin, items } = delivery.alert;
  if (!siteName || !origin) throw new PermanentDeliveryError('the alert was queued without its site (before alerts used the outbox)');
  const to = alertAddress(delivery);
  const siteOrigin = new URL(origin).origin;
  const unsubscribeUrl =
    to.kind === 'phone'
      ? unsubscribeLink({ tenant: delivery.tenant, siteOrigin, phone: to.address })
      : unsubscribeLink({ tenant: delivery.tenant, siteOrigin, email: to.address });
  return { message: alertMessage(siteName, items, { garageUrl: `${siteOrigin}${GARAGE_PATH}`, unsubscribeUrl }), unsubscribeUrl };
}

/** The shopper-sms channel: an alert text through the platform's SMS sender (the embedded outbox or Twilio). */
export function alertSmsSender(sms: SmsSender, unsubscribeLink: AlertUnsubscribeLink): ChannelSender {
  return async (delivery) => {
    if (!delivery.alert) throw new PermanentDeliveryError('the SMS channel carries alerts only');
    const { message } = renderAlert(delivery, unsubscribeLink);
    try {
      await sms.send({ tenant: delivery.tenant, to: alertAddress(delivery).address, body: message.sms, purpose: 'alert' });
    } catch (error) {
      throw error instanceof PermanentSmsError ? new PermanentDeliveryError(error.message) : error;
    }
  };
}

/**
 * A channel that refuses an alert to an address on the site's suppression list (run where the database is: the
 * main thread, before handing an e-mail to the delivery thread). Leads and reservation e-mails pass straight on.
 */
export function withAlertSuppression(sender: ChannelSender, suppression: SuppressionCheck): ChannelSender {
  return async (delivery: ClaimedDelivery) => {
    if (delivery.alert && (await suppression.isSuppressed(delivery.tenant, alertAddress(delivery))))
      throw new PermanentDeliveryError('the address is on the suppression list');
    await sender(delivery);
  };
}
