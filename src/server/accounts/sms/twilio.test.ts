// The Twilio sender against a local double of Twilio's Messages API (the package's own HTTP client, pointed at it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccountsSettings } from '../settings.ts';
import { PermanentSmsError } from './sender.ts';
import { startTwilioDouble } from './twilio-double.ts';
import { twilioSmsSender } from './twilio.ts';

const accountSid = `AC${'a1'.repeat(16)}`;
const authToken = 'test-auth-token-0123456789';
let double: Awaited<ReturnType<typeof startTwilioDouble>>;
beforeAll(async () => {
  double = await startTwilioDouble({ accountSid, authToken });
});
afterAll(() => double?.close());

const settingsFor = (env: Record<string, string>) =>
  loadAccountsSettings({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_API_BASE: double.url, ...env }).twilio!;

describe('the Twilio sender', () => {
  it("posts the text to Twilio's Messages API with the account's credentials, from the configured number", async () => {
    const sender = twilioSmsSender(settingsFor({ TWILIO_FROM: '+61480000000' }));
    await sender.send({ tenant: 'harbour-toyota', to: '+61412345678', body: 'Harbour Toyota: your sign-in code is 004217.', purpose: 'sign-in' });
    expect(double.messages.at(-1)).toEqual({
      accountSid,
      to: '+61412345678',
      from: '+61480000000',
      messagingServiceSid: null,
      body: 'Harbour Toyota: your sign-in code is 004217.',
    });
  });

  it('sends through a messaging service when one is set', async () => {
    const service = `MG${'b2'.repeat(16)}`;
    await twilioSmsSender(settingsFor({ TWILIO_MESSAGING_SERVICE_SID: service })).send({ tenant: 't', to: '+61412345679', body: 'hi', purpose: 'alert' });
    expect(double.messages.at(-1)).toMatchObject({ to: '+61412345679', from: null, messagingServiceSid: service });
  });

  it("turns Twilio's refusals into errors: an invalid number is final, bad credentials are not", async () => {
    const sender = twilioSmsSender(settingsFor({ TWILIO_FROM: '+61480000000' }));
    await expect(sender.send({ tenant: 't', to: '0412', body: 'x', purpose: 'sign-in' })).rejects.toBeInstanceOf(PermanentSmsError);
    const wrong = twilioSmsSender({ ...settingsFor({ TWILIO_FROM: '+61480000000' }), authToken: 'not-the-token-at-all' });
    const failure = await wrong.send({ tenant: 't', to: '+61412345678', body: 'x', purpose: 'sign-in' }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PermanentSmsError);
    expect((failure as Error).message).toMatch(/HTTP 401, error 20003/);
  });

  it('is chosen only with complete credentials', () => {
    expect(loadAccountsSettings({}).twilio).toBeNull();
    expect(() => loadAccountsSettings({ TWILIO_ACCOUNT_SID: accountSid })).toThrow(/Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
    expect(() => loadAccountsSettings({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: '+61480000000' })).toThrow(
      /TWILIO_ACCOUNT_SID must be AC/,
    );
  });
});
