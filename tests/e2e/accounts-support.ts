// Shopper accounts in the browser tests: a mobile number per test, the sign-in code read from the server's embedded
// SMS outbox (through its operator socket, as `npm run sms` reads it), and the steps of signing in.
import { expect, type Page } from '@playwright/test';
import { askRunningServer } from '../../src/server/leads/admin-socket.ts';
import { send } from '../../src/server/test-support.ts';
import { signStockWebhook } from '../../src/server/webhook-signature.ts';
import { E2E_DATA_DIR, E2E_PORT, manifestOf, siteUrl } from './support.ts';
import { e2eStockWebhookSecret } from './leads-env.ts';

/** A mobile no other test (or earlier run) has used: 0455 then 6 digits from the clock and a counter. */
let counter = 0;
export function freshMobile(): string {
  const digits = String((Date.now() * 10 + (counter += 1) + process.pid) % 1_000_000).padStart(6, '0');
  return `0455 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

const international = (mobile: string) => `+61${mobile.replace(/\D/g, '').slice(1)}`;

/** The newest text the site sent to a number, waiting for it to arrive. */
export async function textTo(tenant: string, mobile: string, match: RegExp = /sign-in code is (\d{6})/): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const result = await askRunningServer(E2E_DATA_DIR, { command: 'sms', tenant, limit: 200 });
        const text = result.command === 'sms' ? result.messages.find((message) => message.to === international(mobile) && match.test(message.body)) : undefined;
        found = text?.body ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .toMatch(match);
  return found;
}

/** On the sign-in page: the number, the code from the outbox, Sign in. */
export async function signInOnPage(page: Page, tenant: string, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(/We texted a code to 0455 XXX \d{3}/)).toBeVisible();
  const code = /sign-in code is (\d{6})/.exec(await textTo(tenant, mobile))![1]!;
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in through /sign-in and lands on `redirect`. */
export async function signIn(page: Page, tenant: string, mobile: string, redirect = '/my-garage'): Promise<void> {
  await page.goto(siteUrl(tenant, `/sign-in?type=account&redirect=${encodeURIComponent(redirect)}`));
  await signInOnPage(page, tenant, mobile);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
}

/** The build the e2e server serves for a site. */
export const buildIdOf = (tenant: string): string => manifestOf(tenant).buildId;

/** Asks the e2e server to rebuild a site, as the stock feed provider's webhook does; resolves when the new build is live. */
export async function publish(tenant: string): Promise<void> {
  const before = buildIdOf(tenant);
  const body = JSON.stringify({ reason: 'price change' });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = signStockWebhook(e2eStockWebhookSecret(), tenant, timestamp, body);
  const response = await send(E2E_PORT, {
    host: `${tenant}.localhost`,
    path: '/api/webhooks/stock',
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
  });
  expect(response.status).toBe(202);
  await expect.poll(() => buildIdOf(tenant), { timeout: 120_000, intervals: [1000] }).not.toBe(before);
}
