// The start-up rules: production names every missing live setting at once; a short secret is refused in every mode;
// development runs on the embedded defaults and says which.
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { alphaConfig, betaConfig } from './leads/test-fixtures.ts';
import { checkTenantProviderKeys, embeddedDefaults, loadPlatformSettings, missingForProduction, StartupSettingsError } from './production.ts';

const key = (letter: string) => letter.repeat(32);
/** Everything a live server needs (a Twilio sender, an SMTP server, four keys). */
const liveEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: key('a'),
  UNSUBSCRIBE_SECRET: key('u'),
  FORM_TOKEN_SECRET: key('f'),
  RESERVATION_LINK_SECRET: key('r'),
  SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 't'.repeat(32),
  TWILIO_FROM: '+61480000000',
  TRUST_PROXY: 'loopback',
};

const problemsOf = (source: Record<string, string | undefined>): string => {
  try {
    loadPlatformSettings(source);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupSettingsError);
    return (error as Error).message;
  }
  throw new Error('expected the settings to be refused');
};

describe('production (NODE_ENV=production)', () => {
  it('names every missing item in one message', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    for (const name of ['AUTH_SECRET', 'UNSUBSCRIBE_SECRET', 'FORM_TOKEN_SECRET', 'RESERVATION_LINK_SECRET', 'TRUST_PROXY', 'SMTP_URL', 'TWILIO_ACCOUNT_SID']) {
      expect(message).toContain(`${name}`);
    }
    expect(message).toMatch(/embedded mail sink is for development only/);
    expect(message).toMatch(/embedded SMS outbox, which keeps sign-in codes in clear text, is for development only/);
    expect(missingForProduction({ NODE_ENV: 'production' })).toHaveLength(7);
  });

  it.each(Object.keys(liveEnv).filter((name) => name !== 'NODE_ENV' && !name.startsWith('TWILIO')))('names %s alone when only it is missing', (name) => {
    const message = problemsOf({ ...liveEnv, [name]: undefined });
    expect(message).toContain(`${name} is not set`);
    expect(missingForProduction({ ...liveEnv, [name]: '' })).toEqual([expect.stringContaining(name)]);
  });

  it('takes TRUST_PROXY=0 as a deliberate "no proxy"', () => {
    expect(loadPlatformSettings({ ...liveEnv, TRUST_PROXY: '0' }).leadsSettings.trustProxy.description).toBe('no proxy');
  });

  it('names the Twilio variable a half-set provider lacks', () => {
    expect(problemsOf({ ...liveEnv, TWILIO_FROM: undefined })).toMatch(/Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
  });

  it('reports a short key and a missing one together', () => {
    const message = problemsOf({ ...liveEnv, AUTH_SECRET: 'short-key', SMTP_URL: undefined });
    expect(message).toContain('AUTH_SECRET must be at least 32 characters (it has 9)');
    expect(message).toContain('SMTP_URL is not set');
  });

  it('starts with everything set, in production', () => {
    const settings = loadPlatformSettings(liveEnv);
    expect(settings.env.production).toBe(true);
    expect(settings.accountsSettings).toMatchObject({ production: true, codeKeyFromEnv: true });
    expect(settings.accountsSettings.twilio).not.toBeNull();
    expect(settings.leadsSettings).toMatchObject({ smtpUrlSet: true, unsubscribeSecret: key('u'), formTokenSecret: key('f') });
  });
});

describe('short secrets, in every mode', () => {
  it.each(['AUTH_SECRET', 'UNSUBSCRIBE_SECRET', 'FORM_TOKEN_SECRET', 'RESERVATION_LINK_SECRET', 'LEAD_WEBHOOK_SECRET_BAYSIDE_AUTO_GROUP'])(
    'a set but short %s is an error naming it, not a fallback',
    (name) => {
      expect(problemsOf({ [name]: 'x'.repeat(31) })).toContain(`${name} must be at least 32 characters (it has 31)`);
      expect(() => loadPlatformSettings({ [name]: 'x'.repeat(32) })).not.toThrow();
    },
  );

  it('names every short one in one message', () => {
    const message = problemsOf({ UNSUBSCRIBE_SECRET: 'sixteen-chars-ok', LEAD_WEBHOOK_SECRET_ALPHA: 'short', AUTH_SECRET: 'also-short' });
    expect(message).toContain('UNSUBSCRIBE_SECRET must be at least 32');
    expect(message).toContain('LEAD_WEBHOOK_SECRET_ALPHA must be at least 32');
    expect(message).toContain('AUTH_SECRET must be at least 32');
  });

  it('needs the shared keys of several servers with DATABASE_URL, in the same message', () => {
    const message = problemsOf({ DATABASE_URL: 'postgres://db.example/platform', AUTH_SECRET: 'short' });
    expect(message).toMatch(/FORM_TOKEN_SECRET and RESERVATION_LINK_SECRET must be set \(32\+ characters/);
    expect(message).toContain('AUTH_SECRET must be at least 32');
    expect(() => loadPlatformSettings({ DATABASE_URL: 'postgres://db.example/platform' }, { webServer: false })).not.toThrow();
  });
});

describe('development', () => {
  it('starts with nothing set, on the embedded defaults, and lists them', () => {
    const settings = loadPlatformSettings({});
    expect(settings.env.production).toBe(false);
    expect(settings.leadsSettings).toMatchObject({ smtpUrlSet: false, unsubscribeSecret: null, formTokenSecret: undefined });
    expect(settings.accountsSettings).toMatchObject({ production: false, twilio: null, codeKeyFromEnv: false });
    expect(embeddedDefaults({})).toEqual([
      'AUTH_SECRET: a random key each start (sign-in codes sent before a restart stop working)',
      'UNSUBSCRIBE_SECRET: the demo key in the source',
      'FORM_TOKEN_SECRET: a key made once in DATA_DIR/secrets',
      'RESERVATION_LINK_SECRET: a key made once in DATA_DIR/secrets',
      'SMTP_URL: the embedded mail sink',
      'TWILIO_ACCOUNT_SID: the embedded SMS outbox (texts and codes in the log and the database)',
    ]);
    expect(embeddedDefaults(liveEnv)).toEqual([]);
  });

  it.each(['development', 'test', ''])('NODE_ENV=%s is development', (mode) => {
    expect(loadPlatformSettings({ NODE_ENV: mode }).env.production).toBe(false);
  });
});

describe('tenants that select a real outside provider', () => {
  const withLender = (config: TenantConfig): TenantConfig => ({
    ...config,
    finance: { ...config.finance, youxQuotes: true, youx: { ...config.finance.youx, provider: 'youx', endpoint: 'https://api.youx.example/v1/quote' } },
  });
  const tenants = [
    ['harbour-city-motors', withLender(alphaConfig())],
    ['beta', betaConfig()],
  ] as const;

  it('refuses a production start without the key, naming the tenant and the variable', async () => {
    const start = checkTenantProviderKeys(liveEnv, tenants);
    await expect(start).rejects.toThrow(StartupSettingsError);
    await expect(checkTenantProviderKeys(liveEnv, tenants)).rejects.toThrow(
      "harbour-city-motors selects finance.youx.provider 'youx' but YOUX_API_KEY_HARBOUR_CITY_MOTORS is not set",
    );
  });

  it('names a market-data provider without its key too', async () => {
    const market: TenantConfig = {
      ...betaConfig(),
      market: { provider: 'autograb', endpoint: 'https://api.autograb.example/v2', label: 'national market data (AutoGrab)', pool: null, callsPerMinute: 120 },
    };
    await expect(checkTenantProviderKeys(liveEnv, [['corner-car-yard', market]])).rejects.toThrow(
      "corner-car-yard selects market.provider 'autograb' but MARKET_DATA_API_KEY_CORNER_CAR_YARD is not set",
    );
  });

  it('names a plate lookup without its key, and starts once it is set', async () => {
    const plates: TenantConfig = { ...betaConfig(), plateLookup: { provider: 'http', endpoint: 'https://plates.example/v1', lookupsPerMinute: 60 } };
    await expect(checkTenantProviderKeys(liveEnv, [['corner-car-yard', plates]])).rejects.toThrow(
      "corner-car-yard selects plateLookup.provider 'http' but PLATE_LOOKUP_API_KEY_CORNER_CAR_YARD is not set",
    );
    await expect(
      checkTenantProviderKeys({ ...liveEnv, PLATE_LOOKUP_API_KEY_CORNER_CAR_YARD: 'k'.repeat(32) }, [['corner-car-yard', plates]]),
    ).resolves.toBeUndefined();
  });

  it('starts with the key set, and outside production without it', async () => {
    await expect(checkTenantProviderKeys({ ...liveEnv, YOUX_API_KEY_HARBOUR_CITY_MOTORS: 'k'.repeat(32) }, tenants)).resolves.toBeUndefined();
    await expect(checkTenantProviderKeys({}, tenants)).resolves.toBeUndefined();
  });
});
