// What a web server and a job worker both open from the environment: the settings, the database (migrated), the
// embedded mail sink when SMTP_URL is unset, and the leads platform (routes, outbox, reservations, alerts).
import { AccountsEnvError, loadAccountsSettings, type AccountsSettings } from './accounts/settings.ts';
import { loadPaymentProviders, PaymentsEnvError, type PaymentProviders } from './checkout/payments/payment-config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DatabaseBusyError } from './db/dir-lock.ts';
import { EnvError, loadEnv, type ServerEnv } from './env.ts';
import { LeadsEnvError, loadLeadsSettings, missingSharedSecrets, type LeadsSettings } from './leads/config.ts';
import { openLeadsPlatform, type LeadsPlatform } from './leads/platform.ts';
import { startMailSink, type MailSink } from './mail-sink/mail-sink.ts';

export type PlatformServices = {
  env: ServerEnv;
  leadsSettings: LeadsSettings;
  accountsSettings: AccountsSettings;
  payments: PaymentProviders;
  /** PostgreSQL's address when DATABASE_URL is set: background work then goes through the shared job queue. */
  sharedDatabaseUrl: string | undefined;
  database: Database | null;
  mailSink: MailSink | null;
  /** Null when another process holds the embedded database: forms answer 503. */
  leads: LeadsPlatform | null;
  close(): Promise<void>;
};

/** Reads the environment (exits with its message when a variable is wrong) and opens what it names. */
export async function openPlatformServices(options: {
  /** Queues a rebuild for the reservations' held cars (bound late: the queue is made after). */
  requestRebuild: (slug: string) => boolean;
  /** Whether this process runs the delivery outbox (default true). */
  startWorker?: boolean;
  /** A web server (default): with DATABASE_URL it refuses to start without the keys every server must share. */
  webServer?: boolean;
}): Promise<PlatformServices> {
  let env;
  let leadsSettings;
  let accountsSettings;
  let payments: PaymentProviders;
  try {
    env = loadEnv();
    leadsSettings = loadLeadsSettings();
    accountsSettings = loadAccountsSettings();
    payments = loadPaymentProviders();
  } catch (error) {
    if (!(error instanceof EnvError) && !(error instanceof LeadsEnvError) && !(error instanceof AccountsEnvError) && !(error instanceof PaymentsEnvError))
      throw error;
    console.error(error.message);
    process.exit(1);
  }
  const missing = options.webServer === false ? null : missingSharedSecrets(leadsSettings);
  if (missing) {
    console.error(missing);
    process.exit(1);
  }

  // Leads: database (migrated), API routes and the delivery worker. See README "Leads". A second server on
  // the same DATA_DIR cannot open the embedded database: it serves the sites and answers 503 to forms.
  // Without SMTP_URL, mail goes to the embedded mail sink (src/server/mail-sink): `npm run mail` lists it.
  let leads: LeadsPlatform | null = null;
  let database: Database | null = null;
  let mailSink: MailSink | null = null;
  const sharedDatabaseUrl = leadsSettings.databaseUrl;
  try {
    database = await openDatabase({ url: leadsSettings.databaseUrl, dataDir: env.dataDir });
    if (!leadsSettings.smtpUrlSet) {
      mailSink = await startMailSink({ db: database.db, log: (message) => console.log(message) });
      leadsSettings = { ...leadsSettings, smtpUrl: mailSink.url };
    }
    // Links in alerts: the site's own address, or its *.localhost address when the server runs on this machine only.
    const { host, port } = env;
    const local = host === '127.0.0.1' || host === 'localhost' || host === '::1';
    const alertLinkOrigin = (site: { slug: string }, siteUrl: string) => (local ? `http://${site.slug}.localhost:${port}` : new URL(siteUrl).origin);
    leads = await openLeadsPlatform({
      dataDir: env.dataDir,
      settings: leadsSettings,
      accountsSettings,
      database,
      alertLinkOrigin,
      payments,
      requestRebuild: options.requestRebuild,
      ...(options.startWorker === false ? { startWorker: false } : {}),
      // With PostgreSQL the reservations job is a recurring job of the shared queue (src/server/jobs).
      scheduleReservations: !sharedDatabaseUrl && options.startWorker !== false,
    });
  } catch (error) {
    await mailSink?.close();
    await database?.close();
    if (!(error instanceof DatabaseBusyError)) throw error;
    console.error(`WARNING: leads are off in this process: ${error.message} Set DATABASE_URL to run several servers.`);
  }
  return {
    env,
    leadsSettings,
    accountsSettings,
    payments,
    sharedDatabaseUrl,
    database,
    mailSink,
    leads,
    async close() {
      await leads?.close();
      await mailSink?.close();
      await database?.close();
    },
  };
}
