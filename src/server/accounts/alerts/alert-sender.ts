// How a day's alert reaches a shopper: by SMS through the platform's SMS sender, or by e-mail through the SMTP server
// the leads use (the embedded mail sink by default). An interface, so the shopper e-mail channel of the lead outbox
// can take over the e-mail side without changing the alert rules. An address on the site's suppression list
// (src/server/unsubscribe, wired in by the leads platform) gets no alert e-mail.
import type { Transporter } from 'nodemailer';
import type { AlertMessage } from '#src/domain/accounts/alerts.ts';
import { defaultFrom } from '../../delivery/targets.ts';
import type { SmsSender } from '../sms/sender.ts';

export type AlertDelivery = {
  alertId: string;
  tenant: string;
  siteName: string;
  channel: 'sms' | 'email';
  /** International form. */
  phone: string;
  email: string | null;
  message: AlertMessage;
  unsubscribeUrl: string;
  /** The origin of the site's links (its public address; the local one in development). */
  siteOrigin: string;
};

export type AlertSender = { send(delivery: AlertDelivery): Promise<void> };

/** Whether an e-mail address asked not to be written to (the site's suppression list). */
export type SuppressionCheck = { isSuppressed(tenant: string, email: string): Promise<boolean> };

/** No suppression list (tests of the alert rules); a shopper still stops alerts with the alert's own link (alert_channel 'off'). */
export const noSuppression: SuppressionCheck = { isSuppressed: async () => false };

export class AlertNotSendable extends Error {
  override name = 'AlertNotSendable';
}

/** The site's signed link that unsubscribes an address from all its e-mails (src/server/unsubscribe). */
export type UnsubscribeLink = (input: { tenant: string; email: string; siteOrigin: string }) => string;

export function defaultAlertSender(options: {
  sms: SmsSender;
  transport: Transporter;
  mailFrom: string | undefined;
  suppression?: SuppressionCheck;
  unsubscribeLink?: UnsubscribeLink;
}): AlertSender {
  const suppression = options.suppression ?? noSuppression;
  return {
    async send(delivery) {
      if (delivery.channel === 'sms') {
        await options.sms.send({ tenant: delivery.tenant, to: delivery.phone, body: delivery.message.sms, purpose: 'alert' });
        return;
      }
      if (!delivery.email) throw new AlertNotSendable('no e-mail address for e-mail alerts');
      if (await suppression.isSuppressed(delivery.tenant, delivery.email)) throw new AlertNotSendable('the address is on the suppression list');
      // Besides the alerts' own stop link, the link every e-mail to a shopper carries: no more e-mails from this site.
      const everything = options.unsubscribeLink?.({ tenant: delivery.tenant, email: delivery.email, siteOrigin: delivery.siteOrigin });
      await options.transport.sendMail({
        from: defaultFrom(delivery.siteName, options.mailFrom),
        to: delivery.email,
        subject: delivery.message.subject,
        text: everything ? `${delivery.message.text}\nTo get no e-mails at all from ${delivery.siteName}: ${everything}` : delivery.message.text,
        headers: { 'X-Lead-Tenant': delivery.tenant, 'List-Unsubscribe': `<${delivery.unsubscribeUrl}>` },
        messageId: `<alert-${delivery.alertId}@dealer-sites.invalid>`,
      });
    },
  };
}
