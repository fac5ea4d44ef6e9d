// The posts the home page's latest blog cards come from. The blog (its posts, categories and pages) is not part of
// this site yet: until it is, a tenant has no posts and the `latestPosts` block is left out of the home page. The
// blog's loader plugs in here, mapping each post to a LatestPost (title, page path, picture, date and its text).
import { newestPosts, type LatestPost } from '#src/domain/home/latest-posts.ts';

/** The tenant's blog posts, newest first and at most 3. */
export async function latestPosts(): Promise<LatestPost[]> {
  const posts: LatestPost[] = [];
  return newestPosts(posts);
}
