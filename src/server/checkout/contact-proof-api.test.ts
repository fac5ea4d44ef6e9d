// No hold without a contact the shopper proved (issue 33), against the app served on a real port (on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL): the first post sends
// a code and holds nothing; a wrong code is refused and a burst of them locks the code; the right one holds the car
// and gives a proof for the next; a plain form post gets a page asking for the code; a signed-in shopper's phone is
// proof enough; and the caps hold under concurrent requests: 20 first posts for one e-mail send one code, one contact
// reserving 5 cars at once holds exactly 2, and reserving has its own, much lower, per-address rate.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdLimitMessage } from '#src/domain/checkout/contact-proof.ts';
import { ALPHA, BETA, car, createAccountsTestApp, type AccountsTestApp } from '../accounts/test-support.ts';
import { testEngines } from '../db/test-database.ts';
import { alphaConfig, betaConfig } from '../leads/test-fixtures.ts';
import { send } from '../test-support.ts';

type Config = ReturnType<typeof alphaConfig>;
const withCheckout = (config: Config, checkout: Partial<Config['features']['checkout']> = {}): Config => ({
  ...config,
  features: { ...config.features, checkout: { ...config.features.checkout, enabled: true, ...checkout } },
});

/** Every e-mail as a mail client reads it. */
const mails: { to: string; subject: string; text: string }[] = [];
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
const transport = {
  sendMail: async (mail: SendMailOptions) => {
    const parsed = await simpleParser((await composer.sendMail(mail)).message as Buffer);
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
    mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
  },
  close: () => {},
} as unknown as Transporter;

const codeMails = (to: string) => mails.filter((mail) => mail.to === to && mail.subject.endsWith('your reservation code'));
const mailedCode = (to: string) => /reserve a car is (\d{6})/.exec(codeMails(to).at(-1)?.text ?? '')?.[1] ?? 'none';
const details = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Jane',
  last_name: 'Citizen',
  email,
  phone: '0412 345 678',
  terms_conditions: true,
  ...extra,
});

type Answer = { status: number; body: Record<string, unknown>; text: string; headers: Record<string, string | string[] | undefined> };

async function listen(t: AccountsTestApp): Promise<{
  server: ServerType;
  call: (host: string, path: string, init?: { body?: unknown; headers?: Record<string, string>; form?: boolean }) => Promise<Answer>;
}> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const port = (server.address() as AddressInfo).port;
  const call = async (host: string, path: string, init: { body?: unknown; headers?: Record<string, string>; form?: boolean } = {}) => {
    const body =
      init.body === undefined ? undefined : init.form ? new URLSearchParams(init.body as Record<string, string>).toString() : JSON.stringify(init.body);
    const raw = await send(port, {
      host,
      path,
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json' }), ...init.headers },
      ...(body === undefined ? {} : { body }),
    });
    const text = raw.body.toString('utf8');
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // an HTML page (a plain form post's answer)
    }
    return { status: raw.status, body: parsed, text, headers: raw.headers };
  };
  return { server, call };
}

describe.each(testEngines())('reserving needs a proven contact, on %s', (engine) => {
  let t: AccountsTestApp;
  let server: ServerType;
  let call: Awaited<ReturnType<typeof listen>>['call'];
  const reserve = (car_id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(ALPHA, '/api/reservations', { body: { car_id, ...body }, headers });
  const held = async (carId: string) => !(await call(ALPHA, `/api/reservations/car?car_id=${carId}`)).body.reservable;

  beforeAll(async () => {
    mails.length = 0;
    t = await createAccountsTestApp({
      engine,
      transport,
      tenants: { alpha: withCheckout(alphaConfig()), beta: withCheckout(betaConfig(), { verify: 'phone' }) },
    });
    await t.stock(
      'alpha',
      Array.from({ length: 18 }, (_, index) => car(String(101 + index))),
    );
    await t.stock('beta', [car('201'), car('202')]);
    ({ server, call } = await listen(t));
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('e-mails a code and holds nothing, sends no confirmation, and holds the car only with the right code', async () => {
    const first = await reserve('101', details('jane@example.com'));
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      message: 'We e-mailed a 6-digit code to j***@example.com. Enter it to reserve the car: it works for 10 minutes.',
      verify: { channel: 'email', expires_in_seconds: 600, resend_after_seconds: 60 },
    });
    expect(await held('101')).toBe(false);
    await t.platform.worker.runOnce(50);
    expect(mails.filter((mail) => mail.to === 'jane@example.com').map((mail) => mail.subject)).toEqual(['Alpha Motors: your reservation code']);
    expect(await t.database.db.selectFrom('reservations').select('id').execute()).toEqual([]);

    const wrong = await reserve('101', details('jane@example.com', { code: mailedCode('jane@example.com') === '000000' ? '111111' : '000000' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      error: 'That code is not right, or it has expired. Check the message we sent, or ask for a new code.',
      fields: { code: 'That code is not right, or it has expired. Check the message we sent, or ask for a new code.' },
    });
    expect(await held('101')).toBe(false);

    const right = await reserve('101', details('jane@example.com', { code: mailedCode('jane@example.com') }));
    expect(right.status).toBe(201);
    expect(right.body).toMatchObject({ status: 'held', contact_proof: expect.stringMatching(/^\d+\.[\w-]{43}$/) });
    expect(await held('101')).toBe(true);
    await t.platform.worker.runOnce(50);
    expect(mails.some((mail) => mail.to === 'jane@example.com' && mail.subject.startsWith('Reserved:'))).toBe(true);
    // The code is used up; the proof reserves another car without a new code, on this site only.
    expect((await reserve('102', details('jane@example.com', { code: mailedCode('jane@example.com') }))).status).toBe(422);
    const again = await reserve('102', details('jane@example.com', { contact_proof: right.body.contact_proof }));
    expect(again.status).toBe(201);
    expect(codeMails('jane@example.com')).toHaveLength(1);
    const elsewhere = await call(BETA, '/api/reservations', {
      body: { car_id: '201', ...details('jane@example.com'), contact_proof: right.body.contact_proof },
    });
    expect(elsewhere.status).toBe(202);
    // A proof for one address proves no other.
    expect((await reserve('103', details('sam@example.com', { contact_proof: right.body.contact_proof }))).status).toBe(202);
  });

  it('asks a plain form post for the code on a page that keeps the answers, and reserves with it', async () => {
    const form = {
      car_id: '104',
      name: 'Ann',
      email: 'ann@example.com',
      phone: '0412 000 104',
      message: 'Blue "one" & red',
      terms_conditions: 'true',
      opt_in: 'true',
    };
    const page = await call(ALPHA, '/api/reservations', { body: form, form: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Check your e-mail for your code</h1>');
    expect(page.text).toContain('We e-mailed a 6-digit code to a***@example.com.');
    expect(page.text).toContain('<input type="hidden" name="message" value="Blue &quot;one&quot; &amp; red">');
    const kept = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)]
        .slice(0, 7)
        .map((m) => [m[1]!, m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')]),
    );
    expect(kept).toEqual(form);
    const wrong = await call(ALPHA, '/api/reservations', { body: { ...kept, code: '12345' }, form: true });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('Please enter the 6-digit code we sent you.');
    const done = await call(ALPHA, '/api/reservations', { body: { ...kept, code: mailedCode('ann@example.com') }, form: true });
    expect(done.status).toBe(303);
    expect(done.headers.location).toMatch(/^\/reservation\?r=[\w-]+&t=[\w-]+$/);
    expect(await held('104')).toBe(true);
  });

  it('sends one code of 20 asked for one address at once, and says when to ask again', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => reserve(String(105 + (index % 4)), details('burst@example.com'))));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body.error).toMatch(/^A code was sent a moment ago\. You can ask for another in \d+ seconds\.$/);
    expect(refused[0]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(codeMails('burst@example.com')).toHaveLength(1);
    // The resend route keeps the same minute.
    expect((await call(ALPHA, '/api/reservations/code', { body: { email: 'burst@example.com', phone: '0412 345 678' } })).status).toBe(429);
    t.clock.advance(61_000);
    const resent = await call(ALPHA, '/api/reservations/code', { body: { email: 'burst@example.com', phone: '0412 345 678' } });
    expect(resent.status).toBe(200);
    expect(codeMails('burst@example.com')).toHaveLength(2);
  });

  it('locks a code after 5 wrong tries sent at once: the right code after them holds nothing', async () => {
    expect((await reserve('109', details('lee@example.com'))).status).toBe(202);
    const code = mailedCode('lee@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(Array.from({ length: 8 }, () => reserve('109', details('lee@example.com', { code: wrongCode }))));
    expect(tries.map((answer) => answer.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    const late = await reserve('109', details('lee@example.com', { code }));
    expect(late.status).toBe(429);
    expect(late.body.error).toBe('Too many wrong codes. Please ask for a new code.');
    expect(await held('109')).toBe(false);
  });

  it('lets one proven contact hold 2 cars at most, even reserving 5 at once', async () => {
    // Kim proves the address on a car someone else holds: nothing is held, but the proof comes back.
    expect((await reserve('110', details('kim@example.com'))).status).toBe(202);
    const taken = await reserve('101', details('kim@example.com', { code: mailedCode('kim@example.com') }));
    expect(taken.status).toBe(409);
    const proof = taken.body.contact_proof;
    expect(proof).toEqual(expect.any(String));
    const answers = await Promise.all(
      ['110', '111', '112', '113', '114'].map((id) => reserve(id, details('kim@example.com', { phone: '0400 111 222', contact_proof: proof }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toMatchObject({ error: holdLimitMessage(2) });
    expect(refused[0]!.body).not.toHaveProperty('similar_path');
    const heldNow = await Promise.all(['110', '111', '112', '113', '114'].map(held));
    expect(heldNow.filter(Boolean)).toHaveLength(2);
  });

  it("takes a signed-in shopper's phone as the proof, and caps that phone too", async () => {
    const cookie = await t.signIn(ALPHA, '0499 888 777');
    const answers = await Promise.all(
      ['115', '116', '103', '105', '106'].map((id, index) => reserve(id, details(`signed-${index}@example.com`, { phone: '0411 000 000' }), { cookie })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(codeMails('signed-0@example.com')).toHaveLength(0);
  });

  it("takes a buy-online order's deposit only from a hold its own shopper proved", async () => {
    const order = await call(ALPHA, '/api/leads', { body: { kind: 'order', car_id: '117', name: 'Ola', email: 'ola@example.com', phone: '0412 000 116' } });
    expect(order.status).toBe(201);
    const { lead_id: leadId, lead_token: leadToken } = order.body;
    const deposit = (reservationId: unknown) =>
      call(ALPHA, '/api/leads', { body: { kind: 'order', step: 'deposit', lead_id: leadId, lead_token: leadToken, reservation_id: reservationId } });
    // Another shopper's hold on the order's car is not the order's deposit.
    expect((await reserve('117', details('zed@example.com', { phone: '0412 000 108' }))).status).toBe(202);
    const zed = await reserve('117', details('zed@example.com', { phone: '0412 000 108', code: mailedCode('zed@example.com') }));
    expect(zed.status).toBe(201);
    expect((await deposit(zed.body.reservation_id)).body).toMatchObject({ fields: { reservation_id: 'Please reserve the car with the deposit first.' } });
    await call(ALPHA, `/api/reservations/${String(zed.body.reservation_id)}/cancel`, { body: { t: zed.body.token } });
    // The order's shopper proves the contact in the deposit step, and the hold is the order's.
    expect((await reserve('117', details('ola@example.com', { phone: '0412 000 116', return_to: 'journey' }))).status).toBe(202);
    const ola = await reserve('117', details('ola@example.com', { phone: '0412 000 116', return_to: 'journey', code: mailedCode('ola@example.com') }));
    expect(ola.status).toBe(201);
    expect((await deposit(ola.body.reservation_id)).status).toBe(200);
  });

  it('texts the code where the site proves mobiles, and refuses a number that cannot take a text', async () => {
    const landline = await call(BETA, '/api/reservations', { body: { car_id: '201', ...details('pat@example.com', { phone: '(07) 3555 0100' }) } });
    expect(landline.status).toBe(422);
    expect(landline.body.fields).toEqual({
      phone: 'Please enter an Australian mobile number, e.g. 0412 345 678: we text it a code to confirm the reservation.',
    });
    const asked = await call(BETA, '/api/reservations', { body: { car_id: '201', ...details('pat@example.com', { phone: '0433 222 111' }) } });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe('We texted a 6-digit code to 0433 XXX 111. Enter it to reserve the car: it works for 10 minutes.');
    const text = t.texts.filter((message) => message.to === '+61433222111').at(-1)!;
    expect(text).toMatchObject({ tenant: 'beta', purpose: 'reservation-code' });
    const code = /reserve a car is (\d{6})/.exec(text.body)![1];
    const done = await call(BETA, '/api/reservations', { body: { car_id: '201', ...details('pat@example.com', { phone: '0433 222 111', code }) } });
    expect(done.status).toBe(201);
  });
});

describe('reserving has its own per-address rate, and a site may take reservations from signed-in shoppers only', () => {
  let t: AccountsTestApp;
  let server: ServerType;
  let call: Awaited<ReturnType<typeof listen>>['call'];

  beforeAll(async () => {
    t = await createAccountsTestApp({
      transport,
      env: { RESERVATION_RATE_LIMIT_IP_PER_MINUTE: '3', API_RATE_LIMIT_IP_PER_MINUTE: '100' },
      tenants: { alpha: withCheckout(alphaConfig()), beta: withCheckout(betaConfig(), { verify: 'sign-in' }) },
    });
    await t.stock('alpha', [car('101')]);
    await t.stock('beta', [car('201')]);
    ({ server, call } = await listen(t));
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('answers 3 reservation posts a minute from one address, while its reads go on', async () => {
    const posts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(ALPHA, '/api/reservations', { body: { car_id: '101', ...details(`rate-${index}@example.com`) } })),
    );
    expect(posts.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(posts.filter((answer) => answer.status === 202)).toHaveLength(3);
    const reads = await Promise.all(Array.from({ length: 20 }, () => call(ALPHA, '/api/reservations/car?car_id=101')));
    expect(reads.every((answer) => answer.status === 200)).toBe(true);
  });

  it('sends a shopper without a session to sign in where the site proves contacts by sign-in', async () => {
    t.clock.advance(120_000);
    const refused = await call(BETA, '/api/reservations', { body: { car_id: '201', ...details('sue@example.com') } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: 'Please sign in to reserve this car.', sign_in: expect.stringMatching(/^\/sign-in\?type=checkout/) });
    expect(codeMails('sue@example.com')).toHaveLength(0);
    const cookie = await t.signIn(BETA, '0499 111 333');
    expect((await call(BETA, '/api/reservations', { body: { car_id: '201', ...details('sue@example.com') }, headers: { cookie } })).status).toBe(201);
  });
});
