// The Twilio sender: Twilio's Messages API through the `twilio` package, credentials from the environment.
// `apiBase` (TWILIO_API_BASE) points the package's requests at another origin through its documented custom HTTP
// client option: the tests run it against a local double of the Messages API; production leaves it unset.
import twilio from 'twilio';

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];
import type { TwilioSettings } from '../settings.ts';
import { PermanentSmsError, type SmsSender } from './sender.ts';

/** Twilio's own HTTP client, with every request sent to `apiBase` instead of https://*.twilio.com. */
function clientFor(apiBase: string) {
  const base = new URL(apiBase);
  return new (class extends twilio.RequestClient {
    override request<TData>(options: RequestOptions) {
      const uri = new URL(options.uri);
      uri.protocol = base.protocol;
      uri.host = base.host;
      return super.request<TData>({ ...options, uri: uri.toString(), data: options.data as TData });
    }
  })({ timeout: 10_000 });
}

/** Twilio error codes that no retry fixes: invalid or unreachable numbers, opted-out recipients (twilio.com/docs/api/errors). */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21617]);

export function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    timeout: 10_000,
    autoRetry: true,
    maxRetries: 2,
    ...(settings.apiBase ? { httpClient: clientFor(settings.apiBase) } : {}),
  });
  return {
    name: 'Twilio',
    async send(message) {
      try {
        await client.messages.create({
          to: message.to,
          body: message.body,
          ...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from! }),
        });
      } catch (error) {
        const { code, status } = error as { code?: number; status?: number };
        const reason = `Twilio refused the message${status ? ` (HTTP ${status}${code ? `, error ${code}` : ''})` : ''}: ${(error as Error).message}`;
        if (typeof code === 'number' && PERMANENT_CODES.has(code)) throw new PermanentSmsError(reason);
        throw new Error(reason);
      }
    },
  };
}
