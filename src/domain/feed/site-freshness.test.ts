import { describe, expect, it } from 'vitest';
import { siteFreshness } from './site-freshness.ts';

const live = (stockFetchedAt: string | null, feedHash = 'hash-1') => ({ feedHash, stockFetchedAt });
const at = (iso: string, fixedDate = false) => ({ fixedDate, now: new Date(iso) });

describe('siteFreshness', () => {
  it('builds a tenant that has no live site', () => {
    expect(siteFreshness('hash-1', null, at('2026-11-20T05:00:00Z'))).toBe('no-site');
  });

  it('rebuilds when the feed body changed, whatever the date', () => {
    expect(siteFreshness('hash-2', live('2026-11-20T04:00:00Z'), at('2026-11-20T05:00:00Z'))).toBe('feed-changed');
    expect(siteFreshness('hash-2', live('2026-11-20T00:00:00Z'), at('2026-11-20T05:00:00Z', true))).toBe('feed-changed');
  });

  it('leaves a site whose unchanged stock is dated today in eastern Australia', () => {
    // 2026-11-20 08:00 and 23:00 AEST.
    expect(siteFreshness('hash-1', live('2026-11-19T22:00:00Z'), at('2026-11-20T13:00:00Z'))).toBeNull();
  });

  it('rebuilds an unchanged feed once the Australian day has turned, even a few minutes after the last build', () => {
    // 23:55 AEST on the 20th, then 00:05 AEST on the 21st.
    expect(siteFreshness('hash-1', live('2026-11-20T13:55:00Z'), at('2026-11-20T14:05:00Z'))).toBe('new-day');
  });

  it('never re-dates a feed dated to a fixed day (the demo feeds)', () => {
    expect(siteFreshness('hash-1', live('2026-11-20T00:00:00Z'), at('2026-12-25T00:00:00Z', true))).toBeNull();
  });

  it('rebuilds a site whose manifest stock date cannot be read, and leaves one that has none', () => {
    expect(siteFreshness('hash-1', live('yesterday'), at('2026-11-20T05:00:00Z'))).toBe('new-day');
    expect(siteFreshness('hash-1', live(null), at('2026-11-20T05:00:00Z'))).toBeNull();
  });
});
