// What `npm run sms` and `npm run mail` print: one block per text or mail, newest first.
import type { OutboxSms } from '#src/server/accounts/sms/embedded.ts';
import type { SinkMail } from '#src/server/mail-sink/mail-sink.ts';

const time = new Intl.DateTimeFormat('en-AU', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Australia/Sydney' });

export function formatTexts(messages: readonly OutboxSms[]): string {
  if (messages.length === 0) return '(no texts)';
  return messages.map((message) => `${time.format(message.createdAt)}  to ${message.to}  [${message.purpose}]\n  ${message.body}`).join('\n\n');
}

/** `full`: the whole text body; otherwise its first 6 lines. */
export function formatMails(mails: readonly SinkMail[], options: { full?: boolean } = {}): string {
  if (mails.length === 0) return '(no mail)';
  return mails
    .map((mail) => {
      const lines = mail.text.trim().split('\n');
      const body = options.full || lines.length <= 6 ? lines : [...lines.slice(0, 6), `... (${lines.length - 6} more lines: --full shows them)`];
      return `${time.format(mail.receivedAt)}  from ${mail.from}  to ${mail.to.join(', ')}\n  Subject: ${mail.subject}\n${body.map((line) => `  | ${line}`).join('\n')}`;
    })
    .join('\n\n');
}
