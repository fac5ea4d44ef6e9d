// What a web server and a job worker both open from the environment: the settings (production.ts: every problem named
// at once), the database (migrated), the embedded mail sink when SMTP_URL is unset (development only: production
// refuses to start without SMTP_URL), and the leads platform (routes, outbox, reservations, alerts).
import type { AccountsSettings } from './accounts/settings.ts';
import type { PaymentProviders } from './checkout/payments/payment-config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { DatabaseBusyError } from './db/dir-lock.ts';
import type { ServerEnv } from './env.ts';
import type { LeadsSettings } from './leads/config.ts';
import { openLeadsPlatform, type LeadsPlatform } from './leads/platform.ts';
import { startMailSink, type MailSink } from './mail-sink/mail-sink.ts';
import { checkTenantProviderKeys, embeddedDefaults, loadPlatformSettings, StartupSettingsError, type PlatformSettings } from './production.ts';

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

/**
 * The embedded database's thread died: every query from now on fails, so the process ends (exit 1) with a message
 * saying so, and its supervisor (systemd, a container runtime) starts a fresh one.
 */
export function exitOnDatabaseThreadDeath(error: Error): never {
  console.error(`FATAL: ${error.message}. The embedded database cannot answer any more; this process ends so that its supervisor restarts it.`);
  process.exit(1);
}

/** Reads the environment (exits naming every problem when something is wrong or, in production, missing) and opens what it names. */
export async function openPlatformServices(options: {
  /** Queues a rebuild for the reservations' held cars (bound late: the queue is made after). */
  requestRebuild: (slug: string) => boolean;
  /** Whether this process runs the delivery outbox (default true). */
  startWorker?: boolean;
  /** A web server (default): with DATABASE_URL it refuses to start without the keys every server must share. */
  webServer?: boolean;
}): Promise<PlatformServices> {
  let settings: PlatformSettings;
  try {
    settings = loadPlatformSettings(process.env, { webServer: options.webServer !== false });
    await checkTenantProviderKeys(process.env);
  } catch (error) {
    if (!(error instanceof StartupSettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { env, accountsSettings, payments } = settings;
  let { leadsSettings } = settings;
  if (!env.production) {
    const defaults = embeddedDefaults(process.env);
    if (defaults.length)
      console.log(
        `Development mode (NODE_ENV is not production), on embedded defaults: ${defaults.join('; ')}. To run live, see src/server/README.md, "Running live".`,
      );
  }

  // Leads: database (migrated), API routes and the delivery worker. See src/server/leads/README.md. A second server on
  // the same DATA_DIR cannot open the embedded database: it serves the sites and answers 503 to forms.
  // Without SMTP_URL, mail goes to the embedded mail sink (src/server/mail-sink): `npm run mail` lists it.
  let leads: LeadsPlatform | null = null;
  let database: Database | null = null;
  let mailSink: MailSink | null = null;
  const sharedDatabaseUrl = leadsSettings.databaseUrl;
  try {
    database = await openDatabase({ url: leadsSettings.databaseUrl, dataDir: env.dataDir, onThreadDeath: exitOnDatabaseThreadDeath });
    if (!leadsSettings.smtpUrlSet) {
      mailSink = await startMailSink({ db: database.db, log: (message) => console.log(message) });
      leadsSettings = { ...leadsSettings, smtpUrl: mailSink.url };
    }
    // Links in alerts: the site's own address, or in development its *.localhost address when the server runs on this
    // machine only (live, a proxy on the same machine is what makes HOST 127.0.0.1).
    const { host, port } = env;
    const local = !env.production && (host === '127.0.0.1' || host === 'localhost' || host === '::1');
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
