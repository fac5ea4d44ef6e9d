// Reads the server's configuration from the environment once, at start-up, so a
// typo in PORT or DATA_DIR fails loudly instead of surfacing as odd behaviour later.
import path from 'node:path';
import { z } from 'zod';
import { loadStockWebhookSettings, type StockWebhookSettings } from './webhook-settings.ts';

/** Repository root: this file lives in <repo>/src/server/. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const defaultDataDir = path.join(repoRoot, '.data');

// Empty strings are treated as "not set" so `PORT= npm start` behaves like no PORT.
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(4321),
  ),
  HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.:[\]-]+$/, 'HOST must be a hostname or IP address, e.g. 127.0.0.1')
      .default('127.0.0.1'),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default(defaultDataDir)),
});

export type ServerEnv = {
  /** NODE_ENV=production: the server refuses to start without its live settings (src/server/production.ts). */
  production: boolean;
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** The stock webhook's keys (STOCK_WEBHOOK_SECRET, STOCK_WEBHOOK_SECRET_<SLUG>) and body limits: webhook-settings.ts. */
  stockWebhook: StockWebhookSettings;
};

/** NODE_ENV=production, exactly as Node's ecosystem spells it; anything else is development. */
export const isProduction = (source: Record<string, string | undefined> = process.env): boolean => source.NODE_ENV?.trim() === 'production';

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates `source` (default `process.env`); throws EnvError listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  const stockWebhook = loadStockWebhookSettings(source);
  if (!parsed.success || stockWebhook.errors.length) {
    const problems = [...(parsed.success ? [] : [z.prettifyError(parsed.error)]), ...stockWebhook.errors.map((error) => `✖ ${error}`)];
    throw new EnvError(`Invalid server environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    production: isProduction(source),
    port: env.PORT,
    host: env.HOST,
    // Relative DATA_DIR values are relative to the working directory, like any CLI path.
    dataDir: path.resolve(env.DATA_DIR),
    stockWebhook: stockWebhook.settings,
  };
}
