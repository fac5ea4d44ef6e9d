// Everything behind the leads API, wired together for the server: the database (migrated), write
// batchers, tenant and stock caches, the `/api` routes, the delivery worker and the operator socket.
import { Hono, type Context } from 'hono';
import type { Transporter } from 'nodemailer';
import { loadKnownPostcodes } from '#src/files/postcodes.ts';
import type { ApiEnv } from '../api-env.ts';
import { createAppointmentRoutes } from '../bookings/appointment-routes.ts';
import { bookingCommandSchema, runBookingCommand } from '../bookings/booking-operator.ts';
import { createBookingRoutes } from '../bookings/booking-routes.ts';
import { BOOKING_PAGE } from '../bookings/booking-links.ts';
import { createBookingService, type BookingService } from '../bookings/booking-service.ts';
import { createAccounts } from '../accounts/platform.ts';
import type { Alerts } from '../accounts/alerts/alerts.ts';
import type { TenantSite } from '../site-registry.ts';
import type { PageGuard } from '../accounts/page-gate.ts';
import { loadAccountsSettings, type AccountsSettings } from '../accounts/settings.ts';
import type { SmsSender } from '../accounts/sms/sender.ts';
import { createFinanceCarRoutes } from '../finance/finance-car-routes.ts';
import { createUnsubscribeApiRoutes, createUnsubscribeSiteRoutes } from '../unsubscribe/unsubscribe-routes.ts';
import { DEMO_UNSUBSCRIBE_SECRET, shopperUnsubscribeLink, suppressionList, UNSUBSCRIBE_PATH, unsubscribeUrl } from '../unsubscribe/unsubscribe.ts';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '../accounts/sign-in-form.ts';
import { alertSmsSender, withAlertSuppression, type AlertUnsubscribeLink } from '../delivery/alert-channels.ts';
import { countViews, insertEvents, insertPhoneReveals, type NewEvent, type NewPhoneReveal, type ViewHit } from '../db/activity-repo.ts';
import { createBatcher } from '../db/batcher.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { insertLeads, type NewLead, type StoredLead } from '../db/leads-repo.ts';
import { adfSender, emailSender, shopperEmailSender, webhookSender } from '../delivery/channels.ts';
import { createHoldsSync, type HoldsSync } from '../checkout/holds-sync.ts';
import { scheduleJob, type ScheduledJob } from '../checkout/jobs.ts';
import { loadLinkSecret } from '../checkout/links.ts';
import { keptSecret } from '#src/files/kept-secret.ts';
import { loadPaymentProviders, type PaymentProviders } from '../checkout/payments/payment-config.ts';
import { reservationCommandSchema, runReservationCommand } from '../checkout/reservation-operator.ts';
import { createReservationRoutes } from '../checkout/reservation-routes.ts';
import { createReservationService, type ReservationService } from '../checkout/reservation-service.ts';
import { createContactVerification } from '../checkout/contact-verification.ts';
import { createSmtpTransport } from '../delivery/smtp.ts';
import { createOrderSteps } from '../checkout/order-step.ts';
import { createUnavailableCarPage, firstGuard } from '../checkout/unavailable-page.ts';
import { findReservation } from '../db/reservations-repo.ts';
import { startSenderThread } from '../delivery/thread-senders.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../delivery/worker.ts';
import { createActivityRoutes } from './activity-routes.ts';
import { startAdminSocket } from './admin-socket.ts';
import { databaseDumpCommands } from '../backup/embedded-dump.ts';
import { loadLeadsSettings, type LeadsSettings } from './config.ts';
import { createLeadRoutes } from './lead-routes.ts';
import { createLeadService, leadCharges } from './lead-service.ts';
import { leadTokenKey } from './lead-token.ts';
import { createMarket } from './market.ts';
import { tradeInProviders, type TradeInProviders } from '../market/trade-in-providers.ts';
import type { RateLimiter } from './rate-limit.ts';
import { rateLimiterFactory } from './shared-rate-limit.ts';
import { createStockIndexes } from './stock-index.ts';
import { createTenantLeadsCache, defaultTenantConfigLoader, type TenantConfigLoader } from './tenant-context.ts';
import { createWriteBudgets, type WriteBudgets } from './write-budgets.ts';
import { jsonBytes } from '#src/domain/budgets/write-budget.ts';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';

export type LeadsPlatformOptions = {
  /** DATA_DIR: embedded database under `<dataDir>/db`, stock snapshots under `<dataDir>/snapshots`. */
  dataDir: string;
  settings?: LeadsSettings;
  /** Overrides the database choice of `settings.databaseUrl` (tests); the caller closes it. */
  database?: Database;
  loadTenantConfig?: TenantConfigLoader;
  isKnownPostcode?: (postcode: string) => boolean;
  /** Sends in this thread through this transport (tests); default: a delivery thread with a pool to `settings.smtpUrl`. */
  transport?: Transporter;
  /** Default true. */
  startWorker?: boolean;
  /** Default: on with the embedded database, so the operator commands can reach it. */
  adminSocket?: boolean;
  log?: (message: string) => void;
  now?: () => number;
  /** Shopper accounts' settings (default: from the environment) and, for tests, their SMS sender. */
  accountsSettings?: AccountsSettings;
  sms?: SmsSender;
  /** The origin of links in shoppers' alerts for a site (default: its public address). */
  alertLinkOrigin?: (site: TenantSite, siteUrl: string) => string;
  /** Queues a rebuild of a tenant's site (the server's rebuild queue), for the RESERVED tags; default: none. */
  requestRebuild?: (slug: string) => boolean;
  /** Default: from the environment (STRIPE_* per tenant, else the embedded provider). */
  payments?: PaymentProviders;
  /** How often the reservations job (hold expiry, refunds, held-cars file) runs; default 30 s. */
  reservationJobMs?: number;
  /** The tenants' plate lookups and market data for trade-in valuations; default: from the tenant files and keys in the environment. */
  tradeIn?: TradeInProviders;
  /** Runs the reservations job on its timer in this process (default: as `startWorker`); off where a job worker runs it. */
  scheduleReservations?: boolean;
};

export type LeadsPlatform = {
  routes: Hono<ApiEnv>;
  /** Routes of the sites themselves (mounted before their static files): the unsubscribe and sign-in pages' forms, sign-out. */
  siteRoutes: Hono<ApiEnv>;
  /** Stored bookings: confirm and cancel by the shopper's link, cancel by the operator, release when unconfirmed. */
  bookings: BookingService;
  /** The key unsubscribe links are signed with (see src/server/unsubscribe). */
  unsubscribeSecret: string;
  /** Gated routes: answers a page request without a session with a redirect to /sign-in. */
  pageGuard: PageGuard;
  /** How texts leave the platform (sign-in codes, alerts). */
  sms: SmsSender;
  /** The finance quote API's per-IP limiter (mounted by the server): shared by every server on PostgreSQL. */
  financeQuoteLimiter: RateLimiter;
  /** Price and stock alerts; the server starts them with its site registry. */
  alerts: Alerts;
  database: Database;
  worker: DeliveryWorker;
  reservations: { service: ReservationService; holds: HoldsSync; job: ScheduledJob; linkSecret: string };
  /** Quotas of what strangers store, and the hourly job that deletes what is past its retention period. */
  budgets: WriteBudgets;
  /** Waits until every accepted write is committed. */
  drain(): Promise<void>;
  close(): Promise<void>;
};

export async function openLeadsPlatform(options: LeadsPlatformOptions): Promise<LeadsPlatform> {
  const settings = options.settings ?? loadLeadsSettings();
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ url: settings.databaseUrl, dataDir: options.dataDir }));
  try {
    return await assemble(options, settings, database, ownsDatabase);
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
}

async function assemble(options: LeadsPlatformOptions, settings: LeadsSettings, database: Database, ownsDatabase: boolean): Promise<LeadsPlatform> {
  const log = options.log ?? ((message: string) => console.log(message));
  const { db } = database;
  const knownPostcodes = options.isKnownPostcode ? null : await loadKnownPostcodes();
  const isKnownPostcode = options.isKnownPostcode ?? ((postcode: string) => knownPostcodes!.has(postcode));
  const tenants = createTenantLeadsCache(options.loadTenantConfig ?? defaultTenantConfigLoader(log), isKnownPostcode);
  const stock = createStockIndexes({ dataDir: options.dataDir, warn: log });
  const market = createMarket({ dataDir: options.dataDir, stock });

  // What strangers store claims the site's budgets in the transaction that stores it (write-budgets.ts). A batch past a
  // quota rolls back and the batcher writes its items one by one, so exactly the quota is stored and the rest refused.
  const budgets = createWriteBudgets({
    db,
    budgetsOf: async (tenant) => (await tenants.latest(tenant))?.config.budgets ?? DEFAULT_TENANT.budgets,
    log,
    ...(options.now ? { now: options.now } : {}),
  });
  const leadBatcher = createBatcher<NewLead, StoredLead>({
    run: (items) =>
      budgets.within(
        (trx) => insertLeads(trx, items),
        (stored) => stored.flatMap((one, index) => (one.created ? leadCharges(items[index]!) : [])),
      ),
    maxBatch: 200,
  });
  const eventBatcher = createBatcher<NewEvent, void>({
    run: (items) =>
      budgets.within(
        (trx) => insertEvents(trx, items),
        () => items.map((event) => ({ tenant: event.tenant, kind: 'events' as const, rows: 1, bytes: jsonBytes(event.payload) })),
      ),
    maxBatch: 500,
  });
  const revealBatcher = createBatcher<NewPhoneReveal, void>({
    run: (items) =>
      budgets.within(
        (trx) => insertPhoneReveals(trx, items),
        () => items.map((reveal) => ({ tenant: reveal.tenant, kind: 'phone-reveals' as const, rows: 1, bytes: jsonBytes(reveal) })),
      ),
    maxBatch: 500,
  });
  const viewBatcher = createBatcher<ViewHit, number>({ run: (items) => countViews(db, items), maxBatch: 500 });

  const payments = options.payments ?? loadPaymentProviders();
  const linkSecret = await loadLinkSecret(options.dataDir, settings.reservationLinkSecret);
  // Sending (rendering, SMTP, HTTP) runs in its own thread unless a transport is handed in (tests).
  // Unsubscribe links (src/server/unsubscribe): in the foot of every e-mail to a shopper, and the pages that take them.
  const unsubscribeSecret = settings.unsubscribeSecret ?? DEMO_UNSUBSCRIBE_SECRET;
  if (!settings.unsubscribeSecret) log('UNSUBSCRIBE_SECRET is not set: unsubscribe links are signed with the embedded demo key (set it for a live site).');
  const threaded = options.transport
    ? null
    : startSenderThread({ smtpUrl: settings.smtpUrl, webhookSecrets: { ...settings.webhookSecretEnv }, linkSecret, unsubscribeSecret });
  const transport = options.transport;
  const unsubscribeLink: AlertUnsubscribeLink = (input) => unsubscribeUrl({ ...input, secret: unsubscribeSecret });
  const threadSenders = threaded?.senders ?? {
    email: emailSender(transport!),
    adf: adfSender(transport!),
    webhook: webhookSender({ secretFor: settings.webhookSecret }),
    'shopper-email': shopperEmailSender(transport!, { linkSecret, footer: shopperUnsubscribeLink(unsubscribeSecret), unsubscribeLink }),
  };
  // Shopper accounts: sign-in, sessions, watchlist and saved searches (src/server/accounts); their alerts are outbox rows.
  const suppression = suppressionList(db);
  // Counters shared by every web server on PostgreSQL; in this process's memory on the embedded database.
  const limiter = rateLimiterFactory(database);
  const accounts = createAccounts({
    db,
    settings: options.accountsSettings ?? loadAccountsSettings(),
    stock,
    tenants,
    trustProxy: settings.trustProxy,
    log,
    ...(database.engine === 'postgres' ? { rateLimiter: limiter } : {}),
    mailFrom: settings.mailFrom,
    suppression,
    onAlertsQueued: () => worker.kick(),
    ...(options.alertLinkOrigin ? { linkOrigin: options.alertLinkOrigin } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const senders = {
    ...threadSenders,
    // Alerts to an unsubscribed address stop here, where the database is; texts go through the SMS sender.
    'shopper-email': withAlertSuppression(threadSenders['shopper-email'], suppression),
    'shopper-sms': withAlertSuppression(alertSmsSender(accounts.sms, unsubscribeLink), suppression),
  };
  const worker = createDeliveryWorker({
    db,
    senders,
    retry: settings.retry,
    pollMs: settings.workerPollMs,
    log,
    // Ten or more shoppers waiting on the database is a burst: deliveries step aside (see worker.ts).
    deferWhile: () => leadBatcher.load() >= 10,
  });
  if (options.startWorker ?? true) worker.start();

  // Codes proving a reservation's contact leave at once, straight to SMTP or the SMS sender (never through the outbox,
  // which would keep the code in its rows).
  const codeTransport = transport ?? createSmtpTransport(settings.smtpUrl);
  const verification = createContactVerification({
    db,
    secret: linkSecret,
    sms: accounts.sms,
    mail: async (mail) => {
      await codeTransport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, headers: { 'X-Lead-Tenant': mail.tenant } });
    },
    rules: settings.contactCodes,
    log,
    ...(options.now ? { now: options.now } : {}),
  });
  const limits = settings.rateLimits;
  // Bookings after the form: the shopper's signed link (confirm, cancel), the operator's cancel, the expiry of unconfirmed ones.
  const bookings = createBookingService({ db, linkSecret, log, ...(options.now ? { now: options.now } : {}) });
  const bookingRoutes = createBookingRoutes({
    service: bookings,
    tenants,
    perIp: limiter('bookings-ip', limits.apiPerIpPerMinute),
    trustProxy: settings.trustProxy,
  });
  // Without FORM_TOKEN_SECRET (one machine), a key kept in DATA_DIR: open forms stay valid across a restart.
  const formTokenSecret = await keptSecret(options.dataDir, 'form-tokens.key', settings.formTokenSecret);
  const routes = new Hono<ApiEnv>();
  routes.route(
    '/',
    createLeadRoutes({
      service: createLeadService({
        db,
        batcher: leadBatcher,
        mailFrom: settings.mailFrom,
        market,
        tradeIn: options.tradeIn ?? tradeInProviders({ log }),
        leadTokenKey: leadTokenKey(formTokenSecret),
        budgets,
        proves: (tenant, contact, token) => verification.proves(tenant, contact, token),
        ...(options.now ? { now: options.now } : {}),
        orders: {
          steps: createOrderSteps({ db }),
          placed: async (tenant, reservationId) => {
            const row = await findReservation(db, tenant, reservationId);
            if (row?.status === 'held') await reservations.moves.complete(row, 'converted to an online order');
          },
        },
      }),
      tenants,
      stock,
      limits: {
        perIp: limiter('leads-ip', limits.leadsPerIpPerMinute),
        perTenant: limiter('leads-tenant', limits.leadsPerTenantPerMinute),
        perIpBooking: limiter('bookings-post-ip', limits.bookingsPerIpPerMinute),
      },
      shopper: async (c) => (await accounts.sessions.current(c))?.shopper ?? null,
      formTokenSecret,
      minFillMs: settings.minFillSeconds * 1000,
      trustProxy: settings.trustProxy,
      onStored: () => worker.kick(),
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  routes.route(
    '/',
    createActivityRoutes({
      db,
      events: eventBatcher,
      reveals: revealBatcher,
      views: viewBatcher,
      tenants,
      stock,
      perIp: limiter('activity-ip', limits.apiPerIpPerMinute),
      trustProxy: settings.trustProxy,
      budgets,
    }),
  );
  routes.route('/', accounts.routes);
  // Reserve online: the checkout API, the payment webhook, the held-cars file and the expiry job.
  const holds = createHoldsSync({
    db,
    dataDir: options.dataDir,
    requestRebuild: options.requestRebuild ?? (() => false),
    log,
    rebuildDelayMs: settings.reservationRebuildDelayMs,
    ...(options.now ? { now: options.now } : {}),
  });
  const reservations = createReservationService({
    db,
    stock,
    tenants,
    providers: payments,
    linkSecret,
    mailFrom: settings.mailFrom,
    isKnownPostcode,
    verification,
    log,
    onHoldsChanged: (tenant) => holds.touch(tenant),
    onQueued: () => worker.kick(),
    ...(options.now ? { now: options.now } : {}),
  });
  routes.route(
    '/',
    createReservationRoutes({
      service: reservations,
      tenants,
      perIp: limiter('reservations-ip', limits.apiPerIpPerMinute),
      perIpReserve: limiter('reservations-post-ip', limits.reservationsPerIpPerMinute),
      trustProxy: settings.trustProxy,
      log,
      onStored: () => worker.kick(),
      shopper: async (c) => (await accounts.sessions.current(c))?.shopper ?? null,
    }),
  );
  const reservationJob = scheduleJob({
    name: 'reservations',
    everyMs: options.reservationJobMs ?? 30_000,
    log,
    run: async () => {
      await reservations.runDue();
      await holds.sync();
      await bookings.runDue(); // unconfirmed bookings whose hold ran out (their slots are free already)
    },
  });
  if (options.scheduleReservations ?? options.startWorker ?? true) {
    budgets.job.start(); // hourly: rows past their retention period (a job worker runs it where there is one)
    reservationJob.start();
    void reservationJob.runNow(); // holds that ended while the server was down, and a held-cars file to bring up to date
  }
  // The finance pages' car lookup reads the same stock index (no database).
  routes.route('/', createFinanceCarRoutes({ stock, perIp: limiter('finance-car-ip', limits.apiPerIpPerMinute), trustProxy: settings.trustProxy }));
  // Unsubscribe links: the page's script posts to /api/unsubscribe; its form (no JavaScript) and mail clients'
  // one-click unsubscribes post to /pages/unsubscribe itself.
  const unsubscribeDeps = {
    db,
    secret: unsubscribeSecret,
    tenants,
    perIp: limiter('unsubscribe-ip', limits.apiPerIpPerMinute),
    trustProxy: settings.trustProxy,
  };
  routes.route('/', createUnsubscribeApiRoutes(unsubscribeDeps));
  const siteRoutes = createUnsubscribeSiteRoutes(unsubscribeDeps);
  siteRoutes.route('/', accounts.siteRoutes);
  siteRoutes.route('/', bookingRoutes.site);
  routes.route('/', bookingRoutes.api);
  // The booking forms' free slots (test drives and services).
  routes.route(
    '/',
    createAppointmentRoutes({
      db,
      tenants,
      perIp: limiter('appointments-ip', limits.apiPerIpPerMinute),
      trustProxy: settings.trustProxy,
      ...(options.now ? { now: options.now } : {}),
    }),
  );

  const reservationCommands = { schema: reservationCommandSchema, run: (command: unknown) => runReservationCommand(reservations, db, command as never) };
  const bookingCommands = { schema: bookingCommandSchema, run: (command: unknown) => runBookingCommand(bookings, db, command as never) };
  const socket =
    (options.adminSocket ?? database.engine === 'pglite')
      ? await startAdminSocket(options.dataDir, db, log, [reservationCommands, bookingCommands, databaseDumpCommands(database)]).catch(
          async (error: unknown) => {
            await worker.stop();
            await threaded?.close();
            throw error;
          },
        )
      : null;
  const drain = async () => {
    await Promise.all([leadBatcher.drain(), eventBatcher.drain(), revealBatcher.drain(), viewBatcher.drain()]);
  };

  return {
    routes,
    siteRoutes,
    unsubscribeSecret,
    // A reserve or buy-online link to a car no longer in stock answers first (no sign-in for a car that is gone).
    pageGuard: firstGuard(createUnavailableCarPage({ stock, tenants, search: accounts.search, log }), accounts.pageGuard),
    sms: accounts.sms,
    financeQuoteLimiter: limiter('finance-quote-ip', limits.apiPerIpPerMinute),
    alerts: accounts.alerts,
    database,
    worker,
    reservations: { service: reservations, holds, job: reservationJob, linkSecret },
    bookings,
    budgets,
    drain,
    async close() {
      await budgets.job.stop();
      await reservationJob.stop();
      await holds.settled();
      await worker.stop();
      await drain();
      await socket?.close();
      transport?.close();
      if (codeTransport !== transport) codeTransport.close();
      await threaded?.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/**
 * Routes that answer 503 when this process could not open the leads database (the embedded one is open in
 * another server process on the same DATA_DIR): forms show an error instead of a 404, the sites still serve.
 */
export function unavailableLeadsRoutes(reason: string): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  const answer = (c: Context<ApiEnv>) => c.json({ error: `Enquiries cannot be taken by this server right now (${reason}). Please call us instead.` }, 503);
  for (const path of [
    '/auth/code',
    '/auth/verify',
    '/auth/sign-out',
    '/auth/sign-out-everywhere',
    '/account/preferences',
    '/account/delete-code',
    '/account/delete',
    '/watchlist/save-car',
    '/watchlist/remove-car',
    '/saved-searches',
    '/saved-searches/remove',
  ]) {
    routes.post(path, (c) => c.json({ error: `Sign-in is not available on this server right now (${reason}).` }, 503));
  }
  for (const path of ['/auth/session', '/watchlist', '/saved-searches'])
    routes.get(path, (c) => c.json({ error: `Sign-in is not available on this server right now (${reason}).` }, 503));
  for (const path of [
    '/leads',
    '/events',
    '/phone-reveal',
    '/miscellaneous',
    '/reservations',
    '/reservations/code',
    '/reservations/:id/:action',
    '/payments/stripe/webhook',
    '/unsubscribe',
    '/bookings/:id/:action',
  ])
    routes.post(path, answer);
  routes.get('/reservations/*', answer);
  routes.get('/bookings/*', answer);
  routes.get('/form-token', answer);
  routes.get('/cars/:slug/view.json', answer);
  routes.get('/finance/car', answer);
  routes.get('/appointments', answer);
  return routes;
}

/** The sites' own form posts (sign-in, sign-out, unsubscribe) when the leads database could not be opened: 503, said plainly. */
export function unavailableSiteRoutes(reason: string): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get(BOOKING_PAGE, (c) =>
    c.text(`Bookings cannot be shown on this server right now (${reason}). Please try again later.`, 503, { 'Cache-Control': 'no-store' }),
  );
  for (const path of [SIGN_IN_PATH, SIGN_OUT_PATH, UNSUBSCRIBE_PATH, BOOKING_PAGE])
    routes.post(path, (c) => c.text(`This cannot be done on this server right now (${reason}). Please try again later.`, 503, { 'Cache-Control': 'no-store' }));
  return routes;
}
