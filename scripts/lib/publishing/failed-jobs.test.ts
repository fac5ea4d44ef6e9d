import { describe, expect, it } from 'vitest';
import { formatFailedJobs } from './failed-jobs.ts';

const now = Date.parse('2026-11-25T10:00:00Z');
const rebuild = { id: '7', task: 'rebuild', tenant: 'corner-car-yard', attempts: 5, lastError: 'build exited with code 1', failedAt: '2026-11-25T09:58:00Z' };
const feedPull = { id: '9', task: 'feed:harbour-toyota', tenant: 'harbour-toyota', attempts: 3, lastError: null, failedAt: '2026-11-25T09:59:30Z' };

describe('formatFailedJobs', () => {
  it('lists each failed job with its tenant, age, attempts and last error', () => {
    expect(formatFailedJobs([rebuild, feedPull], null, now)).toBe(
      [
        'Failed jobs (2; kept in the job queue tables; a new request for the same work queues a new job):',
        '  rebuild corner-car-yard: failed 2 min ago after 5 attempts: build exited with code 1',
        '  feed:harbour-toyota: failed 30 s ago after 3 attempts: no error recorded',
      ].join('\n'),
    );
  });

  it('shows only the asked tenants, and says when nothing failed', () => {
    expect(formatFailedJobs([rebuild, feedPull], ['harbour-toyota'], now)).toContain('feed:harbour-toyota');
    expect(formatFailedJobs([rebuild, feedPull], ['harbour-toyota'], now)).not.toContain('corner-car-yard');
    expect(formatFailedJobs([], null, now)).toBe('Failed jobs: none');
  });
});
