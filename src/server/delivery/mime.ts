// A small MIME writer for lead e-mails: headers, then text and HTML (or an attachment) as base64 parts.
// Handing nodemailer a finished message (`raw`) costs a third of letting it compose one, which matters
// when a burst of leads is delivered. Header values never carry a line break, so no header injection.
import { randomBytes } from 'node:crypto';

export type Address = { name?: string; address: string };

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** RFC 2047 encoded word when the text is not plain ASCII. */
export function encodeHeaderText(text: string): string {
  const flat = oneLine(text);
  return ASCII_PRINTABLE.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

/** `"Jane O'Neil" <jane@example.com>`; the address itself must be ASCII (see `isAsciiAddress`). */
export function formatAddress({ name, address }: Address): string {
  if (!name) return `<${address}>`;
  const flat = oneLine(name);
  const display = ASCII_PRINTABLE.test(flat) ? `"${flat.replace(/["\\]/g, '\\$&')}"` : encodeHeaderText(flat);
  return `${display} <${address}>`;
}

/** `Name <a@b>` or `a@b` -> parts. */
export function parseAddress(text: string): Address {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(text);
  return match ? { ...(match[1] ? { name: match[1] } : {}), address: match[2]! } : { address: text.trim() };
}

export const isAsciiAddress = (address: string): boolean => /^[\x21-\x7e]+@[\x21-\x7e]+$/.test(address);

const base64Lines = (content: string | Buffer) => (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64').replace(/.{76}(?=.)/g, '$&\r\n');

export type MimePart = { contentType: string; content: string | Buffer; filename?: string };

export type MimeMessage = {
  from: Address;
  to: string[];
  replyTo?: Address;
  subject: string;
  messageId: string;
  headers?: Record<string, string>;
  /** multipart/alternative (text + HTML) or multipart/mixed (text + attachment). */
  kind: 'alternative' | 'mixed' | 'single';
  parts: MimePart[];
  date?: Date;
};

function partText(part: MimePart): string {
  const disposition = part.filename ? `\r\nContent-Disposition: attachment; filename="${oneLine(part.filename).replace(/["\\]/g, '')}"` : '';
  return `Content-Type: ${part.contentType}${disposition}\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(part.content)}\r\n`;
}

/** The whole message, CRLF line ends, ready for SMTP DATA. */
export function buildMime(message: MimeMessage): string {
  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${message.to.map((address) => `<${address}>`).join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${formatAddress(message.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Message-ID: ${message.messageId}`,
    `Date: ${(message.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${encodeHeaderText(value)}`),
  ];
  if (message.kind === 'single') return `${headers.join('\r\n')}\r\n${partText(message.parts[0]!)}`;
  const boundary = `----=_lead_${randomBytes(12).toString('hex')}`;
  const body = message.parts.map((part) => `--${boundary}\r\n${partText(part)}`).join('');
  return `${headers.join('\r\n')}\r\nContent-Type: multipart/${message.kind}; boundary="${boundary}"\r\n\r\n${body}--${boundary}--\r\n`;
}
