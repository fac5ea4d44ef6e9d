// A local test double of Twilio's Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json): HTTP basic auth
// with the account SID and auth token, a form-encoded To, From or MessagingServiceSid, and Body; 201 with the message
// resource, or Twilio's error shape ({ code, message, more_info, status }) for a bad number or bad credentials.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { accountSid: string; to: string; from: string | null; messagingServiceSid: string | null; body: string };

export async function startTwilioDouble(credentials: {
  accountSid: string;
  authToken: string;
}): Promise<{ url: string; messages: ReceivedSms[]; close(): Promise<void> }> {
  const messages: ReceivedSms[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
      if (auth !== `${credentials.accountSid}:${credentials.authToken}` || match[1] !== credentials.accountSid) {
        return reply(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return reply(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        });
      const body = form.get('Body') ?? '';
      messages.push({ accountSid: match[1]!, to, from: form.get('From'), messagingServiceSid: form.get('MessagingServiceSid'), body });
      reply(201, {
        sid: `SM${String(messages.length).padStart(32, '0')}`,
        account_sid: match[1],
        to,
        from: form.get('From'),
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
