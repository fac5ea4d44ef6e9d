// What an unsubscribed address still gets: the messages a shopper asked for (a reservation receipt, a sign-in code)
// go. (Price and stock alerts to it do not: src/server/accounts/alerts/alerts.test.ts.) The opt-out is recorded
// through the signed link's own route.
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../accounts/sms/sender.ts';
import { upsertShopper } from '../db/shoppers-repo.ts';
import { testEngines } from '../db/test-database.ts';
import { createTestLeadsApp, type TestLeadsApp } from '../leads/test-app.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { isSuppressed, suppressionList, unsubscribeUrl } from './unsubscribe.ts';

const SECRET = 'test-unsubscribe-secret-suppressed-mail';
const ALPHA = 'alpha.localhost';
const JANE = 'jane@example.com';
const texts: SmsMessage[] = [];
/** Each e-mail as nodemailer composes it, read back by mailparser as a mail client would. */
const mails: { to: string; subject: string; text: string }[] = [];
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
const transport = {
  sendMail: async (mail: SendMailOptions) => {
    const parsed = await simpleParser((await composer.sendMail(mail)).message as Buffer);
    const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
    mails.push({ to, subject: parsed.subject ?? '', text: (parsed.text ?? '').trimEnd() });
  },
  close: () => {},
} as unknown as Transporter;
const withCheckout = (config: ReturnType<typeof alphaConfig>) => ({
  ...config,
  features: { ...config.features, checkout: { ...config.features.checkout, enabled: true } },
});
describe.each(testEngines())('an unsubscribed address (%s)', (engine) => {
  let t: TestLeadsApp;
  beforeAll(async () => {
    t = await createTestLeadsApp({
      engine,
      transport,
      env: { UNSUBSCRIBE_SECRET: SECRET },
      tenants: { alpha: withCheckout(alphaConfig()), beta: betaConfig() },
      sms: { name: 'test', send: async (sms) => void texts.push(sms) },
    });
    const link = new URL(unsubscribeUrl({ siteOrigin: `http://${ALPHA}`, tenant: 'alpha', email: JANE, secret: SECRET }));
    const res = await t.postJson(ALPHA, '/api/unsubscribe', { email: link.searchParams.get('email'), token: link.searchParams.get('token') });
    expect(res.status).toBe(200);
    expect(await isSuppressed(t.database.db, 'alpha', JANE)).toBe(true);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    mails.length = 0;
    texts.length = 0;
  });

  it('is suppressed at this dealer only', async () => {
    expect(await suppressionList(t.database.db).isSuppressed('alpha', { kind: 'email', address: 'Jane@Example.com' })).toBe(true);
    expect(await suppressionList(t.database.db).isSuppressed('beta', { kind: 'email', address: JANE })).toBe(false);
  });

  it('still gets the code that proves its address and the reservation receipt it asked for, with its unsubscribe link', async () => {
    const reservation = { car_id: '101', name: 'Jane', last_name: 'Citizen', email: JANE, phone: '0412 345 678', terms_conditions: true };
    expect((await t.postJson(ALPHA, '/api/reservations', reservation)).status).toBe(202);
    const code = /reserve a car is (\d{6})/.exec(mails.find((mail) => mail.to === JANE && mail.subject.endsWith('your reservation code'))?.text ?? '')?.[1];
    const reserved = await t.postJson(ALPHA, '/api/reservations', { ...reservation, code });
    expect(reserved.status).toBe(201);
    await t.platform.worker.runOnce(50);
    const receipt = mails.find((mail) => mail.to === JANE && mail.subject.startsWith('Reserved:'));
    expect(receipt?.text).toContain(
      `Unsubscribe from offers: ${unsubscribeUrl({ siteOrigin: `http://${ALPHA}`, tenant: 'alpha', email: JANE, secret: SECRET })}`,
    );
  });

  it('still gets the sign-in code it asked for (a text to the phone)', async () => {
    const shopper = await upsertShopper(t.database.db, 'alpha', '0412345678', new Date());
    await t.database.db.updateTable('shoppers').set({ email: JANE, alert_channel: 'email' }).where('id', '=', shopper.id).execute();
    const asked = await t.postJson(ALPHA, '/api/auth/code', { phone: '0412 345 678' });
    expect(asked.status).toBe(200);
    expect(texts).toEqual([expect.objectContaining({ tenant: 'alpha', to: '+61412345678', purpose: 'sign-in' })]);
  });
});
