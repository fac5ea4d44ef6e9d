import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, EnvError, loadEnv, repoRoot } from './env.ts';

describe('loadEnv', () => {
  it('applies defaults', () => {
    expect(loadEnv({})).toEqual({ production: false, port: 4321, host: '127.0.0.1', dataDir: defaultDataDir, stockWebhookSecret: undefined });
    expect(defaultDataDir).toBe(path.join(repoRoot, '.data'));
    expect(loadEnv({ PORT: '', STOCK_WEBHOOK_SECRET: '' }).port).toBe(4321);
  });

  it('parses valid values', () => {
    const env = loadEnv({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/srv/data', STOCK_WEBHOOK_SECRET: 's'.repeat(32) });
    expect(env).toEqual({ production: false, port: 8080, host: '0.0.0.0', dataDir: '/srv/data', stockWebhookSecret: 's'.repeat(32) });
  });

  it('names every invalid variable', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: '99999', STOCK_WEBHOOK_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain('PORT');
    expect((error as Error).message).toContain('STOCK_WEBHOOK_SECRET');
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
