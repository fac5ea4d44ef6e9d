// Checkout and shopper accounts: the checkout API prefills a signed-in shopper's own details (from the session, never
// the body), and where the tenant gates checkout it takes a reservation only from a signed-in shopper, sending the
// others to sign in and back to the page they came from. Elsewhere a shopper without a session proves the e-mail.
import type { SendMailOptions, Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { ALPHA, BETA, car, createAccountsTestApp, MOBILE, type AccountsTestApp } from '../accounts/test-support.ts';

const withCheckout = <T extends ReturnType<typeof alphaConfig>>(config: T): T => ({
  ...config,
  features: { ...config.features, checkout: { ...config.features.checkout, enabled: true } },
});
const details = { name: 'Jane', last_name: 'Citizen', email: 'jane@example.com', phone: '0499 888 777', terms_conditions: true };
let t: AccountsTestApp;
/** The e-mails sent (the code that proves a shopper's address among them). */
const mails: { to: string; text: string }[] = [];
const transport = {
  sendMail: async (mail: SendMailOptions) => void mails.push({ to: String(mail.to), text: String(mail.text) }),
  close: () => {},
} as unknown as Transporter;
let cookie: string;

beforeAll(async () => {
  const gated = withCheckout(alphaConfig());
  gated.accounts = { gatedRoutes: ['checkout'], alerts: true };
  t = await createAccountsTestApp({ tenants: { alpha: gated, beta: withCheckout(betaConfig()) }, transport });
  await t.stock('alpha', [car('101'), car('102')]);
  await t.stock('beta', [car('201')]);
  cookie = await t.signIn(ALPHA, MOBILE);
});
afterAll(() => t.close());

const availability = async (host: string, carId: string, cookie?: string) =>
  (await t.call(host, `/api/reservations/car?car_id=${carId}`, cookie ? { headers: { cookie } } : {})).json();

describe('checkout with shopper accounts', () => {
  it('prefills the signed-in shopper from the session, and nobody else', async () => {
    expect((await availability(ALPHA, '101')).shopper).toBeNull();
    expect((await availability(ALPHA, '101', cookie)).shopper).toEqual({ phone: MOBILE, email: null });
    // The session is this site's: on another dealer's site the same cookie is nobody.
    expect((await availability(BETA, '201', cookie)).shopper).toBeNull();
  });

  it('where checkout is gated, sends a shopper without a session to sign in and back, and holds nothing', async () => {
    const headers = { referer: `http://${ALPHA}/cars/car-102/checkout`, origin: `http://${ALPHA}` };
    const refused = await t.postJson(ALPHA, '/api/reservations', { car_id: '102', ...details }, headers);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: 'Please sign in to reserve this car.',
      sign_in: '/sign-in?type=checkout&redirect=%2Fcars%2Fcar-102%2Fcheckout',
    });
    expect((await availability(ALPHA, '102')).reservable).toBe(true);
    const form = await t.call(ALPHA, '/api/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ car_id: '102', name: 'Jane', email: 'jane@example.com', phone: '0499 888 777', terms_conditions: 'true' }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/sign-in?type=checkout&redirect=%2Fcars%2Fcar-102%2Fcheckout');

    const held = await t.postJson(ALPHA, '/api/reservations', { car_id: '102', ...details }, { ...headers, cookie });
    expect(held.status).toBe(201);
    expect((await held.json()).status).toBe('held');
  });

  it('takes reservations without a session where checkout is not gated, once the shopper proves the e-mail', async () => {
    const asked = await t.postJson(BETA, '/api/reservations', { car_id: '201', ...details }, { origin: `http://${BETA}` });
    expect(asked.status).toBe(202);
    const code = /reserve a car is (\d{6})/.exec(mails.filter((mail) => mail.to === 'jane@example.com').at(-1)?.text ?? '')?.[1];
    const held = await t.postJson(BETA, '/api/reservations', { car_id: '201', ...details, code }, { origin: `http://${BETA}` });
    expect(held.status).toBe(201);
  });
});
