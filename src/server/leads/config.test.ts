import { describe, expect, it } from 'vitest';
import { LeadsEnvError, loadLeadsSettings, missingSharedSecrets, webhookSecretName } from './config.ts';

describe('loadLeadsSettings', () => {
  it('has working defaults: embedded database, local SMTP, modest limits', () => {
    const settings = loadLeadsSettings({});
    expect(settings).toMatchObject({ databaseUrl: undefined, smtpUrl: 'smtp://127.0.0.1:2525', minFillSeconds: 3, trustProxy: false });
    expect(settings.rateLimits).toEqual({ leadsPerIpPerMinute: 20, leadsPerTenantPerMinute: 1200, apiPerIpPerMinute: 600, reservationsPerIpPerMinute: 10 });
    expect(settings.contactCodes).toMatchObject({ perClientPerHour: 6, perTenantPerHour: 300, perContactPerHour: 5, resendCooldownMs: 60_000 });
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

  it('needs the keys every server shares when DATABASE_URL is set (several servers), and none on one machine', () => {
    const url = 'postgres://db.example/platform';
    expect(missingSharedSecrets(loadLeadsSettings({}))).toBeNull();
    expect(missingSharedSecrets(loadLeadsSettings({ DATABASE_URL: url }))).toMatch(
      /^FORM_TOKEN_SECRET and RESERVATION_LINK_SECRET must be set .* when DATABASE_URL is set/,
    );
    expect(missingSharedSecrets(loadLeadsSettings({ DATABASE_URL: url, RESERVATION_LINK_SECRET: 'r'.repeat(32) }))).toMatch(/^FORM_TOKEN_SECRET must be set/);
    expect(
      missingSharedSecrets(loadLeadsSettings({ DATABASE_URL: url, FORM_TOKEN_SECRET: 'f'.repeat(32), RESERVATION_LINK_SECRET: 'r'.repeat(32) })),
    ).toBeNull();
  });
});
