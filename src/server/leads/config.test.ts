import { describe, expect, it } from 'vitest';
import { LeadsEnvError, loadLeadsSettings, missingSharedSecrets, webhookSecretName } from './config.ts';

describe('loadLeadsSettings', () => {
  it('has working defaults: embedded database, local SMTP, modest limits', () => {
    const settings = loadLeadsSettings({});
    expect(settings).toMatchObject({ databaseUrl: undefined, smtpUrl: 'smtp://127.0.0.1:2525', minFillSeconds: 3 });
    expect(settings.trustProxy.description).toBe('no proxy');
    expect(settings.health).toEqual({ outboxMaxAgeMs: 600_000, deliveryMaxSilenceMs: 1_800_000 });
    expect(settings.rateLimits).toEqual({
      leadsPerIpPerMinute: 20,
      leadsPerTenantPerMinute: 1200,
      apiPerIpPerMinute: 600,
      reservationsPerIpPerMinute: 10,
      bookingsPerIpPerMinute: 10,
    });
    expect(settings.contactCodes).toMatchObject({ perClientPerHour: 6, perTenantPerHour: 300, perContactPerHour: 5, resendCooldownMs: 60_000 });
    expect(settings.retry).toEqual({ maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 3_600_000 });
  });

  it('reads per-tenant webhook secrets by upper snake case name, refusing short ones by name', () => {
    expect(webhookSecretName('bayside-auto-group')).toBe('LEAD_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP');
    const long = 'a-long-enough-secret-for-a-dealer';
    const settings = loadLeadsSettings({ LEAD_WEBHOOK_SECRET_ALPHA: long, LEAD_WEBHOOK_SECRET_GAMMA: '' });
    expect(settings.webhookSecret('alpha')).toBe(long);
    expect(settings.webhookSecret('gamma')).toBeUndefined();
    expect(() => loadLeadsSettings({ LEAD_WEBHOOK_SECRET_ALPHA: long, LEAD_WEBHOOK_SECRET_BETA: 'short' })).toThrow(
      /LEAD_WEBHOOK_SECRET_BETA must be at least 32 characters \(it has 5\)/,
    );
  });

  it('reads TRUST_PROXY as hops or addresses, and refuses "true"', () => {
    expect(loadLeadsSettings({ TRUST_PROXY: '1' }).trustProxy.description).toBe('1 proxy hop');
    expect(loadLeadsSettings({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy('10.9.8.7', 0)).toBe(true);
    expect(() => loadLeadsSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would trust every address/);
    expect(() => loadLeadsSettings({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY: invalid IP address: my-proxy/);
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
