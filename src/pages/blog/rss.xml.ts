import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { blogRssFeed } from '#src/data/blog-rss.ts';

// The blog's RSS feed (@astrojs/rss); an empty channel for a site without posts, which links no feed.
export async function GET(context: APIContext) {
  return rss(await blogRssFeed(context.site!.href));
}
