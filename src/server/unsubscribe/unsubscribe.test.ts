// Signed unsubscribe links and the suppression list, through the routes a shopper's browser and a mail client use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLeadsApp, type TestLeadsApp } from '../leads/test-app.ts';
import { UNSUBSCRIBE_TEXT } from './unsubscribe-routes.ts';
import { DEMO_UNSUBSCRIBE_SECRET, isSuppressed, listUnsubscribeHeaders, unsubscribeSignature, unsubscribeUrl, verifyUnsubscribe } from './unsubscribe.ts';

const SECRET = 'test-unsubscribe-secret-0123456789';
const link = (tenant: string, email: string, secret = SECRET) => unsubscribeUrl({ siteOrigin: `http://${tenant}.localhost`, tenant, email, secret });

describe('unsubscribe signatures', () => {
  it('sign one tenant and one address (in any case), and nothing else', () => {
    const signature = unsubscribeSignature(SECRET, 'alpha', 'Jane@Example.com');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribe(SECRET, 'alpha', 'jane@example.com', signature)).toBe(true);
    expect(verifyUnsubscribe(SECRET, 'beta', 'jane@example.com', signature)).toBe(false);
    expect(verifyUnsubscribe(SECRET, 'alpha', 'john@example.com', signature)).toBe(false);
    expect(verifyUnsubscribe('another-secret-0123456789', 'alpha', 'jane@example.com', signature)).toBe(false);
    expect(verifyUnsubscribe(SECRET, 'alpha', 'jane@example.com', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(verifyUnsubscribe(SECRET, 'alpha', 'jane@example.com', '')).toBe(false);
  });

  it("make a link to the site's unsubscribe page and one-click headers for the same link", () => {
    const url = new URL(link('alpha', 'Jane@Example.com'));
    expect(url.origin + url.pathname).toBe('http://alpha.localhost/pages/unsubscribe');
    expect(url.searchParams.get('email')).toBe('jane@example.com');
    expect(url.searchParams.get('token')).toBe(unsubscribeSignature(SECRET, 'alpha', 'jane@example.com'));
    expect(listUnsubscribeHeaders({ siteOrigin: 'https://www.alpha.example', tenant: 'alpha', email: 'jane@example.com', secret: SECRET })).toEqual({
      'List-Unsubscribe': `<https://www.alpha.example/pages/unsubscribe?email=jane%40example.com&token=${unsubscribeSignature(SECRET, 'alpha', 'jane@example.com')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('unsubscribing', () => {
  let t: TestLeadsApp;
  beforeAll(async () => {
    t = await createTestLeadsApp({ env: { UNSUBSCRIBE_SECRET: SECRET } });
  });
  afterAll(() => t?.close());
  const query = (url: string) => new URL(url).search;

  it("records the page script's opt-out for that tenant and address, and later marketing to it is suppressed", async () => {
    const { searchParams } = new URL(link('alpha', 'jane@example.com'));
    expect(await isSuppressed(t.database.db, 'alpha', 'jane@example.com')).toBe(false);
    const res = await t.postJson('alpha.localhost', '/api/unsubscribe', { email: searchParams.get('email'), token: searchParams.get('token') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, email: 'jane@example.com' });
    expect(await isSuppressed(t.database.db, 'alpha', 'JANE@example.com')).toBe(true);
    expect(await isSuppressed(t.database.db, 'beta', 'jane@example.com')).toBe(false);
  });

  it('refuses a link signed for another tenant or address, or with the demo key when a secret is set', async () => {
    const beta = new URL(link('beta', 'john@example.com')).searchParams;
    const onAlpha = await t.postJson('alpha.localhost', '/api/unsubscribe', { email: beta.get('email'), token: beta.get('token') });
    expect(onAlpha.status).toBe(400);
    expect(await onAlpha.json()).toEqual({ error: UNSUBSCRIBE_TEXT.invalid });
    const demo = new URL(link('alpha', 'john@example.com', DEMO_UNSUBSCRIBE_SECRET)).searchParams;
    expect((await t.postJson('alpha.localhost', '/api/unsubscribe', { email: demo.get('email'), token: demo.get('token') })).status).toBe(400);
    expect((await t.postJson('alpha.localhost', '/api/unsubscribe', {})).status).toBe(400);
    expect(await isSuppressed(t.database.db, 'alpha', 'john@example.com')).toBe(false);
  });

  it("takes the page's own form post without JavaScript, answering a small page", async () => {
    const res = await t.call('alpha.localhost', `/pages/unsubscribe${query(link('alpha', 'sam@example.com'))}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('sam@example.com is unsubscribed: Alpha Motors will send it no more offers or news.');
    expect(await isSuppressed(t.database.db, 'alpha', 'sam@example.com')).toBe(true);
    const bad = await t.call('alpha.localhost', '/pages/unsubscribe?email=sam%40example.com&token=forged', { method: 'POST', body: '' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('This unsubscribe link is not complete or has been changed.');
  });

  it("takes a mail client's one-click unsubscribe (RFC 8058)", async () => {
    const res = await t.call('alpha.localhost', `/pages/unsubscribe${query(link('alpha', 'kim@example.com'))}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Unsubscribed');
    const row = await t.database.db
      .selectFrom('suppressions')
      .select('source')
      .where('tenant', '=', 'alpha')
      .where('address', '=', 'kim@example.com')
      .executeTakeFirst();
    expect(row).toEqual({ source: 'one-click' });
  });
});
