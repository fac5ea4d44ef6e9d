// Shopper accounts wired together for the server: sessions, the SMS sender, the sign-in, account, watchlist and
// saved-search routes, and the page guard for gated routes. Mounted by the leads platform beside the leads API
// (they share its database, stock index and tenant configs).
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { TenantSite } from '../site-registry.ts';
import type { SuppressionCheck } from '../unsubscribe/unsubscribe.ts';
import { createAlerts, type Alerts } from './alerts/alerts.ts';
import type { ApiEnv } from '../api-env.ts';
import type { DB } from '../db/schema.ts';
import { createRateLimiter } from '../leads/rate-limit.ts';
import type { RateLimiterFactory } from '../leads/shared-rate-limit.ts';
import type { StockIndexes } from '../leads/stock-index.ts';
import type { TenantLeadsCache } from '../leads/tenant-context.ts';
import { createAuthRoutes } from './auth-routes.ts';
import { createFrontDoor } from './front-door.ts';
import { createPageGuard, type PageGuard } from './page-gate.ts';
import { createSavedSearches } from './saved-searches.ts';
import { createSessionStore, type SessionStore } from './session.ts';
import { createSignInFlow } from './sign-in-flow.ts';
import { createSignInFormRoutes } from './sign-in-form.ts';
import type { AccountsSettings } from './settings.ts';
import { createSiteSearch, type SiteSearch } from './site-search.ts';
import { embeddedSmsSender } from './sms/embedded.ts';
import type { SmsSender } from './sms/sender.ts';
import { twilioSmsSender } from './sms/twilio.ts';
import { createWatchlistRoutes } from './watchlist-routes.ts';
import { createWatchlists } from './watchlists.ts';
import type { ProxyTrust } from '../proxy-trust.ts';

export type AccountsOptions = {
  /** The From of alert e-mails (MAIL_FROM; default: the site's name at leads@localhost). */
  mailFrom: string | undefined;
  /** The origin of links in alerts for a site (default: the site's public address). */
  linkOrigin?: (site: TenantSite, siteUrl: string) => string;
  /** The site's suppression list: an address on it gets no alert. */
  suppression: SuppressionCheck;
  /** Alerts were queued in the outbox (the delivery worker's kick). */
  onAlertsQueued?: () => void;
  db: Kysely<DB>;
  settings: AccountsSettings;
  stock: StockIndexes;
  tenants: TenantLeadsCache;
  trustProxy: ProxyTrust;
  /** Replaces the sender the settings choose (tests). */
  sms?: SmsSender;
  log: (message: string) => void;
  now?: () => number;
  /** Limiters shared by every web server (PostgreSQL); default: this process's memory. */
  rateLimiter?: RateLimiterFactory;
};

export type Accounts = {
  routes: Hono<ApiEnv>;
  /** Mounted at the sites' root: the sign-in page's plain form posts and the header's Sign out. */
  siteRoutes: Hono<ApiEnv>;
  pageGuard: PageGuard;
  sms: SmsSender;
  alerts: Alerts;
  search: SiteSearch;
  sessions: SessionStore;
};

/** The embedded outbox stores and prints every text, sign-in codes included: never in production. */
function developmentOutbox(settings: AccountsSettings, db: Kysely<DB>, log: (message: string) => void): SmsSender {
  if (settings.production) throw new Error('NODE_ENV=production needs an SMS provider (TWILIO_*): the embedded SMS outbox is for development only');
  return embeddedSmsSender(db, log);
}

export function createAccounts(options: AccountsOptions): Accounts {
  const { db, stock, tenants, log } = options;
  const sms = options.sms ?? (options.settings.twilio ? twilioSmsSender(options.settings.twilio) : developmentOutbox(options.settings, db, log));
  const sessions = createSessionStore(db, { maxAgeMs: options.settings.sessionMaxAgeMs, ...(options.now ? { now: options.now } : {}) });
  const door = createFrontDoor({
    perIp: options.rateLimiter
      ? options.rateLimiter('accounts-ip', options.settings.perIpPerMinute)
      : createRateLimiter({ perMinute: options.settings.perIpPerMinute, ...(options.now ? { now: options.now } : {}) }),
    trustProxy: options.trustProxy,
    sessions,
  });
  const watchlists = createWatchlists(db, stock);
  const search = createSiteSearch();
  const searches = createSavedSearches({ db, stock, tenants, search });
  const alerts = createAlerts({
    db,
    stock,
    tenants,
    search,
    log,
    suppression: options.suppression,
    mailFrom: options.mailFrom,
    ...(options.onAlertsQueued ? { onQueued: options.onAlertsQueued } : {}),
    linkOrigin: options.linkOrigin ?? ((_site, siteUrl) => new URL(siteUrl).origin),
    ...(options.now ? { now: options.now } : {}),
  });
  const routes = new Hono<ApiEnv>();
  const auth = {
    db,
    door,
    sessions,
    sms,
    tenants,
    watchlists,
    codeKey: options.settings.codeKey,
    rules: options.settings.signIn,
    log,
    ...(options.now ? { now: options.now } : {}),
  };
  routes.route('/', createAuthRoutes(auth));
  const siteRoutes = createSignInFormRoutes({ door, flow: createSignInFlow(auth), sessions, tenants });
  routes.route('/', createWatchlistRoutes({ door, watchlists, searches }));
  return { routes, siteRoutes, pageGuard: createPageGuard({ sessions, tenants }), sms, alerts, search, sessions };
}
