import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, EnvError, loadEnv, repoRoot } from './env.ts';

const noWebhook = { platformSecret: undefined, tenantSecrets: {} };

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
    expect(loadEnv({})).toEqual({ port: 4321, host: '127.0.0.1', dataDir: defaultDataDir, stockWebhook: noWebhook });
    expect(defaultDataDir).toBe(path.join(repoRoot, '.data'));
    expect(loadEnv({ PORT: '', STOCK_WEBHOOK_SECRET: '', STOCK_WEBHOOK_SECRET_ALPHA: ' ' })).toMatchObject({ port: 4321, stockWebhook: noWebhook });
  });

  it('parses valid values', () => {
    const env = loadEnv({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/srv/data', STOCK_WEBHOOK_SECRET: 's'.repeat(32) });
    expect(env).toEqual({ port: 8080, host: '0.0.0.0', dataDir: '/srv/data', stockWebhook: { ...noWebhook, platformSecret: 's'.repeat(32) } });
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
});
