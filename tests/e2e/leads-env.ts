// Where the e2e server delivers the demo tenants' leads, and the settings that make delivery quick to watch.
// tests/playwright.config.ts gives these to the server it starts; tests/e2e/lead-receivers.ts listens on the
// same ports. To run the leads specs against a server of your own, start it with this environment:
//   env $(node tests/e2e/leads-env.ts) DATA_DIR=.data/e2e-forms PORT=4411 HOST=127.0.0.1 node scripts/start.ts
// (with E2E_PORT=4411 set for both, so the ports match).
import { createHash } from 'node:crypto';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** The local SMTP server the leads specs start; E2E_SMTP_PORT overrides E2E_PORT + 1000. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1000);
/** The local webhook receiver the leads specs start; E2E_WEBHOOK_PORT overrides E2E_PORT + 2000. */
export const E2E_WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? E2E_PORT + 2000);
export const E2E_TENANTS = ['bayside-auto-group', 'harbour-toyota', 'outback-caravans-and-motorcycles', 'corner-car-yard'] as const;

/**
 * A test-only webhook secret per tenant, derived from the port so no secret is written down; the server and the
 * receiver work it out alike. Never used outside the e2e run.
 */
export const e2eWebhookSecret = (slug: string): string => createHash('sha256').update(`e2e-webhook:${E2E_PORT}:${slug}`).digest('hex');

/** The test-only key the e2e server signs unsubscribe links with (tests/e2e/content-forms.spec.ts makes links with it). */
export const E2E_UNSUBSCRIBE_SECRET = createHash('sha256').update(`e2e-unsubscribe:${E2E_PORT}`).digest('hex');
/** The e2e server's platform-wide stock webhook key (test-only, derived from the port like the webhook secrets). */
export const e2eStockWebhookSecret = (): string => createHash('sha256').update(`e2e-stock-webhook:${E2E_PORT}`).digest('hex');

export function e2eLeadsEnv(): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    DEMO_LEADS_WEBHOOK_URL: `http://127.0.0.1:${E2E_WEBHOOK_PORT}/leads`,
    ...Object.fromEntries(E2E_TENANTS.map((slug) => [`LEAD_WEBHOOK_SECRET_${slug.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`, e2eWebhookSecret(slug)])),
    // Receivers start with the leads specs, after the server: deliveries retry every few hundred ms until then.
    LEAD_DELIVERY_BASE_DELAY_MS: '200',
    LEAD_DELIVERY_MAX_DELAY_MS: '2000',
    LEAD_DELIVERY_MAX_ATTEMPTS: '1000',
    LEAD_WORKER_POLL_MS: '100',
    // Every spec posts from 127.0.0.1, faster than a person.
    LEAD_RATE_LIMIT_IP_PER_MINUTE: '1000',
    LEAD_MIN_FILL_SECONDS: '0',
    UNSUBSCRIBE_SECRET: E2E_UNSUBSCRIBE_SECRET,
    // Reservations write the held-cars file at once; the 5,000-car rebuild it asks for waits past the test run.
    RESERVATION_REBUILD_DELAY_SECONDS: '3600',
    // Shopper accounts: every spec signs in from 127.0.0.1; alerts look for a new build twice a second; the stock
    // webhook (a test-only platform key derived from the port, signing for any tenant) lets a spec publish a changed feed.
    SIGN_IN_CODES_PER_CLIENT_PER_HOUR: '1000',
    // Every spec reserves from 127.0.0.1 too, proving each shopper's e-mail with a code.
    RESERVATION_RATE_LIMIT_IP_PER_MINUTE: '1000',
    RESERVATION_CODES_PER_CLIENT_PER_HOUR: '1000',
    ALERTS_POLL_MS: '500',
    STOCK_WEBHOOK_SECRET: e2eStockWebhookSecret(),
  };
}

if (import.meta.main)
  console.log(
    Object.entries(e2eLeadsEnv())
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
