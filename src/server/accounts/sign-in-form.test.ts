// Signing in and out with JavaScript off: the sign-in page's plain forms, answered with the page filled in, and the
// same limits and answers as the JSON API (sign-in-flow.ts behind both).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BAD_CODE_MESSAGE, BAD_PHONE_MESSAGE, LOCKED_CODE_MESSAGE } from '#src/domain/accounts/sign-in.ts';
import { createApp } from '../app.ts';
import { unavailableLeadsRoutes, unavailableSiteRoutes } from '../leads/platform.ts';
import { createSiteRegistry } from '../site-registry.ts';
import { ALPHA, createAccountsTestApp, sessionCookie, type AccountsTestApp } from './test-support.ts';

// The built page's forms (src/pages/sign-in.astro), as Astro writes them.
const PAGE = `<!doctype html><html lang="en-AU"><head><title>Sign in</title></head><body><main>
<p><a class="underline" href="/" data-sign-in-back>Back</a></p><h1 data-sign-in-heading>Sign in</h1><p data-sign-in-intro>Intro</p>
<form method="post" data-sign-in-phone novalidate><input id="sign-in-phone" name="phone" type="tel"><p id="sign-in-phone-error" role="alert" data-error></p>
<button type="submit" name="step" value="send">Text me a code</button></form>
<form method="post" data-sign-in-code hidden novalidate><p role="status" data-code-sent></p><input type="hidden" name="phone" value="" data-code-phone>
<input id="sign-in-code" name="code"><p id="sign-in-code-error" role="alert" data-error></p><button type="submit" name="step" value="verify">Sign in</button></form>
</main></body></html>`;

let t: AccountsTestApp;
let phones = 0;
const freshMobile = () => `0414 000 ${String(++phones).padStart(3, '0')}`;
const intl = (phone: string) => `+61${phone.replace(/\D/g, '').slice(1)}`;
const QUERY = '?type=watchlist&redirect=%2Fcars%2Fcar-101%3Fsave%3D1&back=%2Fsearch%2Fused-cars';
const post = (body: Record<string, string>, options: { path?: string; headers?: Record<string, string> } = {}) =>
  t.call(ALPHA, options.path ?? `/sign-in${QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${ALPHA}`, ...options.headers },
    body: new URLSearchParams(body).toString(),
  });
/** The page's forms: which is shown, and the texts and values filled in. */
function read(html: string) {
  const phoneForm = /<form[^>]*data-sign-in-phone[^>]*>/.exec(html)![0];
  const codeForm = /<form[^>]*data-sign-in-code[^>]*>/.exec(html)![0];
  return {
    step: codeForm.includes(' hidden') ? 'phone' : phoneForm.includes(' hidden') ? 'code' : 'both',
    heading: /data-sign-in-heading[^>]*>([^<]*)</.exec(html)![1],
    back: /href="([^"]*)" data-sign-in-back/.exec(html)?.[1],
    phoneError: /id="sign-in-phone-error"[^>]*>([^<]*)</.exec(html)![1],
    codeError: /id="sign-in-code-error"[^>]*>([^<]*)</.exec(html)![1],
    sent: /data-code-sent[^>]*>([^<]*)</.exec(html)![1],
    keptPhone: /name="phone" value="([^"]*)" data-code-phone/.exec(html)?.[1],
  };
}

describe('signing in without JavaScript', () => {
  beforeAll(async () => {
    t = await createAccountsTestApp();
    await writeFile(path.join(t.dataDir, 'sites', 'alpha', 'sign-in.html'), PAGE);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(2 * 3_600_000));

  it('texts a code, shows the code step, and signs in with a 303 to the redirect target, setting the session and the header hint', async () => {
    const mobile = freshMobile();
    const asked = await post({ step: 'send', phone: mobile });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const page = read(await asked.text());
    expect(page).toMatchObject({ step: 'code', heading: 'Sign in to save this car', back: '/search/used-cars', keptPhone: mobile, codeError: '' });
    expect(page.sent).toBe(`We texted a code to ${mobile.slice(0, 4)} XXX ${mobile.slice(-3)}. It works for 10 minutes.`);
    const signedIn = await post({ step: 'verify', phone: mobile, code: t.lastCode(intl(mobile)) });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/cars/car-101?save=1');
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies[0]).toMatch(/^shopper_session=[a-z2-7]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies[1]).toBe('shopper_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax');
    const session = await t.call(ALPHA, '/api/auth/session', { headers: { cookie: sessionCookie(signedIn)! } });
    expect(await session.json()).toMatchObject({ signedIn: true });
  });

  it('shows errors on the page and keeps what was typed: a bad number, a wrong code, then locked after 5', async () => {
    const bad = await post({ step: 'send', phone: '02 5550 4180' });
    expect(bad.status).toBe(422);
    expect(read(await bad.text())).toMatchObject({ step: 'phone', phoneError: BAD_PHONE_MESSAGE });
    const mobile = freshMobile();
    await post({ step: 'send', phone: mobile });
    const notSix = await post({ step: 'verify', phone: mobile, code: '12' });
    expect(read(await notSix.text())).toMatchObject({ step: 'code', keptPhone: mobile, codeError: 'Please enter the 6-digit code we texted you.' });
    const wrong = t.lastCode(intl(mobile)) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await post({ step: 'verify', phone: mobile, code: wrong });
      expect([answer.status, read(await answer.text()).codeError]).toEqual([422, BAD_CODE_MESSAGE]);
    }
    const locked = await post({ step: 'verify', phone: mobile, code: wrong });
    expect([locked.status, read(await locked.text()).codeError]).toEqual([429, LOCKED_CODE_MESSAGE]);
    const rightTooLate = await post({ step: 'verify', phone: mobile, code: t.lastCode(intl(mobile)) });
    expect(rightTooLate.status).toBe(429);
  });

  it('keeps the resend cooldown at the code step, and goes back to the number step', async () => {
    const mobile = freshMobile();
    await post({ step: 'send', phone: mobile });
    const again = await post({ step: 'resend', phone: mobile });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect(read(await again.text())).toMatchObject({
      step: 'code',
      keptPhone: mobile,
      codeError: 'A code was sent a moment ago. You can ask for another in 60 seconds.',
    });
    const restart = await post({ step: 'restart', phone: mobile });
    expect(read(await restart.text())).toMatchObject({ step: 'phone', phoneError: '' });
  });

  it('escapes what it puts back in the page, refuses cross-site and oversized posts, and stores nothing for them', async () => {
    const hostile = await post({ step: 'send', phone: '"><script>alert(1)</script>' });
    const html = await hostile.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const texts = t.texts.length;
    expect((await post({ step: 'send', phone: freshMobile() }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await post({ step: 'send', phone: freshMobile(), filler: 'x'.repeat(5000) })).status).toBe(413);
    expect(t.texts.length).toBe(texts);
  });

  it('signs out with a plain form post: the session ends and both cookies are cleared', async () => {
    const cookie = await t.signIn(ALPHA, freshMobile());
    const out = await post({}, { path: '/sign-out', headers: { cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^shopper_session=; Max-Age=0/),
      expect.stringMatching(/^shopper_signed_in=; Max-Age=0/),
    ]);
    expect(await (await t.call(ALPHA, '/api/auth/session', { headers: { cookie } })).json()).toEqual({ signedIn: false });
    expect((await post({}, { path: '/sign-out', headers: { cookie, origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('answers 503 from a server that could not open the database, not 405', async () => {
    const app = createApp({
      registry: createSiteRegistry({ dataDir: t.dataDir, warn: () => {} }),
      apiRoutes: unavailableLeadsRoutes('busy'),
      siteRoutes: unavailableSiteRoutes('busy'),
      requestRebuild: () => true,
      log: () => {},
    });
    for (const path of ['/sign-in', '/sign-out']) expect((await app.request(path, { method: 'POST', headers: { host: ALPHA } })).status).toBe(503);
  });
});
