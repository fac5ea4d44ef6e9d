import { describe, expect, it } from 'vitest';
import type { FeedReport } from '#src/files/refresh-feed.ts';
import { describeBuild } from './describe-build.ts';

const report = (overrides: Partial<FeedReport>): FeedReport => ({
  status: 'updated',
  source: 'feed.json',
  attemptedAt: '2026-11-20T00:00:00.000Z',
  reason: null,
  total: 5,
  accepted: 5,
  rejected: [],
  snapshotFetchedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const rejected = [
  { index: 2, id: '103', reasons: ['year: expected a year'] },
  { index: 3, id: '104', reasons: ['model: is required'] },
];

describe('describeBuild', () => {
  it('counts the records of a feed it used, and lists each rejected one', () => {
    const text = describeBuild({
      slug: 'acme',
      ok: true,
      buildId: 'b1',
      siteFolder: '.data/builds/acme/b1',
      pages: { cars: 3, total: 9 },
      feedReport: report({ accepted: 3, rejected }),
      seconds: 2,
      generationMs: 1000,
      generationCpuMs: 900,
      peakRssMb: 300,
      processes: 1,
      rendered: 9,
      incremental: false,
      published: true,
      heldReason: null,
    });
    expect(text).toContain('feed updated: 3 of 5 records accepted');
    expect(text).toContain('rejected record #2 (id 103): year: expected a year');
    expect(text).toContain('✔ acme: 3 vehicle pages, 9 pages (all rendered)');
  });

  it('lists each record kept without some of its entries (a bad video), and what was dropped', () => {
    const warnings = [{ index: 4, id: '105', dropped: ['videos.1.url: is required', 'videos.2.thumb: expected an http(s) URL or a path starting with /'] }];
    const text = describeBuild({ slug: 'acme', ok: false, errors: ['x'], feedReport: report({ warnings }) });
    expect(text).toContain('kept record #4 (id 105) but dropped videos.1.url: is required; videos.2.thumb: expected an http(s) URL or a path starting with /');
  });

  it("says how many pages an incremental build rendered, the webhook's one-car changes, and a held build", () => {
    const changes = { applied: 2, rejected: [{ index: 0, id: '9', reasons: ['km: must not be negative'] }], superseded: 0 };
    const text = describeBuild({
      slug: 'acme',
      ok: true,
      buildId: 'b3',
      siteFolder: 'x',
      pages: { cars: 2, total: 6 },
      feedReport: report({ status: 'not-fetched', changes }),
      seconds: 1,
      generationMs: null,
      generationCpuMs: null,
      peakRssMb: null,
      processes: 1,
      rendered: 4,
      incremental: true,
      published: false,
      heldReason: 'it would remove 2 of 4',
    });
    expect(text).toContain('feed not fetched: the stored stock (5 of 5 records accepted); 2 one-car change(s) applied, 1 refused');
    expect(text).toContain('refused one-car change (id 9): km: must not be negative');
    expect(text).toContain('⏸ acme: 2 vehicle pages, 6 pages (4 rendered, the rest unchanged)');
    expect(text).toContain('NOT PUBLISHED: it would remove 2 of 4. Publish it with npm run publish -- --tenant acme --build b3');
  });

  it('says a refused feed was not used, why, and that there is nothing to fall back on', () => {
    const reason = '2 of 5 records rejected (40.0%), above the 20% limit';
    const text = describeBuild({
      slug: 'acme',
      ok: false,
      errors: [`feed: ${reason}`],
      feedReport: report({ status: 'failed', reason, accepted: 0, rejected, snapshotFetchedAt: null }),
    });
    expect(text).toContain(`feed not used (${reason}); there is no earlier stock to build from`);
    expect(text).not.toContain('records accepted');
    expect(text).toContain('rejected record #3 (id 104): model: is required');
  });

  it('says when a refused feed leaves the site on its last good stock', () => {
    const text = describeBuild({
      slug: 'acme',
      ok: true,
      buildId: 'b2',
      siteFolder: 'x',
      pages: { cars: 4, total: 8 },
      feedReport: report({ status: 'kept-previous', reason: 'the feed is empty', accepted: 0, total: 0, snapshotFetchedAt: '2026-11-19T08:00:00.000Z' }),
      seconds: 1,
      generationMs: null,
      generationCpuMs: null,
      peakRssMb: null,
      processes: 1,
      rendered: 2,
      incremental: true,
      published: true,
      heldReason: null,
    });
    expect(text).toContain('feed not used (the feed is empty); the site keeps the stock fetched at 2026-11-19T08:00:00.000Z');
  });
});
