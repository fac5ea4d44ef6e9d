// The blog's RSS 2.0 channel: every post, newest first, with its link, date, category and description.
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { siteBlog } from './content.ts';
import { tenant } from './site.ts';

export async function blogRssFeed(site: string) {
  const { posts } = await siteBlog();
  return {
    title: `${tenant.name} blog`,
    description: `Reviews, buying guides and news from ${tenant.name}.`,
    site,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.description,
      link: absoluteUrl(post.path, site),
      pubDate: new Date(`${post.data.date}T00:00:00+10:00`),
      categories: [post.category.heading],
    })),
    customData: '<language>en-au</language>',
  };
}
