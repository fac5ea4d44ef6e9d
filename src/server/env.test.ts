import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, EnvError, loadEnv, repoRoot } from './env.ts';
import { DEFAULT_STOCK_WEBHOOK_LIMITS } from './webhook-settings.ts';

const noWebhook = { platformSecret: undefined, tenantSecrets: {}, limits: DEFAULT_STOCK_WEBHOOK_LIMITS };

function envError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the environment');
}

describe('loadEnv', () => {
  it('applies defaults', () => {
    expect(loadEnv({})).toEqual({ production: false, port: 4321, host: '127.0.0.1', dataDir: defaultDataDir, stockWebhook: noWebhook });
    expect(defaultDataDir).toBe(path.join(repoRoot, '.data'));
    expect(loadEnv({ PORT: '', STOCK_WEBHOOK_SECRET: '', STOCK_WEBHOOK_SECRET_ALPHA: ' ' })).toMatchObject({ port: 4321, stockWebhook: noWebhook });
  });

  it('parses valid values', () => {
    const env = loadEnv({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/srv/data', STOCK_WEBHOOK_SECRET: 's'.repeat(32) });
    expect(env).toEqual({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/data',
      stockWebhook: { ...noWebhook, platformSecret: 's'.repeat(32) },
    });
  });

  it('names every invalid variable', () => {
    const message = envError({ PORT: '99999', STOCK_WEBHOOK_SECRET: 'short' });
    expect(message).toContain('PORT');
    expect(message).toContain('STOCK_WEBHOOK_SECRET must be at least 32 characters');
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });
});

describe('loadEnv: the stock webhook', () => {
  it("reads each tenant's key from STOCK_WEBHOOK_SECRET_<SLUG> (upper case, - as _)", () => {
    const { stockWebhook } = loadEnv({ STOCK_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP: 'b'.repeat(32), STOCK_WEBHOOK_SECRET_HARBOUR_TOYOTA: 'h'.repeat(40) });
    expect(stockWebhook.tenantSecrets).toEqual({ 'bayside-auto-group': 'b'.repeat(32), 'harbour-toyota': 'h'.repeat(40) });
    expect(stockWebhook.platformSecret).toBeUndefined();
  });

  it('refuses a key shorter than 32 characters at start-up, naming its variable (one character short too)', () => {
    const message = envError({
      STOCK_WEBHOOK_SECRET: 'p'.repeat(31),
      STOCK_WEBHOOK_SECRET_HARBOUR_TOYOTA: 'h'.repeat(31),
      STOCK_WEBHOOK_SECRET_ALPHA: 'a'.repeat(32),
    });
    expect(message).toContain('STOCK_WEBHOOK_SECRET must be at least 32 characters');
    expect(message).toContain('STOCK_WEBHOOK_SECRET_HARBOUR_TOYOTA must be at least 32 characters');
    expect(message).not.toContain('STOCK_WEBHOOK_SECRET_ALPHA');
  });

  it('refuses a key whose name cannot be a tenant slug', () => {
    expect(envError({ STOCK_WEBHOOK_SECRET_bayside: 'b'.repeat(32) })).toContain('STOCK_WEBHOOK_SECRET_bayside names no tenant');
    expect(envError({ STOCK_WEBHOOK_SECRET_: 'b'.repeat(32) })).toContain('STOCK_WEBHOOK_SECRET_ names no tenant');
  });

  it('reads the body limits, and refuses ones out of range', () => {
    const { stockWebhook } = loadEnv({ STOCK_WEBHOOK_EVENT_MAX_BYTES: '4096', STOCK_WEBHOOK_EVENTS_PER_TENANT: '2', STOCK_WEBHOOK_FEEDS: '1' });
    expect(stockWebhook.limits).toEqual({ ...DEFAULT_STOCK_WEBHOOK_LIMITS, eventMaxBytes: 4096, eventsPerTenant: 2, feeds: 1 });
    expect(envError({ STOCK_WEBHOOK_EVENTS: '0' })).toContain('STOCK_WEBHOOK_EVENTS must be between 1 and 10000');
    expect(envError({ STOCK_WEBHOOK_FEED_MAX_BYTES: '2048', STOCK_WEBHOOK_EVENT_MAX_BYTES: '4096' })).toContain(
      'STOCK_WEBHOOK_FEED_MAX_BYTES must be at least STOCK_WEBHOOK_EVENT_MAX_BYTES',
    );
    expect(envError({ STOCK_WEBHOOK_EVENT_READ_SECONDS: 'soon' })).toContain('STOCK_WEBHOOK_EVENT_READ_SECONDS must be a number');
  });
});
