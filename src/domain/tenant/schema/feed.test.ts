import { describe, expect, it } from 'vitest';
import { feedConfigSchema } from './feed.ts';

describe('feed config: asOf', () => {
  const base = { source: 'feed.json', format: 'json' } as const;

  it('defaults to null: a live feed is dated by its fetch time', () => {
    expect(feedConfigSchema.parse(base).asOf).toBeNull();
  });

  it('takes an ISO date-time for a feed that describes a fixed day', () => {
    expect(feedConfigSchema.parse({ ...base, asOf: '2026-11-20T00:00:00.000Z' }).asOf).toBe('2026-11-20T00:00:00.000Z');
    expect(feedConfigSchema.parse({ ...base, asOf: '2026-11-20T10:00:00+10:00' }).asOf).toBe('2026-11-20T10:00:00+10:00');
  });

  it.each(['20/11/2026', '2026-11-20', 'yesterday'])('refuses %s with the format it expects', (asOf) => {
    const result = feedConfigSchema.safeParse({ ...base, asOf });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['asOf'], message: 'expected an ISO date-time such as 2026-11-20T00:00:00Z' });
  });
});

describe('feed config: refreshMinutes', () => {
  const base = { source: 'feed.json', format: 'json' } as const;

  it('pulls the feed every 30 minutes unless told otherwise; null leaves it to the webhook', () => {
    expect(feedConfigSchema.parse(base).refreshMinutes).toBe(30);
    expect(feedConfigSchema.parse({ ...base, refreshMinutes: 15 }).refreshMinutes).toBe(15);
    expect(feedConfigSchema.parse({ ...base, refreshMinutes: null }).refreshMinutes).toBeNull();
  });

  it.each([
    [2, 'expected at least 5 minutes: a big site takes a while to build'],
    [2000, 'expected at most 1440 minutes (a day)'],
    ['hourly', 'expected a number of minutes from 5 to 1440, or null'],
  ])('refuses %s and says why', (refreshMinutes, message) => {
    const result = feedConfigSchema.safeParse({ ...base, refreshMinutes });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['refreshMinutes'], message });
  });
});
