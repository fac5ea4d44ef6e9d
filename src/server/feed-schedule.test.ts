import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveStock } from '#src/domain/feed/site-freshness.ts';
import { createFeedSchedule, type ScheduledFeed } from './feed-schedule.ts';

const MINUTE = 60_000;
// 10:00 AEST on 20 November 2026.
const START = Date.parse('2026-11-20T00:00:00Z');

/** A schedule over fake feeds and sites: the test sets each feed's hash (or error) and each live site. */
function harness(feeds: ScheduledFeed[]) {
  let clock = START;
  const feedHash = new Map<string, string | Error>();
  const live = new Map<string, LiveStock>();
  const fetched: string[] = [];
  const rebuilds: string[] = [];
  const logs: string[] = [];
  const schedule = createFeedSchedule({
    feeds,
    fetchFeedHash: async (slug) => {
      fetched.push(slug);
      const hash = feedHash.get(slug);
      if (hash instanceof Error) throw hash;
      return hash ?? 'hash-1';
    },
    liveStock: async (slug) => live.get(slug) ?? null,
    requestRebuild: (slug) => {
      rebuilds.push(slug);
      return true;
    },
    log: (message) => logs.push(message),
    now: () => clock,
  });
  const advance = (ms: number) => (clock += ms);
  return { schedule, feedHash, live, fetched, rebuilds, logs, advance, now: () => clock };
}
const every30 = (slug: string, fixedDate = false): ScheduledFeed => ({ slug, everyMs: 30 * MINUTE, fixedDate });

describe('feed schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('checks every feed at once, then each again only when its own interval has passed', async () => {
    const h = harness([every30('alpha'), { slug: 'beta', everyMs: 60 * MINUTE, fixedDate: false }]);
    for (const slug of ['alpha', 'beta']) h.live.set(slug, { feedHash: 'hash-1', stockFetchedAt: new Date(START).toISOString() });
    await h.schedule.checkDue();
    expect(h.fetched).toEqual(['alpha', 'beta']);
    h.advance(29 * MINUTE);
    await h.schedule.checkDue();
    expect(h.fetched).toEqual(['alpha', 'beta']);
    h.advance(MINUTE);
    await h.schedule.checkDue();
    expect(h.fetched).toEqual(['alpha', 'beta', 'alpha']);
    expect(h.schedule.nextCheckAt('beta')).toBe(START + 60 * MINUTE);
    expect(h.rebuilds).toEqual([]);
    expect(h.logs).toEqual([]);
  });

  it('queues a rebuild when the feed changed, once per new feed body', async () => {
    const h = harness([every30('alpha')]);
    h.live.set('alpha', { feedHash: 'hash-1', stockFetchedAt: new Date(START).toISOString() });
    h.feedHash.set('alpha', 'hash-2');
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual(['alpha']);
    expect(h.logs).toEqual(['[feed:alpha] stock feed changed: rebuild queued']);
    // The build refused that feed (too many bad records): the site still shows hash-1, and is left alone.
    h.advance(30 * MINUTE);
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual(['alpha']);
    // The dealer fixes the export.
    h.feedHash.set('alpha', 'hash-3');
    h.advance(30 * MINUTE);
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual(['alpha', 'alpha']);
  });

  it('builds a tenant that has no live site', async () => {
    const h = harness([every30('alpha')]);
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual(['alpha']);
    expect(h.logs).toEqual(['[feed:alpha] has no live site: rebuild queued']);
  });

  it('rebuilds an unchanged feed once when the Australian day turns, but never a feed dated to a fixed day', async () => {
    const h = harness([every30('alpha'), every30('demo', true)]);
    // Both built at 23:40 AEST on the 20th.
    h.advance(13 * 60 * MINUTE + 40 * MINUTE);
    for (const slug of ['alpha', 'demo']) h.live.set(slug, { feedHash: 'hash-1', stockFetchedAt: new Date(h.now()).toISOString() });
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual([]);
    h.advance(30 * MINUTE); // 00:10 on the 21st
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual(['alpha']);
    expect(h.logs).toEqual(['[feed:alpha] stock is dated an earlier day: rebuild queued']);
    h.advance(30 * MINUTE); // the rebuild has not swapped the site yet
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual(['alpha']);
  });

  it('says why a feed could not be checked and when it is tried again, and rebuilds nothing', async () => {
    const h = harness([every30('alpha')]);
    h.live.set('alpha', { feedHash: 'hash-1', stockFetchedAt: new Date(START).toISOString() });
    h.feedHash.set('alpha', new Error('feed https://feeds.example.com/alpha.json answered HTTP 503'));
    await h.schedule.checkDue();
    expect(h.rebuilds).toEqual([]);
    expect(h.logs).toEqual([
      '[feed:alpha] could not be checked: feed https://feeds.example.com/alpha.json answered HTTP 503; the live site stays as it is, next check at 2026-11-20T00:30:00.000Z',
    ]);
  });

  it('keeps checking the other feeds when reading one site fails', async () => {
    const logs: string[] = [];
    const rebuilds: string[] = [];
    const schedule = createFeedSchedule({
      feeds: [every30('alpha'), every30('beta')],
      fetchFeedHash: async () => 'hash-2',
      liveStock: async (slug) => {
        if (slug === 'alpha') throw new Error('manifest.json is not valid JSON');
        return { feedHash: 'hash-1', stockFetchedAt: null };
      },
      requestRebuild: (slug) => (rebuilds.push(slug), true),
      log: (message) => logs.push(message),
      now: () => START,
    });
    await schedule.checkDue();
    expect(logs).toEqual(['[feed:alpha] check failed: manifest.json is not valid JSON', '[feed:beta] stock feed changed: rebuild queued']);
    expect(rebuilds).toEqual(['beta']);
  });

  it('does not start a second round of checks while one is still fetching', async () => {
    let release!: () => void;
    let fetches = 0;
    const schedule = createFeedSchedule({
      feeds: [every30('alpha')],
      fetchFeedHash: () => {
        fetches++;
        return new Promise((resolve) => (release = () => resolve('hash-1')));
      },
      liveStock: async () => ({ feedHash: 'hash-1', stockFetchedAt: null }),
      requestRebuild: () => true,
      log: () => {},
      now: () => START,
    });
    const first = schedule.checkDue();
    await schedule.checkDue();
    release();
    await first;
    expect(fetches).toBe(1);
  });

  it('runs the checks on its timer once started, and not after stop()', async () => {
    vi.useFakeTimers();
    const h = harness([every30('alpha')]);
    h.live.set('alpha', { feedHash: 'hash-1', stockFetchedAt: new Date(START).toISOString() });
    h.schedule.start(MINUTE);
    expect(h.fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(h.fetched).toEqual(['alpha']);
    h.schedule.stop();
    h.advance(60 * MINUTE);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(h.fetched).toEqual(['alpha']);
  });
});
