// An in-process app for the leads tests: the fake alpha/beta sites of ../test-support.ts, their stock
// snapshots, a fresh test database and the leads platform mounted at /api, called with `app.request()`.
import type { Hono } from 'hono';
import type { Transporter } from 'nodemailer';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { createApp, type ApiEnv } from '../app.ts';
import type { AccountsSettings } from '../accounts/settings.ts';
import type { SmsSender } from '../accounts/sms/sender.ts';
import type { DatabaseEngine } from '../db/database.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createSiteRegistry } from '../site-registry.ts';
import { createFixtureDataDir } from '../test-support.ts';
import { openLeadsPlatform, type LeadsPlatform, type LeadsPlatformOptions } from './platform.ts';
import { alphaConfig, betaConfig, fixtureTenantLoader, testPostcodes, testSettings, writeSnapshots } from './test-fixtures.ts';

export type TestLeadsApp = {
  app: Hono<ApiEnv>;
  platform: LeadsPlatform;
  database: TestDatabase;
  dataDir: string;
  /** `app.request` with a Host header (and JSON by default). */
  call(host: string, path: string, init?: RequestInit): Promise<Response>;
  postJson(host: string, path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

export type TestLeadsAppOptions = {
  engine?: DatabaseEngine;
  env?: Record<string, string>;
  tenants?: Record<string, TenantConfig>;
  transport?: Transporter;
  startWorker?: boolean;
  now?: () => number;
  /** Use this database (left open on close) instead of a fresh one. */
  database?: TestDatabase;
  /** Shopper accounts: the SMS sender (default: the embedded outbox) and settings. */
  sms?: SmsSender;
  accountsSettings?: AccountsSettings;
  /** More platform options (payment providers, the rebuild queue). */
  platform?: Partial<LeadsPlatformOptions>;
};

export async function createTestLeadsApp(options: TestLeadsAppOptions = {}): Promise<TestLeadsApp> {
  const fixture = await createFixtureDataDir();
  await writeSnapshots(fixture.dataDir);
  const database = options.database ?? (await openTestDatabase(options.engine ?? 'pglite'));
  const platform = await openLeadsPlatform({
    dataDir: fixture.dataDir,
    database,
    settings: testSettings(options.env),
    loadTenantConfig: fixtureTenantLoader(options.tenants ?? { alpha: alphaConfig(), beta: betaConfig() }),
    isKnownPostcode: testPostcodes,
    ...(options.transport ? { transport: options.transport } : {}),
    startWorker: options.startWorker ?? false,
    adminSocket: false,
    log: () => {},
    ...(options.now ? { now: options.now } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.accountsSettings ? { accountsSettings: options.accountsSettings } : {}),
    ...options.platform,
  });
  const app = createApp({
    registry: createSiteRegistry({ dataDir: fixture.dataDir, warn: () => {} }),
    apiRoutes: platform.routes,
    siteRoutes: platform.siteRoutes,
    pageGuard: platform.pageGuard,
    requestRebuild: () => true,
    log: () => {},
  });
  const call = async (host: string, path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { host, ...(init.headers as Record<string, string>) } });
  return {
    app,
    platform,
    database,
    dataDir: fixture.dataDir,
    call,
    postJson: (host, path, body, headers = {}) =>
      call(host, path, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
    async close() {
      await platform.close();
      if (!options.database) await database.cleanup();
      await fixture.cleanup();
    },
  };
}
