// The home page's latest blog cards (spec 2 section 2): what a card needs from a post, and which posts show.

/** A blog post as the home page's card shows it: title, link, picture and date (its source formats the date). */
export type LatestPost = {
  title: string;
  href: string;
  image: { src: string; alt: string; width: number; height: number } | null;
  /** ISO date, `2026-11-12`: the order and the `<time datetime>`. */
  date: string;
  /** The date as the blog shows it, e.g. '12 November 2026'. */
  dateText: string;
};

/** How many posts the home page shows. */
export const LATEST_POSTS_SHOWN = 3;

/**
 * The newest posts first, at most `limit`; none when the site has no posts (the block is then left out).
 * @example newestPosts([{ date: '2026-10-01', ... }, { date: '2026-11-12', ... }]).map((p) => p.date) // ['2026-11-12', '2026-10-01']
 */
export function newestPosts(posts: readonly LatestPost[], limit: number = LATEST_POSTS_SHOWN): LatestPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}
