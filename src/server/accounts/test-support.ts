// Shared by the accounts tests: a leads test app whose texts are captured, a clock the test moves, and sign-in steps.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestLeadsApp, type TestLeadsApp, type TestLeadsAppOptions } from '../leads/test-app.ts';
import type { SmsMessage } from './sms/sender.ts';

export const ALPHA = 'alpha.localhost';
export const BETA = 'beta.localhost';
export const MOBILE = '0412 345 678';

export type AccountsTestApp = TestLeadsApp & {
  texts: SmsMessage[];
  /** While set, the SMS provider refuses every text. */
  sms: { failing: boolean };
  clock: { now: number; advance(ms: number): void };
  /** The code in the newest text to a number (of a sign-in text, or of a delete-account text with `purpose`). */
  lastCode(to?: string, purpose?: 'sign-in' | 'delete-account'): string;
  /** Asks for a code and signs in with it; answers the session cookie (`name=value`). */
  signIn(host?: string, phone?: string, extra?: Record<string, unknown>): Promise<string>;
  /** 'Delete my account and data' as the garage does it: asks for the code texted to the number, then deletes with it. */
  deleteAccount(host: string, cookie: string, phone: string): Promise<Response>;
  /** Replaces a site's stock snapshot (before its first request) and gives it pages. */
  stock(tenant: string, cars: ReadonlyArray<Record<string, unknown>>): Promise<void>;
};

export const car = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  slug: `car-${id}`,
  year: 2021,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  carType: 'used',
  status: 'in_stock',
  reserved: false,
  priceCents: 4_799_000,
  showOnDealerWebsite: true,
  simpleBody: 'Ute',
  images: [{ url: `/media/${id}.jpg`, thumbUrl: `/media/${id}-t.jpg`, isVideo: false }],
  ...changes,
});

export async function createAccountsTestApp(options: TestLeadsAppOptions = {}): Promise<AccountsTestApp> {
  const texts: SmsMessage[] = [];
  const smsState = { failing: false };
  const clock = {
    now: Date.UTC(2026, 10, 25, 1, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const t = await createTestLeadsApp({
    now: () => clock.now,
    sms: {
      name: 'test',
      send: async (message) => {
        if (smsState.failing) throw new Error('provider down');
        texts.push(message);
      },
    },
    ...options,
  });
  const lastCode = (to = '+61412345678', purpose: 'sign-in' | 'delete-account' = 'sign-in') => {
    const marker = purpose === 'sign-in' ? 'your sign-in code is' : 'your code to delete your account';
    const text = texts.filter((message) => message.to === to && message.body.includes(marker)).at(-1);
    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${to}`);
    return code;
  };
  return {
    ...t,
    texts,
    sms: smsState,
    clock,
    lastCode,
    async signIn(host = ALPHA, phone = MOBILE, extra = {}) {
      const asked = await t.postJson(host, '/api/auth/code', { phone });
      if (asked.status !== 200) throw new Error(`code request answered ${asked.status}: ${await asked.text()}`);
      const to = `+61${phone.replace(/\D/g, '').slice(1)}`;
      const verified = await t.postJson(host, '/api/auth/verify', { phone, code: lastCode(to), ...extra });
      if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
      return sessionCookie(verified)!;
    },
    async deleteAccount(host, cookie, phone) {
      const asked = await t.postJson(host, '/api/account/delete-code', {}, { cookie });
      if (asked.status !== 200) throw new Error(`delete code request answered ${asked.status}: ${await asked.text()}`);
      const to = `+61${phone.replace(/\D/g, '').slice(1)}`;
      return t.postJson(host, '/api/account/delete', { code: lastCode(to, 'delete-account') }, { cookie });
    },
    async stock(tenant, cars) {
      await writeFile(path.join(t.dataDir, 'snapshots', tenant, 'snapshot.json'), JSON.stringify({ tenant, vehicles: cars }));
      for (const one of cars) {
        const file = path.join(t.dataDir, 'sites', tenant, 'cars', `${String(one.slug)}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, '<!doctype html><title>car</title>');
      }
    },
  };
}

/** `name=value` of the session cookie a response sets, or null. */
export function sessionCookie(response: Response): string | null {
  const header = response.headers.getSetCookie().find((line) => /shopper_session=/.test(line));
  return header ? header.split(';')[0]! : null;
}
