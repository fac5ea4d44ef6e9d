// The three ways a lead reaches a dealer: a readable e-mail, an ADF/XML e-mail for the CRM, and a
// signed JSON webhook. Each throws on failure; PermanentDeliveryError means retrying is pointless.
import { createHmac } from 'node:crypto';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { buildAdfXml } from '#src/domain/leads/adf.ts';
import { carTitle, shopperName, type LeadRecord } from '#src/domain/leads/lead-record.ts';
import { renderLeadEmail } from '#src/domain/leads/render-email.ts';
import { renderShopperEmail, type ShopperFooter } from '#src/domain/checkout/shopper-email.ts';
import { isBookingMessage, renderBookingEmail } from '#src/domain/bookings/booking-email.ts';
import { bookingLink } from '../bookings/booking-links.ts';
import { reservationLink } from '../checkout/links.ts';
import type { ClaimedDelivery, LeadDelivery } from '../db/deliveries-repo.ts';
import { renderAlert, type AlertUnsubscribeLink } from './alert-channels.ts';
import { PermanentDeliveryError } from './backoff.ts';

export type ChannelSender = (delivery: ClaimedDelivery) => Promise<void>;

export const PROVIDER_NAME = 'Dealer Sites';

/** SMTP replies 5xx are final (unknown mailbox, refused sender); 4xx and network errors are worth a retry. */
function smtpError(error: unknown): Error {
  const code = (error as { responseCode?: number }).responseCode;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'number' && code >= 500 ? new PermanentDeliveryError(`SMTP ${code}: ${message}`) : new Error(message);
}

/** The lead a lead channel sends (an alert on a lead channel is a mistake no retry fixes). */
function leadOf(delivery: ClaimedDelivery): LeadDelivery['lead'] {
  if (!delivery.lead) throw new PermanentDeliveryError(`the ${delivery.channel} channel sends leads only`);
  return delivery.lead;
}

const messageId = (delivery: ClaimedDelivery) =>
  delivery.lead ? `<lead-${delivery.lead.id}-${delivery.channel}-${delivery.revision}@dealer-sites.invalid>` : `<alert-${delivery.id}@dealer-sites.invalid>`;

function replyTo(lead: LeadRecord): { name: string; address: string } | undefined {
  const email = lead.payload.fields.email;
  return typeof email === 'string' ? { name: shopperName(lead.payload.fields), address: email } : undefined;
}

type Outgoing = Pick<SendMailOptions, 'from' | 'to' | 'replyTo' | 'subject' | 'messageId' | 'headers' | 'text' | 'html' | 'attachments'>;

/**
 * Hands the message to nodemailer, whose composer writes the MIME: RFC 2047 words folded to the line limits, base64
 * or quoted-printable bodies, internationalised addresses (SMTPUTF8) and header values that cannot start a new header.
 */
async function sendOutgoing(transport: Transporter, mail: Outgoing): Promise<void> {
  try {
    await transport.sendMail(mail);
  } catch (error) {
    throw smtpError(error);
  }
}

/** An e-mail as text and HTML alternatives. */
const readable = (email: { text: string; html: string }): Pick<Outgoing, 'text' | 'html'> => ({ text: email.text, html: email.html });

export function emailSender(transport: Transporter): ChannelSender {
  return async (delivery) => {
    const lead = leadOf(delivery);
    const email = renderLeadEmail(lead, { tenantName: lead.payload.site.name, siteUrl: lead.payload.site.url, updated: delivery.revision > 1 });
    await sendOutgoing(transport, {
      from: delivery.target.from!,
      to: delivery.target.to ?? [],
      replyTo: replyTo(lead),
      subject: email.subject,
      messageId: messageId(delivery),
      headers: { 'X-Lead-Id': lead.id, 'X-Lead-Tenant': lead.tenant },
      ...readable(email),
      attachments: ((delivery.lead && delivery.attachments) || []).map((file) => ({
        filename: file.filename,
        content: Buffer.from(file.content),
        contentType: file.contentType,
      })),
    });
  };
}

/**
 * The shopper's channel: an e-mail to the shopper about their reservation (held, cancelled, hold ended), with a
 * signed link to view or cancel it, or their price and stock alert (alert-channels.ts). Links are signed when the
 * e-mail is made, so no link is ever stored.
 */
export function shopperEmailSender(
  transport: Transporter,
  options: { linkSecret: string; footer?: (lead: LeadRecord) => ShopperFooter; unsubscribeLink?: AlertUnsubscribeLink },
): ChannelSender {
  return async (delivery) => {
    if (delivery.alert) {
      if (!options.unsubscribeLink) throw new PermanentDeliveryError('alert e-mails need the unsubscribe key');
      const { message, unsubscribeUrl } = renderAlert(delivery, options.unsubscribeLink);
      await sendOutgoing(transport, {
        from: delivery.target.from!,
        to: delivery.target.to ?? [],
        subject: message.subject,
        messageId: messageId(delivery),
        headers: { 'X-Lead-Tenant': delivery.tenant, 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        text: message.text,
      });
      return;
    }
    const lead = leadOf(delivery);
    const message = delivery.target.message;
    const booking = lead.payload.booking;
    if (message && isBookingMessage(message)) {
      if (!booking?.id || !booking.origin) throw new PermanentDeliveryError('a booking e-mail needs a stored booking');
      const footer = options.footer?.(lead) ?? { unsubscribeUrl: null };
      const email = renderBookingEmail(lead, message, { pageUrl: bookingLink(booking.origin, options.linkSecret, lead.tenant, booking.id), footer });
      await sendOutgoing(transport, {
        from: delivery.target.from!,
        to: delivery.target.to ?? [],
        subject: email.subject,
        messageId: messageId(delivery),
        headers: {
          'X-Lead-Id': lead.id,
          'X-Booking-Id': booking.id,
          ...(footer.unsubscribeUrl ? { 'List-Unsubscribe': `<${footer.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        ...readable(email),
      });
      return;
    }
    const facts = lead.payload.reservation;
    if (!facts || !message || message === 'price-alert') throw new PermanentDeliveryError('a shopper e-mail needs a reservation and a message kind');
    const cancelUrl = reservationLink(facts.origin, options.linkSecret, lead.tenant, facts.id);
    // The one place a shopper e-mail's footer links are decided (see ShopperFooter).
    const footer = options.footer?.(lead) ?? { unsubscribeUrl: null };
    const email = renderShopperEmail(lead, message, { cancelUrl, footer });
    await sendOutgoing(transport, {
      from: delivery.target.from!,
      to: delivery.target.to ?? [],
      subject: email.subject,
      messageId: messageId(delivery),
      // With an unsubscribe link, mail clients offer one-click unsubscribe too (RFC 2369, RFC 8058).
      headers: {
        'X-Lead-Id': lead.id,
        'X-Reservation-Id': facts.id,
        ...(footer.unsubscribeUrl ? { 'List-Unsubscribe': `<${footer.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
      },
      ...readable(email),
    });
  };
}

export function adfSender(transport: Transporter): ChannelSender {
  return async (delivery) => {
    const lead = leadOf(delivery);
    const xml = buildAdfXml(lead, {
      tenantName: lead.payload.site.name,
      providerName: PROVIDER_NAME,
      providerUrl: lead.payload.site.url,
      resend: delivery.revision > 1,
    });
    const about = lead.payload.car ? ` ${carTitle(lead.payload.car)}` : '';
    const attachment = delivery.target.format === 'attachment';
    await sendOutgoing(transport, {
      from: delivery.target.from!,
      to: delivery.target.to ?? [],
      subject: `ADF lead ${lead.id}${about}`,
      messageId: messageId(delivery),
      headers: { 'X-Lead-Id': lead.id },
      ...(attachment
        ? {
            text: `ADF lead ${lead.id} attached.`,
            attachments: [{ filename: `lead-${lead.id}.xml`, content: xml, contentType: 'application/xml; charset=utf-8' }],
          }
        : { text: xml }),
    });
  };
}

/** `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`, the same scheme as the stock webhook. */
export function signLeadWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The JSON a webhook receives. */
export function webhookBody(delivery: ClaimedDelivery): string {
  const lead = leadOf(delivery);
  return JSON.stringify({
    lead_id: lead.id,
    tenant: lead.tenant,
    revision: delivery.revision,
    kind: lead.kind,
    category: lead.category,
    subcategory: lead.subcategory,
    status: lead.status,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    ...lead.payload,
  });
}

export function webhookSender(options: { secretFor: (tenant: string) => string | undefined; timeoutMs?: number; now?: () => number }): ChannelSender {
  const now = options.now ?? Date.now;
  return async (delivery) => {
    const secret = options.secretFor(delivery.tenant);
    if (!secret) throw new Error(`webhook secret not set (LEAD_WEBHOOK_SECRET_${delivery.tenant.toUpperCase().replace(/[^A-Z0-9]/g, '_')})`);
    const body = webhookBody(delivery);
    const timestamp = String(Math.floor(now() / 1000));
    let response: Response;
    try {
      response = await fetch(delivery.target.url!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'dealer-sites-leads/1',
          'X-Lead-Id': leadOf(delivery).id,
          'X-Lead-Timestamp': timestamp,
          'X-Lead-Signature': signLeadWebhook(secret, timestamp, body),
          // Lets a receiver drop a repeat of the same delivery (after a crash between send and record).
          'Idempotency-Key': `${leadOf(delivery).id}:${delivery.revision}`,
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new Error(`webhook unreachable: ${(error as Error).message}`);
    }
    await response.body?.cancel().catch(() => {});
    if (response.ok) return;
    const message = `webhook answered ${response.status}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) throw new PermanentDeliveryError(message);
    throw new Error(message);
  };
}
