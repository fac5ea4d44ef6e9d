import { describe, expect, it } from 'vitest';
import { newestPosts, type LatestPost } from './latest-posts.ts';

const post = (date: string): LatestPost => ({ title: `Post of ${date}`, href: `/blog/news/${date}`, image: null, date, dateText: date });

describe('the latest blog cards', () => {
  it('shows the 3 newest posts, newest first', () => {
    const posts = ['2026-09-01', '2026-11-12', '2026-10-05', '2026-11-20'].map(post);
    expect(newestPosts(posts).map((p) => p.date)).toEqual(['2026-11-20', '2026-11-12', '2026-10-05']);
  });

  it('shows nothing for a site without posts', () => {
    expect(newestPosts([])).toEqual([]);
  });
});
