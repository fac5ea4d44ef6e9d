import { describe, expect, it } from 'vitest';
import { LeadsEnvError, loadLeadsSettings, webhookSecretName } from './config.ts';

describe('loadLeadsSettings', () => {
  it('has working defaults: embedded database, local SMTP, modest limits', () => {
    const settings = loadLeadsSettings({});
    expect(settings).toMatchObject({ databaseUrl: undefined, smtpUrl: 'smtp://127.0.0.1:2525', minFillSeconds: 3, trustProxy: false });
    expect(settings.rateLimits).toEqual({ leadsPerIpPerMinute: 20, leadsPerTenantPerMinute: 1200, apiPerIpPerMinute: 600 });
    expect(settings.retry).toEqual({ maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 });
  });

  it('reads per-tenant webhook secrets by upper snake case name, refusing short ones', () => {
    expect(webhookSecretName('bayside-auto-group')).toBe('LEAD_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP');
    const settings = loadLeadsSettings({ LEAD_WEBHOOK_SECRET_ALPHA: 'a-long-enough-secret', LEAD_WEBHOOK_SECRET_BETA: 'short' });
    expect(settings.webhookSecret('alpha')).toBe('a-long-enough-secret');
    expect(settings.webhookSecret('beta')).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadLeadsSettings({ DATABASE_URL: 'mysql://x', LEAD_RATE_LIMIT_IP_PER_MINUTE: 'lots', SMTP_URL: 'http://x' })).toThrow(LeadsEnvError);
    try {
      loadLeadsSettings({ DATABASE_URL: 'mysql://x', LEAD_RATE_LIMIT_IP_PER_MINUTE: 'lots' });
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL[\s\S]*LEAD_RATE_LIMIT_IP_PER_MINUTE|LEAD_RATE_LIMIT_IP_PER_MINUTE[\s\S]*DATABASE_URL/);
    }
  });
});
