// How a text message leaves the platform: the embedded outbox by default (the demo runs on one machine with no
// network), Twilio's Messages API when TWILIO_* is set. Sign-in codes and alerts go through the same interface.
export type SmsPurpose = 'sign-in' | 'alert' | 'reservation-code';

export type SmsMessage = {
  tenant: string;
  /** The mobile in international form, e.g. +61412345678. */
  to: string;
  body: string;
  purpose: SmsPurpose;
};

export type SmsSender = {
  /** For logs: 'embedded outbox' or 'Twilio'. */
  readonly name: string;
  /** Resolves when the provider has taken the message; rejects with a reason when it has not. */
  send(message: SmsMessage): Promise<void>;
};

/** A provider refusal that retrying will not fix (an invalid number, a blocked recipient). */
export class PermanentSmsError extends Error {
  override name = 'PermanentSmsError';
}
